/**
 * Payment attempts cut off between placing the order and the gateway's answer (the process
 * died): resumed once, by one server, under the same idempotency key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/types.ts'
import {
  addCheckoutBook,
  balanceOf,
  giveCoins,
  putInBasket,
} from '../../testing/fixtures/checkout.ts'
import { createTestServer, memoryLogger, type TestServer } from '../../testing/server.ts'
import { priceCart } from '../cart/pricing.ts'
import { createLifecycle, placeOrder, type Lifecycle } from './lifecycle.ts'
import type { PaymentProvider, PaymentRequest } from './payments/types.ts'
import { checkoutModule } from './index.ts'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ modules: [checkoutModule] })
})
afterAll(async () => {
  await server?.close()
})

/** A gateway that counts what it is asked and charges each payment guid once. */
function countingGateway() {
  const asked: PaymentRequest[] = []
  const charges = new Map<string, string>()
  const provider: PaymentProvider = {
    name: 'sandbox',
    async start(request) {
      asked.push(request)
      // Answers later than the other server's claim, so both servers are at work at once.
      await new Promise((resolve) => setTimeout(resolve, 20))
      const reference = charges.get(request.paymentGuid) ?? `chrg_${charges.size + 1}`
      charges.set(request.paymentGuid, reference)
      return { status: 'paid', gatewayReference: reference, redirectUrl: null }
    },
    async void() {},
    async refund() {},
  }
  return { provider, asked, charges }
}

/** One server's lifecycle over the shared database. */
function instance(db: Db, provider: PaymentProvider, soleUserSince: Date | null): Lifecycle {
  return createLifecycle(db, () => provider, memoryLogger([]), {
    gatewayTimeoutSeconds: 30,
    soleUserSince,
  })
}

/** What confirm commits before it asks the gateway: the order and its recorded attempt. */
async function placedNotCharged(lifecycle: Lifecycle, coins: number) {
  const { customerId } = await server.addCustomer()
  const book = await addCheckoutBook(server.db, { price: 250 })
  await putInBasket(server.db, customerId, [book.bookId])
  await giveCoins(server.db, customerId, coins, true)
  return server.db.transaction(async (tx) => {
    const cart = await priceCart(tx, customerId, 'en')
    const orderId = await placeOrder(tx, {
      cart,
      lang: 'en',
      method: 'Payments.Omise',
      clientAddress: null,
    })
    await lifecycle.openAttempt(tx, {
      orderId,
      method: 'Payments.Omise',
      returnUrl: 'http://127.0.0.1:8080/payment',
      cardToken: 'tokn_test_crash',
      channel: null,
      lang: 'en',
    })
    return { customerId, orderId, bookId: book.bookId }
  })
}

async function counts(orderId: number, customerId: number) {
  return server.db.queryOne<Record<string, number | string>>(
    `SELECT (SELECT count(*) FROM payments WHERE order_id = $1)::int AS payments,
            (SELECT string_agg(status, ',') FROM payments WHERE order_id = $1) AS statuses,
            (SELECT count(*) FROM order_notes WHERE order_id = $1
               AND note LIKE '%note.paymentResumed%')::int AS resumed_notes,
            (SELECT count(*) FROM order_notes WHERE order_id = $1 AND note LIKE '%note.paid%')::int AS paid_notes,
            (SELECT count(*) FROM reward_points_history WHERE order_id = $1 AND points > 0)::int AS coins_earned,
            (SELECT count(*) FROM reward_points_history WHERE order_id = $1 AND points < 0)::int AS coins_spent,
            (SELECT count(*) FROM library_items WHERE customer_id = $2 AND NOT is_sample)::int AS books,
            (SELECT payment_status FROM orders WHERE id = $1)::int AS payment_status`,
    [orderId, customerId],
  )
}

describe('resuming an attempt cut off before the gateway answered', () => {
  it('leaves an attempt alone while its asker may still be waiting for the gateway', async () => {
    const gateway = countingGateway()
    const live = instance(server.db, gateway.provider, null)
    const { orderId, customerId } = await placedNotCharged(live, 0)
    expect(await live.resumeAbandoned({ orderId })).toBe(0)
    expect(gateway.asked).toHaveLength(0)
    expect(await counts(orderId, customerId)).toMatchObject({
      statuses: 'pending',
      payment_status: 10,
    })
    await live.cancel(orderId, 'customer')
  })

  it('resumes it once when two servers look at the same time: one charge, nothing doubled', async () => {
    const gateway = countingGateway()
    const before = instance(server.db, gateway.provider, null)
    const { orderId, customerId } = await placedNotCharged(before, 30)
    expect(await balanceOf(server.db, customerId)).toBe(0)
    // Two servers started after the one that died.
    await new Promise((resolve) => setTimeout(resolve, 10))
    const a = instance(server.db, gateway.provider, new Date())
    const b = instance(server.db, gateway.provider, new Date())
    const resumed = await Promise.all([
      a.resumeAbandoned(),
      b.resumeAbandoned(),
      a.resumeAbandoned(),
    ])
    expect(resumed.reduce((sum, n) => sum + n, 0)).toBe(1)
    // Asked again with what the attempt was made of: its guid (the idempotency key), the card token.
    expect(gateway.asked).toHaveLength(1)
    expect(gateway.asked[0]).toMatchObject({ orderId, cardToken: 'tokn_test_crash', amount: 220 })
    expect(await counts(orderId, customerId)).toEqual({
      payments: 1,
      statuses: 'paid',
      resumed_notes: 1,
      paid_notes: 1,
      coins_earned: 1,
      coins_spent: 1,
      books: 1,
      payment_status: 30,
    })
    const attempt = await server.db.queryOne<{
      card_token: string | null
      gateway_reference: string
    }>('SELECT card_token, gateway_reference FROM payments WHERE order_id = $1', [orderId])
    expect(attempt).toEqual({ card_token: null, gateway_reference: 'chrg_1' })
    // Nothing is left to resume, and a late answer from the first asker changes nothing.
    expect(await a.resumeAbandoned()).toBe(0)
    expect(gateway.asked).toHaveLength(1)
  })
})
