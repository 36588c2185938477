/**
 * nopCommerce form values (`FormValues: [{Key, Value}]`): keys are case-insensitive. Helpers to
 * read them and to answer the cart basics every handler needs.
 */
import type { components } from '@ebook/api/generated/v2'
import type { Queryable } from '../../db/types.ts'

type KeyValue = components['schemas']['KeyValue']

/** The form values of a body, or none when the body is missing. */
export function formValues(body: { FormValues: KeyValue[] } | undefined): KeyValue[] {
  return body?.FormValues ?? []
}

/** The value of the first form field named `key` (case-insensitive), or undefined. */
export function formValue(values: KeyValue[], key: string): string | null | undefined {
  const lower = key.toLowerCase()
  return values.find((value) => value.Key.trim().toLowerCase() === lower)?.Value
}

/** How many books the basket and the wishlist hold (CartCountsModel). */
export async function cartCounts(
  db: Queryable,
  customerId: number | null,
): Promise<components['schemas']['CartCountsModel']> {
  if (customerId === null) return { TotalShoppingCartProducts: 0, TotalWishListProducts: 0 }
  const row = await db.queryOne<{ cart: number; wishlist: number }>(
    `SELECT count(*) FILTER (WHERE cart_type = 1)::int AS cart,
            count(*) FILTER (WHERE cart_type = 2)::int AS wishlist
       FROM cart_items WHERE customer_id = $1`,
    [customerId],
    { prepare: true },
  )
  return { TotalShoppingCartProducts: row?.cart ?? 0, TotalWishListProducts: row?.wishlist ?? 0 }
}

/** A book the cart can take: published and not deleted. */
export interface CartBook {
  id: number
  price: number
  disable_buy_button: boolean
  disable_wishlist_button: boolean
}

/** The published book with this id, or null. */
export function findCartBook(db: Queryable, bookId: number): Promise<CartBook | null> {
  return db.queryOne<CartBook>(
    `SELECT id, price, disable_buy_button, disable_wishlist_button FROM books
      WHERE id = $1 AND published AND NOT deleted`,
    [bookId],
    { prepare: true },
  )
}

/** Whether a registered customer bought this book (a bought copy in the library). */
export async function ownsBook(
  db: Queryable,
  customerId: number,
  bookId: number,
): Promise<boolean> {
  const row = await db.queryOne<{ owned: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM library_items li JOIN customers c ON c.id = li.customer_id
                     WHERE li.customer_id = $1 AND li.book_id = $2 AND NOT li.is_sample
                       AND NOT c.is_guest) AS owned`,
    [customerId, bookId],
    { prepare: true },
  )
  return row?.owned ?? false
}
