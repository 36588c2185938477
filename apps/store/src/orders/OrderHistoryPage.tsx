import type { OrderHistoryType } from '@ebook/api/queries'
import type { Schema } from '@ebook/api/types'
import {
  Button,
  EmptyState,
  Pagination,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@ebook/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocale, useT } from '../app/i18n'
import { localeParams } from '../app/navigation'
import { renderStoreLink, StoreLink } from '../components/StoreLink'
import { formatBaht, formatDate } from '../lib/format'
import { OrderStatusBadge } from './OrderStatus'
import { HISTORY_TYPES, historyQuery } from './queries'

type HistoryItem = Schema<'OrderHistoryItem'>

/** The address of a tab's page: defaults (all orders, page 1) left out. */
export function historyHref(type: OrderHistoryType, page = 1): string {
  const search = new URLSearchParams()
  if (type !== 'AP') search.set('type', type)
  if (page > 1) search.set('page', String(page))
  const query = search.toString()
  return `/order-history${query ? `?${query}` : ''}`
}

/** One order of the list: the whole row opens its details. */
function OrderRow({ order }: { order: HistoryItem }) {
  const t = useT()
  const locale = useLocale()
  const number = order.CustomOrderNumber
  const count =
    order.ItemCount === 1
      ? t('order_history_page.item_count_one')
      : t('order_history_page.item_count', { count: order.ItemCount })
  return (
    <article className="relative flex items-start gap-3 rounded-lg border border-border bg-surface p-3 text-surface-foreground transition-colors hover:bg-muted/50 sm:items-center sm:gap-4 sm:p-4">
      <div className="w-12 shrink-0 overflow-hidden rounded-sm bg-muted sm:w-14">
        {order.FirstItemPictureUrl ? (
          <img
            src={order.FirstItemPictureUrl}
            alt=""
            width={120}
            height={171}
            loading="lazy"
            className="aspect-cover h-auto w-full object-cover"
          />
        ) : (
          <div className="aspect-cover w-full" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-base font-semibold">
            <StoreLink
              href={`/orderdetails/${order.Id}`}
              className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring"
            >
              {t('order_history_page.order_number', { number })}
            </StoreLink>
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('order_history_page.placed_on', {
              date: formatDate(order.CreatedOn, locale, { withTime: true, short: true }),
            })}
            <span aria-hidden="true"> · </span>
            {count}
          </p>
          {order.CanCancel && (
            <p className="text-sm text-muted-foreground">{t('order_history_page.unpaid_hint')}</p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end sm:gap-1.5">
          <OrderStatusBadge order={order} fallback={order.PaymentStatus} />
          <p className="text-base font-semibold tabular-nums">
            <span className="sr-only">{t('order_history_page.total')} </span>
            {formatBaht(order.OrderTotalValue, locale)}
          </p>
        </div>
      </div>
    </article>
  )
}

/** The orders of the selected tab, a page at a time, or what to do when there are none. */
function OrderList({ type, page }: { type: OrderHistoryType; page: number }) {
  const t = useT()
  const locale = useLocale()
  const { data } = useSuspenseQuery(historyQuery(type, page, locale))
  if (data.Orders.length === 0) {
    return (
      <EmptyState
        title={t(`order_history_page.empty_${type}`)}
        message={t('order_history_page.empty_message')}
        action={
          <Button asChild variant="outline">
            <StoreLink href="/newproducts">{t('order_history_page.browse')}</StoreLink>
          </Button>
        }
      />
    )
  }
  const first = (data.PageNumber - 1) * data.PageSize + 1
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {t('order_history_page.showing', {
          first,
          last: first + data.Orders.length - 1,
          total: data.TotalItems,
        })}
      </p>
      <ul className="flex flex-col gap-3" aria-label={t(`order_history_page.tab_${type}`)}>
        {data.Orders.map((order) => (
          <li key={order.Id}>
            <OrderRow order={order} />
          </li>
        ))}
      </ul>
      <Pagination
        page={data.PageNumber}
        totalPages={data.TotalPages}
        getHref={(target) => historyHref(type, target)}
        renderLink={renderStoreLink}
        label={t('order_history_page.pages')}
      />
    </div>
  )
}

/** The tabs, with the selected one's panel; each tab and page has its own address. */
function HistoryTabs({ type, children }: { type: OrderHistoryType; children: ReactNode }) {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  return (
    <Tabs
      value={type}
      onValueChange={(next) =>
        void router.navigate({
          to: '/{-$locale}/order-history',
          params: localeParams(locale),
          search: next === 'AP' ? {} : { type: next as Exclude<OrderHistoryType, 'AP'> },
          resetScroll: false,
        })
      }
    >
      <div className="-mx-3 overflow-x-auto px-3 pb-1 md:mx-0 md:px-0">
        <TabsList aria-label={t('order_history_page.tabs_label')}>
          {HISTORY_TYPES.map((code) => (
            <TabsTrigger key={code} value={code} data-type={code}>
              {t(`order_history_page.tab_${code}`)}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {/* A panel per tab, so each tab names one; only the selected panel renders its orders. */}
      {HISTORY_TYPES.map((code) => (
        <TabsContent key={code} value={code}>
          {children}
        </TabsContent>
      ))}
    </Tabs>
  )
}

/** /order-history (SPEC §2): the customer's orders by type code (AP, PD, CR, RR), paged. */
export function OrderHistoryPage({ type, page }: { type: OrderHistoryType; page: number }) {
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('order_history_page.title')}</h1>
      <HistoryTabs type={type}>
        <OrderList type={type} page={page} />
      </HistoryTabs>
    </div>
  )
}

/** The page's shape while the first orders load. */
export function OrderHistorySkeleton() {
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6" aria-busy="true">
      <h1 className="text-2xl font-bold">{t('order_history_page.title')}</h1>
      <Skeleton className="h-10 w-full max-w-md" />
      <div className="flex flex-col gap-3">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="flex items-center gap-4 rounded-lg border border-border p-4">
            <Skeleton className="aspect-cover w-14" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton shape="text" className="w-48" />
              <Skeleton shape="text" className="w-32" />
            </div>
            <Skeleton className="h-6 w-20" />
          </div>
        ))}
      </div>
    </div>
  )
}
