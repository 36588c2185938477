import { searchQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { ListingError, ListingSkeleton } from '../../../listing/ListingStates'
import { validateSearchPageSearch } from '../../../search/search-params'
import { searchQueryOf } from '../../../search/search-query'
import { SearchPage } from '../../../search/SearchPage'
import { pageHead, listingTitle } from '../../../app/page-head'

export const Route = createFileRoute('/{-$locale}/search/')({
  validateSearch: validateSearchPageSearch,
  // Only this page's own params: stray ones in the address do not make another page.
  loaderDeps: ({ search }) => validateSearchPageSearch(search),
  loader: async ({ context: { queryClient, locale }, deps }) => {
    if (deps.q)
      await queryClient.ensureQueryData(searchQueries.results(locale, searchQueryOf(deps)))
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
