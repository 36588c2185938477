import { cartQueries, orderQueries } from '@ebook/api/queries'
import {
  Button,
  Card,
  CardContent,
  CircleCheckIcon,
  InfoIcon,
  Skeleton,
  SkeletonText,
  WarningIcon,
} from '@ebook/ui'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocale, useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'

/** How often, and how long, a payment the gateway has not confirmed yet is asked about again. */
const POLL_MS = 3000
const POLL_FOR_MS = 90_000

/** PaymentStatus codes: paid; voided (a cancelled order). */
const PAID = 30
const VOIDED = 50
/** OrderStatus code of a cancelled order. */
const CANCELLED = 40

/** True once `ms` have passed since the component mounted. */
function useAfter(ms: number): boolean {
  const [passed, setPassed] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms)
    return () => clearTimeout(timer)
  }, [ms])
  return passed
}

/**
 * The completed view (/payment/completed, where the gateways send the shopper back): the order,
 * whether its payment went through, and its books. While the gateway has not confirmed the
 * payment, it asks again every few seconds for a while, then offers to pay again.
 */
export function CompletedPage({ orderId }: { orderId?: number }) {
  const locale = useLocale()
  const t = useT()
  const waited = useAfter(POLL_FOR_MS)
  const {
    data: order,
    refetch,
    isFetching,
  } = useSuspenseQuery({
    ...cartQueries.completed(locale, orderId),
    refetchInterval: (query) =>
      query.state.data?.PaymentStatusEnum === 10 && !waited ? POLL_MS : false,
  })

  const paid = order.PaymentStatusEnum === PAID
  const closed = order.OrderStatusEnum === CANCELLED || order.PaymentStatusEnum === VOIDED
  const pending = !paid && !closed
  // While unpaid, the order's latest note says what the gateway last reported (a decline, say).
  const { data: details } = useQuery({
    ...orderQueries.details(locale, order.OrderId),
    enabled: pending,
    refetchInterval: pending && !waited ? POLL_MS : false,
  })
  const latestNote = pending ? details?.OrderNotes.at(-1)?.Note : undefined

  const heading = paid
    ? t('order_completed.paid_heading')
    : closed
      ? t('order_completed.closed_heading')
      : t('order_completed.pending_heading')
  const message = paid
    ? t('order_completed.paid_message')
    : closed
      ? t('order_completed.closed_message')
      : waited
        ? t('order_completed.pending_waited')
        : t('order_completed.pending_message')
  const Icon = paid ? CircleCheckIcon : closed ? WarningIcon : InfoIcon

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="flex flex-col items-center gap-3 text-center">
        <Icon
          strokeWidth="1.5"
          aria-hidden="true"
          className={`size-14 ${paid ? 'text-success' : closed ? 'text-error' : 'text-info'}`}
        />
        <h1 className="text-2xl font-bold">{heading}</h1>
        <div role="status" className="grid max-w-prose gap-1 text-muted-foreground">
          <p>{message}</p>
          {latestNote && <p className="text-sm">{latestNote}</p>}
        </div>
      </header>
      <Card>
        <CardContent className="grid gap-6">
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('order_completed.order_number')}</dt>
              <dd className="font-semibold">{order.CustomOrderNumber}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('order_completed.total')}</dt>
              <dd className="font-semibold tabular-nums">{order.OrderTotal}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">{t('order_completed.payment_status')}</dt>
              <dd className="font-semibold">{order.PaymentStatus}</dd>
            </div>
          </dl>
          {!closed && (
            <p className="text-sm text-muted-foreground">
              {paid
                ? t('order_completed.receipt_sent', { email: order.CustomerEmail })
                : t('order_completed.receipt_later', { email: order.CustomerEmail })}
            </p>
          )}
          <section aria-labelledby="completed-books" className="grid gap-3">
            <h2 id="completed-books" className="font-semibold">
              {t('order_completed.books')}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {order.Items.map((item) => (
                <li key={item.ProductId} className="flex items-center gap-3">
                  <img
                    src={item.Picture.ThumbImageUrl ?? item.Picture.ImageUrl ?? undefined}
                    alt=""
                    width={48}
                    height={69}
                    className="aspect-cover w-12 shrink-0 rounded-sm bg-muted object-cover"
                  />
                  <StoreLink
                    href={`/book-detail/${item.ProductId}`}
                    className="rounded-sm font-medium hover:text-primary"
                  >
                    {item.ProductName}
                  </StoreLink>
                </li>
              ))}
            </ul>
          </section>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        {paid && (
          <Button variant="cta" asChild>
            <StoreLink href="/bookshelf">{t('order_completed.to_shelf')}</StoreLink>
          </Button>
        )}
        {pending && (
          <Button asChild>
            <StoreLink href={`/payment?orderId=${order.OrderId}`}>
              {t('order_completed.pay_again')}
            </StoreLink>
          </Button>
        )}
        {pending && (
          <Button variant="outline" busy={isFetching} onClick={() => void refetch()}>
            {t('order_completed.check_again')}
          </Button>
        )}
        <Button variant="outline" asChild>
          <StoreLink href={`/orderdetails/${order.OrderId}`}>
            {t('order_completed.to_order')}
          </StoreLink>
        </Button>
        <Button variant="ghost" asChild>
          <StoreLink href="/">{t('order_completed.continue')}</StoreLink>
        </Button>
      </div>
    </div>
  )
}

/** The completed view's shape while it loads. */
export function CompletedSkeleton() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6" aria-busy="true">
      <div className="flex flex-col items-center gap-3">
        <Skeleton shape="circle" className="size-14" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <Card>
        <CardContent className="grid gap-4">
          <SkeletonText lines={3} />
          <Skeleton className="h-20 w-full" />
        </CardContent>
      </Card>
    </div>
  )
}
