import { addressLines } from '../address/address-values'
import { orderMutations } from '@ebook/api/queries'
import type { Schema } from '@ebook/api/types'
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ChevronLeftIcon,
  confirm,
  Skeleton,
  SkeletonText,
  SpinnerIcon,
  toast,
  WarningIcon,
} from '@ebook/ui'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocale, useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'
import { DownloadButton } from '../bookshelf/DownloadButton'
import { ReadButton } from '../bookshelf/ReadButton'
import { formatBaht, formatDate } from '../lib/format'
import { OrderStatusBadge, useStatusNames } from './OrderStatus'
import { orderQuery } from './queries'

// The payment dialog loads when the customer asks to pay, not with the page.
const RepayDialog = lazy(() => import('./RepayDialog'))

type Order = Schema<'OrderDetailsModel'>
type OrderItem = Schema<'OrderItemModel'>

/** One book of the order: cover, title, price, and its reading and download once paid. */
function OrderItemRow({ item, order }: { item: OrderItem; order: Order }) {
  const t = useT()
  const locale = useLocale()
  const unpaid = order.PaymentStatusEnum === 10 || order.PaymentStatusEnum === 20
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      <StoreLink
        href={`/book-detail/${item.ProductId}`}
        tabIndex={-1}
        aria-hidden="true"
        className="w-16 shrink-0 overflow-hidden rounded-sm bg-muted sm:w-20"
      >
        <img
          src={item.Picture.ThumbImageUrl ?? item.Picture.ImageUrl ?? undefined}
          alt=""
          width={120}
          height={171}
          loading="lazy"
          className="aspect-cover h-auto w-full object-cover"
        />
      </StoreLink>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold">
            <StoreLink
              href={`/book-detail/${item.ProductId}`}
              className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {item.ProductName}
            </StoreLink>
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge>{t('order_details_page.format', { format: item.FileFormat })}</Badge>
            <span>
              <span className="sr-only">{t('order_details_page.price')} </span>
              {formatBaht(item.UnitPriceValue, locale)}
            </span>
          </p>
        </div>
        <div className="shrink-0">
          {item.CanDownload ? (
            <div className="flex flex-wrap gap-2">
              {item.FileFormat !== 'PDF' && (
                <ReadButton productId={item.ProductId} sample={false} title={item.ProductName} />
              )}
              <DownloadButton
                book={{ productId: item.ProductId, orderItemGuid: item.OrderItemGuid }}
                title={item.ProductName}
              />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              {unpaid
                ? t('order_details_page.download_after_payment')
                : t('order_details_page.not_downloadable')}
            </p>
          )}
        </div>
      </div>
    </li>
  )
}

/** A line of the summary: a label and an amount. */
function SummaryLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-t border-border pt-3 text-base font-semibold'
          : 'flex justify-between gap-4 text-sm'
      }
    >
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
}

/** Totals, state and payment method of the order. */
function OrderSummary({ order }: { order: Order }) {
  const t = useT()
  const locale = useLocale()
  const names = useStatusNames()
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('order_details_page.summary')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="flex flex-col gap-2">
          <SummaryLine
            label={t('order_details_page.subtotal')}
            value={formatBaht(order.OrderSubtotalValue, locale)}
          />
          {order.OrderTotalDiscountValue > 0 && (
            <SummaryLine
              label={t('order_details_page.discount')}
              value={`−${formatBaht(order.OrderTotalDiscountValue, locale)}`}
            />
          )}
          {order.RedeemedRewardPoints > 0 && (
            <SummaryLine
              label={t('order_details_page.coins', { count: order.RedeemedRewardPoints })}
              value={`−${formatBaht(order.RedeemedRewardPointsAmountValue, locale)}`}
            />
          )}
          <SummaryLine
            label={t('order_details_page.total')}
            value={formatBaht(order.OrderTotalValue, locale)}
            strong
          />
        </dl>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t('order_details_page.order_status')}</dt>
          <dd>{names.order(order.OrderStatusEnum, order.OrderStatus)}</dd>
          <dt className="text-muted-foreground">{t('order_details_page.payment_status')}</dt>
          <dd>{names.paymentOf(order, order.PaymentMethodStatus)}</dd>
          <dt className="text-muted-foreground">{t('order_details_page.payment_method')}</dt>
          <dd>{order.PaymentMethod ?? t('order_details_page.no_payment_method')}</dd>
        </dl>
      </CardContent>
    </Card>
  )
}

/** The billing address recorded on the order, when the customer gave one. */
function BillingAddress({ address }: { address: NonNullable<Order['BillingAddress']> }) {
  const t = useT()
  // The address book's lines (house, street, sub-district, district, province, postcode).
  const lines = [
    [address.FirstName, address.LastName].filter(Boolean).join(' '),
    ...addressLines(address),
    address.CountryName,
    address.PhoneNumber,
    address.Email,
  ].filter((line): line is string => !!line)
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('order_details_page.billing_address')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <address className="text-sm not-italic">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </CardContent>
    </Card>
  )
}

/** What happened to the order, oldest first. */
function OrderNotes({ notes }: { notes: Order['OrderNotes'] }) {
  const t = useT()
  const locale = useLocale()
  if (notes.length === 0) return null
  return (
    <section aria-labelledby="order-notes" className="flex flex-col gap-3">
      <h2 id="order-notes" className="text-lg font-semibold">
        {t('order_details_page.notes')}
      </h2>
      <ol className="flex flex-col gap-3 border-s-2 border-border ps-4">
        {notes.map((note) => (
          <li key={note.Id} className="flex flex-col gap-0.5">
            <time dateTime={note.CreatedOn} className="text-xs text-muted-foreground">
              {formatDate(note.CreatedOn, locale, { withTime: true, short: true })}
            </time>
            <span className="text-sm">{note.Note}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** An unpaid order: pay it (same or another method) or cancel it, after a confirmation. */
function UnpaidActions({ order }: { order: Order }) {
  const t = useT()
  const number = order.CustomOrderNumber
  const [paying, setPaying] = useState(false)
  const [asking, setAsking] = useState(false)
  const cancel = useMutation(orderMutations.cancel())

  const cancelOrder = async () => {
    if (asking || cancel.isPending) return
    setAsking(true)
    const sure = await confirm({
      title: t('order_details_page.cancel_confirm_title', { number }),
      message: t('order_details_page.cancel_confirm_message'),
      destructive: true,
    }).finally(() => setAsking(false))
    if (!sure) return
    cancel.mutate(order.Id, {
      onSuccess: () => toast.success(t('order_details_page.cancelled', { number })),
    })
  }

  return (
    <section
      aria-labelledby="order-unpaid"
      className="flex flex-col gap-3 rounded-lg border border-warning bg-warning/10 p-4 sm:flex-row sm:items-center"
    >
      <WarningIcon className="hidden size-6 shrink-0 text-warning sm:block" aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="order-unpaid" className="font-semibold">
          {t('order_details_page.unpaid_title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('order_details_page.unpaid_message')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {order.CanCancel && (
          <Button
            variant="outline"
            onClick={() => void cancelOrder()}
            busy={asking || cancel.isPending}
          >
            {t('order_details_page.cancel')}
          </Button>
        )}
        {order.CanRePostProcessPayment && (
          <Button variant="cta" onClick={() => setPaying(true)} disabled={cancel.isPending}>
            {t('order_details_page.pay')}
          </Button>
        )}
      </div>
      {paying && (
        <Suspense fallback={null}>
          <RepayDialog order={order} onClose={() => setPaying(false)} />
        </Suspense>
      )}
    </section>
  )
}

/** A payment the bank has yet to settle: nothing to do but wait (the page asks again by itself). */
function AwaitingBank() {
  const t = useT()
  return (
    <section
      aria-labelledby="order-awaiting-bank"
      className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4 sm:flex-row sm:items-center"
    >
      <SpinnerIcon
        className="hidden size-6 shrink-0 text-muted-foreground motion-safe:animate-spin sm:block"
        aria-hidden="true"
      />
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="order-awaiting-bank" className="font-semibold">
          {t('order_details_page.awaiting_bank_title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('order_details_page.awaiting_bank_message')}
        </p>
      </div>
    </section>
  )
}

/**
 * How soon to ask again about an order whose payment waits for the bank: after 2 s, then half as
 * long again each time up to 30 s (a bank settles in seconds to minutes); never otherwise.
 */
export function awaitingBankInterval(order: Order | undefined, answers: number): number | false {
  if (!order?.PaymentAwaitsBank) return false
  return Math.min(30_000, 2_000 * 1.5 ** Math.max(0, answers - 1))
}

/** /orderdetails/{id} (SPEC §2): one order with its books, totals, state and what can be done. */
export function OrderDetailsPage({ orderId }: { orderId: number }) {
  const t = useT()
  const locale = useLocale()
  const { data: order } = useSuspenseQuery({
    ...orderQuery(orderId, locale),
    refetchInterval: (query) => awaitingBankInterval(query.state.data, query.state.dataUpdateCount),
  })
  const number = order.CustomOrderNumber
  // The moment the bank settles while the page is open, say so.
  const awaited = useRef(order.PaymentAwaitsBank)
  useEffect(() => {
    if (awaited.current && !order.PaymentAwaitsBank && order.PaymentStatusEnum === 30)
      toast.success(t('order_details_page.payment_settled', { number }))
    awaited.current = order.PaymentAwaitsBank
  }, [order.PaymentAwaitsBank, order.PaymentStatusEnum, number, t])
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <StoreLink
        href="/order-history"
        className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ChevronLeftIcon className="size-4" aria-hidden="true" />
        {t('order_details_page.back')}
      </StoreLink>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold break-all">
            {t('order_details_page.title', { number })}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t('order_details_page.placed_on', {
              date: formatDate(order.CreatedOn, locale, { withTime: true }),
            })}
          </p>
        </div>
        <OrderStatusBadge order={order} fallback={order.PaymentMethodStatus} />
      </header>
      {order.PaymentAwaitsBank ? (
        <AwaitingBank />
      ) : (
        (order.CanRePostProcessPayment || order.CanCancel) && <UnpaidActions order={order} />
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-labelledby="order-books" className="flex flex-col gap-3 lg:col-start-1">
          <h2 id="order-books" className="text-lg font-semibold">
            {t('order_details_page.books')}
          </h2>
          <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface p-4 text-surface-foreground">
            {order.Items.map((item) => (
              <OrderItemRow key={item.Id} item={item} order={order} />
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <OrderSummary order={order} />
          {order.BillingAddress && <BillingAddress address={order.BillingAddress} />}
        </div>
        {order.OrderNotes.length > 0 && (
          <div className="lg:col-start-1">
            <OrderNotes notes={order.OrderNotes} />
          </div>
        )}
      </div>
    </div>
  )
}

/** The page's shape while the order loads. */
export function OrderDetailsSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6" aria-busy="true">
      <Skeleton shape="text" className="w-32" />
      <div className="flex flex-col gap-2">
        <Skeleton className="h-8 w-64" />
        <Skeleton shape="text" className="w-48" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4 rounded-lg border border-border p-4">
          {Array.from({ length: 2 }, (_, index) => (
            <div key={index} className="flex gap-4">
              <Skeleton className="aspect-cover w-20" />
              <SkeletonText lines={2} className="flex-1" />
            </div>
          ))}
        </div>
        <Skeleton className="h-56 w-full" />
      </div>
    </div>
  )
}
