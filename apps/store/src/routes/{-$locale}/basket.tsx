import { ownPage } from '../../app/auth'
import { createFileRoute } from '@tanstack/react-router'
import { BasketPage, BasketSkeleton, loadBasket } from '../../checkout/BasketPage'
import { BuyingPageError } from '../../checkout/PageErrors'
import { titledHead } from '../../app/page-head'

/** The basket (SPEC §2 /basket): open to guests, whose basket is kept by device. */
export const Route = createFileRoute('/{-$locale}/basket')({
  ...ownPage,
  loader: ({ context: { queryClient, api, locale } }) =>
    loadBasket(queryClient, api.storage.getToken() !== null, locale),
  head: titledHead('basket_page.title', { noindex: true, failed: 'buying.load_failed' }),
  component: BasketPage,
  pendingComponent: BasketSkeleton,
  errorComponent: BuyingPageError,
})
