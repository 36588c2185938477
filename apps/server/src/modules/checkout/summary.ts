/**
 * The checkout summary (checkoutbook) and the payment methods. The summary carries the
 * CheckoutToken: an idempotency key bound to the priced basket's fingerprint (lines and prices,
 * coupons, coins choice, total; see cart/pricing.ts). The same basket gets the same open token
 * back; any change gives a new one.
 */
import type { components } from '@ebook/api/generated/v2'
import type { Db, Queryable } from '../../db/types.ts'
import type { Lang } from '../../i18n/index.ts'
import { badRequest } from '../../http/reply.ts'
import { shoppingCartModel, orderTotalsModel } from '../cart/cart-model.ts'
import { priceCart, type PricedCart } from '../cart/pricing.ts'
import { checkoutReasons } from '../cart/verify.ts'
import { randomToken } from './lifecycle.ts'
import { paymentMethodTexts } from './messages.ts'
import type { PaymentMethodSystemName } from './payments/types.ts'

type CheckoutModel = components['schemas']['CheckoutModel']
type PaymentMethodModel = components['schemas']['PaymentMethodModel']

/** The methods the store offers, in display order. */
export const paymentMethods: readonly PaymentMethodSystemName[] = [
  'Payments.Omise',
  'Payments.PGW',
  'Payments.2C2P123',
]

/** The payment methods, the customer's last used one selected (else the first). */
export async function paymentMethodModels(
  db: Queryable,
  customerId: number,
  lang: Lang,
): Promise<PaymentMethodModel[]> {
  const row = await db.queryOne<{ last_payment_method: string | null }>(
    'SELECT last_payment_method FROM customers WHERE id = $1',
    [customerId],
  )
  const last = paymentMethods.find((method) => method === row?.last_payment_method)
  const selected = last ?? paymentMethods[0]
  return paymentMethods.map((method) => ({
    PaymentMethodSystemName: method,
    Name: paymentMethodTexts[lang][method].name,
    Description: paymentMethodTexts[lang][method].description,
    Fee: null,
    FeeValue: 0,
    Selected: method === selected,
    LogoUrl: null,
  }))
}

/** The open CheckoutToken of a basket fingerprint, made when missing. */
async function checkoutToken(db: Db, priced: PricedCart): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`checkout:${priced.customerId}`])
    const open = await tx.queryOne<{ token: string }>(
      `SELECT token FROM checkout_tokens
        WHERE customer_id = $1 AND cart_fingerprint = $2 AND order_id IS NULL
        ORDER BY created_at DESC LIMIT 1`,
      [priced.customerId, priced.fingerprint],
    )
    if (open) return open.token
    const token = randomToken('ck_', 10)
    await tx.query(
      'INSERT INTO checkout_tokens (token, customer_id, cart_fingerprint) VALUES ($1, $2, $3)',
      [token, priced.customerId, priced.fingerprint],
    )
    return token
  })
}

/**
 * The checkout summary of a signed-in customer's basket (also what useRewardPoints answers).
 * Throws 400 with the reasons' messages when checkout is blocked.
 */
export async function checkoutSummary(
  db: Db,
  customerId: number,
  lang: Lang,
): Promise<CheckoutModel> {
  const priced = await priceCart(db, customerId, lang)
  const reasons = checkoutReasons(priced, { signedIn: true })
  if (reasons.length > 0) throw badRequest(reasons.map((reason) => reason.Message))
  const [token, methods] = await Promise.all([
    checkoutToken(db, priced),
    paymentMethodModels(db, customerId, lang),
  ])
  return {
    Cart: shoppingCartModel(priced, { isEditable: false }),
    OrderTotals: orderTotalsModel(priced),
    PaymentMethods: methods,
    RewardPoints: {
      DisplayRewardPoints: priced.coins.display,
      RewardPointsBalance: priced.coins.balance,
      RewardPointsAmount: priced.coins.balanceAmount.text,
      RewardPointsAmountValue: priced.coins.balanceAmount.value,
      RewardPointsToUse: priced.coins.toUse,
      RewardPointsToUseAmount: priced.coins.toUseAmount.text,
      RewardPointsToUseAmountValue: priced.coins.toUseAmount.value,
      UseRewardPoints: priced.coins.useRewardPoints,
    },
    IsPaymentRequired: priced.orderTotal.value > 0,
    CheckoutToken: token,
  }
}
