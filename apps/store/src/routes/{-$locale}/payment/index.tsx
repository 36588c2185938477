import { addressQueries, cartQueries, orderQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { PaymentPageError } from '../../../checkout/PageErrors'
import { CheckoutPaymentPage, PaymentSkeleton, RepayPage } from '../../../checkout/PaymentPage'
import { accountPage } from '../../../checkout/route-kit'
import { validateOrderSearch } from '../../../checkout/search'
import { pageHead } from '../../../app/page-head'

/**
 * Paying (SPEC §2 /payment): the basket's checkout, or with `?orderId=` an unpaid order paid
 * again. Needs an account.
 */
export const Route = createFileRoute('/{-$locale}/payment/')({
  validateSearch: validateOrderSearch,
  ...accountPage,
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: async ({ context: { queryClient, locale }, deps: { orderId } }) => {
    if (orderId) {
      await Promise.all([
        queryClient.ensureQueryData(orderQueries.details(locale, orderId)),
        queryClient.ensureQueryData(orderQueries.canRepay(locale, orderId)),
      ])
      return
    }
    void queryClient.prefetchQuery(addressQueries.list(locale))
    // Always a fresh CheckoutToken for what the basket holds now.
    await queryClient.fetchQuery({ ...cartQueries.checkout(locale), staleTime: 0 })
  },
  head: ({ match }) =>
    pageHead(
      match,
      ({ t }) => {
        const { orderId } = match.search
        const order =
          orderId &&
          match.context.queryClient.getQueryData(
            orderQueries.details(match.context.locale, orderId).queryKey,
          )
        return {
          title: order
            ? t('payment_page.repay_title', { number: order.CustomOrderNumber })
            : t('payment_page.title'),
        }
      },
      { noindex: true, failed: 'buying.load_failed' },
    ),
  component: Payment,
  // The page's own shape at once, not the basket under the progress bar while the checkout loads.
  pendingMs: 0,
  pendingComponent: PaymentSkeleton,
  errorComponent: PaymentPageError,
})

function Payment() {
  const { orderId } = Route.useSearch()
  return orderId ? <RepayPage orderId={orderId} /> : <CheckoutPaymentPage />
}
