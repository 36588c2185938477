import type { AreaTexts } from '../define'

/**
 * The `common` area's label of a close button, in a module of its own: a dialog reads only this
 * text of the area (`useAreaTexts('common', closeLabel)`), so it brings no other into an app.
 */
export const closeLabel = {
  en: { close: 'Close' },
  th: { close: 'ปิด' },
} satisfies AreaTexts
