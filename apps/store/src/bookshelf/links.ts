import type { BookshelfSearch, CollectionSearch } from './search'

// The library's addresses, for its pages; route files import search.ts for `validateSearch`.

/** The address of a /bookshelf view. */
export function bookshelfHref({ q, sort, page }: BookshelfSearch): string {
  const search = new URLSearchParams()
  if (q) search.set('q', q)
  if (sort) search.set('sort', String(sort))
  if (page && page > 1) search.set('page', String(page))
  const query = search.toString()
  return `/bookshelf${query ? `?${query}` : ''}`
}

/** The address of /bookshelf/collection, all collections or one of them. */
export function collectionHref({ shelf, page }: CollectionSearch = {}): string {
  const search = new URLSearchParams()
  if (shelf) search.set('shelf', String(shelf))
  if (shelf && page && page > 1) search.set('page', String(page))
  const query = search.toString()
  return `/bookshelf/collection${query ? `?${query}` : ''}`
}
