import { createFileRoute } from '@tanstack/react-router'
import { accountPage } from '../../../app/auth'
import { OrderDetailsPage, OrderDetailsSkeleton } from '../../../orders/OrderDetailsPage'
import { MissingPage } from '../../../components/PageStates'
import { PageLoadError } from '../../../orders/page-kit'
import { idParams, notFoundOn404 } from '../../../lib/route-params'
import { orderQuery } from '../../../orders/queries'
import { pageHead } from '../../../app/page-head'

export const Route = createFileRoute('/{-$locale}/orderdetails/$id')({
  params: idParams,
  ...accountPage,
  loader: ({ context: { queryClient, locale }, params }) =>
    queryClient.ensureQueryData(orderQuery(params.id, locale)).catch(notFoundOn404),
  head: ({ match, params: { id } }) =>
    pageHead(
      match,
      ({ t, locale }) => {
        const order = match.context.queryClient.getQueryData(orderQuery(id, locale).queryKey)
        return {
          title: order
            ? t('order_details_page.title', { number: order.CustomOrderNumber })
            : t('order_history_page.title'),
        }
      },
      { noindex: true, failed: 'account_pages.load_failed' },
    ),
  component: OrderDetailsRoute,
  pendingComponent: OrderDetailsSkeleton,
  errorComponent: PageLoadError,
  notFoundComponent: MissingPage,
})

function OrderDetailsRoute() {
  const { id } = Route.useParams()
  return <OrderDetailsPage orderId={id} />
}
