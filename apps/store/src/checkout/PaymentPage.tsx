import { isApiError } from '@ebook/api'
import {
  addressQueries,
  cartQueries,
  checkoutMutations,
  orderMutations,
  orderQueries,
  type ConfirmOrderVariables,
} from '@ebook/api/queries'
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  SkeletonText,
  Spinner,
  WarningIcon,
} from '@ebook/ui'
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { useLocale, useT } from '../app/i18n'
import { localizedHref, type Locale } from '../app/locale'
import { localeParams } from '../app/navigation'
import { StoreLink } from '../components/StoreLink'
import { ContentZone } from '../content/ContentZone'
import { AddressText } from '../address/AddressBookPage'
import { nameOn } from '../address/address-values'
import { BasketItems } from './BasketItems'
import { gateway } from './gateway'
import { OrderTotals } from './OrderTotals'
import { messagesOf, PaymentForm, type ConfirmResult, type PaymentMethodName } from './PaymentForm'
import { withRedirect } from './route-kit'

/**
 * Why the last payment of an order did not go through, by order id: the page that pays it again
 * shows it once. Kept in memory only: after a reload the order simply waits to be paid.
 */
const lastProblems = new Map<number, readonly string[]>()

/** The path of the completed view; the gateways send the shopper back to it. */
export const COMPLETED_PATH = '/payment/completed'

/**
 * The ReturnUrl a gateway sends the shopper back to: the completed view in the page's language
 * on this store's own origin (the server accepts no other). A new order's id is not known before
 * it is placed: without one, the view shows the customer's latest order, which it is.
 */
export function returnUrlFor(locale: Locale, orderId?: number): string {
  const path = orderId ? `${COMPLETED_PATH}?orderId=${orderId}` : COMPLETED_PATH
  return new URL(localizedHref(path, locale), window.location.origin).href
}

const methodCodes = {
  'Payments.Omise': 'omise',
  'Payments.2C2P123': '123',
  'Payments.PGW': 'pgw',
} as const satisfies Record<PaymentMethodName, ConfirmOrderVariables['method']>

/** The order a refused confirm still placed (a declined card): the server sends it in Data. */
function placedOrderOf(error: unknown): ConfirmResult | null {
  if (!isApiError(error) || !error.body || typeof error.body !== 'object') return null
  const data = (error.body as { Data?: unknown }).Data
  return data && typeof data === 'object' && 'OrderId' in data ? (data as ConfirmResult) : null
}

function PaymentLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </div>
  )
}

/** Shown once the order is placed, while the browser leaves for the gateway or the order. */
function Leaving({ to }: { to: 'gateway' | 'completed' }) {
  const t = useT()
  return (
    <div className="flex justify-center py-16">
      <Spinner
        size="lg"
        showLabel
        label={to === 'gateway' ? t('payment_page.redirecting') : t('payment_page.done')}
      />
    </div>
  )
}

/** After a confirm: to the gateway's page, or straight to the completed view when paid. */
function useLeave() {
  const router = useRouter()
  const locale = useLocale()
  const [leaving, setLeaving] = useState<'gateway' | 'completed' | null>(null)
  const leave = (result: ConfirmResult) => {
    if (result.RedirectUrl) {
      setLeaving('gateway')
      gateway.open(result.RedirectUrl)
    } else {
      setLeaving('completed')
      void router.navigate({
        to: '/{-$locale}/payment/completed',
        params: localeParams(locale),
        search: { orderId: result.OrderId },
        replace: true,
      })
    }
  }
  return { leaving, leave }
}

/** The chosen billing address, with the way to choose another (optional for e-books). */
function BillingAddress() {
  const locale = useLocale()
  const t = useT()
  const { data } = useQuery(addressQueries.list(locale))
  const chosen = data?.Addresses.find((address) => address.Id === data.SelectedShippingAddressId)
  const href = withRedirect('/customer/shipping-address', '/payment')
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('payment_page.billing')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!data ? (
          <SkeletonText lines={2} />
        ) : chosen ? (
          <div className="grid gap-1">
            <p className="font-medium">{nameOn(chosen)}</p>
            <AddressText address={chosen} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('payment_page.billing_none')}</p>
        )}
        <Button variant="outline" size="sm" className="w-fit" asChild>
          <StoreLink href={href}>
            {chosen ? t('payment_page.billing_change') : t('payment_page.billing_choose')}
          </StoreLink>
        </Button>
      </CardContent>
    </Card>
  )
}

/**
 * /payment: the basket as it will be ordered, the billing address, the totals, and paying with
 * Omise (card), 2C2P 123 or 2C2P PGW. The order is confirmed with the checkout's CheckoutToken,
 * so it is placed once however often it is confirmed.
 */
export function CheckoutPaymentPage() {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const queryClient = useQueryClient()
  const { data: checkout } = useSuspenseQuery(cartQueries.checkout(locale))
  const confirmOrder = useMutation({ ...checkoutMutations.confirm(), meta: { errorToast: false } })
  const { leaving, leave } = useLeave()

  if (leaving) {
    return (
      <PaymentLayout title={t('payment_page.title')}>
        <Leaving to={leaving} />
      </PaymentLayout>
    )
  }

  const confirm = (method: PaymentMethodName, omiseToken: string | null) => {
    const common = { CheckoutToken: checkout.CheckoutToken, ReturnUrl: returnUrlFor(locale) }
    const code = methodCodes[method]
    const variables: ConfirmOrderVariables =
      code === 'omise'
        ? { method: code, ...common, OmiseToken: omiseToken }
        : { method: code, ...common }
    return confirmOrder.mutateAsync(variables)
  }

  const refused = (error: unknown) => {
    // Whatever was refused, the basket may have changed (a new CheckoutToken, or emptied).
    void queryClient.invalidateQueries({ queryKey: cartQueries.all() })
    const placed = placedOrderOf(error)
    if (placed) {
      // A declined payment: the order exists, unpaid. Pay it again, as an order.
      void queryClient.invalidateQueries({ queryKey: orderQueries.all() })
      lastProblems.set(placed.OrderId, messagesOf(error, t('buying.load_failed')))
      void router.navigate({
        to: '/{-$locale}/payment',
        params: localeParams(locale),
        search: { orderId: placed.OrderId },
        replace: true,
      })
      return []
    }
    return messagesOf(error, t('buying.load_failed'))
  }

  return (
    <PaymentLayout title={t('payment_page.title')}>
      <ContentZone contentKey="payment" widgetZone="top" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-6">
          <Card>
            <CardHeader className="flex-row flex-wrap items-center justify-between">
              <CardTitle asChild>
                <h2>{t('payment_page.items')}</h2>
              </CardTitle>
              <Button variant="link" size="sm" className="h-auto px-0" asChild>
                <StoreLink href="/basket">{t('payment_page.edit_basket')}</StoreLink>
              </Button>
            </CardHeader>
            <CardContent>
              <BasketItems items={checkout.Cart.Items} label={t('payment_page.items')} compact />
            </CardContent>
          </Card>
          <BillingAddress />
        </div>
        <Card className="lg:sticky lg:top-4">
          <CardContent className="grid gap-6">
            <section aria-labelledby="payment-summary-title" className="grid gap-4">
              <h2 id="payment-summary-title" className="font-semibold">
                {t('basket_page.summary')}
              </h2>
              <OrderTotals totals={checkout.OrderTotals} />
            </section>
            <PaymentForm
              methods={checkout.PaymentMethods}
              paymentRequired={checkout.IsPaymentRequired}
              amount={checkout.OrderTotals.OrderTotal}
              confirm={confirm}
              onConfirmed={leave}
              onRefused={refused}
            />
          </CardContent>
        </Card>
      </div>
    </PaymentLayout>
  )
}

/**
 * /payment?orderId=: paying an unpaid order again (after a declined card, or from the completed
 * view), with any method the server still offers for it.
 */
export function RepayPage({ orderId }: { orderId: number }) {
  const t = useT()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const { data: order } = useSuspenseQuery(orderQueries.details(locale, orderId))
  const { data: repay } = useSuspenseQuery(orderQueries.canRepay(locale, orderId))
  const changePayment = useMutation({
    ...orderMutations.changePayment(),
    meta: { errorToast: false },
  })
  const [problems] = useState(() => lastProblems.get(orderId))
  useEffect(() => void lastProblems.delete(orderId), [orderId])
  const { leaving, leave } = useLeave()
  const title = t('payment_page.repay_title', { number: order.CustomOrderNumber })

  if (leaving) {
    return (
      <PaymentLayout title={title}>
        <Leaving to={leaving} />
      </PaymentLayout>
    )
  }

  const confirm = (method: PaymentMethodName, omiseToken: string | null) =>
    changePayment.mutateAsync({
      method: methodCodes[method],
      OrderId: orderId,
      ReturnUrl: returnUrlFor(locale, orderId),
      ...(method === 'Payments.Omise' ? { OmiseToken: omiseToken } : {}),
    })

  const refused = (error: unknown) => {
    void queryClient.invalidateQueries({ queryKey: orderQueries.all() })
    return messagesOf(error, t('buying.load_failed'))
  }

  return (
    <PaymentLayout title={title}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between">
            <CardTitle asChild>
              <h2>{t('payment_page.items')}</h2>
            </CardTitle>
            <Button variant="link" size="sm" className="h-auto px-0" asChild>
              <StoreLink href={`/orderdetails/${orderId}`}>
                {t('payment_page.order_details')}
              </StoreLink>
            </Button>
          </CardHeader>
          <CardContent>
            <BasketItems items={order.Items} label={t('payment_page.items')} compact />
          </CardContent>
        </Card>
        <Card className="lg:sticky lg:top-4">
          <CardContent className="grid gap-6">
            <h2 className="-mb-2 font-semibold">{t('basket_page.summary')}</h2>
            <OrderTotals
              totals={{
                SubTotal: order.OrderSubtotal,
                SubTotalValue: order.OrderSubtotalValue,
                SubTotalDiscount: null,
                SubTotalDiscountValue: 0,
                OrderTotalDiscount: order.OrderTotalDiscount,
                OrderTotalDiscountValue: order.OrderTotalDiscountValue,
                RedeemedRewardPoints: order.RedeemedRewardPoints,
                RedeemedRewardPointsAmount: order.RedeemedRewardPointsAmount,
                RedeemedRewardPointsAmountValue: order.RedeemedRewardPointsAmountValue,
                Tax: null,
                TaxValue: 0,
                WillEarnRewardPoints: 0,
                OrderTotal: order.OrderTotal,
                OrderTotalValue: order.OrderTotalValue,
              }}
            />
            {repay.CanRepayment ? (
              <>
                {problems && problems.length > 0 && (
                  <div className="grid gap-1 text-sm">
                    <p className="font-semibold text-error">{t('payment_page.not_paid_title')}</p>
                    <p className="text-muted-foreground">
                      {t('payment_page.not_paid_message', { number: order.CustomOrderNumber })}
                    </p>
                  </div>
                )}
                <PaymentForm
                  methods={repay.PaymentMethods}
                  paymentRequired={order.OrderTotalValue > 0}
                  amount={order.OrderTotal}
                  confirm={confirm}
                  onConfirmed={leave}
                  onRefused={refused}
                  initialProblems={problems}
                />
              </>
            ) : (
              <div role="alert" className="flex gap-3 text-sm">
                <WarningIcon className="size-5 shrink-0 text-warning" aria-hidden="true" />
                <p>{repay.Reason ?? t('payment_page.cannot_repay')}</p>
              </div>
            )}
          </CardContent>
        </Card>
      </div>
    </PaymentLayout>
  )
}

/** The payment page's shape while it loads. */
export function PaymentSkeleton() {
  const t = useT()
  return (
    <PaymentLayout title={t('payment_page.title')}>
      <div aria-busy="true" className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-6">
          <Card>
            <CardContent className="grid gap-4">
              {[0, 1].map((key) => (
                <div key={key} className="flex gap-3">
                  <Skeleton className="aspect-cover w-12 shrink-0" />
                  <SkeletonText lines={2} />
                </div>
              ))}
            </CardContent>
          </Card>
          <Skeleton className="h-32 w-full rounded-lg" />
        </div>
        <Card>
          <CardContent className="grid gap-4">
            <SkeletonText lines={4} />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-12 w-full" />
          </CardContent>
        </Card>
      </div>
    </PaymentLayout>
  )
}

/** Paying is blocked (the checkout answered 400): the server's reasons, and back to the basket. */
export function PaymentBlocked({ messages }: { messages: readonly string[] }) {
  const t = useT()
  return (
    <PaymentLayout title={t('payment_page.title')}>
      <Card className="mx-auto w-full max-w-xl">
        <CardContent className="grid gap-4">
          <div role="alert" className="grid gap-2">
            <p className="flex items-center gap-2 font-semibold text-warning">
              <WarningIcon className="size-5 shrink-0" aria-hidden="true" />
              {t('payment_page.blocked_title')}
            </p>
            <ul className="grid gap-1 ps-7 text-sm">
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
          <Button className="w-fit" asChild>
            <StoreLink href="/basket">{t('payment_page.back_to_basket')}</StoreLink>
          </Button>
        </CardContent>
      </Card>
    </PaymentLayout>
  )
}
