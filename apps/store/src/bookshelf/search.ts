import { pageOf } from '../orders/search'

/** The library's sort codes other than the default (0, recently added first). */
export const SORTS = [0, 1, 5, 6] as const
export type LibrarySort = (typeof SORTS)[number]

/** /bookshelf's address: a search in the library, its order and the page; defaults left out. */
export type BookshelfSearch = { q?: string; sort?: Exclude<LibrarySort, 0>; page?: number }

/** /bookshelf/collection's address: the collection shown (none: all of them) and its page. */
export type CollectionSearch = { shelf?: number; page?: number }

const positiveId = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number < 2 ** 31
    ? number
    : undefined
}

export function validateBookshelfSearch(search: Record<string, unknown>): BookshelfSearch {
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 200) : ''
  const sort = SORTS.find((code) => code !== 0 && String(code) === String(search.sort)) as
    BookshelfSearch['sort'] | undefined
  return { q: q || undefined, sort, page: pageOf(search.page) }
}

export function validateCollectionSearch(search: Record<string, unknown>): CollectionSearch {
  const shelf = positiveId(search.shelf)
  return { shelf, page: shelf ? pageOf(search.page) : undefined }
}
