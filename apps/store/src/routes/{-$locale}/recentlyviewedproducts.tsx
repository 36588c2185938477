import { homeQueries } from '@ebook/api/queries'
import { ownPage } from '../../app/auth'
import { createFileRoute } from '@tanstack/react-router'
import { readRecentlyViewed } from '../../lib/recently-viewed'
import { ListingError, ListingSkeleton } from '../../listing/ListingStates'
import { RecentlyViewedPage } from '../../listing/RecentlyViewedPage'
import { validatePageSearch } from '../../listing/search-params'
import { pageHead, listingTitle } from '../../app/page-head'

export const Route = createFileRoute('/{-$locale}/recentlyviewedproducts')({
  ...ownPage,
  validateSearch: validatePageSearch,
  // The ids this browser kept; none asks the server for the views it recorded.
  loader: async ({ context: { queryClient, locale } }) => {
    const ids = readRecentlyViewed()
    await queryClient.ensureQueryData(homeQueries.recentlyViewed(locale, ids))
    return { ids }
  },
  head: ({ match }) =>
    pageHead(
      match,
      ({ t }) => ({
        title: listingTitle(t, t('listing_pages.recently_viewed'), match.search.page),
      }),
      { noindex: true, failed: 'listing.error_title' },
    ),
  component: RecentlyViewedPage,
  pendingComponent: ListingSkeleton,
  errorComponent: ListingError,
})
