import { catalogQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { ManufacturerPage } from '../../../listing/CatalogPages'
import { ListingError, ListingNotFound, ListingSkeleton } from '../../../listing/ListingStates'
import { loadListing } from '../../../listing/route-helpers'
import { idParams } from '../../../lib/route-params'
import { listingParams } from '../../../listing/listing-params'
import { validateListingSearch } from '../../../listing/search-params'
import { catalogRouteHead } from '../../../listing/listing-head'

export const Route = createFileRoute('/{-$locale}/manufacturer/$id')({
  params: idParams,
  validateSearch: validateListingSearch,
  // Only this page's own params: stray ones in the address do not make another page.
  loaderDeps: ({ search }) => validateListingSearch(search),
  loader: ({ context: { queryClient, locale }, params: { id }, deps, cause }) =>
    loadListing(queryClient, catalogQueries.manufacturer(locale, id, listingParams(deps)), cause),
  head: ({ match, params: { id } }) =>
    catalogRouteHead(
      match,
      catalogQueries.manufacturer(match.context.locale, id, listingParams(match.loaderDeps)),
    ),
  component: ManufacturerPage,
  pendingComponent: ListingSkeleton,
  errorComponent: ListingError,
  notFoundComponent: ListingNotFound,
})
