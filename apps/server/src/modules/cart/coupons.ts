/**
 * Coupon rules: whether a discount can apply to a basket now, and which lines it covers. Used
 * when a code is applied (to refuse it with a reason) and by priceCart (a coupon applied earlier
 * may have expired, been used up or stopped matching the basket since).
 */
import type { Queryable } from '../../db/types.ts'

/** A discounts row as the cart reads it. */
export interface DiscountRow {
  id: number
  name_th: string
  name_en: string | null
  coupon_code: string | null
  applies_to: 'order_total' | 'order_subtotal' | 'books' | 'categories'
  use_percentage: boolean
  percentage: number
  amount: number
  max_discount_amount: number | null
  min_order_subtotal: number | null
  requires_coupon_code: boolean
  starts_at: Date | null
  ends_at: Date | null
  limitation: 'unlimited' | 'n_times' | 'n_times_per_customer'
  limitation_times: number
  imported_times_used: number
  is_cumulative: boolean
  active: boolean
}

/** The columns of DiscountRow, for SELECTs (`SELECT ${discountColumns} FROM discounts d`). */
export const discountColumns = `d.id, d.name_th, d.name_en, d.coupon_code, d.applies_to,
  d.use_percentage, d.percentage, d.amount, d.max_discount_amount, d.min_order_subtotal,
  d.requires_coupon_code, d.starts_at, d.ends_at, d.limitation, d.limitation_times,
  d.imported_times_used, d.is_cumulative, d.active`

/** Why a coupon does not apply to a basket. */
export type CouponProblem =
  | 'invalid' // unknown or switched off
  | 'expired' // outside its start and end
  | 'usedUp' // its total usage limit is reached
  | 'alreadyUsed' // this customer's limit is reached
  | 'notApplicable' // none of the basket's books is covered
  | 'minimum' // the basket's subtotal is below the coupon's minimum

/** The coupon with the given code (case-insensitive, trimmed), or null. */
export function findCouponByCode(db: Queryable, code: string): Promise<DiscountRow | null> {
  return db.queryOne<DiscountRow>(
    `SELECT ${discountColumns} FROM discounts d
      WHERE d.coupon_code IS NOT NULL AND lower(d.coupon_code) = lower($1)`,
    [code.trim()],
  )
}

/**
 * The basket's books a discount covers: all of them for an order-level discount, else the ones
 * listed on it (applies_to 'books') or in its categories and their subcategories ('categories').
 */
export async function coveredBooks(
  db: Queryable,
  discount: DiscountRow,
  bookIds: readonly number[],
): Promise<Set<number>> {
  if (discount.applies_to === 'order_total' || discount.applies_to === 'order_subtotal')
    return new Set(bookIds)
  if (bookIds.length === 0) return new Set()
  const rows =
    discount.applies_to === 'books'
      ? await db.query<{ book_id: number }>(
          'SELECT book_id FROM discount_books WHERE discount_id = $1 AND book_id = ANY($2::int[])',
          [discount.id, bookIds],
        )
      : await db.query<{ book_id: number }>(
          `WITH RECURSIVE covered (id) AS (
             SELECT category_id FROM discount_categories WHERE discount_id = $1
             UNION
             SELECT c.id FROM categories c JOIN covered ON c.parent_id = covered.id
           )
           SELECT DISTINCT bc.book_id FROM book_categories bc JOIN covered ON covered.id = bc.category_id
            WHERE bc.book_id = ANY($2::int[])`,
          [discount.id, bookIds],
        )
  return new Set(rows.map((row) => row.book_id))
}

/**
 * What stops a coupon applying to this customer's basket now (null when it applies).
 * `subtotal` is the basket's subtotal in baht before any discount.
 */
export async function couponProblem(
  db: Queryable,
  discount: DiscountRow,
  customerId: number,
  bookIds: readonly number[],
  subtotal: number,
  now: Date = new Date(),
): Promise<{ problem: CouponProblem | null; covered: Set<number> }> {
  const none = new Set<number>()
  if (!discount.active || !discount.requires_coupon_code)
    return { problem: 'invalid', covered: none }
  if (
    (discount.starts_at && discount.starts_at > now) ||
    (discount.ends_at && discount.ends_at < now)
  )
    return { problem: 'expired', covered: none }
  if (discount.limitation !== 'unlimited') {
    const uses = await db.queryOne<{ total: number; mine: number }>(
      `SELECT count(*) FILTER (WHERE NOT cancelled)::int AS total,
              count(*) FILTER (WHERE NOT cancelled AND customer_id = $2)::int AS mine
         FROM discount_usage WHERE discount_id = $1`,
      [discount.id, customerId],
    )
    if (
      discount.limitation === 'n_times' &&
      discount.imported_times_used + (uses?.total ?? 0) >= discount.limitation_times
    )
      return { problem: 'usedUp', covered: none }
    if (
      discount.limitation === 'n_times_per_customer' &&
      (uses?.mine ?? 0) >= discount.limitation_times
    )
      return { problem: 'alreadyUsed', covered: none }
  }
  const covered = await coveredBooks(db, discount, bookIds)
  if (
    (discount.applies_to === 'books' || discount.applies_to === 'categories') &&
    covered.size === 0
  )
    return { problem: 'notApplicable', covered }
  if (discount.min_order_subtotal !== null && subtotal < discount.min_order_subtotal)
    return { problem: 'minimum', covered }
  return { problem: null, covered }
}
