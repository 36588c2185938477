/**
 * The wishlist (cart_items of type 2): add and remove by the book's id (both idempotent, both
 * answering the header counts) and pages of 10, newest first. Books that became unavailable
 * stay listed with a warning; books bought since they were wished for stay listed, marked owned.
 */
import type { components } from '@ebook/api/generated/v2'
import { inLanguage } from '../../i18n/index.ts'
import type { AppDeps, Handlers } from '../../http/operations.ts'
import { badRequest, notFound } from '../../http/reply.ts'
import { formatBaht } from '../shared/money.ts'
import { bookCoverPicture } from '../shared/pictures.ts'
import { cartCounts, findCartBook, ownsBook } from './forms.ts'
import { t } from './messages.ts'

type ShoppingCartItemModel = components['schemas']['ShoppingCartItemModel']

/** Wishlist items per page. */
export const WISHLIST_PAGE_SIZE = 10

interface WishlistRow {
  id: number
  book_id: number
  sku: string
  name_th: string
  name_en: string | null
  se_name: string
  price: number
  file_format: 'EPUB' | 'PDF'
  available: boolean
  disable_buy_button: boolean
  vendor_name_th: string | null
  vendor_name_en: string | null
  owned: boolean
}

export function wishlistHandlers({ db, guestActivity }: AppDeps): Handlers<'v2'> {
  return {
    async addProductToWishlist({ params, auth, lang }) {
      const book = await findCartBook(db, params.productId)
      if (!book) throw notFound(t(lang, 'book.notFound'))
      if (book.disable_wishlist_button) throw badRequest(t(lang, 'wishlist.notAllowed'))
      const customerId = await auth.customerId()
      if (await ownsBook(db, customerId, book.id)) throw badRequest(t(lang, 'wishlist.owned'))
      guestActivity.forget(customerId)
      await db.execute(
        `INSERT INTO cart_items (customer_id, book_id, cart_type, acknowledged_price)
         VALUES ($1, $2, 2, $3) ON CONFLICT (customer_id, cart_type, book_id) DO NOTHING`,
        [customerId, book.id, book.price],
      )
      return cartCounts(db, customerId)
    },

    async removeProductFromWishlist({ params, auth, lang }) {
      const book = await db.queryOne<{ id: number }>('SELECT id FROM books WHERE id = $1', [
        params.productId,
      ])
      if (!book) throw notFound(t(lang, 'book.notFound'))
      const customerId = await auth.existingCustomerId()
      if (customerId !== null) {
        await db.execute(
          'DELETE FROM cart_items WHERE customer_id = $1 AND cart_type = 2 AND book_id = $2',
          [customerId, book.id],
        )
      }
      return cartCounts(db, customerId)
    },

    async getWishlist({ query, auth, lang }) {
      const customerId = await auth.customerId()
      const page = query.pageNumber ?? 1
      const [owner, total, rows] = await Promise.all([
        db.queryOne<{
          customer_guid: string
          is_guest: boolean
          first_name: string | null
          last_name: string | null
        }>('SELECT customer_guid, is_guest, first_name, last_name FROM customers WHERE id = $1', [
          customerId,
        ]),
        db.queryOne<{ count: number }>(
          'SELECT count(*)::int AS count FROM cart_items WHERE customer_id = $1 AND cart_type = 2',
          [customerId],
        ),
        db.query<WishlistRow>(
          `SELECT ci.id, ci.book_id, b.sku, b.name_th, b.name_en, b.se_name, b.price,
                  b.file_format, b.published AND NOT b.deleted AS available, b.disable_buy_button,
                  v.name_th AS vendor_name_th, v.name_en AS vendor_name_en,
                  EXISTS (SELECT 1 FROM library_items li JOIN customers c ON c.id = li.customer_id
                           WHERE li.customer_id = ci.customer_id AND li.book_id = ci.book_id
                             AND NOT li.is_sample AND NOT c.is_guest) AS owned
             FROM cart_items ci
             JOIN books b ON b.id = ci.book_id
             LEFT JOIN vendors v ON v.id = b.vendor_id
            WHERE ci.customer_id = $1 AND ci.cart_type = 2
            ORDER BY ci.created_at DESC, ci.id DESC
            LIMIT $2 OFFSET $3`,
          [customerId, WISHLIST_PAGE_SIZE, (page - 1) * WISHLIST_PAGE_SIZE],
        ),
      ])
      const bookIds = rows.map((row) => row.book_id)
      const authorRows =
        bookIds.length === 0
          ? []
          : await db.query<{
              book_id: number
              id: number
              name_th: string
              name_en: string | null
            }>(
              `SELECT ba.book_id, a.id, a.name_th, a.name_en FROM book_authors ba
                 JOIN authors a ON a.id = ba.author_id
                WHERE ba.book_id = ANY($1::int[]) AND ba.role = 'author'
                ORDER BY ba.book_id, ba.position, a.id`,
              [bookIds],
            )
      const items: ShoppingCartItemModel[] = rows.map((row) => {
        const name = inLanguage(lang, row.name_th, row.name_en)
        const price = formatBaht(row.price, lang)
        const warnings: string[] = []
        if (!row.available) warnings.push(t(lang, 'wishlist.unavailable'))
        // AlreadyOwned tells a client to offer reading instead of the basket; the warning says
        // the same to a client that reads only the upstream model.
        if (row.owned) warnings.push(t(lang, 'wishlist.onShelf'))
        return {
          Id: row.id,
          Sku: row.sku,
          VendorName:
            row.vendor_name_th === null
              ? null
              : inLanguage(lang, row.vendor_name_th, row.vendor_name_en),
          Picture: bookCoverPicture({ id: row.book_id, name }, lang),
          ProductId: row.book_id,
          ProductName: name,
          ProductSeName: row.se_name,
          UnitPrice: price,
          UnitPriceValue: row.price,
          SubTotal: price,
          SubTotalValue: row.price,
          Discount: null,
          DiscountValue: 0,
          Quantity: 1,
          AllowItemEditing: false,
          Warnings: warnings,
          Authors: authorRows
            .filter((author) => author.book_id === row.book_id)
            .map((author) => ({
              Id: author.id,
              Name: inLanguage(lang, author.name_th, author.name_en),
            })),
          FileFormat: row.file_format,
          AlreadyOwned: row.owned,
        }
      })
      const totalItems = total?.count ?? 0
      const fullName = [owner?.first_name, owner?.last_name].filter(Boolean).join(' ')
      return {
        CustomerGuid: owner!.customer_guid,
        CustomerFullname: owner?.is_guest || fullName === '' ? null : fullName,
        EmailWishlistEnabled: false,
        ShowSku: false,
        ShowProductImages: true,
        IsEditable: true,
        Items: items,
        Warnings: [],
        PageNumber: page,
        PageSize: WISHLIST_PAGE_SIZE,
        TotalItems: totalItems,
        TotalPages: Math.ceil(totalItems / WISHLIST_PAGE_SIZE),
      }
    },
  }
}
