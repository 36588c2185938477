import { catalogQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { CategoryPage } from '../../../listing/CategoryPage'
import { ListingError, ListingNotFound, ListingSkeleton } from '../../../listing/ListingStates'
import { loadListing } from '../../../listing/route-helpers'
import { idParams } from '../../../lib/route-params'
import { categoryParams } from '../../../listing/listing-params'
import { validateCategorySearch } from '../../../listing/search-params'
import { catalogRouteHead } from '../../../listing/listing-head'

export const Route = createFileRoute('/{-$locale}/category/$id')({
  params: idParams,
  validateSearch: validateCategorySearch,
  // Only this page's own params: stray ones in the address do not make another page.
  loaderDeps: ({ search }) => validateCategorySearch(search),
  loader: ({ context: { queryClient, locale }, params: { id }, deps, cause }) =>
    loadListing(queryClient, catalogQueries.category(locale, id, categoryParams(deps)), cause),
  head: ({ match, params: { id } }) =>
    catalogRouteHead(
      match,
      catalogQueries.category(match.context.locale, id, categoryParams(match.loaderDeps)),
    ),
  component: CategoryPage,
  pendingComponent: ListingSkeleton,
  errorComponent: ListingError,
  notFoundComponent: ListingNotFound,
})
