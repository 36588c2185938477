import { cartMutations, cartQueries, customerQueries } from '@ebook/api/queries'
import type { Schema, ShoppingCartItemModel } from '@ebook/api/types'
import {
  Button,
  Card,
  CardContent,
  EmptyState,
  Skeleton,
  SkeletonText,
  WarningIcon,
} from '@ebook/ui'
import { useMutation, useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useStoreApp } from '../app/context'
import { useLocale, useT } from '../app/i18n'
import type { Locale } from '../app/locale'
import { useValue } from '../app/store'
import { showToast } from '../app/toasts'
import { StoreLink } from '../components/StoreLink'
import { ContentZone, contentZoneQuery } from '../content/ContentZone'
import { BasketItems, RemoveItemButton } from './BasketItems'
import { CoinsBox } from './CoinsBox'
import { CouponBox } from './CouponBox'
import { OrderTotals } from './OrderTotals'

type VerifyReason = Schema<'VerifyCheckoutReason'>

/**
 * What the basket waits for: the basket first (reading it accepts changed prices), then what
 * still blocks paying, so the two agree.
 */
export async function loadBasket(
  queryClient: QueryClient,
  signedIn: boolean,
  locale: Locale,
): Promise<void> {
  if (signedIn) void queryClient.prefetchQuery(customerQueries.coins(locale))
  void queryClient.prefetchQuery(contentZoneQuery(locale, 'basket', 'top'))
  await queryClient.ensureQueryData(cartQueries.cart(locale))
  await queryClient.ensureQueryData(cartQueries.verify(locale)).catch(() => undefined)
}

function BasketLayout({ count, children }: { count?: number; children: ReactNode }) {
  const t = useT()
  return (
    <div className="grid gap-6">
      <div className="flex items-baseline gap-3">
        <h1 className="text-2xl font-bold">{t('basket_page.title')}</h1>
        {count !== undefined && count > 0 && (
          <p className="text-muted-foreground">
            {t(count === 1 ? 'basket_page.count_one' : 'basket_page.count', { count })}
          </p>
        )}
      </div>
      {children}
    </div>
  )
}

/** What blocks paying, in the server's words, each item's reason with the book's title. */
function CheckoutProblems({
  reasons,
  items,
}: {
  reasons: VerifyReason[]
  items: ShoppingCartItemModel[]
}) {
  const t = useT()
  if (reasons.length === 0) return null
  const titleOf = (productId: number | null) =>
    items.find((item) => item.ProductId === productId)?.ProductName
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-warning p-3 text-sm"
      aria-labelledby="checkout-problems-title"
    >
      <p
        id="checkout-problems-title"
        className="flex items-center gap-2 font-semibold text-warning"
      >
        <WarningIcon className="size-4 shrink-0" aria-hidden="true" />
        {t('basket_page.blocked_title')}
      </p>
      <ul className="grid gap-1 ps-6">
        {reasons.map((reason) => {
          const title = titleOf(reason.ProductId)
          return (
            <li key={`${reason.Code}-${reason.ProductId ?? ''}`}>
              {title ? `${title}: ${reason.Message}` : reason.Message}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/**
 * /basket: the books in the basket (guests have one too, by device), coupons, coins, the
 * totals, and what still blocks paying; a guest is asked to log in to pay.
 */
export function BasketPage() {
  const locale = useLocale()
  const t = useT()
  const { session } = useStoreApp()
  const signedIn = useValue(session.token) !== null
  const { data: cart } = useSuspenseQuery(cartQueries.cart(locale))
  const { data: verdict } = useQuery(cartQueries.verify(locale))
  const remove = useMutation(cartMutations.remove())

  const items = cart.Items
  if (items.length === 0) {
    return (
      <BasketLayout>
        <EmptyState
          title={t('basket_page.empty_title')}
          message={t('basket_page.empty_message')}
          action={
            <>
              <Button asChild>
                <StoreLink href="/newproducts">{t('basket_page.browse_new')}</StoreLink>
              </Button>
              <Button variant="outline" asChild>
                <StoreLink href="/bestseller">{t('basket_page.browse_best')}</StoreLink>
              </Button>
            </>
          }
        />
      </BasketLayout>
    )
  }

  // A guest is told to log in by the button itself, not by a problem.
  const reasons = (verdict?.Reasons ?? []).filter((reason) => reason.Code !== 'NOT_SIGNED_IN')
  const canPay = reasons.length === 0
  const reasonsOf = (item: ShoppingCartItemModel) =>
    reasons.filter((reason) => reason.ProductId === item.ProductId).map((reason) => reason.Message)
  const removing = remove.isPending ? remove.variables : []

  return (
    <BasketLayout count={items.length}>
      <ContentZone contentKey="basket" widgetZone="top" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardContent>
            <BasketItems
              items={items}
              label={t('basket_page.items_label')}
              problemsOf={reasonsOf}
              actionOf={(item) => (
                <RemoveItemButton
                  item={item}
                  busy={removing.includes(item.Id)}
                  onRemove={() =>
                    remove.mutate([item.Id], {
                      onSuccess: () =>
                        showToast('success', t('basket_page.removed', { title: item.ProductName })),
                    })
                  }
                />
              )}
            />
          </CardContent>
        </Card>
        <Card className="lg:sticky lg:top-4">
          <CardContent className="grid gap-6">
            {(cart.DiscountBox.Display ||
              cart.DiscountBox.AppliedDiscountsWithCodes.length > 0) && (
              <CouponBox box={cart.DiscountBox} />
            )}
            {signedIn && (
              <CoinsBox
                using={cart.OrderTotals.RedeemedRewardPoints > 0}
                shownElsewhere={reasons.map((reason) => reason.Message)}
              />
            )}
            <section aria-labelledby="basket-summary-title" className="grid gap-4">
              <h2 id="basket-summary-title" className="font-semibold">
                {t('basket_page.summary')}
              </h2>
              <OrderTotals totals={cart.OrderTotals} />
              {cart.Warnings.length > 0 && (
                <ul className="grid gap-1 text-sm text-warning">
                  {cart.Warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              )}
              <CheckoutProblems reasons={reasons} items={items} />
              {signedIn ? (
                canPay ? (
                  <Button variant="cta" size="lg" block asChild>
                    <StoreLink href="/payment">{t('basket_page.checkout')}</StoreLink>
                  </Button>
                ) : (
                  <Button variant="cta" size="lg" block disabled>
                    {t('basket_page.checkout')}
                  </Button>
                )
              ) : (
                <div className="grid gap-2">
                  <Button variant="cta" size="lg" block asChild>
                    <StoreLink href={`/Login?redirect=${encodeURIComponent('/basket')}`}>
                      {t('basket_page.login_to_pay')}
                    </StoreLink>
                  </Button>
                  <p className="text-center text-sm text-muted-foreground">
                    {t('basket_page.login_hint')}
                  </p>
                </div>
              )}
              <Button variant="ghost" block asChild>
                <StoreLink href="/">{t('basket_page.continue')}</StoreLink>
              </Button>
            </section>
          </CardContent>
        </Card>
      </div>
    </BasketLayout>
  )
}

/** The basket's shape while it loads. */
export function BasketSkeleton() {
  return (
    <BasketLayout>
      <div aria-busy="true" className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardContent className="grid gap-6">
            {[0, 1].map((key) => (
              <div key={key} className="flex gap-4">
                <Skeleton className="aspect-cover w-16 shrink-0" />
                <SkeletonText lines={3} />
              </div>
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid gap-4">
            <SkeletonText lines={4} />
            <Skeleton className="h-12 w-full" />
          </CardContent>
        </Card>
      </div>
    </BasketLayout>
  )
}
