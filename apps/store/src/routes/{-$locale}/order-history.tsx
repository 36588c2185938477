import { createFileRoute } from '@tanstack/react-router'
import { accountPage } from '../../app/auth'
import { OrderHistoryPage, OrderHistorySkeleton } from '../../orders/OrderHistoryPage'
import { PageLoadError } from '../../orders/page-kit'
import { historyQuery } from '../../orders/queries'
import { validateHistorySearch } from '../../orders/search'
import { titledHead } from '../../app/page-head'

export const Route = createFileRoute('/{-$locale}/order-history')({
  validateSearch: validateHistorySearch,
  ...accountPage,
  loaderDeps: ({ search }) => ({ type: search.type ?? ('AP' as const), page: search.page ?? 1 }),
  loader: ({ context: { queryClient, locale }, deps }) =>
    queryClient.ensureQueryData(historyQuery(deps.type, deps.page, locale)),
  head: titledHead('order_history_page.title', {
    noindex: true,
    failed: 'account_pages.load_failed',
  }),
  component: OrderHistoryRoute,
  pendingComponent: OrderHistorySkeleton,
  errorComponent: PageLoadError,
})

function OrderHistoryRoute() {
  const { type = 'AP', page = 1 } = Route.useSearch()
  return <OrderHistoryPage type={type} page={page} />
}
