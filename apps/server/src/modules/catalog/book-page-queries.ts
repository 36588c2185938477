/**
 * What the book page reads from the database besides the books' records (overview.ts): the
 * automatic discounts, a visitor's flags on a book (with, for a guest, whether it has done
 * anything at all) and the books bought together with one.
 */
import type { Queryable } from '../../db/types.ts'
import { termsOfRow } from '../cart/discount-rule.ts'
import type { DiscountRule, VisitorFlags } from './book-page.ts'

/**
 * The automatic discounts (no coupon, no minimum order) on books or categories that have not
 * ended, each with its books, or its categories and their subcategories (as the basket's
 * coupons cover them: cart/coupons.ts). Read once a minute for every page (CatalogService
 * discountRules); whether one applies now is decided when a page is made.
 */
const AUTOMATIC_DISCOUNTS_SQL = `
SELECT d.use_percentage, d.percentage, d.amount, d.max_discount_amount,
       d.starts_at, d.ends_at, d.applies_to,
       CASE d.applies_to
         WHEN 'books' THEN ARRAY(SELECT dbk.book_id FROM discount_books dbk WHERE dbk.discount_id = d.id)
         ELSE ARRAY(WITH RECURSIVE covered (id) AS (
                      SELECT dc.category_id FROM discount_categories dc WHERE dc.discount_id = d.id
                      UNION
                      SELECT c.id FROM categories c JOIN covered ON c.parent_id = covered.id)
                    SELECT id FROM covered)
       END AS ids
  FROM discounts d
 WHERE d.active AND NOT d.requires_coupon_code AND d.min_order_subtotal IS NULL
   AND d.applies_to IN ('books', 'categories') AND (d.ends_at IS NULL OR d.ends_at > now())`

/** Reads the automatic discounts (see AUTOMATIC_DISCOUNTS_SQL). */
export async function loadDiscountRules(db: Queryable): Promise<DiscountRule[]> {
  const rows = await db.query<{
    use_percentage: boolean
    percentage: number
    amount: number
    max_discount_amount: number | null
    starts_at: Date | null
    ends_at: Date | null
    applies_to: 'books' | 'categories'
    ids: number[]
  }>(AUTOMATIC_DISCOUNTS_SQL)
  return rows.map((row) => ({
    ...termsOfRow(row),
    startsAt: row.starts_at?.getTime() ?? null,
    endsAt: row.ends_at?.getTime() ?? null,
    books: row.applies_to === 'books' ? new Set(row.ids) : null,
    categories: row.applies_to === 'categories' ? new Set(row.ids) : null,
  }))
}

/** A customer's flags on a book ($1 the customer, $2 the book): VisitorFlags' columns. */
const FLAGS_COLUMNS = `
  EXISTS (SELECT 1 FROM cart_items WHERE customer_id = $1 AND book_id = $2 AND cart_type = 1) AS in_cart,
  EXISTS (SELECT 1 FROM cart_items WHERE customer_id = $1 AND book_id = $2 AND cart_type = 2) AS in_wishlist,
  EXISTS (SELECT 1 FROM library_items WHERE customer_id = $1 AND book_id = $2 AND NOT is_sample) AS owned,
  EXISTS (SELECT 1 FROM order_items oi JOIN orders o ON o.id = oi.order_id
           WHERE o.customer_id = $1 AND oi.book_id = $2 AND o.payment_status IN (30, 35)
             AND oi.refunded_at IS NULL) AS bought,
  EXISTS (SELECT 1 FROM reviews WHERE customer_id = $1 AND book_id = $2) AS reviewed`

/** Whether customer $1 has no basket, wishlist, library, orders or reviews at all. */
const NO_ACTIVITY = `
  NOT EXISTS (SELECT 1 FROM cart_items WHERE customer_id = $1)
  AND NOT EXISTS (SELECT 1 FROM library_items WHERE customer_id = $1)
  AND NOT EXISTS (SELECT 1 FROM orders WHERE customer_id = $1)
  AND NOT EXISTS (SELECT 1 FROM reviews WHERE customer_id = $1)`

/** A customer's (or guest's) flags on a book, in one query. */
export async function loadVisitorFlags(
  db: Queryable,
  customerId: number,
  bookId: number,
): Promise<VisitorFlags> {
  const row = await db.queryOne<VisitorFlags>(`SELECT ${FLAGS_COLUMNS}`, [customerId, bookId], {
    prepare: true,
  })
  return row!
}

/**
 * A guest's flags on a book, and whether the guest has done nothing at all (no basket,
 * wishlist, library, orders or reviews), in one query.
 */
export async function loadGuestFlags(
  db: Queryable,
  customerId: number,
  bookId: number,
): Promise<{ flags: VisitorFlags; empty: boolean }> {
  const row = await db.queryOne<VisitorFlags & { empty: boolean }>(
    `SELECT ${FLAGS_COLUMNS}, ${NO_ACTIVITY} AS empty`,
    [customerId, bookId],
    { prepare: true },
  )
  const { empty, ...flags } = row!
  return { flags, empty }
}

/** Visible books in paid orders together with a book, most often bought with it first. */
export async function loadAlsoPurchasedIds(
  db: Queryable,
  bookId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT other.book_id AS id
       FROM order_items mine
       JOIN orders o ON o.id = mine.order_id AND o.payment_status IN (30, 35)
       JOIN order_items other ON other.order_id = mine.order_id AND other.book_id <> mine.book_id
       JOIN books b ON b.id = other.book_id AND b.published AND NOT b.deleted
      WHERE mine.book_id = $1
      GROUP BY other.book_id
      ORDER BY count(DISTINCT mine.order_id) DESC, other.book_id
      LIMIT $2`,
    [bookId, limit],
  )
  return rows.map((row) => row.id)
}
