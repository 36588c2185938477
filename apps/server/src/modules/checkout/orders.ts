/**
 * The customer's orders: history by type (AP/PD/CR/RR), one order's details, the completed
 * page, can-repayment and cancellation. Someone else's order answers 404 like a missing one.
 */
import type { components } from '@ebook/api/generated/v2'
import type { Db, Queryable } from '../../db/types.ts'
import { inLanguage, type Lang } from '../../i18n/index.ts'
import type { AppDeps, Handlers } from '../../http/operations.ts'
import { badRequest, notFound, reply } from '../../http/reply.ts'
import { toAddressModel } from '../address/addresses.ts'
import { formatBaht, formatBahtOrNull } from '../shared/money.ts'
import { bookCoverPicture, coverUrl, COVER_THUMB_WIDTH } from '../shared/pictures.ts'
import { readOrder, type Lifecycle, type OrderRow } from './lifecycle.ts'
import {
  orderStatusName,
  paymentMethodTexts,
  paymentStatusName,
  renderNote,
  t,
} from './messages.ts'
import type { CheckoutMessageKey } from './messages.ts'
import { paymentMethodModels } from './summary.ts'

type OrderHistoryType = components['schemas']['OrderHistoryType']
type OrderStatusCode = components['schemas']['OrderStatusCode']
type PaymentStatusCode = components['schemas']['PaymentStatusCode']
type AddressSnapshot = Parameters<typeof toAddressModel>[0]

/** Orders per history page. */
export const ORDER_HISTORY_PAGE_SIZE = 10

/** Which orders each history type holds (PD, CR and RR do not overlap and make AP). */
const historyFilters: Record<OrderHistoryType, string> = {
  AP: 'true',
  PD: 'o.payment_status IN (10, 20) AND o.order_status <> 40',
  CR: 'o.payment_status = 30 AND o.order_status <> 40',
  RR: 'o.order_status = 40 OR o.payment_status IN (35, 40, 50)',
}

/** Whether an order can be cancelled now: unpaid and not cancelled. */
export function canCancel(order: Pick<OrderRow, 'order_status' | 'payment_status'>): boolean {
  return order.payment_status === 10 && order.order_status !== 40
}

/**
 * Whether the order's payment waits for the bank: the gateway took it (and said so in a `pending`
 * notification) and has not settled it yet, nor has it lapsed. Paying again meanwhile could charge
 * twice; the store shows the wait and asks again until it settles.
 */
export async function awaitsBank(db: Queryable, orderId: number): Promise<boolean> {
  const row = await db.queryOne<{ awaiting: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM payments p
        WHERE p.order_id = $1 AND p.status = 'pending'
          AND (p.expires_at IS NULL OR p.expires_at > now())
          AND EXISTS (SELECT 1 FROM payment_events e WHERE e.payment_id = p.id AND e.kind = 'pending')
     ) AS awaiting`,
    [orderId],
  )
  return row?.awaiting ?? false
}

/** Why an order cannot be paid again (a message key), or null when it can. */
export async function repayProblem(
  db: Queryable,
  order: OrderRow,
): Promise<CheckoutMessageKey | null> {
  if (order.order_status === 40 || order.payment_status === 50) return 'repay.cancelled'
  if (order.payment_status === 30) return 'repay.alreadyPaid'
  if (order.payment_status === 35 || order.payment_status === 40) return 'repay.refunded'
  if (order.payment_status === 20) return 'repay.inProgress'
  if (order.payment_status === 10 && (await awaitsBank(db, order.id))) return 'repay.inProgress'
  const books = await db.queryOne<{ unavailable: boolean; owned: boolean }>(
    `SELECT bool_or(NOT b.published OR b.deleted OR b.disable_buy_button) AS unavailable,
            bool_or(EXISTS (SELECT 1 FROM library_items li
                             WHERE li.customer_id = $2 AND li.book_id = oi.book_id
                               AND NOT li.is_sample)) AS owned
       FROM order_items oi JOIN books b ON b.id = oi.book_id WHERE oi.order_id = $1`,
    [order.id, order.customer_id],
  )
  if (books?.unavailable) return 'repay.notForSale'
  if (books?.owned) return 'repay.alreadyOwned'
  return null
}

/** The customer's order, or 404. */
async function ownOrder(db: Queryable, customerId: number, orderId: number, lang: Lang) {
  const order = await readOrder(db, orderId)
  if (!order || order.customer_id !== customerId) throw notFound(t(lang, 'order.notFound'))
  return order
}

interface ItemRow {
  id: number
  order_item_guid: string
  sku: string
  book_id: number
  book_name_th: string
  book_name_en: string | null
  se_name: string
  unit_price: number
  price: number
  quantity: number
  refunded_at: Date | null
  file_format: 'EPUB' | 'PDF'
  download_id: number | null
}

function orderItems(db: Queryable, orderId: number): Promise<ItemRow[]> {
  return db.query<ItemRow>(
    `SELECT oi.id, oi.order_item_guid, oi.sku, oi.book_id, oi.book_name_th, oi.book_name_en,
            b.se_name, oi.unit_price, oi.price, oi.quantity, oi.refunded_at, b.file_format,
            (SELECT f.id FROM book_files f WHERE f.book_id = oi.book_id AND f.kind = 'full') AS download_id
       FROM order_items oi JOIN books b ON b.id = oi.book_id
      WHERE oi.order_id = $1 ORDER BY oi.id`,
    [orderId],
  )
}

export function orderHandlers({ db }: AppDeps, lifecycle: Lifecycle): Handlers<'v2'> {
  async function details(db: Db, order: OrderRow, lang: Lang) {
    const [extra, items, notes, problem] = await Promise.all([
      db.queryOne<{
        created_at: Date
        order_subtotal: number
        order_discount: number
        order_subtotal_discount: number
        billing_address: AddressSnapshot | null
      }>(
        `SELECT created_at, order_subtotal, order_discount, order_subtotal_discount, billing_address
           FROM orders WHERE id = $1`,
        [order.id],
      ),
      orderItems(db, order.id),
      db.query<{ id: number; note: string; created_at: Date }>(
        `SELECT id, note, created_at FROM order_notes
          WHERE order_id = $1 AND display_to_customer ORDER BY created_at, id`,
        [order.id],
      ),
      repayProblem(db, order),
    ])
    // An unpaid order's payment is in progress only while the bank has yet to settle it.
    const awaiting = order.payment_status === 10 && problem === 'repay.inProgress'
    const paid = order.payment_status === 30 || order.payment_status === 35
    const discount = extra!.order_discount + extra!.order_subtotal_discount
    const method = order.payment_method_system_name
    return {
      Id: order.id,
      CustomOrderNumber: order.custom_order_number,
      CreatedOn: extra!.created_at.toISOString(),
      OrderStatus: orderStatusName(order.order_status, lang),
      OrderStatusEnum: order.order_status as OrderStatusCode,
      PaymentMethod: method ? paymentMethodTexts[lang][method].name : null,
      PaymentMethodSystemName: method,
      PaymentMethodStatus: paymentStatusName(order.payment_status, lang),
      PaymentStatusEnum: order.payment_status as PaymentStatusCode,
      CanRePostProcessPayment: problem === null,
      CanCancel: canCancel(order) && !awaiting,
      PaymentAwaitsBank: awaiting,
      BillingAddress: extra!.billing_address ? toAddressModel(extra!.billing_address, lang) : null,
      OrderSubtotal: formatBaht(extra!.order_subtotal, lang),
      OrderSubtotalValue: extra!.order_subtotal,
      OrderTotalDiscount: formatBahtOrNull(discount, lang),
      OrderTotalDiscountValue: discount,
      RedeemedRewardPoints: order.redeemed_reward_points,
      RedeemedRewardPointsAmount: formatBahtOrNull(order.redeemed_reward_points_amount, lang),
      RedeemedRewardPointsAmountValue: order.redeemed_reward_points_amount,
      OrderTotal: formatBaht(order.order_total, lang),
      OrderTotalValue: order.order_total,
      Items: items.map((item) => {
        const name = inLanguage(lang, item.book_name_th, item.book_name_en)
        return {
          Id: item.id,
          OrderItemGuid: item.order_item_guid,
          Sku: item.sku,
          ProductId: item.book_id,
          ProductName: name,
          ProductSeName: item.se_name,
          UnitPrice: formatBaht(item.unit_price, lang),
          UnitPriceValue: item.unit_price,
          SubTotal: formatBaht(item.price, lang),
          SubTotalValue: item.price,
          Quantity: item.quantity,
          Picture: bookCoverPicture({ id: item.book_id, name }, lang),
          DownloadId: item.download_id ?? 0,
          CanDownload: paid && item.refunded_at === null && item.download_id !== null,
          FileFormat: item.file_format,
        }
      }),
      OrderNotes: notes.map((note) => ({
        Id: note.id,
        Note: renderNote(note.note, lang),
        CreatedOn: note.created_at.toISOString(),
      })),
    }
  }

  return {
    async getOrderHistory({ auth, lang, query }) {
      const { customerId } = await auth.requireSignedIn()
      await lifecycle.expireLapsed(customerId)
      const type: OrderHistoryType = query.orderHistoryTypes ?? 'AP'
      const page = query.pageNumber ?? 1
      const filter = historyFilters[type]
      const count = await db.queryOne<{ total: number }>(
        `SELECT count(*)::int AS total FROM orders o WHERE o.customer_id = $1 AND (${filter})`,
        [customerId],
      )
      const total = count?.total ?? 0
      const rows = await db.query<{
        id: number
        custom_order_number: string
        order_total: number
        order_status: number
        payment_status: number
        created_at: Date
        item_count: number
        first_book_id: number | null
      }>(
        `SELECT o.id, o.custom_order_number, o.order_total, o.order_status, o.payment_status,
                o.created_at,
                (SELECT count(*)::int FROM order_items oi WHERE oi.order_id = o.id) AS item_count,
                (SELECT oi.book_id FROM order_items oi WHERE oi.order_id = o.id ORDER BY oi.id LIMIT 1)
                  AS first_book_id
           FROM orders o WHERE o.customer_id = $1 AND (${filter})
          ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
        [customerId, ORDER_HISTORY_PAGE_SIZE, (page - 1) * ORDER_HISTORY_PAGE_SIZE],
      )
      const totalPages = Math.ceil(total / ORDER_HISTORY_PAGE_SIZE)
      return {
        OrderHistoryType: type,
        Orders: rows.map((row) => ({
          Id: row.id,
          CustomOrderNumber: row.custom_order_number,
          OrderTotal: formatBaht(row.order_total, lang),
          OrderTotalValue: row.order_total,
          OrderStatusEnum: row.order_status as OrderStatusCode,
          OrderStatus: orderStatusName(row.order_status, lang),
          PaymentStatus: paymentStatusName(row.payment_status, lang),
          PaymentStatusEnum: row.payment_status as PaymentStatusCode,
          CreatedOn: row.created_at.toISOString(),
          ItemCount: row.item_count,
          FirstItemPictureUrl:
            row.first_book_id === null ? null : coverUrl(row.first_book_id, COVER_THUMB_WIDTH),
          CanCancel: canCancel(row),
        })),
        PageNumber: page,
        PageSize: ORDER_HISTORY_PAGE_SIZE,
        TotalItems: total,
        TotalPages: totalPages,
        HasPreviousPage: page > 1,
        HasNextPage: page < totalPages,
      }
    },

    async getOrderDetails({ auth, lang, params }) {
      const { customerId } = await auth.requireSignedIn()
      await ownOrder(db, customerId, params.orderId, lang)
      await lifecycle.expireLapsed(customerId)
      return details(db, (await readOrder(db, params.orderId))!, lang)
    },

    async getCheckoutCompleted({ auth, lang, query }) {
      const { customerId } = await auth.requireSignedIn()
      let orderId = query.orderId ?? null
      if (orderId === null) {
        const latest = await db.queryOne<{ id: number }>(
          'SELECT id FROM orders WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
          [customerId],
        )
        if (!latest) throw notFound(t(lang, 'order.noOrders'))
        orderId = latest.id
      }
      await ownOrder(db, customerId, orderId, lang)
      await lifecycle.expireLapsed(customerId)
      const order = (await readOrder(db, orderId))!
      const [items, customer] = await Promise.all([
        orderItems(db, order.id),
        db.queryOne<{ email: string | null }>('SELECT email FROM customers WHERE id = $1', [
          customerId,
        ]),
      ])
      return {
        OrderId: order.id,
        CustomOrderNumber: order.custom_order_number,
        OrderTotal: formatBaht(order.order_total, lang),
        OrderTotalValue: order.order_total,
        PaymentStatus: paymentStatusName(order.payment_status, lang),
        PaymentStatusEnum: order.payment_status as PaymentStatusCode,
        OrderStatus: orderStatusName(order.order_status, lang),
        OrderStatusEnum: order.order_status as OrderStatusCode,
        PaymentMethodSystemName: order.payment_method_system_name,
        Items: items.map((item) => {
          const name = inLanguage(lang, item.book_name_th, item.book_name_en)
          return {
            ProductId: item.book_id,
            ProductName: name,
            ProductSeName: item.se_name,
            Picture: bookCoverPicture({ id: item.book_id, name }, lang),
          }
        }),
        CustomerEmail: customer?.email ?? '',
      }
    },

    async canRepayOrder({ auth, lang, body }) {
      const { customerId } = await auth.requireSignedIn()
      await ownOrder(db, customerId, body.Data.OrderId, lang)
      await lifecycle.expireLapsed(customerId)
      const order = (await readOrder(db, body.Data.OrderId))!
      const problem = await repayProblem(db, order)
      return {
        CanRepayment: problem === null,
        Reason: problem === null ? null : t(lang, problem),
        PaymentMethods: problem === null ? await paymentMethodModels(db, customerId, lang) : [],
      }
    },

    async cancelOrder({ auth, lang, body }) {
      const { customerId } = await auth.requireSignedIn()
      const field = body.FormValues.find((value) => value.Key.trim().toLowerCase() === 'orderid')
      const text = field?.Value?.trim() ?? ''
      if (!/^[0-9]{1,9}$/u.test(text) || Number(text) < 1 || Number(text) > 2147483647) {
        throw badRequest(t(lang, 'order.idRequired'))
      }
      const order = await ownOrder(db, customerId, Number(text), lang)
      await lifecycle.cancel(order.id, 'customer', (locked) => {
        if (locked.order_status === 40) throw badRequest(t(lang, 'order.alreadyCancelled'))
        if (locked.payment_status !== 10) throw badRequest(t(lang, 'order.onlyUnpaidCancel'))
      })
      return reply(null, { message: t(lang, 'order.cancelled') })
    },
  }
}
