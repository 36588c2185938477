import type { AreaTexts } from '../define'

/** Texts of the datePicker components; the owner of those components adds keys here. */
export const datePicker = {
  en: {},
  th: {},
} satisfies AreaTexts
