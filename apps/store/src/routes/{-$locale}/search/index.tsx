import { searchQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { ListingError, ListingSkeleton } from '../../../listing/ListingStates'
import { loadListing } from '../../../listing/route-helpers'
import { validateSearchPageSearch } from '../../../search/search-params'
import { searchQueryOf } from '../../../search/search-query'
import { SearchPage } from '../../../search/SearchPage'
import { pageHead, listingTitle } from '../../../app/page-head'

export const Route = createFileRoute('/{-$locale}/search/')({
  validateSearch: validateSearchPageSearch,
  // Only this page's own params: stray ones in the address do not make another page.
  loaderDeps: ({ search }) => validateSearchPageSearch(search),
  // The criteria's lists fill the filters (coming to the page waits for them, a failure only
  // leaves their lists out); a change of the page's own params waits for neither.
  loader: async ({ context: { queryClient, locale }, deps, cause }) => {
    if (!deps.q) return
    const criteria = queryClient.prefetchQuery(searchQueries.criteria(locale))
    await Promise.all([
      loadListing(queryClient, searchQueries.results(locale, searchQueryOf(deps)), cause),
      cause === 'enter' && criteria,
    ])
  },
  head: ({ match }) =>
    pageHead(
      match,
      ({ t }) => {
        const { q, page } = match.search
        const name = q ? t('search_page.results_title', { q }) : t('search_page.title')
        return { title: listingTitle(t, name, page) }
      },
      { noindex: true, failed: 'listing.error_title' },
    ),
  component: SearchPage,
  pendingComponent: ListingSkeleton,
  errorComponent: ListingError,
})
