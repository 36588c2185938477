/**
 * The one place where basket money is worked out. `priceCart(db, customerId, lang)` reads the
 * customer's (or guest's) basket, its applied coupons and coins choice, and answers every line
 * and total in baht (2 decimals) with the texts formatted for the language. The cart answers
 * (ShoppingCartModel, OrderTotalsModel: see cart-model.ts) and the checkout (orders, the
 * CheckoutToken's fingerprint) are both built from it, so they can never disagree.
 *
 * Order of the money:
 * 1. each line costs the book's current price (quantity is always 1);
 * 2. coupons on books or categories take their discount off the lines they cover (the line's
 *    Discount; its SubTotal is the price less that discount);
 * 3. SubTotal is the sum of the lines; coupons on the subtotal take SubTotalDiscount off it;
 * 4. coupons on the order total take OrderTotalDiscount off what is left;
 * 5. coins, when the customer chose them, pay what they cover of the rest (a coin pays
 *    'coins.baht_per_coin' baht; the amount never exceeds what is left);
 * 6. OrderTotal is what is left to pay; Tax is the VAT (7 %) included in it; the order earns
 *    WillEarnRewardPoints coins.
 * Coupons apply in the order they were applied. A coupon that no longer applies (expired, used
 * up, no longer matching the basket) takes nothing off and carries its problem.
 */
import { createHash } from 'node:crypto'
import type { Queryable } from '../../db/types.ts'
import { inLanguage, type Lang } from '../../i18n/index.ts'
import { coinBalance, coinRulesOf, coinsEarned, COIN_SETTINGS } from '../shared/coins.ts'
import { formatBaht, formatBahtOrNull, toBaht, toSatang } from '../shared/money.ts'
import { couponProblem, discountColumns, type CouponProblem, type DiscountRow } from './coupons.ts'
import { discountSatang, termsOfRow } from './discount-rule.ts'

/** Thai VAT, included in the prices. */
export const VAT_RATE = 0.07

/** An amount in baht with its text in the answer's language. */
export interface Money {
  value: number
  text: string
}

/** A discount-like amount: its text is null when it is 0. */
export interface OptionalMoney {
  value: number
  text: string | null
}

/** One line of the priced basket. */
export interface PricedCartItem {
  /** The cart_items id (updatecart's ids). */
  id: number
  bookId: number
  sku: string
  /** The title in the answer's language (Thai when there is no English one). */
  name: string
  nameTh: string
  nameEn: string | null
  seName: string
  vendorName: string | null
  pictureId: number | null
  fileFormat: 'EPUB' | 'PDF'
  authors: { id: number; name: string }[]
  quantity: 1
  /** The book's current price. */
  unitPrice: Money
  /** The discount coupons take off this line. */
  discount: OptionalMoney
  /** unitPrice less discount. */
  subtotal: Money
  /** The price the customer last saw (cart_items.acknowledged_price). */
  acknowledgedPrice: number
  /** The current price differs from the acknowledged one. */
  priceChanged: boolean
  /** The book is still published and not deleted. */
  published: boolean
  /** The book can be bought now (its buy button is not disabled). */
  forSale: boolean
  /** A signed-in customer already owns the book (a bought copy in library_items). */
  alreadyOwned: boolean
}

/** A coupon applied to the basket. */
export interface PricedCoupon {
  discountId: number
  couponCode: string
  name: string
  appliesTo: DiscountRow['applies_to']
  /** What it takes off (0 when it no longer applies). */
  discount: OptionalMoney
  /** Why it no longer applies, or null. */
  problem: CouponProblem | null
  /** The basket subtotal it needs (baht), or null. */
  minimumSubtotal: number | null
}

/** The coins (reward points) of the basket. */
export interface PricedCoins {
  /** Coins are switched on for the store. */
  enabled: boolean
  /** Offer paying with coins: enabled, a registered customer and a balance above 0. */
  display: boolean
  balance: number
  /** What the whole balance is worth. */
  balanceAmount: Money
  /** The customer's stored choice (customers.use_reward_points). */
  useRewardPoints: boolean
  /** The coins this order would use (at most the balance and what covers the total). */
  toUse: number
  toUseAmount: Money
  /** The coins actually used: toUse when the choice is on and coins are offered, else 0. */
  redeemed: number
  redeemedAmount: OptionalMoney
}

/** The priced basket. */
export interface PricedCart {
  customerId: number
  isGuest: boolean
  lang: Lang
  items: PricedCartItem[]
  coupons: PricedCoupon[]
  /** The sum of the lines (after line discounts). */
  subtotal: Money
  subtotalDiscount: OptionalMoney
  orderTotalDiscount: OptionalMoney
  coins: PricedCoins
  /** VAT included in the order total. */
  tax: OptionalMoney
  willEarnRewardPoints: number
  /** What is left to pay. */
  orderTotal: Money
  /** Whether the store has a coupon code a shopper could enter now. */
  couponsOffered: boolean
  /**
   * A hash of everything an order would be made of (lines and prices, coupons and their
   * amounts, coins used, total): the CheckoutToken must change when it does.
   */
  fingerprint: string
}

interface ItemRow {
  id: number
  book_id: number
  acknowledged_price: number
  sku: string
  name_th: string
  name_en: string | null
  se_name: string
  price: number
  published: boolean
  deleted: boolean
  disable_buy_button: boolean
  file_format: 'EPUB' | 'PDF'
  default_picture_id: number | null
  vendor_name_th: string | null
  vendor_name_en: string | null
  owned: boolean
  /** The book's authors in their order. */
  authors: { id: number; th: string; en: string | null }[]
}

const money = (satang: number, lang: Lang): Money => {
  const value = toBaht(satang)
  return { value, text: formatBaht(value, lang) }
}

const optionalMoney = (satang: number, lang: Lang): OptionalMoney => {
  const value = toBaht(satang)
  return { value, text: formatBahtOrNull(value, lang) }
}

/** Takes `off` satang from the covered lines in proportion to what is left on each. */
function spreadOverLines(left: Map<number, number>, covered: number[], off: number): void {
  const base = covered.reduce((sum, id) => sum + (left.get(id) ?? 0), 0)
  let remaining = off
  covered.forEach((id, index) => {
    const line = left.get(id) ?? 0
    const share = index === covered.length - 1 ? remaining : Math.floor((off * line) / base)
    const taken = Math.min(share, line)
    left.set(id, line - taken)
    remaining -= taken
  })
}

/** The customer's (or guest's) basket, priced. Reads only; never writes. */
export async function priceCart(
  db: Queryable,
  customerId: number,
  lang: Lang,
): Promise<PricedCart> {
  // Every read at once: the customer with the coin rules' settings, the lines with their
  // authors, and the coupons applied.
  const [customer, rows, applied] = await Promise.all([
    db.queryOne<{
      is_guest: boolean | null
      use_reward_points: boolean | null
      offered: boolean
      settings: Record<string, unknown>
    }>(
      `SELECT c.is_guest, c.use_reward_points,
              EXISTS (SELECT 1 FROM discounts WHERE requires_coupon_code AND active
                        AND (ends_at IS NULL OR ends_at > now())) AS offered,
              (SELECT coalesce(json_object_agg(s.key, s.value), '{}') FROM store_settings s
                WHERE s.key = ANY($2::text[])) AS settings
         FROM (SELECT $1::int AS id) k LEFT JOIN customers c ON c.id = k.id`,
      [customerId, COIN_SETTINGS],
      { prepare: true },
    ),
    db.query<ItemRow>(
      `SELECT ci.id, ci.book_id, ci.acknowledged_price, b.sku, b.name_th, b.name_en, b.se_name,
              b.price, b.published, b.deleted, b.disable_buy_button, b.file_format,
              b.default_picture_id, v.name_th AS vendor_name_th, v.name_en AS vendor_name_en,
              EXISTS (SELECT 1 FROM library_items li JOIN customers c ON c.id = li.customer_id
                       WHERE li.customer_id = ci.customer_id AND li.book_id = ci.book_id
                         AND NOT li.is_sample AND NOT c.is_guest) AS owned,
              (SELECT coalesce(json_agg(json_build_object('id', a.id, 'th', a.name_th,
                                                          'en', a.name_en)
                                        ORDER BY ba.position, a.id), '[]')
                 FROM book_authors ba JOIN authors a ON a.id = ba.author_id
                WHERE ba.book_id = ci.book_id AND ba.role = 'author') AS authors
         FROM cart_items ci
         JOIN books b ON b.id = ci.book_id
         LEFT JOIN vendors v ON v.id = b.vendor_id
        WHERE ci.customer_id = $1 AND ci.cart_type = 1
        ORDER BY ci.created_at, ci.id`,
      [customerId],
      { prepare: true },
    ),
    db.query<DiscountRow>(
      `SELECT ${discountColumns} FROM cart_discounts cd JOIN discounts d ON d.id = cd.discount_id
        WHERE cd.customer_id = $1 ORDER BY cd.applied_at, d.id`,
      [customerId],
      { prepare: true },
    ),
  ])
  const isGuest = customer?.is_guest ?? true
  const rules = coinRulesOf(customer?.settings ?? {})
  const bookIds = rows.map((row) => row.book_id)

  // 1. Lines at the current price; `left` is what each line still costs after coupons.
  const left = new Map<number, number>(rows.map((row) => [row.book_id, toSatang(row.price)]))
  const grossSatang = rows.reduce((sum, row) => sum + toSatang(row.price), 0)

  // 2.-4. Coupons, in the order they were applied.
  const checks = await Promise.all(
    applied.map((discount) =>
      couponProblem(db, discount, customerId, bookIds, toBaht(grossSatang)),
    ),
  )
  const couponOff = new Map<number, number>()
  for (const [index, discount] of applied.entries()) {
    const { problem, covered } = checks[index]!
    if (
      problem ||
      discount.applies_to === 'order_total' ||
      discount.applies_to === 'order_subtotal'
    )
      continue
    const lines = bookIds.filter((id) => covered.has(id))
    const base = lines.reduce((sum, id) => sum + (left.get(id) ?? 0), 0)
    const off = discountSatang(termsOfRow(discount), base)
    spreadOverLines(left, lines, off)
    couponOff.set(discount.id, off)
  }
  const subtotalSatang = bookIds.reduce((sum, id) => sum + (left.get(id) ?? 0), 0)
  let subtotalDiscountSatang = 0
  for (const [index, discount] of applied.entries()) {
    if (checks[index]!.problem || discount.applies_to !== 'order_subtotal') continue
    const off = discountSatang(termsOfRow(discount), subtotalSatang - subtotalDiscountSatang)
    subtotalDiscountSatang += off
    couponOff.set(discount.id, off)
  }
  let orderTotalDiscountSatang = 0
  const afterSubtotal = subtotalSatang - subtotalDiscountSatang
  for (const [index, discount] of applied.entries()) {
    if (checks[index]!.problem || discount.applies_to !== 'order_total') continue
    const off = discountSatang(termsOfRow(discount), afterSubtotal - orderTotalDiscountSatang)
    orderTotalDiscountSatang += off
    couponOff.set(discount.id, off)
  }
  const dueSatang = afterSubtotal - orderTotalDiscountSatang

  // 5. Coins.
  const balance = isGuest || !rules.enabled ? 0 : await coinBalance(db, customerId)
  const coinSatang = toSatang(rules.bahtPerCoin)
  const toUse = Math.min(balance, dueSatang > 0 ? Math.ceil(dueSatang / coinSatang) : 0)
  const toUseSatang = Math.min(toUse * coinSatang, dueSatang)
  const display = rules.enabled && !isGuest && balance > 0
  const useRewardPoints = (customer?.use_reward_points ?? false) && !isGuest
  const redeemed = display && useRewardPoints ? toUse : 0
  const redeemedSatang = redeemed > 0 ? toUseSatang : 0

  // 6. What is left to pay.
  const totalSatang = dueSatang - redeemedSatang
  const taxSatang = Math.round((totalSatang * VAT_RATE) / (1 + VAT_RATE))
  const willEarn = coinsEarned(rules, toBaht(totalSatang))

  const items: PricedCartItem[] = rows.map((row) => {
    const unit = toSatang(row.price)
    const line = left.get(row.book_id) ?? unit
    return {
      id: row.id,
      bookId: row.book_id,
      sku: row.sku,
      name: inLanguage(lang, row.name_th, row.name_en),
      nameTh: row.name_th,
      nameEn: row.name_en,
      seName: row.se_name,
      vendorName:
        row.vendor_name_th === null
          ? null
          : inLanguage(lang, row.vendor_name_th, row.vendor_name_en),
      pictureId: row.default_picture_id,
      fileFormat: row.file_format,
      authors: row.authors.map((author) => ({
        id: author.id,
        name: inLanguage(lang, author.th, author.en),
      })),
      quantity: 1,
      unitPrice: money(unit, lang),
      discount: optionalMoney(unit - line, lang),
      subtotal: money(line, lang),
      acknowledgedPrice: row.acknowledged_price,
      priceChanged: toSatang(row.acknowledged_price) !== unit,
      published: row.published && !row.deleted,
      forSale: !row.disable_buy_button,
      alreadyOwned: row.owned,
    }
  })
  const coupons: PricedCoupon[] = applied.map((discount, index) => ({
    discountId: discount.id,
    couponCode: discount.coupon_code ?? '',
    name: inLanguage(lang, discount.name_th, discount.name_en),
    appliesTo: discount.applies_to,
    discount: optionalMoney(couponOff.get(discount.id) ?? 0, lang),
    problem: checks[index]!.problem,
    minimumSubtotal: discount.min_order_subtotal,
  }))

  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify({
        customerId,
        items: items.map((item) => [
          item.id,
          item.bookId,
          item.unitPrice.value,
          item.discount.value,
        ]),
        coupons: coupons.map((coupon) => [coupon.discountId, coupon.discount.value]),
        coins: [useRewardPoints, redeemed, toBaht(redeemedSatang)],
        total: toBaht(totalSatang),
      }),
    )
    .digest('hex')

  return {
    customerId,
    isGuest,
    lang,
    items,
    coupons,
    couponsOffered: customer?.offered ?? false,
    subtotal: money(subtotalSatang, lang),
    subtotalDiscount: optionalMoney(subtotalDiscountSatang, lang),
    orderTotalDiscount: optionalMoney(orderTotalDiscountSatang, lang),
    coins: {
      enabled: rules.enabled,
      display,
      balance,
      balanceAmount: money(balance * coinSatang, lang),
      useRewardPoints,
      toUse,
      toUseAmount: money(toUseSatang, lang),
      redeemed,
      redeemedAmount: optionalMoney(redeemedSatang, lang),
    },
    tax: optionalMoney(taxSatang, lang),
    willEarnRewardPoints: willEarn,
    orderTotal: money(totalSatang, lang),
    fingerprint,
  }
}
