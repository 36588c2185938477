import { isApiError } from '@ebook/api'
import { notFound } from '@tanstack/react-router'

/** Why a book page is not there: its address has no valid id, or the server knows no such book. */
export type BookNotFoundReason = 'invalid-id' | 'unknown-book'

/** The book id of a page address: a positive whole number, else the page does not exist. */
export function parseBookId(raw: string): number {
  if (!/^[1-9]\d{0,8}$/.test(raw))
    throw notFound({ data: 'invalid-id' satisfies BookNotFoundReason })
  return Number(raw)
}

/** The route's `params` option for `$id`: parsed to a number, written back as text. */
export const bookIdParams = {
  parse: ({ id }: { id: string }) => ({ id: parseBookId(id) }),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}

/** A server 404 (no such book, or not published) becomes the route's not-found page. */
export function unknownBookAsNotFound(error: unknown): never {
  if (isApiError(error) && error.status === 404)
    throw notFound({ data: 'unknown-book' satisfies BookNotFoundReason })
  throw error
}

/** A page number of the address: a whole number from 1; anything else is the first page. */
export function parsePageNumber(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isInteger(page) && page > 1 && page < 100_000 ? page : undefined
}
