import type { SearchQuery } from '@ebook/api/queries'
import { withoutEmpty } from '../listing/listing-params'
import type { AdvancedSearch, SearchPageSearch } from './search-params'

// The search call's Data of a validated address, for the loaders and pages; route files import
// search-params.ts for `validateSearch`, so what only a loaded page needs lives here.

/** The search call's Data for `/search` (the words, page and sort). */
export const searchQueryOf = ({ q, page, sort }: SearchPageSearch): SearchQuery =>
  withoutEmpty({ q: q ?? '', pagenumber: page, orderby: sort })

/** The search call's Data for `/search/advance`: the criteria apply only with `advs`. */
export const advancedSearchQueryOf = (search: AdvancedSearch): SearchQuery =>
  withoutEmpty({
    ...searchQueryOf(search),
    advs: true,
    cid: search.cid,
    isc: search.isc,
    mid: search.mid,
    vid: search.vid,
    sid: search.sid,
    pf: search.pf,
    pt: search.pt,
    specs: search.spec,
  })
