import { ownPage } from '../../app/auth'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { PageLoadError } from '../../content/PageLoadError'
import { localeOfParam } from '../../content/queries'
import { wishlistOwner, wishlistPageQuery } from '../../wishlist/queries'
import { parseWishlistSearch } from '../../wishlist/search'
import { WishlistPage, WishlistPageSkeleton } from '../../wishlist/WishlistPage'
import { titledHead } from '../../app/page-head'

/** The wishlist (SPEC §2 /wishlist), a customer's or a guest's; never cached (SPEC §9). */
export const Route = createFileRoute('/{-$locale}/wishlist')({
  ...ownPage,
  validateSearch: parseWishlistSearch,
  search: { middlewares: [stripSearchParams({ pageNumber: 1 })] },
  loaderDeps: ({ search }) => ({ pageNumber: search.pageNumber }),
  // Asked on every visit, never taken from the cache (see wishlistPageQuery).
  loader: ({ context: { queryClient, api }, params, deps }) =>
    queryClient.fetchQuery(
      wishlistPageQuery(
        deps.pageNumber,
        wishlistOwner(api.storage.getToken()),
        localeOfParam(params.locale),
      ),
    ),
  head: titledHead('wishlist_page.title', { noindex: true, failed: 'page_error.load_failed' }),
  component: WishlistPage,
  pendingComponent: WishlistPageSkeleton,
  errorComponent: PageLoadError,
})
