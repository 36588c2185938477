// The wishlist route's address and cache owner. The route's `validateSearch` uses them and is not
// split out of the first load, so this module imports nothing.

/** A short tag of whose wishlist a cached page is: 'guest', or a digest of the sign-in token. */
export function wishlistOwner(token: string | null): string {
  if (!token) return 'guest'
  // FNV-1a: the key must tell tokens apart, not keep the token itself in the cache.
  let hash = 0x811c9dc5
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return `customer-${(hash >>> 0).toString(36)}`
}

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

/** The address of a wishlist page. */
export const wishlistHref = (pageNumber: number) =>
  pageNumber > 1 ? `/wishlist?pageNumber=${pageNumber}` : '/wishlist'
