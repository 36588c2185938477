import type { Translate } from '../i18n'

/** '1 book' / '3 books' ('1 เล่ม' / '3 เล่ม'). */
export const bookCount = (t: Translate, count: number) =>
  count === 1 ? t('collections.book_count_one') : t('collections.book_count', { count })
