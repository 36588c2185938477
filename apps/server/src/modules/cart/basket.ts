/**
 * The basket: add a book (to the basket or the wishlist), show the basket, remove items.
 * A guest's basket belongs to the guest customer of the `deviceId` header, a signed-in
 * customer's to the token's customer; every query is scoped by that customer's id.
 */
import type { Queryable } from '../../db/types.ts'
import type { Lang } from '../../i18n/index.ts'
import type { AppDeps, Handlers } from '../../http/operations.ts'
import { badRequest, notFound, reply, type Reply } from '../../http/reply.ts'
import { shoppingCartModel, type CartModelOptions, type ShoppingCartModel } from './cart-model.ts'
import { cartCounts, findCartBook, formValue, formValues, ownsBook } from './forms.ts'
import { t } from './messages.ts'
import { priceCart } from './pricing.ts'

/** No customer at all (a device never seen): priced as an empty basket. */
const NO_CUSTOMER = 0

/**
 * The basket answer (GET cart, updatecart, coupon calls): priced now, with item warnings, and
 * the new prices acknowledged (the shopper has seen them, so verify-checkout stops reporting
 * PRICE_CHANGED). An empty basket carries the "empty" warning in ErrorList.
 */
export async function basketAnswer(
  db: Queryable,
  customerId: number | null,
  lang: Lang,
  options: Omit<CartModelOptions, 'isEditable' | 'couponsOffered'> = {},
): Promise<{ model: ShoppingCartModel; errorList: string[] }> {
  const priced = await priceCart(db, customerId ?? NO_CUSTOMER, lang)
  if (customerId !== null && priced.items.some((item) => item.priceChanged)) {
    await db.execute(
      `UPDATE cart_items ci SET acknowledged_price = b.price, updated_at = now()
         FROM books b
        WHERE b.id = ci.book_id AND ci.customer_id = $1 AND ci.cart_type = 1
          AND ci.acknowledged_price <> b.price`,
      [customerId],
    )
  }
  const model = shoppingCartModel(priced, {
    ...options,
    isEditable: true,
    couponsOffered: priced.couponsOffered,
  })
  return { model, errorList: model.Items.length === 0 ? [t(lang, 'cart.empty')] : [] }
}

/** The basket answer as a reply (200, the empty warning in ErrorList). */
export async function basketReply(
  db: Queryable,
  customerId: number | null,
  lang: Lang,
  options: Omit<CartModelOptions, 'isEditable' | 'couponsOffered'> = {},
): Promise<Reply<ShoppingCartModel>> {
  const { model, errorList } = await basketAnswer(db, customerId, lang, options)
  return reply(model, { errorList })
}

/** The quantity an add-to-cart form asks for: 1 unless the form says otherwise. */
function enteredQuantity(values: ReturnType<typeof formValues>, bookId: number): string | null {
  const value = formValue(values, `addtocart_${bookId}.EnteredQuantity`)
  return value === undefined || value === null || value.trim() === '' ? null : value.trim()
}

/** Ids in an updatecart form: `removefromcart` and `itemquantity{id}` set to 0. */
function idsToRemove(values: ReturnType<typeof formValues>, lang: Lang): number[] {
  const ids = new Set<number>()
  for (const { Key, Value } of values) {
    const key = Key.trim().toLowerCase()
    if (key === 'removefromcart') {
      for (const part of (Value ?? '').split(',')) {
        const id = part.trim()
        if (id === '') continue
        if (!/^[0-9]{1,9}$/u.test(id)) throw badRequest(t(lang, 'cart.badItemIds', { field: Key }))
        ids.add(Number(id))
      }
    } else if (key.startsWith('itemquantity')) {
      const id = key.slice('itemquantity'.length)
      if (!/^[0-9]{1,9}$/u.test(id)) throw badRequest(t(lang, 'cart.badItemIds', { field: Key }))
      const quantity = (Value ?? '').trim()
      if (quantity === '0') ids.add(Number(id))
      else if (quantity !== '1') throw badRequest(t(lang, 'cart.quantity'))
    }
  }
  return [...ids]
}

export function basketHandlers({ db, guestActivity }: AppDeps): Handlers<'v2'> {
  return {
    async addProductToCart({ params, body, auth, lang }) {
      const book = await findCartBook(db, params.productId)
      if (!book) throw notFound(t(lang, 'book.notFound'))
      const quantity = enteredQuantity(formValues(body), book.id)
      if (quantity !== null && quantity !== '1') throw badRequest(t(lang, 'cart.quantity'))
      const customerId = await auth.customerId()
      const basket = params.shoppingCartTypeId === 1
      if (basket) {
        if (await ownsBook(db, customerId, book.id)) throw badRequest(t(lang, 'cart.alreadyOwned'))
        if (book.disable_buy_button) throw badRequest(t(lang, 'cart.notForSale'))
      } else if (book.disable_wishlist_button) {
        throw badRequest(t(lang, 'wishlist.notAllowed'))
      }
      guestActivity.forget(customerId)
      const added = await db.execute(
        `INSERT INTO cart_items (customer_id, book_id, cart_type, acknowledged_price)
         VALUES ($1, $2, $3, $4) ON CONFLICT (customer_id, cart_type, book_id) DO NOTHING`,
        [customerId, book.id, params.shoppingCartTypeId, book.price],
      )
      if (added === 0)
        throw badRequest(t(lang, basket ? 'cart.alreadyInCart' : 'cart.alreadyInWishlist'))
      return cartCounts(db, customerId)
    },

    async getCart({ auth, lang }) {
      return basketReply(db, await auth.existingCustomerId(), lang)
    },

    async updateCart({ body, auth, lang }) {
      const ids = idsToRemove(formValues(body), lang)
      const customerId = await auth.existingCustomerId()
      if (customerId !== null && ids.length > 0) {
        await db.execute(
          `DELETE FROM cart_items WHERE customer_id = $1 AND cart_type = 1 AND id = ANY($2::int[])`,
          [customerId, ids],
        )
      }
      return basketReply(db, customerId, lang)
    },
  }
}
