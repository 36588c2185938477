// What the route options of orders, the bookshelf and publishing share: id params, the
// not-found answers, and answers kept per language. Route options that are not split out of the
// first load (params, search) use it, so it imports no component.
import { isApiError } from '@ebook/api'
import type { QueryKey } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { Locale } from '../app/locale'

/**
 * Query options whose key also carries the page's language: the server answers texts (status
 * names, book titles) in the language asked for, so a page in the other language never shows an
 * answer cached for this one. Invalidating by the factory's key prefix still reaches it.
 */
export function inLanguage<O extends { queryKey: QueryKey }>(options: O, locale: Locale): O {
  return { ...options, queryKey: [...options.queryKey, locale] } as O
}

/** Why a page is not there: its address does not validate, or the server knows no such thing. */
export type Missing = 'invalid-params' | 'unknown'

/**
 * The `params` option of a route whose `$id` is an id: a positive whole number written plainly.
 * Anything else is not a page: 'Page Not Found: {path}' (SPEC §8).
 */
export const idParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^[1-9]\d{0,8}$/.test(id)) throw notFound({ data: 'invalid-params' satisfies Missing })
    return { id: Number(id) }
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}

/** A page's data: a 404 from the server is the route's not-found page ('404!'). */
export function notFoundOn404(error: unknown): never {
  if (isApiError(error) && error.status === 404)
    throw notFound({ data: 'unknown' satisfies Missing })
  throw error
}
