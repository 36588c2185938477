import { searchQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { ListingError, ListingSkeleton } from '../../../listing/ListingStates'
import { AdvancedSearchPage } from '../../../search/AdvancedSearchPage'
import { validateAdvancedSearch } from '../../../search/search-params'
import { advancedSearchQueryOf } from '../../../search/search-query'
import { pageHead, listingTitle } from '../../../app/page-head'

export const Route = createFileRoute('/{-$locale}/search/advance')({
  validateSearch: validateAdvancedSearch,
  // Only this page's own params: stray ones in the address do not make another page.
  loaderDeps: ({ search }) => validateAdvancedSearch(search),
  loader: async ({ context: { queryClient, locale }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(searchQueries.criteria(locale)),
      deps.q &&
        queryClient.ensureQueryData(searchQueries.results(locale, advancedSearchQueryOf(deps))),
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
