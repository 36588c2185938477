import { wishlistQueries } from '@ebook/api/queries'
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../app/locale'

/**
 * One page of the wishlist, never served from an earlier visit (SPEC §9 keeps it out of every
 * cache): stale at once, so the route's loader asks the server on every visit (`fetchQuery`)
 * and a refocused tab asks again. Its key carries its owner and language, so a page cached for
 * another sign-in (or the guest) or in the other language is never shown.
 */
export const wishlistPageQuery = (pageNumber: number, owner: string, locale: Locale) => {
  const base = wishlistQueries.page(locale, pageNumber)
  const ask = base.queryFn!
  return queryOptions({
    queryKey: [...base.queryKey, { owner }] as const,
    // The call itself is the factory's; only the key is longer.
    queryFn: (context) => ask({ ...context, queryKey: base.queryKey }),
    staleTime: 0,
    // The loader has just asked; mounting again would ask twice.
    refetchOnMount: false,
  })
}

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

/** The address of a wishlist page. */
export const wishlistHref = (pageNumber: number) =>
  pageNumber > 1 ? `/wishlist?pageNumber=${pageNumber}` : '/wishlist'

export { parseWishlistSearch, type WishlistSearch } from './search'
