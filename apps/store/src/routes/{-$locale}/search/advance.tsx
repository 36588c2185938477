import { searchQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { ListingError, ListingSkeleton } from '../../../listing/ListingStates'
import { loadListing } from '../../../listing/route-helpers'
import { AdvancedSearchPage } from '../../../search/AdvancedSearchPage'
import { validateSearchPageSearch } from '../../../search/search-params'
import { advancedSearchQueryOf } from '../../../search/search-query'
import { pageHead, listingTitle } from '../../../app/page-head'

export const Route = createFileRoute('/{-$locale}/search/advance')({
  validateSearch: validateSearchPageSearch,
  // Only this page's own params: stray ones in the address do not make another page.
  loaderDeps: ({ search }) => validateSearchPageSearch(search),
  loader: async ({ context: { queryClient, locale }, deps, cause }) => {
    await Promise.all([
      queryClient.ensureQueryData(searchQueries.criteria(locale)),
      deps.q &&
        loadListing(queryClient, searchQueries.results(locale, advancedSearchQueryOf(deps)), cause),
    ])
  },
  head: ({ match }) =>
    pageHead(
      match,
      ({ t }) => ({ title: listingTitle(t, t('advanced_search.title'), match.search.page) }),
      { noindex: true, failed: 'listing.error_title' },
    ),
  component: AdvancedSearchPage,
  pendingComponent: ListingSkeleton,
  errorComponent: ListingError,
})
