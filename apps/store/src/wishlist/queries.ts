import { wishlistQueries } from '@ebook/api/queries'
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../app/locale'

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

/**
 * One page of the wishlist, never served from an earlier visit (SPEC §9 keeps it out of every
 * cache): stale at once, so the route's loader asks the server on every visit (`fetchQuery`)
 * and a refocused tab asks again. Its key carries its owner and language, so a page cached for
 * another sign-in (or the guest) or in the other language is never shown.
 */
export const wishlistPageQuery = (pageNumber: number, owner: string, locale: Locale) => {
  const base = wishlistQueries.page(pageNumber)
  const ask = base.queryFn!
  return queryOptions({
    queryKey: [...base.queryKey, { owner, locale }] as const,
    // The call itself is the factory's; only the key is longer.
    queryFn: (context) => ask({ ...context, queryKey: base.queryKey }),
    staleTime: 0,
    // The loader has just asked; mounting again would ask twice.
    refetchOnMount: false,
  })
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
