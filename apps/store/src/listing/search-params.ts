import type { Schema } from '@ebook/api/types'

/** A listing's sort code (0 position, 5 name A-Z, 6 name Z-A, 10/11 price, 15 newest). */
export type SortCode = Schema<'SortOption'>
const SORT_CODES: readonly SortCode[] = [0, 5, 6, 10, 11, 15]

/**
 * What every listing keeps in its address: the page and the sort. Defaults (page 1, sort 0) are
 * left out, so `/bestseller` and `/bestseller?page=1` are the same page and links stay short.
 */
export type ListingSearch = { page?: number; sort?: SortCode }

/** A category's address adds its filters: a price range and imprint and specification ids. */
export type CategorySearch = ListingSearch & {
  min?: number
  max?: number
  imprint?: number[]
  spec?: number[]
}

/** The most a price can be (the API's own limit). */
const PRICE_LIMIT = 1_000_000

/** A value from the address as a number (the router reads `?page=2` as 2, `?page=x` as 'x'). */
const numberOf = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined
}

/** A positive whole number, else undefined. */
export function positiveInt(value: unknown): number | undefined {
  const number = numberOf(value)
  return number !== undefined && Number.isInteger(number) && number >= 1 && number < 2 ** 31
    ? number
    : undefined
}

/** A page number other than the first, else undefined. */
export const pageOf = (value: unknown) => {
  const page = positiveInt(value)
  return page !== undefined && page > 1 ? page : undefined
}

/** A known sort code other than the default, else undefined. */
export const sortOf = (value: unknown): SortCode | undefined => {
  const sort = numberOf(value)
  return SORT_CODES.includes(sort as SortCode) && sort !== 0 ? (sort as SortCode) : undefined
}

/** A price in baht (0 to the API's limit, satang at most), else undefined. */
export const priceOf = (value: unknown) => {
  const price = numberOf(value)
  return price !== undefined && price >= 0 && price <= PRICE_LIMIT
    ? Math.round(price * 100) / 100
    : undefined
}

/** A list of ids (`[3,4]`, a lone `3` or `'3,4'`), sorted and without repeats; empty is undefined. */
export const idsOf = (value: unknown): number[] | undefined => {
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : value === undefined
        ? []
        : [value]
  const ids = [...new Set(items.map(positiveInt).filter((id) => id !== undefined))].sort(
    (a, b) => a - b,
  )
  return ids.length > 0 ? ids : undefined
}

// The validators name every key they own, undefined included: the router lays their answer over
// the address's raw params, so a key left out would keep an unreadable raw value (`?page=x`).

/** `validateSearch` of a list that is only paged (recently viewed). */
export function validatePageSearch(search: Record<string, unknown>): { page?: number } {
  return { page: pageOf(search.page) }
}

/** `validateSearch` of the listings without filters; anything unreadable falls back to its default. */
export function validateListingSearch(search: Record<string, unknown>): ListingSearch {
  return { page: pageOf(search.page), sort: sortOf(search.sort) }
}

/** `validateSearch` of a category page. A price range given upside down is turned round. */
export function validateCategorySearch(search: Record<string, unknown>): CategorySearch {
  let min = priceOf(search.min)
  let max = priceOf(search.max)
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  return {
    ...validateListingSearch(search),
    min,
    max,
    imprint: idsOf(search.imprint),
    spec: idsOf(search.spec),
  }
}
