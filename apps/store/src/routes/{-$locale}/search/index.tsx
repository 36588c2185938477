import { searchQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { ListingError, ListingSkeleton } from '../../../listing/ListingStates'
import { validateSearchPageSearch } from '../../../search/search-params'
import { searchQueryOf } from '../../../search/search-query'
import { SearchPage } from '../../../search/SearchPage'

export const Route = createFileRoute('/{-$locale}/search/')({
  validateSearch: validateSearchPageSearch,
  // Only this page's own params: stray ones in the address do not make another page.
  loaderDeps: ({ search }) => validateSearchPageSearch(search),
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.q) await queryClient.ensureQueryData(searchQueries.results(searchQueryOf(deps)))
  },
  component: SearchPage,
  pendingComponent: ListingSkeleton,
  errorComponent: ListingError,
})
