import type { SearchQuery } from '@ebook/api/queries'
import { withoutEmpty } from '../listing/listing-params'
import type { SearchPageSearch } from './search-params'

// The search call's Data of a validated address, for the loaders and pages; route files import
// search-params.ts for `validateSearch`, so what only a loaded page needs lives here.

/** The address with no criterion: the words, page and sort stay. */
export const noSearchFilters = {
  cid: undefined,
  isc: undefined,
  mid: undefined,
  vid: undefined,
  sid: undefined,
  pf: undefined,
  pt: undefined,
  spec: undefined,
  page: undefined,
} satisfies Partial<SearchPageSearch>

/** How many filters an address applies (a price range counts once, a category with its subcategories once). */
export const searchFilterCount = (search: SearchPageSearch) =>
  (search.cid !== undefined ? 1 : 0) +
  (search.mid !== undefined ? 1 : 0) +
  (search.vid !== undefined ? 1 : 0) +
  (search.sid ? 1 : 0) +
  (search.pf !== undefined || search.pt !== undefined ? 1 : 0) +
  (search.spec?.length ?? 0)

/** The search call's Data for the criteria of an address; `advs` only when one is given. */
const queryWith = (search: SearchPageSearch, advanced: boolean): SearchQuery =>
  withoutEmpty({
    q: search.q ?? '',
    pagenumber: search.page,
    orderby: search.sort,
    advs: advanced || undefined,
    // The upstream API applies these only in an advanced search.
    ...(advanced && {
      cid: search.cid,
      isc: search.isc,
      mid: search.mid,
      vid: search.vid,
      sid: search.sid,
      pf: search.pf,
      pt: search.pt,
    }),
    specs: search.spec,
  })

/** The search call's Data for `/search`: an advanced search once a filter is applied. */
export const searchQueryOf = (search: SearchPageSearch): SearchQuery =>
  queryWith(search, searchFilterCount(search) > 0)

/** The search call's Data for `/search/advance`, always an advanced search. */
export const advancedSearchQueryOf = (search: SearchPageSearch): SearchQuery =>
  queryWith(search, true)
