import { shelfQueries, type MyBooksQuery } from '@ebook/api/queries'
import type { Locale } from '../app/locale'
import type { LibrarySort } from './search'

/** Books a bookshelf page shows: a multiple of 2, 3, 4 and 6, so grid rows come out full. */
export const BOOKS_PER_PAGE = 24

export { SORTS, type LibrarySort } from './search'

/** A page of the customer's library (bought books and samples), in the page's language. */
export const myBooksQuery = (
  {
    page = 1,
    q,
    sort = 0,
    pageSize = BOOKS_PER_PAGE,
  }: { page?: number; q?: string; sort?: LibrarySort; pageSize?: number },
  locale: Locale,
) => {
  const query: MyBooksQuery = {
    PageNumber: page,
    PageSize: pageSize,
    Query: q ?? null,
    SortBy: sort,
  }
  return shelfQueries.myBooks(locale, query)
}

/** The customer's collections (named shelves), oldest first. */
export const collectionsQuery = (locale: Locale) => shelfQueries.shelves(locale)

/** One collection and a page of its books, in the page's language. */
export const collectionBooksQuery = (shelfId: number, page: number, locale: Locale) =>
  shelfQueries.shelf(locale, shelfId, page)
