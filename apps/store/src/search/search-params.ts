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

/**
 * A search's address: the words, the criteria under their upstream names (cid category, isc with
 * its subcategories, mid imprint, vid publisher, sid in descriptions too, pf/pt price from/to,
 * spec specification options), and the listing's page and sort. `/search` shows the criteria as
 * filters beside the results, `/search/advance` as a form above them.
 */
export type SearchPageSearch = ListingSearch & {
  q?: string
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

/**
 * `validateSearch` of /search and /search/advance; like the listings' validators, it names every
 * key it owns. A price range given upside down is turned round.
 */
export function validateSearchPageSearch(search: Record<string, unknown>): SearchPageSearch {
  let pf = priceOf(search.pf)
  let pt = priceOf(search.pt)
  if (pf !== undefined && pt !== undefined && pf > pt) [pf, pt] = [pt, pf]
  return {
    q: queryOf(search.q),
    page: pageOf(search.page),
    sort: sortOf(search.sort),
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
