/**
 * What blocks checkout (verify-checkout; the checkout summary and confirm calls run the same
 * checks through `checkoutReasons`): an empty basket, a guest, and for each line an owned,
 * unpublished, not-for-sale or re-priced book, and coupons that no longer apply.
 */
import type { components } from '@ebook/api/generated/v2'
import type { AppDeps, Handlers } from '../../http/operations.ts'
import { t } from './messages.ts'
import { priceCart, type PricedCart } from './pricing.ts'

export type VerifyCheckoutReason = components['schemas']['VerifyCheckoutReason']

/** Every reason the priced basket cannot be checked out now (empty when it can). */
export function checkoutReasons(
  priced: PricedCart,
  options: { signedIn: boolean },
): VerifyCheckoutReason[] {
  const { lang } = priced
  const reasons: VerifyCheckoutReason[] = []
  if (priced.items.length === 0)
    reasons.push({ Code: 'EMPTY_CART', Message: t(lang, 'verify.emptyCart'), ProductId: null })
  if (!options.signedIn || priced.isGuest)
    reasons.push({ Code: 'NOT_SIGNED_IN', Message: t(lang, 'verify.notSignedIn'), ProductId: null })
  for (const item of priced.items) {
    const reason = (Code: VerifyCheckoutReason['Code'], Message: string) =>
      reasons.push({ Code, Message, ProductId: item.bookId })
    if (!item.published) reason('UNPUBLISHED', t(lang, 'verify.unpublished'))
    else if (!item.forSale) reason('NOT_FOR_SALE', t(lang, 'verify.notForSale'))
    if (item.alreadyOwned) reason('ALREADY_OWNED', t(lang, 'verify.alreadyOwned'))
    if (item.priceChanged) reason('PRICE_CHANGED', t(lang, 'verify.priceChanged'))
  }
  for (const coupon of priced.coupons) {
    if (coupon.problem)
      reasons.push({
        Code: 'COUPON_INVALID',
        Message: t(lang, 'verify.couponInvalid', { code: coupon.couponCode }),
        ProductId: null,
      })
  }
  return reasons
}

export function verifyHandlers({ db }: AppDeps): Handlers<'v2'> {
  return {
    async verifyCheckout({ auth, lang }) {
      const [signedIn, customerId] = await Promise.all([auth.signedIn(), auth.existingCustomerId()])
      // A device never seen has no basket: priced as an empty one (customer id 0 has no rows).
      const priced = await priceCart(db, customerId ?? 0, lang)
      const reasons = checkoutReasons(priced, { signedIn: signedIn !== null })
      return { CanCheckout: reasons.length === 0, Reasons: reasons }
    },
  }
}
