import { cartQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { CompletedPage, CompletedSkeleton } from '../../../checkout/CompletedPage'
import { BuyingPageError } from '../../../checkout/PageErrors'
import { accountPage } from '../../../checkout/route-kit'
import { validateOrderSearch } from '../../../checkout/search'
import { pageHead } from '../../../app/page-head'

/**
 * The completed view: where paying ends, and where the payment gateways send the shopper back
 * (the ReturnUrl). Without `?orderId=` it shows the customer's latest order.
 */
export const Route = createFileRoute('/{-$locale}/payment/completed')({
  validateSearch: validateOrderSearch,
  ...accountPage,
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: ({ context: { queryClient, locale }, deps: { orderId } }) =>
    queryClient.fetchQuery({ ...cartQueries.completed(locale, orderId), staleTime: 0 }),
  head: ({ match }) =>
    pageHead(
      match,
      ({ t }) => {
        const order = match.context.queryClient.getQueryData(
          cartQueries.completed(match.context.locale, match.search.orderId).queryKey,
        )
        return {
          title: order
            ? t('order_completed.title', { number: order.CustomOrderNumber })
            : t('payment_page.title'),
        }
      },
      { noindex: true, failed: 'buying.load_failed' },
    ),
  component: Completed,
  pendingComponent: CompletedSkeleton,
  errorComponent: BuyingPageError,
})

function Completed() {
  const { orderId } = Route.useSearch()
  return <CompletedPage orderId={orderId} />
}
