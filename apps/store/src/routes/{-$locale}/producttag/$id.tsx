import { catalogQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { TagPage } from '../../../listing/CatalogPages'
import { ListingError, ListingNotFound, ListingSkeleton } from '../../../listing/ListingStates'
import { loadListing } from '../../../listing/route-helpers'
import { idParams } from '../../../lib/route-params'
import { listingParams } from '../../../listing/listing-params'
import { validateListingSearch } from '../../../listing/search-params'
import { pageHead } from '../../../app/page-head'
import { listingAnswerOf, listingHead } from '../../../listing/listing-head'

export const Route = createFileRoute('/{-$locale}/producttag/$id')({
  params: idParams,
  validateSearch: validateListingSearch,
  // Only this page's own params: stray ones in the address do not make another page.
  loaderDeps: ({ search }) => validateListingSearch(search),
  loader: ({ context: { queryClient, locale }, params: { id }, deps, cause }) =>
    loadListing(queryClient, catalogQueries.tag(locale, id, listingParams(deps)), cause),
  head: ({ match, params: { id } }) =>
    pageHead(
      match,
      ({ t }) => {
        const tag = listingAnswerOf(
          match.context.queryClient,
          catalogQueries.tag(match.context.locale, id, listingParams(match.loaderDeps)).queryKey,
        )
        return tag ? listingHead(t, tag.TagName, match.search.page) : { title: '' }
      },
      { notFound: 'listing.not_found', failed: 'listing.error_title' },
    ),
  component: TagPage,
  pendingComponent: ListingSkeleton,
  errorComponent: ListingError,
  notFoundComponent: ListingNotFound,
})
