import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { fakeServer, renderStore, type Call } from '../test/harness'
import { gateway } from './gateway'
import {
  expectNoAxeViolations,
  fakeAddress,
  fakeCheckout,
  fakeCompleted,
  fakeItem,
  handlers,
  ok,
  paymentMethods,
  refused,
  routes,
  signIn,
  type Handler,
} from './test-fixtures'

let stops: (() => void)[] = []
let opened: string[] = []
beforeEach(() => {
  signIn()
  opened = []
  // Leaving the store for a gateway's page would unload the test.
  vi.spyOn(gateway, 'open').mockImplementation((url) => void opened.push(url))
})
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})
async function open(path: string, handler: Handler) {
  const server = fakeServer(handler)
  // The card vault is called with the page's own fetch (as Omise.js would be): the same fake.
  vi.stubGlobal('fetch', server.fetch)
  const rendered = await renderStore(path, { server })
  stops.push(rendered.stop)
  return rendered
}

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const item = fakeItem(15, 101, 'ขุนช้างขุนแผน', 189)
const confirmCalls = (calls: Call[]) =>
  calls.filter((call) => call.path.startsWith('/api/v2/checkout/confirmorder'))

/** The sandbox card vault: a token for a valid test card. */
const cardVault: Handler = (call) =>
  call.path === '/sandbox/omise/tokens'
    ? { body: { object: 'token', id: 'tokn_test_abc123', used: false } }
    : undefined

async function fillCard(number = '4242 4242 4242 4242') {
  await userEvent.fill(page.getByRole('textbox', { name: 'หมายเลขบัตร' }), number)
  await userEvent.fill(page.getByRole('textbox', { name: 'ชื่อบนบัตร' }), 'MALEE JAIDEE')
  await userEvent.fill(page.getByRole('textbox', { name: 'หมดอายุ (ดด/ปป)' }), '1230')
  await userEvent.fill(page.getByRole('textbox', { name: 'รหัส CVV' }), '123')
}

describe('paying', () => {
  it('confirms once on a double click, with the CheckoutToken, and goes to the gateway’s page', async () => {
    const { server } = await open(
      '/payment',
      handlers(
        cardVault,
        routes({
          'GET /v2/checkout/checkoutbook': () => ok(fakeCheckout([item])),
          'GET /v2/customer/addresses': () =>
            ok({ Addresses: [fakeAddress({ Id: 5 })], SelectedShippingAddressId: 5 }),
          'POST /v2/checkout/confirmorderomise': () =>
            ok({
              OrderId: 5012,
              CustomOrderNumber: 'EB-2026-005012',
              PaymentStatus: 'รอชำระเงิน',
              PaymentStatusEnum: 10,
              RedirectUrl: 'http://127.0.0.1:8080/sandbox/pay/6f1c2a8e',
              Message: null,
            }),
        }),
      ),
    )
    await expect.element(heading('ชำระเงิน')).toBeVisible()
    await expect.element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' })).toBeVisible()
    await expect.element(page.getByText('99/1 ถนนหน้าพระลาน')).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'เปลี่ยนที่อยู่' }))
      .toHaveAttribute('href', '/customer/shipping-address?redirect=%2Fpayment')
    await expect.element(page.getByRole('radio', { name: /บัตรเครดิต/ })).toBeChecked()
    await expectNoAxeViolations()

    await fillCard()
    await expect
      .element(page.getByRole('textbox', { name: 'หมายเลขบัตร' }))
      .toHaveValue('4242 4242 4242 4242')
    const pay = page.getByRole('button', { name: 'ชำระเงิน ฿189.00' })
    // Pressed twice (Enter twice, a double click) before the page could re-render.
    const button = pay.element() as HTMLButtonElement
    button.form!.requestSubmit()
    button.form!.requestSubmit()
    button.click()
    button.click()
    await expect.poll(() => opened).toEqual(['http://127.0.0.1:8080/sandbox/pay/6f1c2a8e'])
    await expect.element(page.getByText('กำลังไปยังหน้าชำระเงิน…')).toBeVisible()

    const confirms = confirmCalls(server.calls)
    expect(confirms).toHaveLength(1)
    expect(confirms[0]!.body).toEqual({
      Data: {
        CheckoutToken: 'ck_test_0001',
        OmiseToken: 'tokn_test_abc123',
        ReturnUrl: `${window.location.origin}/payment/completed`,
      },
    })
    const tokens = server.calls.filter((call) => call.path === '/sandbox/omise/tokens')
    expect(tokens).toHaveLength(1)
    expect(tokens[0]!.body).toEqual({
      card: {
        name: 'MALEE JAIDEE',
        number: '4242424242424242',
        expiration_month: 12,
        expiration_year: 2030,
        security_code: '123',
      },
    })
  })

  it('checks the card as it is typed and sends nothing while it is wrong', async () => {
    const { server } = await open(
      '/en/payment',
      handlers(
        cardVault,
        routes({ 'GET /v2/checkout/checkoutbook': () => ok(fakeCheckout([item])) }),
      ),
    )
    await expect.element(heading('Payment')).toBeVisible()
    const number = page.getByRole('textbox', { name: 'Card number' })
    await userEvent.fill(number, '4242 4242 4242 4241')
    await userEvent.tab()
    await expect.element(number).toHaveAccessibleDescription('This card number is not valid.')
    await userEvent.fill(page.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '0120')
    await userEvent.tab()
    await expect
      .element(page.getByRole('textbox', { name: 'Expiry (MM/YY)' }))
      .toHaveAccessibleDescription('This card has expired.')
    await page.getByRole('button', { name: 'Pay ฿189.00' }).click()
    await expect.element(number).toHaveFocus()
    await expect
      .element(page.getByRole('textbox', { name: 'CVC' }))
      .toHaveAccessibleDescription('Please fill in this field.')
    expect(server.calls.some((call) => call.path === '/sandbox/omise/tokens')).toBe(false)
    expect(confirmCalls(server.calls)).toHaveLength(0)
  })

  it('goes to the completed view at once when the order is paid, which shows the order', async () => {
    const { app, server } = await open(
      '/payment',
      routes({
        'GET /v2/checkout/checkoutbook': () => ok(fakeCheckout([item])),
        'POST /v2/checkout/confirmorderpgwpayment': () =>
          ok({
            OrderId: 5012,
            CustomOrderNumber: 'EB-2026-005012',
            PaymentStatus: 'ชำระเงินแล้ว',
            PaymentStatusEnum: 30,
            RedirectUrl: null,
            Message: 'ได้รับชำระเงินแล้ว',
          }),
        'GET /v2/checkout/completed': () => ok(fakeCompleted()),
      }),
    )
    await page.getByRole('radio', { name: /QR พร้อมเพย์/ }).click()
    await expect.element(page.getByRole('textbox', { name: 'หมายเลขบัตร' })).not.toBeInTheDocument()
    await page.getByRole('button', { name: 'ชำระเงิน ฿189.00' }).click()
    await expect.poll(() => app.router.state.location.href).toBe('/payment/completed?orderId=5012')
    const confirm = confirmCalls(server.calls)[0]!
    expect(confirm.path).toBe('/api/v2/checkout/confirmorderpgwpayment')
    expect(confirm.body).toEqual({
      Data: {
        CheckoutToken: 'ck_test_0001',
        ReturnUrl: `${window.location.origin}/payment/completed`,
      },
    })
    await expect.element(heading('ขอบคุณที่สั่งซื้อ!')).toBeVisible()
    // The page's own text, not the live region that reads the new page's title.
    await expect.element(page.getByRole('main').getByText('EB-2026-005012')).toBeVisible()
    await expect.element(page.getByText('ชำระเงินแล้ว')).toBeVisible()
    await expect.element(page.getByText('ส่งใบเสร็จไปที่ malee@example.com แล้ว')).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' }))
      .toHaveAttribute('href', '/book-detail/101')
    await expect
      .element(page.getByRole('link', { name: 'ไปที่ชั้นหนังสือ' }))
      .toHaveAttribute('href', '/bookshelf')
    expect(server.calls.find((call) => call.path === '/api/v2/checkout/completed')!.search).toBe(
      '?orderId=5012',
    )
    expect(opened).toEqual([])
    await expectNoAxeViolations()
  })

  it('places a free order (coins cover it) without a card', async () => {
    const { server } = await open(
      '/en/payment',
      routes({
        'GET /v2/checkout/checkoutbook': () =>
          ok(fakeCheckout([item], { IsPaymentRequired: false })),
        'POST /v2/checkout/confirmorderomise': () =>
          ok({
            OrderId: 9,
            CustomOrderNumber: 'EB-2026-000009',
            PaymentStatus: 'Paid',
            PaymentStatusEnum: 30,
            RedirectUrl: null,
            Message: null,
          }),
        'GET /v2/checkout/completed': () => ok(fakeCompleted({ OrderId: 9 })),
      }),
    )
    await expect.element(page.getByText('There is nothing to pay for this order.')).toBeVisible()
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect.poll(() => confirmCalls(server.calls)).toHaveLength(1)
    expect(confirmCalls(server.calls)[0]!.body).toMatchObject({
      Data: { CheckoutToken: 'ck_test_0001', OmiseToken: null },
    })
    await expect.element(heading('Thank you for your order!')).toBeVisible()
  })

  it('after a declined card, pays the placed order again with another card', async () => {
    const declined = {
      OrderId: 77,
      CustomOrderNumber: 'EB-2026-000077',
      PaymentStatus: 'รอชำระเงิน',
      PaymentStatusEnum: 10,
      RedirectUrl: null,
      Message: null,
    }
    const { app, server } = await open(
      '/payment',
      handlers(
        cardVault,
        routes({
          'GET /v2/checkout/checkoutbook': () => ok(fakeCheckout([item])),
          'POST /v2/checkout/confirmorderomise': () =>
            refused(['บัตรของคุณถูกปฏิเสธ: ธนาคารผู้ออกบัตรปฏิเสธรายการ'], 400, declined),
          'GET /v2/order/orderdetails/77': () =>
            ok({
              Id: 77,
              CustomOrderNumber: 'EB-2026-000077',
              OrderSubtotal: '฿189.00',
              OrderSubtotalValue: 189,
              OrderTotalDiscount: null,
              OrderTotalDiscountValue: 0,
              RedeemedRewardPoints: 0,
              RedeemedRewardPointsAmount: null,
              RedeemedRewardPointsAmountValue: 0,
              OrderTotal: '฿189.00',
              OrderTotalValue: 189,
              Items: [{ ...item, Id: 1 }],
              OrderNotes: [],
            }),
          'POST /v2/order/can-repayment': () =>
            ok({ CanRepayment: true, Reason: null, PaymentMethods: paymentMethods }),
          'POST /v2/order/orderdetails/changeomisepayment': () =>
            ok({ ...declined, PaymentStatus: 'ชำระเงินแล้ว', PaymentStatusEnum: 30 }),
          'GET /v2/checkout/completed': () => ok(fakeCompleted({ OrderId: 77 })),
        }),
      ),
    )
    await fillCard('4000 0000 0000 0002')
    await page.getByRole('button', { name: 'ชำระเงิน ฿189.00' }).click()
    await expect.poll(() => app.router.state.location.href).toBe('/payment?orderId=77')
    await expect.element(heading('ชำระเงินคำสั่งซื้อ EB-2026-000077')).toBeVisible()
    await expect
      .element(page.getByRole('alert').getByText('บัตรของคุณถูกปฏิเสธ: ธนาคารผู้ออกบัตรปฏิเสธรายการ'))
      .toBeVisible()

    await fillCard()
    await page.getByRole('button', { name: 'ชำระเงิน ฿189.00' }).click()
    await expect.poll(() => app.router.state.location.href).toBe('/payment/completed?orderId=77')
    const repay = server.calls.find((call) => call.path.endsWith('/changeomisepayment'))!
    expect(repay.body).toEqual({
      Data: {
        OrderId: 77,
        OmiseToken: 'tokn_test_abc123',
        ReturnUrl: `${window.location.origin}/payment/completed?orderId=77`,
      },
    })
    expect(confirmCalls(server.calls)).toHaveLength(1)
  })

  it('keeps the card and shows the server’s words when the basket changed meanwhile', async () => {
    let token = 'ck_test_0001'
    const { server } = await open(
      '/payment',
      handlers(
        cardVault,
        routes({
          'GET /v2/checkout/checkoutbook': () => ok(fakeCheckout([item], { CheckoutToken: token })),
          'POST /v2/checkout/confirmorderomise': (call) => {
            const sent = (call.body as { Data: { CheckoutToken: string } }).Data.CheckoutToken
            if (sent === 'ck_test_0001') {
              token = 'ck_test_0002'
              return refused(['ตะกร้าสินค้ามีการเปลี่ยนแปลง กรุณาตรวจสอบคำสั่งซื้ออีกครั้ง'])
            }
            return ok({
              OrderId: 8,
              CustomOrderNumber: 'EB-2026-000008',
              PaymentStatus: 'ชำระเงินแล้ว',
              PaymentStatusEnum: 30,
              RedirectUrl: null,
              Message: null,
            })
          },
          'GET /v2/checkout/completed': () => ok(fakeCompleted({ OrderId: 8 })),
        }),
      ),
    )
    await fillCard()
    await page.getByRole('button', { name: 'ชำระเงิน ฿189.00' }).click()
    await expect
      .element(page.getByRole('alert').getByText('ตะกร้าสินค้ามีการเปลี่ยนแปลง กรุณาตรวจสอบคำสั่งซื้ออีกครั้ง'))
      .toBeVisible()
    await expect
      .element(page.getByRole('textbox', { name: 'หมายเลขบัตร' }))
      .toHaveValue('4242 4242 4242 4242')
    // The page asked for the checkout again: the next confirm carries the new token.
    await expect
      .poll(() => server.calls.filter((call) => call.path.endsWith('/checkoutbook')).length)
      .toBeGreaterThan(1)
    await page.getByRole('button', { name: 'ชำระเงิน ฿189.00' }).click()
    await expect.element(heading('ขอบคุณที่สั่งซื้อ!')).toBeVisible()
    const sent = confirmCalls(server.calls).map(
      (call) => (call.body as { Data: { CheckoutToken: string } }).Data.CheckoutToken,
    )
    expect(sent).toEqual(['ck_test_0001', 'ck_test_0002'])
  })

  it('lists why paying is blocked, with the way back to the basket', async () => {
    await open(
      '/payment',
      routes({
        'GET /v2/checkout/checkoutbook': () => refused(['คุณมีอีบุ๊กเล่มนี้แล้ว กรุณานำออกจากตะกร้า']),
      }),
    )
    await expect.element(heading('ชำระเงิน')).toBeVisible()
    await expect
      .element(page.getByRole('alert').getByText('คุณมีอีบุ๊กเล่มนี้แล้ว กรุณานำออกจากตะกร้า'))
      .toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'กลับไปที่ตะกร้า' }))
      .toHaveAttribute('href', '/basket')
  })

  it('sends a guest to the login page, which brings them back', async () => {
    localStorage.clear()
    const { app } = await open('/payment', () => undefined)
    await expect.poll(() => app.router.state.location.pathname).toBe('/Login')
    expect(app.router.state.location.search).toEqual({ redirect: '/payment' })
  })
})

describe('the completed view', () => {
  it('shows a payment the gateway has not confirmed yet, asks again, and shows it paid', async () => {
    let asked = 0
    const { server } = await open(
      '/en/payment/completed',
      routes({
        'GET /v2/checkout/completed': () => {
          asked++
          return ok(
            asked < 2
              ? fakeCompleted({
                  PaymentStatus: 'Pending',
                  PaymentStatusEnum: 10,
                  OrderStatusEnum: 10,
                })
              : fakeCompleted({ PaymentStatus: 'Paid' }),
          )
        },
        'GET /v2/order/orderdetails/5012': () =>
          ok({
            Id: 5012,
            OrderNotes: [{ Id: 1, Note: 'Payment started with Omise.', CreatedOn: '' }],
          }),
      }),
    )
    await expect.element(heading('Waiting for the payment')).toBeVisible()
    await expect.element(page.getByText('Payment started with Omise.')).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'Pay again' }))
      .toHaveAttribute('href', '/en/payment?orderId=5012')
    await expect.element(heading('Thank you for your order!'), { timeout: 8000 }).toBeVisible()
    // Without an order id (a gateway's return), the latest order.
    expect(server.calls.find((call) => call.path === '/api/v2/checkout/completed')!.search).toBe('')
  })
})
