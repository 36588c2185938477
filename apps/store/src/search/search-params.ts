import {
  idsOf,
  pageOf,
  positiveInt,
  priceOf,
  sortOf,
  type ListingSearch,
} from '../listing/search-params'

/** The longest search the API takes. */
const QUERY_MAX = 200

/** `/search?q=…&page=…&sort=…`: the words searched, and the listing's page and sort. */
export type SearchPageSearch = ListingSearch & { q?: string }

/**
 * `/search/advance`: the words and the advanced criteria, under their upstream names (cid
 * category, isc with its subcategories, mid imprint, vid publisher, sid in descriptions too,
 * pf/pt price from/to, spec specification options), and the page and sort.
 */
export type AdvancedSearch = SearchPageSearch & {
  cid?: number
  isc?: boolean
  mid?: number
  vid?: number
  sid?: boolean
  pf?: number
  pt?: number
  spec?: number[]
}

/**
 * The words searched, trimmed (the router reads `?q=1984` as a number: it is text here). Thai
 * words are passed as typed; the server finds them inside titles.
 */
export function queryOf(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const q = String(value).trim().slice(0, QUERY_MAX)
  return q === '' ? undefined : q
}

/** Only `true` counts as ticked; anything else is the default (left out). */
const flagOf = (value: unknown) => (value === true || value === 'true' ? true : undefined)

/** `validateSearch` of /search; like the listings' validators, it names every key it owns. */
export function validateSearchPageSearch(search: Record<string, unknown>): SearchPageSearch {
  return { q: queryOf(search.q), page: pageOf(search.page), sort: sortOf(search.sort) }
}

export function validateAdvancedSearch(search: Record<string, unknown>): AdvancedSearch {
  let pf = priceOf(search.pf)
  let pt = priceOf(search.pt)
  if (pf !== undefined && pt !== undefined && pf > pt) [pf, pt] = [pt, pf]
  return {
    ...validateSearchPageSearch(search),
    cid: positiveInt(search.cid),
    isc: flagOf(search.isc),
    mid: positiveInt(search.mid),
    vid: positiveInt(search.vid),
    sid: flagOf(search.sid),
    pf,
    pt,
    spec: idsOf(search.spec),
  }
}
