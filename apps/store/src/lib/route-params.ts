// What routes share about a page that is not there. Route options that are not split out of the
// first load (params, search, loaders) use it, so it imports no component.
import { isApiError } from '@ebook/api'
import { notFound } from '@tanstack/react-router'

/**
 * Why a page is not there (the `data` of its not-found): its address does not validate
 * ('Page Not Found: {path}'), or the server knows no such thing ('404!').
 */
export type Missing = 'invalid-params' | 'unknown'

/** The not-found of an address that does not validate: 'Page Not Found: {path}' (SPEC §8). */
export function invalidParams(): never {
  throw notFound({ data: 'invalid-params' satisfies Missing })
}

/** An id of a page address: a positive whole number written plainly, else the page is not there. */
export function parseId(raw: string): number {
  if (!/^[1-9]\d{0,8}$/.test(raw)) invalidParams()
  return Number(raw)
}

/** The `params` option of a route whose `$id` is an id (see `parseId`). */
export const idParams = {
  parse: ({ id }: { id: string }) => ({ id: parseId(id) }),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}

/** A page's data: a 404 from the server (an unknown thing) is the route's not-found ('404!'). */
export function notFoundOn404(error: unknown): never {
  if (isApiError(error) && error.status === 404)
    throw notFound({ data: 'unknown' satisfies Missing })
  throw error
}
