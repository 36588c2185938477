// The reader's address, for its route file (kept in the first load: imports nothing else).

import type { Edition } from './queries'

/**
 * `/read/{bookId}` is the whole book (its owner's), `/read/{bookId}?edition=sample` the free
 * sample (anyone's); anything else in `edition` is the whole book.
 */
export type ReaderSearch = { edition?: 'sample' }

export function validateReaderSearch(search: Record<string, unknown>): ReaderSearch {
  return search.edition === 'sample' ? { edition: 'sample' } : {}
}

/** The edition an address asks for. */
export const editionOf = (search: ReaderSearch): Edition =>
  search.edition === 'sample' ? 'sample' : 'full'

/** The reader's address (unlocalized) for a book and edition. */
export function readerHref(bookId: number, edition: Edition): string {
  return `/read/${bookId}${edition === 'sample' ? '?edition=sample' : ''}`
}

/**
 * The page's preload of a book's public sample (the API client's address of `getReaderSample`),
 * so the file comes with the HTML: the reader's own call then finds it in the browser's cache.
 */
export const readerSamplePreload = (bookId: number) =>
  ({
    rel: 'preload',
    as: 'fetch',
    href: `/api/v2/reader/${bookId}/sample`,
    crossOrigin: 'anonymous',
  }) as const
