// What the route options of orders, the bookshelf and publishing share: answers kept per
// language. Route options that are not split out of the first load use it, so it imports no
// component. (Id params and not-found answers are the store's: src/lib/route-params.ts.)
import type { QueryKey } from '@tanstack/react-query'
import type { Locale } from '../app/locale'

/**
 * Query options whose key also carries the page's language: the server answers texts (status
 * names, book titles) in the language asked for, so a page in the other language never shows an
 * answer cached for this one. Invalidating by the factory's key prefix still reaches it.
 */
export function inLanguage<O extends { queryKey: QueryKey }>(options: O, locale: Locale): O {
  return { ...options, queryKey: [...options.queryKey, locale] } as O
}
