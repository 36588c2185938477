import type { AreaTexts } from '../define'

/** Texts of the book components; the owner of those components adds keys here. */
export const book = {
  en: {},
  th: {},
} satisfies AreaTexts
