import { searchQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { ListingError, ListingSkeleton } from '../../../listing/ListingStates'
import { AdvancedSearchPage } from '../../../search/AdvancedSearchPage'
import { validateAdvancedSearch } from '../../../search/search-params'
import { advancedSearchQueryOf } from '../../../search/search-query'

export const Route = createFileRoute('/{-$locale}/search/advance')({
  validateSearch: validateAdvancedSearch,
  // Only this page's own params: stray ones in the address do not make another page.
  loaderDeps: ({ search }) => validateAdvancedSearch(search),
  loader: async ({ context: { queryClient }, deps }) => {
    await Promise.all([
      queryClient.ensureQueryData(searchQueries.criteria()),
      deps.q && queryClient.ensureQueryData(searchQueries.results(advancedSearchQueryOf(deps))),
    ])
  },
  component: AdvancedSearchPage,
  pendingComponent: ListingSkeleton,
  errorComponent: ListingError,
})
