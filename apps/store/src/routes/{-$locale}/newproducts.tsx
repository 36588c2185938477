import { catalogQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { NewBooksPage } from '../../listing/CatalogPages'
import { ListingError, ListingSkeleton } from '../../listing/ListingStates'
import { loadListing } from '../../listing/route-helpers'
import { listingParams } from '../../listing/listing-params'
import { validateListingSearch } from '../../listing/search-params'
import { pageHead } from '../../app/page-head'
import { listingHead } from '../../listing/listing-head'

export const Route = createFileRoute('/{-$locale}/newproducts')({
  validateSearch: validateListingSearch,
  // Only this page's own params: stray ones in the address do not make another page.
  loaderDeps: ({ search }) => validateListingSearch(search),
  loader: ({ context: { queryClient, locale }, deps, cause }) =>
    loadListing(queryClient, catalogQueries.newProducts(locale, listingParams(deps)), cause),
  head: ({ match }) =>
    pageHead(
      match,
      ({ t }) =>
        listingHead(
          t,
          t('listing_pages.new_books'),
          match.search.page,
          t('listing_pages.new_books_intro'),
        ),
      { failed: 'listing.error_title' },
    ),
  component: NewBooksPage,
  pendingComponent: ListingSkeleton,
  errorComponent: ListingError,
})
