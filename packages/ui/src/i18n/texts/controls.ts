import type { AreaTexts } from '../define'

/** Texts of the controls components; the owner of those components adds keys here. */
export const controls = {
  en: {},
  th: {},
} satisfies AreaTexts
