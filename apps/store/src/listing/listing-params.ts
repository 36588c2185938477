import type { CategoryParams, ListingParams } from '@ebook/api/queries'
import type { CategorySearch, ListingSearch } from './search-params'

// What the listings' loaders and pages make of a validated address: the calls' parameters. Apart
// from search-params.ts, which route files import for `validateSearch` (so it comes with the
// first load of every page): these are needed only once a listing loads.

/** Drops the keys whose value is undefined, so they do not reach the address. */
export function withoutEmpty<T extends Record<string, unknown>>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T
}

/** The call's query of a listing's address (`GET /v2/catalog/...?pageNumber&orderby`). */
export const listingParams = ({ page, sort }: ListingSearch): ListingParams =>
  withoutEmpty({ pageNumber: page, orderby: sort })

/** The category call's query: paging, sort and the filters (`price`, `ms`, `specs`). */
export const categoryParams = (search: CategorySearch): CategoryParams =>
  withoutEmpty({
    ...listingParams(search),
    price:
      search.min !== undefined || search.max !== undefined
        ? `${search.min ?? ''}-${search.max ?? ''}`
        : undefined,
    ms: search.imprint?.join(','),
    specs: search.spec?.join(','),
  })

/** How many filters an address applies (a price range counts once). */
export const filterCount = (search: CategorySearch) =>
  (search.min !== undefined || search.max !== undefined ? 1 : 0) +
  (search.imprint?.length ?? 0) +
  (search.spec?.length ?? 0)
