import type { AreaTexts } from '../define'

/** Texts of the dialog components; the owner of those components adds keys here. */
export const dialog = {
  en: {},
  th: {},
} satisfies AreaTexts
