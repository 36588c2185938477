import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import {
  addCheckoutBook,
  balanceOf,
  checkoutToken,
  giveCoins,
  pathOf,
  putInBasket,
  RETURN_URL,
  sandboxCardToken,
} from '../../testing/fixtures/checkout.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { checkoutModule } from './index.ts'
import { SANDBOX_CARDS } from './payments/sandbox.ts'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ modules: [checkoutModule] })
})
afterAll(async () => {
  await server?.close()
})

type Envelope<T> = { Data: T; Message: string | null; ErrorList: string[] }
interface Confirmed {
  OrderId: number
  RedirectUrl: string | null
  PaymentStatusEnum: number
}

/** Places an order through PGW for a new basket; answers the confirm's data. */
async function placeOrder(token: string, customerId: number, price = 100): Promise<Confirmed> {
  const { bookId } = await addCheckoutBook(server.db, { price })
  await putInBasket(server.db, customerId, [bookId])
  const response = await server.request('POST', '/api/v2/checkout/confirmorderpgwpayment', {
    token,
    json: { Data: { CheckoutToken: await checkoutToken(server, token), ReturnUrl: RETURN_URL } },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as Envelope<Confirmed>).Data
}

async function pay(placed: Confirmed) {
  await server.request('POST', pathOf(placed.RedirectUrl!), {
    form: { action: 'card', card: SANDBOX_CARDS.success },
  })
}

async function cancel(token: string, orderId: number | string) {
  return server.request('POST', '/api/v2/order/cancelorder', {
    token,
    language: 'en',
    json: { FormValues: [{ Key: 'OrderId', Value: String(orderId) }] },
  })
}

describe('POST /v2/order/cancelorder', () => {
  it('cancels an unpaid order, voids its payment and gives its coins back', async () => {
    const { token, customerId } = await server.addCustomer()
    await giveCoins(server.db, customerId, 30, true)
    const placed = await placeOrder(token, customerId, 100)
    expect(await balanceOf(server.db, customerId)).toBe(0)

    const response = await cancel(token, placed.OrderId)
    expect(response.status).toBe(200)
    expect(await expectContractResponse(response)).toEqual({
      Data: null,
      Message: 'The order was cancelled.',
      ErrorList: [],
    })
    expect(await balanceOf(server.db, customerId)).toBe(30)
    expect(
      await server.db.queryOne(
        'SELECT order_status, payment_status, cancelled_at IS NOT NULL AS cancelled FROM orders WHERE id = $1',
        [placed.OrderId],
      ),
    ).toEqual({ order_status: 40, payment_status: 50, cancelled: true })
    expect(
      await server.db.query('SELECT status FROM payments WHERE order_id = $1', [placed.OrderId]),
    ).toEqual([{ status: 'voided' }])

    // The gateway page no longer takes money for it.
    await server.request('POST', pathOf(placed.RedirectUrl!), {
      form: { action: 'card', card: SANDBOX_CARDS.success },
    })
    expect(
      await server.db.queryOne('SELECT payment_status FROM orders WHERE id = $1', [placed.OrderId]),
    ).toEqual({ payment_status: 50 })

    const again = await cancel(token, placed.OrderId)
    expect(again.status).toBe(400)
    expect(((await expectContractResponse(again)) as Envelope<null>).ErrorList).toEqual([
      'This order is already cancelled.',
    ])
    const details = await server.request('GET', `/api/v2/order/orderdetails/${placed.OrderId}`, {
      token,
      language: 'en',
    })
    const { Data } = (await expectContractResponse(details)) as Envelope<{
      CanCancel: boolean
      CanRePostProcessPayment: boolean
      OrderNotes: { Note: string }[]
    }>
    expect(Data).toMatchObject({ CanCancel: false, CanRePostProcessPayment: false })
    expect(Data.OrderNotes.map((note) => note.Note)).toEqual(
      expect.arrayContaining([
        'The order was cancelled.',
        'The 30 coins used on this order were given back.',
      ]),
    )
  })

  it('refuses to cancel a paid order', async () => {
    const { token, customerId } = await server.addCustomer()
    const placed = await placeOrder(token, customerId)
    await pay(placed)
    const response = await cancel(token, placed.OrderId)
    expect(response.status).toBe(400)
    expect(((await expectContractResponse(response)) as Envelope<null>).ErrorList).toEqual([
      'Only unpaid orders can be cancelled.',
    ])
  })
})

describe("someone else's order", () => {
  it('answers 404 on every order call', async () => {
    const owner = await server.addCustomer()
    const placed = await placeOrder(owner.token, owner.customerId)
    const { token } = await server.addCustomer()
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v2/order/orderdetails/${placed.OrderId}`],
      ['GET', `/api/v2/checkout/completed?orderId=${placed.OrderId}`],
      ['POST', '/api/v2/order/can-repayment', { Data: { OrderId: placed.OrderId } }],
      [
        'POST',
        '/api/v2/order/cancelorder',
        { FormValues: [{ Key: 'orderId', Value: String(placed.OrderId) }] },
      ],
      [
        'POST',
        '/api/v2/order/orderdetails/changepgwpayment',
        { Data: { OrderId: placed.OrderId, ReturnUrl: RETURN_URL } },
      ],
      [
        'POST',
        '/api/v2/order/orderdetails/change123payment',
        { Data: { OrderId: placed.OrderId, ReturnUrl: RETURN_URL } },
      ],
      [
        'POST',
        '/api/v2/order/orderdetails/changeomisepayment',
        { Data: { OrderId: placed.OrderId, ReturnUrl: RETURN_URL, OmiseToken: 'tokn_test_x' } },
      ],
      ['GET', '/api/v2/order/orderdetails/2147483647'],
    ]
    for (const [method, path, json] of calls) {
      const response = await server.request(method, path, { token, ...(json ? { json } : {}) })
      expect(response.status, `${method} ${path}`).toBe(404)
      await expectContractResponse(response)
    }
    const history = await server.request('GET', '/api/v2/order/history-details', { token })
    expect(
      ((await expectContractResponse(history)) as Envelope<{ TotalItems: number }>).Data.TotalItems,
    ).toBe(0)
    const completed = await server.request('GET', '/api/v2/checkout/completed', { token })
    expect(completed.status).toBe(404)
    // Nothing changed on the owner's order.
    expect(
      await server.db.queryOne('SELECT order_status FROM orders WHERE id = $1', [placed.OrderId]),
    ).toEqual({ order_status: 10 })
  })
})

describe('GET /v2/order/history-details', () => {
  it('sorts orders into PD, CR and RR, which together make AP, a page at a time', async () => {
    const { token, customerId } = await server.addCustomer()
    const paid = []
    for (let i = 0; i < 9; i++) {
      const placed = await placeOrder(token, customerId, 50 + i)
      await pay(placed)
      paid.push(placed.OrderId)
    }
    const pending = await placeOrder(token, customerId)
    const cancelled = await placeOrder(token, customerId)
    await cancel(token, cancelled.OrderId)
    const declinedCard = await sandboxCardToken(server, SANDBOX_CARDS.decline)
    const { bookId } = await addCheckoutBook(server.db)
    await putInBasket(server.db, customerId, [bookId])
    await server.request('POST', '/api/v2/checkout/confirmorderomise', {
      token,
      json: {
        Data: {
          CheckoutToken: await checkoutToken(server, token),
          OmiseToken: declinedCard,
          ReturnUrl: RETURN_URL,
        },
      },
    })

    const list = async (type: string, page = 1) => {
      const response = await server.request(
        'GET',
        `/api/v2/order/history-details?orderHistoryTypes=${type}&pageNumber=${page}`,
        { token, language: 'en' },
      )
      expect(response.status).toBe(200)
      return (
        (await expectContractResponse(response)) as Envelope<{
          OrderHistoryType: string
          Orders: {
            Id: number
            CanCancel: boolean
            ItemCount: number
            FirstItemPictureUrl: string | null
            PaymentStatus: string
          }[]
          TotalItems: number
          TotalPages: number
          HasNextPage: boolean
          HasPreviousPage: boolean
          PageNumber: number
        }>
      ).Data
    }
    const all = await list('AP')
    expect(all).toMatchObject({
      TotalItems: 12,
      TotalPages: 2,
      HasNextPage: true,
      HasPreviousPage: false,
    })
    expect(all.Orders).toHaveLength(10)
    expect(all.Orders[0]!.ItemCount).toBe(1)
    expect(all.Orders[0]!.FirstItemPictureUrl).toMatch(/^\/media\/covers\/\d+\.png\?w=120$/u)
    const second = await list('AP', 2)
    expect(second).toMatchObject({ PageNumber: 2, HasNextPage: false, HasPreviousPage: true })
    expect(second.Orders).toHaveLength(2)
    const ids = [...all.Orders, ...second.Orders].map((o) => o.Id)
    expect(new Set(ids).size).toBe(12)

    const pd = await list('PD')
    const cr = await list('CR')
    const rr = await list('RR')
    expect([pd.TotalItems, cr.TotalItems, rr.TotalItems]).toEqual([2, 9, 1])
    expect(pd.Orders.map((o) => o.Id)).toContain(pending.OrderId)
    expect(pd.Orders.every((o) => o.CanCancel && o.PaymentStatus === 'Pending')).toBe(true)
    expect(cr.Orders.map((o) => o.Id).sort()).toEqual([...paid].sort())
    expect(rr.Orders.map((o) => o.Id)).toEqual([cancelled.OrderId])
    const byDefault = await server.request('GET', '/api/v2/order/history-details', { token })
    expect(
      ((await byDefault.json()) as Envelope<{ OrderHistoryType: string }>).Data.OrderHistoryType,
    ).toBe('AP')
  })
})

describe('POST /v2/order/can-repayment', () => {
  it('says why an order cannot be paid again', async () => {
    const { token, customerId } = await server.addCustomer()
    const ask = async (orderId: number) => {
      const response = await server.request('POST', '/api/v2/order/can-repayment', {
        token,
        language: 'en',
        json: { Data: { OrderId: orderId } },
      })
      return (
        (await expectContractResponse(response)) as Envelope<{
          CanRepayment: boolean
          Reason: string | null
          PaymentMethods: unknown[]
        }>
      ).Data
    }
    const open = await placeOrder(token, customerId)
    expect(await ask(open.OrderId)).toMatchObject({ CanRepayment: true, Reason: null })
    expect((await ask(open.OrderId)).PaymentMethods).toHaveLength(3)

    const paid = await placeOrder(token, customerId)
    await pay(paid)
    expect(await ask(paid.OrderId)).toEqual({
      CanRepayment: false,
      Reason: 'This order is already paid.',
      PaymentMethods: [],
    })
    const cancelled = await placeOrder(token, customerId)
    await cancel(token, cancelled.OrderId)
    expect((await ask(cancelled.OrderId)).Reason).toBe('This order is cancelled.')

    const withdrawn = await placeOrder(token, customerId)
    await server.db.query(
      'UPDATE books SET published = false WHERE id = (SELECT book_id FROM order_items WHERE order_id = $1)',
      [withdrawn.OrderId],
    )
    expect((await ask(withdrawn.OrderId)).Reason).toBe(
      'A book in this order is no longer for sale.',
    )
  })

  it('a repayment with a card voids the open page first, so one payment is open', async () => {
    const { token, customerId } = await server.addCustomer()
    const placed = await placeOrder(token, customerId)
    const response = await server.request('POST', '/api/v2/order/orderdetails/changeomisepayment', {
      token,
      json: {
        Data: {
          OrderId: placed.OrderId,
          ReturnUrl: RETURN_URL,
          OmiseToken: await sandboxCardToken(server, SANDBOX_CARDS.success),
        },
      },
    })
    expect(response.status).toBe(200)
    expect(((await expectContractResponse(response)) as Envelope<Confirmed>).Data).toMatchObject({
      OrderId: placed.OrderId,
      PaymentStatusEnum: 30,
      RedirectUrl: null,
    })
    expect(
      await server.db.query('SELECT status FROM payments WHERE order_id = $1 ORDER BY id', [
        placed.OrderId,
      ]),
    ).toEqual([{ status: 'voided' }, { status: 'paid' }])
    const noCard = await server.request('POST', '/api/v2/order/orderdetails/changeomisepayment', {
      token,
      language: 'en',
      json: {
        Data: { OrderId: (await placeOrder(token, customerId)).OrderId, ReturnUrl: RETURN_URL },
      },
    })
    expect(((await expectContractResponse(noCard)) as Envelope<null>).ErrorList).toEqual([
      'A card token is required.',
    ])
  })
})

describe('unpaid orders whose payment lapsed', () => {
  it('are cancelled, and their coins given back', async () => {
    const { token, customerId } = await server.addCustomer()
    await giveCoins(server.db, customerId, 20, true)
    const placed = await placeOrder(token, customerId, 100)
    await server.db.query(
      "UPDATE payments SET expires_at = now() - interval '1 minute' WHERE order_id = $1",
      [placed.OrderId],
    )
    const response = await server.request('GET', `/api/v2/order/orderdetails/${placed.OrderId}`, {
      token,
      language: 'en',
    })
    expect(
      ((await expectContractResponse(response)) as Envelope<{ OrderStatusEnum: number }>).Data,
    ).toMatchObject({
      OrderStatusEnum: 40,
      PaymentStatusEnum: 50,
    })
    expect(await balanceOf(server.db, customerId)).toBe(20)
  })

  it('are not paid on the gateway page once the code lapsed', async () => {
    const { token, customerId } = await server.addCustomer()
    const placed = await placeOrder(token, customerId)
    await server.db.query(
      "UPDATE payments SET expires_at = now() - interval '1 minute' WHERE order_id = $1",
      [placed.OrderId],
    )
    const page = await server.request('POST', pathOf(placed.RedirectUrl!), {
      form: { action: 'card', card: SANDBOX_CARDS.success, lang: 'en' },
    })
    expect(await page.text()).toContain('This payment is no longer waiting.')
    expect(
      await server.db.queryOne('SELECT order_status, payment_status FROM orders WHERE id = $1', [
        placed.OrderId,
      ]),
    ).toEqual({ order_status: 40, payment_status: 50 })
  })
})
