import { createHmac } from 'node:crypto'
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

interface Confirmed {
  OrderId: number
  CustomOrderNumber: string
  PaymentStatusEnum: number
  RedirectUrl: string | null
  Message: string | null
}

type Envelope<T> = { Data: T; Message: string | null; ErrorList: string[] }

/** A signed-in customer with the given books (prices) in the basket. */
async function shopper(prices: number[] = [189]) {
  const customer = await server.addCustomer({ email: `c${Math.random()}@example.com` })
  const books = []
  for (const price of prices) books.push(await addCheckoutBook(server.db, { price }))
  await putInBasket(
    server.db,
    customer.customerId,
    books.map((b) => b.bookId),
  )
  return { ...customer, books }
}

async function confirmPgw(token: string, checkout: string, returnUrl = RETURN_URL) {
  return server.request('POST', '/api/v2/checkout/confirmorderpgwpayment', {
    token,
    language: 'en',
    json: { Data: { CheckoutToken: checkout, ReturnUrl: returnUrl } },
  })
}

async function confirmOmise(token: string, checkout: string, omiseToken: string | null) {
  return server.request('POST', '/api/v2/checkout/confirmorderomise', {
    token,
    language: 'en',
    json: { Data: { CheckoutToken: checkout, OmiseToken: omiseToken, ReturnUrl: RETURN_URL } },
  })
}

async function order(id: number) {
  return (await server.db.queryOne<{ order_status: number; payment_status: number }>(
    'SELECT order_status, payment_status FROM orders WHERE id = $1',
    [id],
  ))!
}

async function details(token: string, id: number) {
  const response = await server.request('GET', `/api/v2/order/orderdetails/${id}`, {
    token,
    language: 'en',
  })
  expect(response.status).toBe(200)
  return ((await expectContractResponse(response)) as Envelope<Record<string, unknown>>).Data
}

/** Pays on the sandbox page with a test card; answers the page's answer (a redirect). */
async function payOnPage(redirectUrl: string, form: Record<string, string>) {
  return server.request('POST', pathOf(redirectUrl), { form })
}

describe('GET /v2/checkout/checkoutbook', () => {
  it('answers the summary with a CheckoutToken that stays while the basket does', async () => {
    const { token, customerId } = await shopper([189, 120])
    const response = await server.request('GET', '/api/v2/checkout/checkoutbook', {
      token,
      language: 'en',
    })
    expect(response.status).toBe(200)
    const { Data } = (await expectContractResponse(response)) as Envelope<{
      CheckoutToken: string
      IsPaymentRequired: boolean
      Cart: { Items: unknown[]; IsEditable: boolean }
      OrderTotals: { OrderTotal: string; OrderTotalValue: number; WillEarnRewardPoints: number }
      PaymentMethods: { PaymentMethodSystemName: string; Selected: boolean }[]
    }>
    expect(Data.Cart.Items).toHaveLength(2)
    expect(Data.Cart.IsEditable).toBe(false)
    expect(Data.OrderTotals).toMatchObject({ OrderTotal: '฿309.00', OrderTotalValue: 309 })
    expect(Data.OrderTotals.WillEarnRewardPoints).toBe(30)
    expect(Data.IsPaymentRequired).toBe(true)
    expect(Data.PaymentMethods.filter((m) => m.Selected)).toHaveLength(1)
    expect(await checkoutToken(server, token)).toBe(Data.CheckoutToken)

    const extra = await addCheckoutBook(server.db, { price: 50 })
    await putInBasket(server.db, customerId, [extra.bookId])
    expect(await checkoutToken(server, token)).not.toBe(Data.CheckoutToken)
  })

  it('answers 400 with the reasons when the basket is empty, 401 for a guest', async () => {
    const { token } = await server.addCustomer()
    const empty = await server.request('GET', '/api/v2/checkout/checkoutbook', {
      token,
      language: 'en',
    })
    expect(empty.status).toBe(400)
    expect(((await expectContractResponse(empty)) as Envelope<null>).ErrorList.length).toBe(1)
    const guest = await server.request('GET', '/api/v2/checkout/checkoutbook', {
      deviceId: 'guest-device-1',
    })
    expect(guest.status).toBe(401)
    await expectContractResponse(guest)
  })
})

describe('GET /v2/checkout/getpaymentmethods', () => {
  it('lists the three methods and preselects the last one used', async () => {
    const { token, customerId } = await server.addCustomer()
    const first = await server.request('GET', '/api/v2/checkout/getpaymentmethods', { token })
    const { Data } = (await expectContractResponse(first)) as Envelope<
      { PaymentMethodSystemName: string; Selected: boolean; Name: string }[]
    >
    expect(Data.map((m) => m.PaymentMethodSystemName)).toEqual([
      'Payments.Omise',
      'Payments.PGW',
      'Payments.2C2P123',
    ])
    expect(Data[0]!.Selected).toBe(true)
    expect(Data[0]!.Name).toBe('บัตรเครดิต / เดบิต')
    await server.db.query(
      "UPDATE customers SET last_payment_method = 'Payments.PGW' WHERE id = $1",
      [customerId],
    )
    const again = await server.request('GET', '/api/v2/checkout/getpaymentmethods', { token })
    const selected = (
      (await expectContractResponse(again)) as typeof first extends never
        ? never
        : Envelope<{ PaymentMethodSystemName: string; Selected: boolean }[]>
    ).Data.find((m) => m.Selected)
    expect(selected?.PaymentMethodSystemName).toBe('Payments.PGW')
  })
})

describe('paying on the sandbox gateway', () => {
  it('PGW: confirm → sandbox page → success callback → paid, on the bookshelf, coins earned', async () => {
    const { token, customerId, books } = await shopper([189])
    const checkout = await checkoutToken(server, token)
    const response = await confirmPgw(token, checkout)
    expect(response.status).toBe(200)
    const { Data } = (await expectContractResponse(response)) as Envelope<Confirmed>
    expect(Data.PaymentStatusEnum).toBe(10)
    expect(Data.RedirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:8080\/sandbox\/pay\/[0-9a-f-]{36}$/u)
    expect(Data.CustomOrderNumber).toMatch(/^EB-\d{4}-\d{6}$/u)
    // The basket is emptied once the order exists.
    expect(
      await server.db.queryOne('SELECT count(*)::int AS n FROM cart_items WHERE customer_id = $1', [
        customerId,
      ]),
    ).toEqual({ n: 0 })

    const page = await server.request('GET', `${pathOf(Data.RedirectUrl!)}?lang=en`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('4242 4242 4242 4242')
    expect(html).toContain('Payment (sandbox)')
    expect(
      await (await server.request('GET', `${pathOf(Data.RedirectUrl!)}?lang=th`)).text(),
    ).toContain('ชำระเงิน (แซนด์บ็อกซ์)')

    const paid = await payOnPage(Data.RedirectUrl!, { action: 'card', card: SANDBOX_CARDS.success })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('Location')).toBe(RETURN_URL)
    expect(await order(Data.OrderId)).toEqual({ order_status: 30, payment_status: 30 })
    expect(
      await server.db.query('SELECT book_id, is_sample FROM library_items WHERE customer_id = $1', [
        customerId,
      ]),
    ).toEqual([{ book_id: books[0]!.bookId, is_sample: false }])
    expect(await balanceOf(server.db, customerId)).toBe(18)

    const shown = await details(token, Data.OrderId)
    expect(shown).toMatchObject({
      OrderStatusEnum: 30,
      PaymentStatusEnum: 30,
      PaymentMethodSystemName: 'Payments.PGW',
      CanCancel: false,
      CanRePostProcessPayment: false,
    })
    expect(shown.Items).toMatchObject([
      { ProductId: books[0]!.bookId, DownloadId: books[0]!.fileId, CanDownload: true },
    ])
    expect((shown.OrderNotes as { Note: string }[]).map((n) => n.Note)).toEqual(
      expect.arrayContaining([
        'Order placed, awaiting payment.',
        'Payment started with QR PromptPay / mobile banking.',
        'Payment received.',
        'You earned 18 coins with this order.',
      ]),
    )

    const completed = await server.request('GET', '/api/v2/checkout/completed', {
      token,
      language: 'en',
    })
    expect(
      (
        (await expectContractResponse(completed)) as Envelope<{
          OrderId: number
          PaymentStatusEnum: number
        }>
      ).Data,
    ).toMatchObject({ OrderId: Data.OrderId, PaymentStatusEnum: 30, OrderStatus: 'Complete' })
  })

  it('Omise: a test card token is charged at once', async () => {
    const { token, customerId } = await shopper([100])
    const card = await sandboxCardToken(server, SANDBOX_CARDS.success)
    const response = await confirmOmise(token, await checkoutToken(server, token), card)
    const { Data } = (await expectContractResponse(response)) as Envelope<Confirmed>
    expect(Data).toMatchObject({ PaymentStatusEnum: 30, RedirectUrl: null, PaymentStatus: 'Paid' })
    expect(await balanceOf(server.db, customerId)).toBe(10)
  })

  it('Omise: needs a card token when something is due', async () => {
    const { token } = await shopper([100])
    const response = await confirmOmise(token, await checkoutToken(server, token), null)
    expect(response.status).toBe(400)
    expect(((await expectContractResponse(response)) as Envelope<null>).ErrorList).toEqual([
      'A card token is required.',
    ])
  })

  it('a decline leaves the order unpaid; it is paid again with another method', async () => {
    const { token } = await shopper([150])
    const checkout = await checkoutToken(server, token)
    const card = await sandboxCardToken(server, SANDBOX_CARDS.decline)
    const declined = await confirmOmise(token, checkout, card)
    expect(declined.status).toBe(400)
    const body = (await expectContractResponse(declined)) as Envelope<Confirmed>
    expect(body.ErrorList[0]).toMatch(/^Your card was declined: /u)
    const orderId = body.Data.OrderId
    expect(await order(orderId)).toEqual({ order_status: 10, payment_status: 10 })

    // Confirming again with the same token answers the same order and charges nothing.
    const again = await confirmOmise(
      token,
      checkout,
      await sandboxCardToken(server, SANDBOX_CARDS.success),
    )
    expect(again.status).toBe(400)
    expect(((await again.json()) as Envelope<Confirmed>).Data.OrderId).toBe(orderId)
    expect(
      await server.db.queryOne('SELECT count(*)::int AS n FROM payments WHERE order_id = $1', [
        orderId,
      ]),
    ).toEqual({ n: 1 })

    const can = await server.request('POST', '/api/v2/order/can-repayment', {
      token,
      json: { Data: { OrderId: orderId } },
    })
    expect(
      ((await expectContractResponse(can)) as Envelope<{ CanRepayment: boolean }>).Data,
    ).toMatchObject({
      CanRepayment: true,
      Reason: null,
    })

    const repay = await server.request('POST', '/api/v2/order/orderdetails/changepgwpayment', {
      token,
      json: { Data: { OrderId: orderId, ReturnUrl: RETURN_URL } },
    })
    expect(repay.status).toBe(200)
    const { Data } = (await expectContractResponse(repay)) as Envelope<Confirmed>
    expect(Data.OrderId).toBe(orderId)
    await payOnPage(Data.RedirectUrl!, { action: 'card', card: SANDBOX_CARDS.success })
    expect(await order(orderId)).toEqual({ order_status: 30, payment_status: 30 })
    const shown = await details(token, orderId)
    expect(shown.PaymentMethodSystemName).toBe('Payments.PGW')

    const after = await server.request('POST', '/api/v2/order/orderdetails/changepgwpayment', {
      token,
      language: 'en',
      json: { Data: { OrderId: orderId, ReturnUrl: RETURN_URL } },
    })
    expect(after.status).toBe(400)
    expect(((await expectContractResponse(after)) as Envelope<null>).ErrorList).toEqual([
      'This order cannot be paid again.',
    ])
  })

  it('a card that is pending is paid when the bank confirms', async () => {
    const { token } = await shopper([99])
    const response = await confirmPgw(token, await checkoutToken(server, token))
    const { Data } = (await expectContractResponse(response)) as Envelope<Confirmed>
    const submitted = await payOnPage(Data.RedirectUrl!, {
      action: 'card',
      card: SANDBOX_CARDS.pendingThenPaid,
    })
    expect(submitted.status).toBe(303)
    expect(await order(Data.OrderId)).toEqual({ order_status: 10, payment_status: 10 })
    const completed = await server.request(
      'GET',
      `/api/v2/checkout/completed?orderId=${Data.OrderId}`,
      {
        token,
      },
    )
    expect(
      ((await expectContractResponse(completed)) as Envelope<{ PaymentStatusEnum: number }>).Data
        .PaymentStatusEnum,
    ).toBe(10)
    // Meanwhile the order says it waits for the bank, and offers neither paying again nor
    // cancelling (a second payment could charge twice).
    const details = async () =>
      (
        (await expectContractResponse(
          await server.request('GET', `/api/v2/order/orderdetails/${Data.OrderId}`, { token }),
        )) as Envelope<{
          PaymentAwaitsBank: boolean
          CanRePostProcessPayment: boolean
          CanCancel: boolean
        }>
      ).Data
    expect(await details()).toMatchObject({
      PaymentAwaitsBank: true,
      CanRePostProcessPayment: false,
      CanCancel: false,
    })
    const again = await server.request('POST', '/api/v2/order/orderdetails/changepgwpayment', {
      token,
      language: 'en',
      json: { Data: { OrderId: Data.OrderId, ReturnUrl: RETURN_URL } },
    })
    expect(again.status).toBe(400)
    await server.request('POST', `${pathOf(Data.RedirectUrl!)}/settle`)
    expect(await order(Data.OrderId)).toEqual({ order_status: 30, payment_status: 30 })
    expect(await details()).toMatchObject({ PaymentAwaitsBank: false })
  })

  it('Omise 3-D Secure: pending until the shopper authorises on the gateway page', async () => {
    const { token } = await shopper([250])
    const card = await sandboxCardToken(server, SANDBOX_CARDS.pendingThenPaid)
    const response = await confirmOmise(token, await checkoutToken(server, token), card)
    const { Data } = (await expectContractResponse(response)) as Envelope<Confirmed>
    expect(Data.PaymentStatusEnum).toBe(10)
    expect(Data.RedirectUrl).toMatch(/\/sandbox\/pay\//u)
    await payOnPage(Data.RedirectUrl!, { action: 'authorise' })
    expect(await order(Data.OrderId)).toEqual({ order_status: 30, payment_status: 30 })
  })

  it('2C2P 123: a payment code, paid at the counter', async () => {
    const { token } = await shopper([300])
    const checkout = await checkoutToken(server, token)
    const response = await server.request('POST', `/api/v2/checkout/confirmorder123/${checkout}`, {
      token,
      json: { Data: { ReturnUrl: RETURN_URL, Channel: 'BANKCOUNTER' } },
    })
    const { Data } = (await expectContractResponse(response)) as Envelope<Confirmed>
    expect(Data.PaymentStatusEnum).toBe(10)
    const page = await (await server.request('GET', pathOf(Data.RedirectUrl!))).text()
    expect(page).toMatch(/class="code">\d{12}</u)
    expect(page).toContain('BANKCOUNTER')
    const paid = await payOnPage(Data.RedirectUrl!, { action: 'counter' })
    expect(paid.headers.get('Location')).toBe(RETURN_URL)
    expect(await order(Data.OrderId)).toEqual({ order_status: 30, payment_status: 30 })
  })

  it('places a paid order at once when coins cover the total', async () => {
    const { token, customerId } = await shopper([40])
    await giveCoins(server.db, customerId, 100, true)
    const checkout = await checkoutToken(server, token)
    const response = await confirmOmise(token, checkout, null)
    const { Data } = (await expectContractResponse(response)) as Envelope<Confirmed>
    expect(Data).toMatchObject({ PaymentStatusEnum: 30, RedirectUrl: null })
    expect(await balanceOf(server.db, customerId)).toBe(60)
    const shown = await details(token, Data.OrderId)
    expect(shown).toMatchObject({
      PaymentMethodSystemName: null,
      PaymentMethod: null,
      RedeemedRewardPoints: 40,
      OrderTotalValue: 0,
    })
  })
})

describe('idempotency and checks of the confirm calls', () => {
  it('two concurrent confirms with one token make one order and one payment', async () => {
    const { token, customerId } = await shopper([120])
    const checkout = await checkoutToken(server, token)
    const [a, b] = await Promise.all([confirmPgw(token, checkout), confirmPgw(token, checkout)])
    expect(a.status).toBe(200)
    expect(b.status).toBe(200)
    const first = ((await a.json()) as Envelope<Confirmed>).Data
    const second = ((await b.json()) as Envelope<Confirmed>).Data
    expect(second.OrderId).toBe(first.OrderId)
    expect(second.RedirectUrl).toBe(first.RedirectUrl)
    expect(
      await server.db.queryOne('SELECT count(*)::int AS n FROM orders WHERE customer_id = $1', [
        customerId,
      ]),
    ).toEqual({ n: 1 })
    expect(
      await server.db.queryOne('SELECT count(*)::int AS n FROM payments WHERE order_id = $1', [
        first.OrderId,
      ]),
    ).toEqual({ n: 1 })
  })

  it('answers 400 for an outdated token', async () => {
    const { token, customerId } = await shopper([120])
    const checkout = await checkoutToken(server, token)
    const extra = await addCheckoutBook(server.db, { price: 10 })
    await putInBasket(server.db, customerId, [extra.bookId])
    const response = await confirmPgw(token, checkout)
    expect(response.status).toBe(400)
    expect(((await expectContractResponse(response)) as Envelope<null>).ErrorList).toEqual([
      'Your cart has changed. Please review your order again.',
    ])
    const unknown = await confirmPgw(token, 'ck_unknown')
    expect(unknown.status).toBe(400)
  })

  it("answers 400 for another customer's token", async () => {
    const { token } = await shopper([120])
    const checkout = await checkoutToken(server, token)
    const other = await shopper([120])
    const response = await confirmPgw(other.token, checkout)
    expect(response.status).toBe(400)
  })

  it('refuses a ReturnUrl off the store', async () => {
    const { token } = await shopper([120])
    const checkout = await checkoutToken(server, token)
    for (const url of [
      'https://evil.example.com/payment',
      'javascript:alert(1)',
      'http://127.0.0.1:9999/x',
    ]) {
      const response = await confirmPgw(token, checkout, url)
      expect(response.status).toBe(400)
      expect(((await expectContractResponse(response)) as Envelope<null>).ErrorList).toEqual([
        'The return address is not allowed.',
      ])
    }
    const change = await server.request('POST', '/api/v2/order/orderdetails/change123payment', {
      token,
      language: 'en',
      json: { Data: { OrderId: 2147483647, ReturnUrl: 'https://evil.example.com/' } },
    })
    expect(change.status).toBe(404)
  })

  it('answers 401 to a guest on every call', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v2/checkout/checkoutbook'],
      ['GET', '/api/v2/checkout/getpaymentmethods'],
      [
        'POST',
        '/api/v2/checkout/confirmorderomise',
        { Data: { CheckoutToken: 'x', ReturnUrl: RETURN_URL } },
      ],
      ['POST', '/api/v2/checkout/confirmorder123/x', { Data: { ReturnUrl: RETURN_URL } }],
      [
        'POST',
        '/api/v2/checkout/confirmorderpgwpayment',
        { Data: { CheckoutToken: 'x', ReturnUrl: RETURN_URL } },
      ],
      [
        'POST',
        '/api/v2/order/orderdetails/changeomisepayment',
        { Data: { OrderId: 1, ReturnUrl: RETURN_URL } },
      ],
      [
        'POST',
        '/api/v2/order/orderdetails/change123payment',
        { Data: { OrderId: 1, ReturnUrl: RETURN_URL } },
      ],
      [
        'POST',
        '/api/v2/order/orderdetails/changepgwpayment',
        { Data: { OrderId: 1, ReturnUrl: RETURN_URL } },
      ],
      ['GET', '/api/v2/checkout/completed'],
      ['GET', '/api/v2/order/history-details'],
      ['POST', '/api/v2/order/cancelorder', { FormValues: [{ Key: 'orderId', Value: '1' }] }],
      ['POST', '/api/v2/order/can-repayment', { Data: { OrderId: 1 } }],
      ['GET', '/api/v2/order/orderdetails/1'],
    ]
    for (const [method, path, json] of calls) {
      const response = await server.request(method, path, {
        headers: { deviceId: 'guest-device' },
        ...(json ? { json } : {}),
      })
      expect(response.status, `${method} ${path}`).toBe(401)
      await expectContractResponse(response)
    }
  })

  it('answers 400 to malformed bodies, never 500', async () => {
    const { token } = await shopper([120])
    const bad: [string, string, unknown][] = [
      ['POST', '/api/v2/checkout/confirmorderomise', {}],
      [
        'POST',
        '/api/v2/checkout/confirmorderomise',
        { Data: { CheckoutToken: 5, ReturnUrl: RETURN_URL } },
      ],
      [
        'POST',
        '/api/v2/checkout/confirmorderomise',
        { Data: { CheckoutToken: 'x'.repeat(101), ReturnUrl: RETURN_URL } },
      ],
      [
        'POST',
        '/api/v2/checkout/confirmorderomise',
        { Data: { CheckoutToken: 'ck', OmiseToken: 'card 4242', ReturnUrl: RETURN_URL } },
      ],
      [
        'POST',
        '/api/v2/checkout/confirmorderpgwpayment',
        { Data: { CheckoutToken: 'ck', ReturnUrl: 'not a url' } },
      ],
      ['POST', '/api/v2/checkout/confirmorderpgwpayment', { Data: { CheckoutToken: 'ck' } }],
      [
        'POST',
        `/api/v2/checkout/confirmorder123/${'x'.repeat(101)}`,
        { Data: { ReturnUrl: RETURN_URL } },
      ],
      [
        'POST',
        '/api/v2/checkout/confirmorder123/ck',
        { Data: { ReturnUrl: RETURN_URL, Channel: 'MOON' } },
      ],
      [
        'POST',
        '/api/v2/order/orderdetails/changeomisepayment',
        { Data: { OrderId: 'one', ReturnUrl: RETURN_URL } },
      ],
      [
        'POST',
        '/api/v2/order/orderdetails/changepgwpayment',
        { Data: { OrderId: 0, ReturnUrl: RETURN_URL } },
      ],
      ['POST', '/api/v2/order/can-repayment', { Data: {} }],
      ['POST', '/api/v2/order/cancelorder', { FormValues: [] }],
      ['POST', '/api/v2/order/cancelorder', { FormValues: [{ Key: 'orderId', Value: 'abc' }] }],
      [
        'POST',
        '/api/v2/order/cancelorder',
        { FormValues: [{ Key: 'orderId', Value: '99999999999' }] },
      ],
      ['POST', '/api/v2/order/cancelorder', { Data: null }],
    ]
    for (const [method, path, json] of bad) {
      const response = await server.request(method, path, { token, json })
      expect(response.status, `${path} ${JSON.stringify(json).slice(0, 80)}`).toBe(400)
      expect(
        ((await expectContractResponse(response)) as Envelope<null>).ErrorList.length,
      ).toBeGreaterThan(0)
    }
    for (const path of [
      '/api/v2/order/orderdetails/abc',
      '/api/v2/order/orderdetails/0',
      '/api/v2/checkout/completed?orderId=x',
      '/api/v2/order/history-details?orderHistoryTypes=XX',
      '/api/v2/order/history-details?pageNumber=0',
    ]) {
      const response = await server.request('GET', path, { token })
      expect(response.status, path).toBe(400)
      await expectContractResponse(response)
    }
    const malformed = await server.request('POST', '/api/v2/checkout/confirmorderpgwpayment', {
      token,
      headers: { 'Content-Type': 'application/json' },
      body: '{"Data":',
    })
    expect(malformed.status).toBe(400)
  })
})

describe('the sandbox callback', () => {
  it('counts only signed notifications, once each; a late payment of a cancelled order is refunded', async () => {
    const { token, customerId } = await shopper([200])
    const { Data } = (await expectContractResponse(
      await confirmPgw(token, await checkoutToken(server, token)),
    )) as Envelope<Confirmed>
    const guid = pathOf(Data.RedirectUrl!).split('/').pop()!
    const body = JSON.stringify({ paymentGuid: guid, status: 'paid', eventId: 'evt_forged' })
    const forged = await server.request('POST', '/api/payments/sandbox/callback', {
      headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': 'f'.repeat(64) },
      body,
    })
    expect(forged.status).toBe(401)
    expect(await order(Data.OrderId)).toEqual({ order_status: 10, payment_status: 10 })

    const cancel = await server.request('POST', '/api/v2/order/cancelorder', {
      token,
      json: { FormValues: [{ Key: 'orderId', Value: String(Data.OrderId) }] },
    })
    expect(cancel.status).toBe(200)

    const secret = (await server.db.queryOne<{ value: string }>(
      "SELECT value FROM store_settings WHERE key = 'payments.sandbox_secret'",
    ))!.value
    const late = JSON.stringify({ paymentGuid: guid, status: 'paid', eventId: 'evt_late' })
    const signature = createHmac('sha256', secret).update(late).digest('hex')
    for (let i = 0; i < 2; i++) {
      const response = await server.request('POST', '/api/payments/sandbox/callback', {
        headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': signature },
        body: late,
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ outcome: i === 0 ? 'applied' : 'duplicate' })
    }
    expect(await order(Data.OrderId)).toEqual({ order_status: 40, payment_status: 50 })
    expect(
      await server.db.queryOne('SELECT status FROM payments WHERE payment_guid = $1', [guid]),
    ).toEqual({ status: 'refunded' })
    expect(
      await server.db.queryOne(
        'SELECT count(*)::int AS n FROM library_items WHERE customer_id = $1',
        [customerId],
      ),
    ).toEqual({ n: 0 })
  })
})
