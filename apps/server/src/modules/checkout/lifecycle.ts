/**
 * The order lifecycle: placing an order from the priced basket, starting payment attempts,
 * applying what gateways say (paid, authorized, failed, expired), cancelling, refunding.
 * Every change of several rows runs in one transaction that first locks the order row, so a
 * callback and a cancel (or two callbacks) never interleave. Each transition writes an order
 * note (see messages.ts, notes are rendered in the reader's language).
 *
 * States (contract, getOrderDetails): order 10 pending → 20 processing → 30 complete, or 40
 * cancelled; payment 10 pending, 20 authorized, 30 paid, 35/40 refunded, 50 voided.
 */
import { randomBytes } from 'node:crypto'
import type { Db, Queryable } from '../../db/types.ts'
import type { Lang } from '../../i18n/index.ts'
import type { Logger } from '../../http/operations.ts'
import type { PricedCart } from '../cart/pricing.ts'
import { coinRules } from '../shared/coins.ts'
import { encodeNote, t, type CheckoutMessageKey } from './messages.ts'
import type {
  Channel123,
  GatewayStatus,
  PaymentMethodSystemName,
  PaymentNotification,
  PaymentProvider,
  PaymentStart,
  StoredPayment,
} from './payments/types.ts'

/** Order status codes. */
export const OrderStatus = { Pending: 10, Processing: 20, Complete: 30, Cancelled: 40 } as const
/** Payment status codes. */
export const PaymentStatus = {
  Pending: 10,
  Authorized: 20,
  Paid: 30,
  PartiallyRefunded: 35,
  Refunded: 40,
  Voided: 50,
} as const

/** An order row, as the lifecycle reads it. */
export interface OrderRow {
  id: number
  custom_order_number: string
  customer_id: number
  order_status: number
  payment_status: number
  payment_method_system_name: PaymentMethodSystemName | null
  customer_language: Lang
  order_total: number
  redeemed_reward_points: number
  redeemed_reward_points_amount: number
  reward_points_earned: number
}

const orderColumns = `id, custom_order_number, customer_id, order_status, payment_status,
  payment_method_system_name, customer_language, order_total, redeemed_reward_points,
  redeemed_reward_points_amount, reward_points_earned`

interface PaymentRow {
  id: number
  payment_guid: string
  order_id: number
  payment_method_system_name: PaymentMethodSystemName
  provider: string
  gateway_reference: string | null
  status: GatewayStatus
  amount: number
}

const paymentColumns = `id, payment_guid, order_id, payment_method_system_name, provider,
  gateway_reference, status, amount`

function stored(row: PaymentRow): StoredPayment {
  return {
    id: row.id,
    guid: row.payment_guid,
    method: row.payment_method_system_name,
    provider: row.provider,
    gatewayReference: row.gateway_reference,
    amount: row.amount,
    status: row.status,
  }
}

/** Adds an order note (key and params, rendered in the reader's language). */
export async function addNote(
  db: Queryable,
  orderId: number,
  key: CheckoutMessageKey,
  params?: Record<string, string | number>,
): Promise<void> {
  await db.query('INSERT INTO order_notes (order_id, note) VALUES ($1, $2)', [
    orderId,
    encodeNote(key, params),
  ])
}

/**
 * Writes a coin ledger row (positive: earned or given back; negative: spent). The customer row
 * is locked first, so two writers never compute a balance from the same previous row.
 */
export async function addCoins(
  db: Queryable,
  entry: { customerId: number; points: number; amount: number; message: string; orderId: number },
): Promise<void> {
  await db.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [entry.customerId])
  const last = await db.queryOne<{ points_balance: number }>(
    'SELECT points_balance FROM reward_points_history WHERE customer_id = $1 ORDER BY id DESC LIMIT 1',
    [entry.customerId],
  )
  const balance = (last?.points_balance ?? 0) + entry.points
  await db.query(
    `INSERT INTO reward_points_history (customer_id, points, points_balance, used_amount, message, order_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      entry.customerId,
      entry.points,
      Math.max(balance, 0),
      entry.amount,
      entry.message,
      entry.orderId,
    ],
  )
}

/** Locks and reads an order (inside a transaction). */
export function lockOrder(db: Queryable, orderId: number): Promise<OrderRow | null> {
  return db.queryOne<OrderRow>(`SELECT ${orderColumns} FROM orders WHERE id = $1 FOR UPDATE`, [
    orderId,
  ])
}

/** Reads an order. */
export function readOrder(db: Queryable, orderId: number): Promise<OrderRow | null> {
  return db.queryOne<OrderRow>(`SELECT ${orderColumns} FROM orders WHERE id = $1`, [orderId])
}

function orderNumber(id: number, at: Date): string {
  return `EB-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`
}

/**
 * Places the order for a priced basket (inside the caller's transaction): the order and its
 * lines, coupon usage, coins spent, the basket emptied and the coins choice reset. With nothing
 * to pay the order is paid at once. Answers the new order's id.
 */
export async function placeOrder(
  db: Queryable,
  input: {
    cart: PricedCart
    lang: Lang
    method: PaymentMethodSystemName
    clientAddress: string | null
  },
): Promise<number> {
  const { cart, lang } = input
  const now = new Date()
  const idRow = await db.queryOne<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id",
  )
  const id = idRow!.id
  const number = orderNumber(id, now)
  // A copy of the chosen address with its places' names, as the order keeps it.
  const customer = await db.queryOne<{ billing: unknown }>(
    `SELECT to_jsonb(x) AS billing FROM (
       SELECT a.id, a.first_name, a.last_name, a.email, a.company, a.country_id,
              a.state_province_id, a.district_id, a.sub_district_id, a.city, a.county, a.address1,
              a.address2, a.zip_postal_code, a.phone_number,
              co.name_th AS country_th, co.name_en AS country_en, sp.name_th AS province_th,
              sp.name_en AS province_en, d.name_th AS district_th, d.name_en AS district_en,
              s.name_th AS sub_district_th, s.name_en AS sub_district_en
         FROM customers c JOIN addresses a ON a.id = c.shipping_address_id
         LEFT JOIN countries co ON co.id = a.country_id
         LEFT JOIN state_provinces sp ON sp.id = a.state_province_id
         LEFT JOIN districts d ON d.id = a.district_id
         LEFT JOIN sub_districts s ON s.id = a.sub_district_id
        WHERE c.id = $1) x`,
    [cart.customerId],
  )
  const free = cart.orderTotal.value === 0
  await db.query(
    `INSERT INTO orders (id, custom_order_number, customer_id, payment_method_system_name,
       customer_language, order_subtotal, order_subtotal_discount, order_discount, order_tax,
       redeemed_reward_points, redeemed_reward_points_amount, reward_points_earned, order_total,
       billing_address, customer_ip, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
    [
      id,
      number,
      cart.customerId,
      free ? null : input.method,
      lang,
      cart.subtotal.value,
      cart.subtotalDiscount.value,
      cart.orderTotalDiscount.value,
      cart.tax.value,
      cart.coins.redeemed,
      cart.coins.redeemedAmount.value,
      cart.willEarnRewardPoints,
      cart.orderTotal.value,
      customer?.billing ? JSON.stringify(customer.billing) : null,
      input.clientAddress,
      now,
    ],
  )
  for (const item of cart.items) {
    await db.query(
      `INSERT INTO order_items (order_id, book_id, sku, book_name_th, book_name_en, unit_price,
         discount_amount, price)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        item.bookId,
        item.sku,
        item.nameTh,
        item.nameEn,
        item.unitPrice.value,
        item.discount.value,
        item.subtotal.value,
      ],
    )
  }
  for (const coupon of cart.coupons) {
    if (coupon.problem) continue
    await db.query(
      'INSERT INTO discount_usage (discount_id, order_id, customer_id, amount) VALUES ($1, $2, $3, $4)',
      [coupon.discountId, id, cart.customerId, coupon.discount.value],
    )
  }
  if (cart.coins.redeemed > 0) {
    await addCoins(db, {
      customerId: cart.customerId,
      points: -cart.coins.redeemed,
      amount: cart.coins.redeemedAmount.value,
      message: t(lang, 'coins.redeemed', { order: number }),
      orderId: id,
    })
  }
  await db.query('DELETE FROM cart_items WHERE customer_id = $1 AND cart_type = 1', [
    cart.customerId,
  ])
  await db.query('DELETE FROM cart_discounts WHERE customer_id = $1', [cart.customerId])
  await db.query(
    `UPDATE customers SET use_reward_points = false,
       last_payment_method = coalesce($2, last_payment_method), updated_at = now() WHERE id = $1`,
    [cart.customerId, free ? null : input.method],
  )
  await addNote(db, id, free ? 'note.placedFree' : 'note.placed')
  if (free) await completePaidOrder(db, id)
  return id
}

/**
 * The order is paid (lock held): payment 30, order 20 while the books go to the bookshelf, then
 * 30 complete; coins earned are credited.
 */
async function completePaidOrder(db: Queryable, orderId: number): Promise<void> {
  const order = (await lockOrder(db, orderId))!
  await db.query(
    `UPDATE orders SET payment_status = 30, order_status = 20, paid_at = now(), updated_at = now()
      WHERE id = $1`,
    [orderId],
  )
  await addNote(db, orderId, 'note.paid')
  await db.query(
    `INSERT INTO library_items (customer_id, book_id, is_sample, order_item_id, purchased_at)
     SELECT $2, oi.book_id, false, oi.id, now() FROM order_items oi
      WHERE oi.order_id = $1 AND oi.refunded_at IS NULL
     ON CONFLICT (customer_id, book_id) DO UPDATE
       SET is_sample = false, order_item_id = excluded.order_item_id,
           purchased_at = excluded.purchased_at, added_at = now()
       WHERE library_items.is_sample`,
    [orderId, order.customer_id],
  )
  const rules = await coinRules(db)
  if (rules.enabled && order.reward_points_earned > 0) {
    await addCoins(db, {
      customerId: order.customer_id,
      points: order.reward_points_earned,
      amount: 0,
      message: t(order.customer_language, 'coins.earned', { order: order.custom_order_number }),
      orderId,
    })
    await addNote(db, orderId, 'note.coinsEarned', { coins: order.reward_points_earned })
  }
  await db.query('UPDATE orders SET order_status = 30, updated_at = now() WHERE id = $1', [orderId])
  await addNote(db, orderId, 'note.complete')
}

/** Gives back the coins an order redeemed (lock held). */
async function returnCoins(db: Queryable, order: OrderRow): Promise<void> {
  if (order.redeemed_reward_points <= 0) return
  await addCoins(db, {
    customerId: order.customer_id,
    points: order.redeemed_reward_points,
    amount: -order.redeemed_reward_points_amount,
    message: t(order.customer_language, 'coins.returned', { order: order.custom_order_number }),
    orderId: order.id,
  })
  await addNote(db, order.id, 'note.coinsReturned', { coins: order.redeemed_reward_points })
}

/** What a confirm or change-payment call answers about the attempt. */
export interface AttemptOutcome {
  orderId: number
  status: 'paid' | 'authorized' | 'pending' | 'failed'
  redirectUrl: string | null
  failureMessage: string | null
}

/** The payment providers, by payment method. */
export type ProviderFor = (method: PaymentMethodSystemName) => PaymentProvider

/** What a new payment attempt is made of (the gateway is asked with it, now or on resuming). */
export interface AttemptInput {
  orderId: number
  method: PaymentMethodSystemName
  returnUrl: string
  cardToken: string | null
  channel: Channel123 | null
  lang: Lang
}

/** A payment attempt recorded and not yet sent to its gateway. */
export interface OpenedAttempt {
  paymentId: number
  /** The order's other open attempts, voided in the database: void them at their gateways. */
  voided: StoredPayment[]
}

/** The lifecycle's dependencies. */
export interface Lifecycle {
  /**
   * Records a new payment attempt for an unpaid order, voiding its other open attempts (inside
   * the caller's transaction). The gateway is asked by `runAttempt` once it is committed: an
   * attempt whose process dies in between is resumed (`resumeAbandoned`).
   */
  openAttempt(tx: Queryable, input: AttemptInput): Promise<OpenedAttempt>
  /** Voids the other attempts at their gateways, asks the gateway, records and applies its answer. */
  runAttempt(opened: OpenedAttempt): Promise<AttemptOutcome>
  /** Opens a new payment attempt for an unpaid order and runs it. */
  startAttempt(input: AttemptInput): Promise<AttemptOutcome>
  /**
   * Resumes attempts that never got their gateway's answer because the process asking died:
   * those untouched for twice the gateway time-out (and, on a database no other process uses,
   * those made before this process started). Each is claimed by one server (row lock, SKIP LOCKED,
   * its time renewed) and asked again under the same payment guid, the gateway's idempotency key,
   * so a charge that did reach the gateway is answered, not made twice. `orderId` limits it to
   * one order. Answers how many attempts were resumed.
   */
  resumeAbandoned(options?: { orderId?: number }): Promise<number>
  /** Applies a gateway notification (idempotent by provider and event key). */
  notify(
    provider: string,
    notification: PaymentNotification,
  ): Promise<'applied' | 'duplicate' | 'unknown'>
  /**
   * Cancels an unpaid order: order 40, payment 50, open payments voided, coins given back.
   * `guard` runs on the locked order first and may throw (e.g. a 400 for a paid order).
   */
  cancel(
    orderId: number,
    reason: 'customer' | 'expired',
    guard?: (order: OrderRow) => void,
  ): Promise<void>
  /** Cancels the customer's unpaid orders whose every payment attempt has lapsed. */
  expireLapsed(customerId: number | null): Promise<void>
}

/** Makes the lifecycle over a database and the providers. */
export function createLifecycle(
  db: Db,
  providerFor: ProviderFor,
  log: Logger,
  options: {
    /** A gateway call is abandoned after this long (PAYMENT_GATEWAY_TIMEOUT_SECONDS). */
    gatewayTimeoutSeconds: number
    /**
     * When the database has no other user (PGlite in a folder this process holds): attempts
     * made before this time lost their asker with the process before.
     */
    soleUserSince: Date | null
  },
): Lifecycle {
  /** An attempt untouched this long has lost the process that asked its gateway. */
  const abandonedSeconds = 2 * options.gatewayTimeoutSeconds

  async function voidPayments(payments: StoredPayment[]): Promise<void> {
    for (const payment of payments) {
      try {
        await providerFor(payment.method).void(payment)
      } catch (error) {
        log.error(`Voiding payment ${payment.guid} at ${payment.provider} failed:`, error)
      }
    }
  }

  async function refundPayment(payment: StoredPayment): Promise<void> {
    try {
      await providerFor(payment.method).refund(payment)
    } catch (error) {
      log.error(`Refunding payment ${payment.guid} at ${payment.provider} failed:`, error)
    }
  }

  /** Applies a payment result to its order; answers payments to void/refund after commit. */
  async function apply(
    tx: Queryable,
    payment: PaymentRow,
    status: PaymentNotification['status'],
    message: string | null,
  ): Promise<{ refund: StoredPayment | null }> {
    const order = (await lockOrder(tx, payment.order_id))!
    const current = await tx.queryOne<PaymentRow>(
      `SELECT ${paymentColumns} FROM payments WHERE id = $1 FOR UPDATE`,
      [payment.id],
    )
    const was = current!.status
    if (status === 'pending' || was === status) return { refund: null }
    if (status === 'paid') {
      if (was === 'refunded') return { refund: null }
      await tx.query(
        "UPDATE payments SET status = 'paid', failure_message = NULL, updated_at = now() WHERE id = $1",
        [payment.id],
      )
      const orderOpen =
        order.order_status !== OrderStatus.Cancelled &&
        (order.payment_status === PaymentStatus.Pending ||
          order.payment_status === PaymentStatus.Authorized)
      if (!orderOpen) {
        // Money for a cancelled (or already paid) order goes straight back.
        await tx.query(
          "UPDATE payments SET status = 'refunded', updated_at = now() WHERE id = $1",
          [payment.id],
        )
        await addNote(tx, order.id, 'note.refunded')
        return { refund: stored({ ...current!, status: 'paid' }) }
      }
      await tx.query(
        'UPDATE orders SET payment_method_system_name = $2, updated_at = now() WHERE id = $1',
        [order.id, payment.payment_method_system_name],
      )
      await completePaidOrder(tx, order.id)
      return { refund: null }
    }
    if (was !== 'pending' && was !== 'authorized') return { refund: null }
    if (status === 'authorized') {
      await tx.query(
        "UPDATE payments SET status = 'authorized', updated_at = now() WHERE id = $1",
        [payment.id],
      )
      if (order.order_status !== OrderStatus.Cancelled && order.payment_status === 10) {
        await tx.query(
          'UPDATE orders SET payment_status = 20, order_status = 20, updated_at = now() WHERE id = $1',
          [order.id],
        )
        await addNote(tx, order.id, 'note.authorized')
      }
      return { refund: null }
    }
    // failed or expired
    await tx.query(
      'UPDATE payments SET status = $2, failure_message = $3, updated_at = now() WHERE id = $1',
      [payment.id, status, message],
    )
    if (order.order_status === OrderStatus.Cancelled) return { refund: null }
    if (order.payment_status === PaymentStatus.Authorized) {
      await tx.query(
        'UPDATE orders SET payment_status = 10, order_status = 10, updated_at = now() WHERE id = $1',
        [order.id],
      )
    }
    if (status === 'failed') {
      await addNote(tx, order.id, 'note.failed', {
        message: message ?? t(order.customer_language, 'payment.failed'),
      })
    } else {
      await addNote(tx, order.id, 'note.expired')
    }
    return { refund: null }
  }

  async function findPayment(
    tx: Queryable,
    provider: string,
    notification: PaymentNotification,
  ): Promise<PaymentRow | null> {
    if (notification.paymentGuid && /^[0-9a-f-]{36}$/iu.test(notification.paymentGuid)) {
      return tx.queryOne<PaymentRow>(
        `SELECT ${paymentColumns} FROM payments WHERE payment_guid = $1 AND provider = $2`,
        [notification.paymentGuid, provider],
      )
    }
    if (notification.gatewayReference) {
      return tx.queryOne<PaymentRow>(
        `SELECT ${paymentColumns} FROM payments WHERE gateway_reference = $1 AND provider = $2`,
        [notification.gatewayReference, provider],
      )
    }
    return null
  }

  /**
   * Asks the gateway for a recorded attempt (the request made from the attempt's row, so a
   * resumed attempt asks exactly what the first did), records its answer and applies it. An
   * attempt that is no longer waiting for its first answer is left as it is.
   */
  async function askGateway(paymentId: number): Promise<AttemptOutcome> {
    const attempt = await db.queryOne<
      PaymentRow & {
        return_url: string
        channel: Channel123 | null
        card_token: string | null
        language: Lang | null
        customer_email: string | null
        customer_name: string | null
      }
    >(
      `SELECT p.id, p.payment_guid, p.order_id, p.payment_method_system_name, p.provider,
              p.gateway_reference, p.status, p.amount, p.return_url, p.channel, p.card_token,
              p.language, c.email AS customer_email,
              nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') AS customer_name
         FROM payments p JOIN orders o ON o.id = p.order_id JOIN customers c ON c.id = o.customer_id
        WHERE p.id = $1`,
      [paymentId],
    )
    if (!attempt) throw new Error(`Payment ${paymentId} does not exist.`)
    const order = (await readOrder(db, attempt.order_id))!
    const lang = attempt.language ?? order.customer_language
    if (attempt.status !== 'pending' || attempt.gateway_reference !== null) {
      return { orderId: order.id, status: 'pending', redirectUrl: null, failureMessage: null }
    }
    let started: PaymentStart
    try {
      started = await providerFor(attempt.payment_method_system_name).start({
        paymentId: attempt.id,
        paymentGuid: attempt.payment_guid,
        method: attempt.payment_method_system_name,
        amount: attempt.amount,
        currencyCode: 'THB',
        orderId: order.id,
        orderNumber: order.custom_order_number,
        customerEmail: attempt.customer_email,
        customerName: attempt.customer_name,
        returnUrl: attempt.return_url,
        cardToken: attempt.card_token,
        channel: attempt.channel,
        lang,
      })
    } catch (error) {
      log.error(`Starting payment ${attempt.payment_guid} at ${attempt.provider} failed:`, error)
      started = {
        status: 'failed',
        gatewayReference: null,
        redirectUrl: null,
        failureMessage: t(lang, 'payment.failed'),
      }
    }
    const refund = await db.transaction(async (tx) => {
      // The first answer counts; a later one for the same attempt (a resumed attempt whose
      // first asker came back) is the same charge, by the idempotency key, and changes nothing.
      const recorded = await tx.execute(
        `UPDATE payments SET gateway_reference = $2, redirect_url = $3, expires_at = $4,
           card_token = NULL, updated_at = now()
          WHERE id = $1 AND status = 'pending' AND gateway_reference IS NULL`,
        [attempt.id, started.gatewayReference, started.redirectUrl, started.expiresAt ?? null],
      )
      if (recorded === 0) return null
      return (await apply(tx, attempt, started.status, started.failureMessage ?? null)).refund
    })
    if (refund) await refundPayment(refund)
    return {
      orderId: order.id,
      status: started.status,
      redirectUrl: started.status === 'pending' ? started.redirectUrl : null,
      failureMessage: started.status === 'failed' ? (started.failureMessage ?? null) : null,
    }
  }

  const lifecycle: Lifecycle = {
    async openAttempt(tx, input) {
      const order = await lockOrder(tx, input.orderId)
      if (!order) throw new Error(`Order ${input.orderId} does not exist.`)
      const open = await tx.query<PaymentRow>(
        `SELECT ${paymentColumns} FROM payments
          WHERE order_id = $1 AND status IN ('pending', 'authorized') FOR UPDATE`,
        [order.id],
      )
      if (open.length > 0) {
        await tx.query(
          `UPDATE payments SET status = 'voided', card_token = NULL, updated_at = now()
            WHERE id = ANY($1::int[])`,
          [open.map((row) => row.id)],
        )
      }
      const provider = providerFor(input.method)
      const payment = await tx.queryOne<{ id: number }>(
        `INSERT INTO payments (order_id, payment_method_system_name, provider, amount, return_url,
           channel, card_token, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          order.id,
          input.method,
          provider.name,
          order.order_total,
          input.returnUrl,
          input.channel,
          input.cardToken,
          input.lang,
        ],
      )
      await tx.query(
        'UPDATE orders SET payment_method_system_name = $2, updated_at = now() WHERE id = $1',
        [order.id, input.method],
      )
      await tx.query('UPDATE customers SET last_payment_method = $2 WHERE id = $1', [
        order.customer_id,
        input.method,
      ])
      await addNote(tx, order.id, 'note.paymentStarted', { method: input.method })
      return { paymentId: payment!.id, voided: open.map(stored) }
    },

    async runAttempt(opened) {
      await voidPayments(opened.voided)
      return askGateway(opened.paymentId)
    },

    async startAttempt(input) {
      const opened = await db.transaction((tx) => lifecycle.openAttempt(tx, input))
      return lifecycle.runAttempt(opened)
    },

    async resumeAbandoned({ orderId } = {}) {
      // Claimed in one statement: SKIP LOCKED leaves an attempt another server is claiming to
      // it, and the renewed time keeps the others off it while this one asks the gateway.
      const claimed = await db.query<{ id: number; order_id: number }>(
        `UPDATE payments SET updated_at = now()
          WHERE id IN (SELECT id FROM payments
                        WHERE status = 'pending' AND gateway_reference IS NULL
                          AND (updated_at < now() - make_interval(secs => $1)
                               OR updated_at < $2::timestamptz)
                          AND ($3::int IS NULL OR order_id = $3)
                        ORDER BY updated_at LIMIT 100 FOR UPDATE SKIP LOCKED)
            AND status = 'pending' AND gateway_reference IS NULL
          RETURNING id, order_id`,
        [abandonedSeconds, options.soleUserSince, orderId ?? null],
      )
      for (const attempt of claimed) {
        try {
          await addNote(db, attempt.order_id, 'note.paymentResumed')
          await askGateway(attempt.id)
        } catch (error) {
          log.error(`Resuming payment attempt ${attempt.id} failed:`, error)
        }
      }
      return claimed.length
    },

    async notify(provider, notification) {
      const result = await db.transaction(async (tx) => {
        const payment = await findPayment(tx, provider, notification)
        if (!payment) return { outcome: 'unknown' as const, refund: null }
        if (payment.gateway_reference === null && notification.gatewayReference) {
          // Found by its guid before the server recorded the gateway's answer (it died asking).
          await tx.query('UPDATE payments SET gateway_reference = $2 WHERE id = $1', [
            payment.id,
            notification.gatewayReference,
          ])
          payment.gateway_reference = notification.gatewayReference
        }
        const inserted = await tx.execute(
          `INSERT INTO payment_events (payment_id, provider, event_key, kind, payload)
           VALUES ($1, $2, $3, $4, $5::jsonb) ON CONFLICT (provider, event_key) DO NOTHING`,
          [
            payment.id,
            provider,
            notification.eventKey,
            notification.status,
            JSON.stringify(notification.payload ?? {}),
          ],
        )
        if (inserted === 0) return { outcome: 'duplicate' as const, refund: null }
        const { refund } = await apply(
          tx,
          payment,
          notification.status,
          notification.message ?? null,
        )
        return { outcome: 'applied' as const, refund }
      })
      if (result.refund) await refundPayment(result.refund)
      if (notification.status === 'expired' && result.outcome === 'applied') {
        await lifecycle.expireLapsed(null)
      }
      return result.outcome
    },

    async cancel(orderId, reason, guard) {
      const voided = await db.transaction(async (tx) => {
        const order = (await lockOrder(tx, orderId))!
        guard?.(order)
        if (order.order_status === OrderStatus.Cancelled || order.payment_status !== 10) return []
        const open = await tx.query<PaymentRow>(
          `SELECT ${paymentColumns} FROM payments
            WHERE order_id = $1 AND status IN ('pending', 'authorized') FOR UPDATE`,
          [orderId],
        )
        await tx.query(
          `UPDATE payments SET status = 'voided', card_token = NULL, updated_at = now()
            WHERE order_id = $1 AND status IN ('pending', 'authorized')`,
          [orderId],
        )
        await tx.query(
          `UPDATE orders SET order_status = 40, payment_status = 50, cancelled_at = now(),
             updated_at = now() WHERE id = $1`,
          [orderId],
        )
        await tx.query('UPDATE discount_usage SET cancelled = true WHERE order_id = $1', [orderId])
        await addNote(
          tx,
          orderId,
          reason === 'expired' ? 'note.cancelledExpired' : 'note.cancelled',
        )
        await returnCoins(tx, order)
        return open.map(stored)
      })
      await voidPayments(voided)
    },

    async expireLapsed(customerId) {
      // Attempts whose code or page lapsed become 'expired'; an unpaid order left with no open
      // attempt after one lapsed is cancelled.
      const lapsed = await db.query<{ id: number; order_id: number }>(
        `SELECT p.id, p.order_id FROM payments p JOIN orders o ON o.id = p.order_id
          WHERE p.status = 'pending' AND p.expires_at < now()
            AND ($1::int IS NULL OR o.customer_id = $1)`,
        [customerId],
      )
      for (const row of lapsed) {
        await db.transaction(async (tx) => {
          const order = (await lockOrder(tx, row.order_id))!
          const changed = await tx.execute(
            "UPDATE payments SET status = 'expired', updated_at = now() WHERE id = $1 AND status = 'pending'",
            [row.id],
          )
          if (changed > 0 && order.order_status !== OrderStatus.Cancelled) {
            await addNote(tx, order.id, 'note.expired')
          }
        })
      }
      const orders = await db.query<{ id: number }>(
        `SELECT o.id FROM orders o
          WHERE o.order_status <> 40 AND o.payment_status = 10
            AND ($1::int IS NULL OR o.customer_id = $1)
            AND EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'expired')
            AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id
                             AND p.status IN ('pending', 'authorized', 'paid', 'failed')
                             AND p.created_at > (SELECT max(e.created_at) FROM payments e
                                                  WHERE e.order_id = o.id AND e.status = 'expired'))`,
        [customerId],
      )
      for (const row of orders) await lifecycle.cancel(row.id, 'expired')
    },
  }
  return lifecycle
}

/** A random, unguessable token with a prefix. */
export function randomToken(prefix: string, bytes = 12): string {
  return `${prefix}${randomBytes(bytes).toString('hex')}`
}
