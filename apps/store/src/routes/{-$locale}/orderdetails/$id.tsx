import { createFileRoute } from '@tanstack/react-router'
import { accountPage } from '../../../app/auth'
import { localeOfPath } from '../../../app/locale'
import { OrderDetailsPage, OrderDetailsSkeleton } from '../../../orders/OrderDetailsPage'
import { MissingPage } from '../../../components/PageStates'
import { PageLoadError } from '../../../orders/page-kit'
import { idParams, notFoundOn404 } from '../../../lib/route-params'
import { orderQuery } from '../../../orders/queries'

export const Route = createFileRoute('/{-$locale}/orderdetails/$id')({
  params: idParams,
  ...accountPage,
  loader: ({ context: { queryClient }, params, location }) =>
    queryClient
      .ensureQueryData(orderQuery(params.id, localeOfPath(location.pathname)))
      .catch(notFoundOn404),
  component: OrderDetailsRoute,
  pendingComponent: OrderDetailsSkeleton,
  errorComponent: PageLoadError,
  notFoundComponent: MissingPage,
})

function OrderDetailsRoute() {
  const { id } = Route.useParams()
  return <OrderDetailsPage orderId={id} />
}
