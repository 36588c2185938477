import type { AreaTexts } from '../define'

/** Texts of the toast components; the owner of those components adds keys here. */
export const toast = {
  en: {},
  th: {},
} satisfies AreaTexts
