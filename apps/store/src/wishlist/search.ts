// The wishlist route's address. The route's `validateSearch` uses it and is not split out of the
// first load, so this module imports nothing and holds nothing else.

/** The wishlist page's search: `?pageNumber=2`; page 1 is left out of the address. */
export type WishlistSearch = { pageNumber: number }

/** Reads `pageNumber`: absent is 1; anything but a whole number from 1 fails the route. */
export function parseWishlistSearch(search: { pageNumber?: unknown }): WishlistSearch {
  const raw = search.pageNumber
  if (raw === undefined) return { pageNumber: 1 }
  const pageNumber = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
  if (typeof pageNumber !== 'number' || !Number.isInteger(pageNumber) || pageNumber < 1) {
    throw new Error('pageNumber must be a whole number from 1')
  }
  return { pageNumber }
}
