import type { AreaTexts } from '../define'

/** Texts of the errorPage components; the owner of those components adds keys here. */
export const errorPage = {
  en: {},
  th: {},
} satisfies AreaTexts
