/**
 * The coupon box: apply a code (`discountcouponcode`) and remove an applied one
 * (`removediscount-{discountId}`). A refused code answers 400 with its reason in ErrorList and
 * the basket in Data with the same reason in DiscountBox.Messages.
 *
 * Coupons that are not cumulative do not combine: applying one replaces the coupons already on
 * the basket, and applying any coupon replaces a non-cumulative one.
 */
import type { AppDeps, Handlers } from '../../http/operations.ts'
import { badRequest } from '../../http/reply.ts'
import { basketAnswer, basketReply } from './basket.ts'
import { couponProblemMessage } from './cart-model.ts'
import { couponProblem, findCouponByCode } from './coupons.ts'
import { formValue, formValues } from './forms.ts'
import { t } from './messages.ts'
import { priceCart } from './pricing.ts'

/** The longest coupon code looked up; longer text cannot be one. */
const MAX_CODE_LENGTH = 100

export function discountBoxHandlers({ db }: AppDeps): Handlers<'v2'> {
  return {
    async applyDiscountCoupon({ body, auth, lang }) {
      const code = (formValue(formValues(body), 'discountcouponcode') ?? '').trim()
      const customerId = await auth.customerId()
      const refuse = async (message: string) => {
        const { model } = await basketAnswer(db, customerId, lang, {
          couponMessages: [message],
          couponApplied: false,
        })
        return badRequest(message, model)
      }
      if (code === '') throw await refuse(t(lang, 'coupon.empty'))
      const coupon = code.length > MAX_CODE_LENGTH ? null : await findCouponByCode(db, code)
      if (!coupon) throw await refuse(t(lang, 'coupon.invalid'))
      const priced = await priceCart(db, customerId, lang)
      if (priced.coupons.some((applied) => applied.discountId === coupon.id))
        throw await refuse(t(lang, 'coupon.alreadyApplied'))
      const bookIds = priced.items.map((item) => item.bookId)
      const gross = priced.items.reduce((sum, item) => sum + item.unitPrice.value, 0)
      const { problem } = await couponProblem(db, coupon, customerId, bookIds, gross)
      if (problem)
        throw await refuse(couponProblemMessage(lang, problem, coupon.min_order_subtotal))
      await db.transaction(async (tx) => {
        await tx.execute(
          `DELETE FROM cart_discounts cd USING discounts d
            WHERE cd.customer_id = $1 AND d.id = cd.discount_id
              AND (NOT d.is_cumulative OR NOT $2::boolean)`,
          [customerId, coupon.is_cumulative],
        )
        await tx.execute(
          `INSERT INTO cart_discounts (customer_id, discount_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING`,
          [customerId, coupon.id],
        )
      })
      return basketReply(db, customerId, lang, {
        couponMessages: [t(lang, 'coupon.applied')],
        couponApplied: true,
      })
    },

    async removeDiscountCoupon({ body, auth, lang }) {
      const key = formValues(body)
        .map((value) => /^removediscount-([0-9]{1,9})$/iu.exec(value.Key.trim()))
        .find((match) => match !== null)
      const customerId = await auth.existingCustomerId()
      const removed =
        key && customerId !== null
          ? await db.execute(
              'DELETE FROM cart_discounts WHERE customer_id = $1 AND discount_id = $2',
              [customerId, Number(key[1])],
            )
          : 0
      if (removed === 0) {
        const message = t(lang, 'coupon.notApplied')
        const { model } = await basketAnswer(db, customerId, lang, { couponMessages: [message] })
        throw badRequest(message, model)
      }
      return basketReply(db, customerId, lang, { couponMessages: [t(lang, 'coupon.removed')] })
    },
  }
}
