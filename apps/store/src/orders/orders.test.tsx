import { afterEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { fakeServer, renderStore, type Call } from '../test/harness'
import { gateway } from '../checkout/gateway'
import { addressIn, fakeAddress } from '../checkout/test-fixtures'
import {
  downloadLink,
  historyItem,
  historyPage,
  itemGuid,
  ok,
  orderDetails,
  refused,
  signIn,
  type Answer,
} from './test-data'

let stops: (() => void)[] = []
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
  vi.restoreAllMocks()
})
async function open(...args: Parameters<typeof renderStore>) {
  const rendered = await renderStore(...args)
  stops.push(rendered.stop)
  return rendered
}

const historyCalls = (calls: Call[]) =>
  calls
    .filter((call) => call.path === '/api/v2/order/history-details')
    .map((call) => Object.fromEntries(new URLSearchParams(call.search)))

/** A server with one page of orders per type, two pages for PD. */
function ordersServer(extra: (call: Call) => Answer = () => undefined) {
  return fakeServer((call) => {
    const answer = extra(call)
    if (answer) return answer
    if (call.path === '/api/v2/order/history-details') {
      const query = new URLSearchParams(call.search)
      const type = query.get('orderHistoryTypes') ?? 'AP'
      const pageNumber = Number(query.get('pageNumber') ?? 1)
      const orders =
        type === 'PD'
          ? [historyItem(600 + pageNumber, { payment: 10, order: 10 })]
          : type === 'RR'
            ? []
            : [historyItem(522), historyItem(524, { payment: 50, order: 40 })]
      return ok(historyPage(type, orders, { page: pageNumber, totalPages: type === 'PD' ? 2 : 1 }))
    }
    return undefined
  })
}

describe('order history', () => {
  it('sends a guest to the login page, remembering the page', async () => {
    const { app } = await open('/en/order-history?type=PD')
    await expect.poll(() => app.router.state.location.pathname).toBe('/en/Login')
    expect(app.router.state.location.search).toMatchObject({ redirect: '/order-history?type=PD' })
  })

  it('shows all orders first, each with its status and total, asking for type AP page 1', async () => {
    signIn()
    const { server } = await open('/order-history', { server: ordersServer() })
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'ประวัติการสั่งซื้อ' }))
      .toBeVisible()
    await expect
      .element(page.getByRole('tab', { name: 'ทั้งหมด' }))
      .toHaveAttribute('aria-selected', 'true')
    await expect.element(page.getByRole('link', { name: 'คำสั่งซื้อ EB-2026-000522' })).toBeVisible()
    await expect.element(page.getByText('ชำระเงินแล้ว')).toBeVisible()
    await expect.element(page.getByText('ยกเลิกแล้ว')).toBeVisible()
    await expect.element(page.getByText('฿288').first()).toBeVisible()
    expect(historyCalls(server.calls)).toEqual([{ orderHistoryTypes: 'AP', pageNumber: '1' }])
    expect(document.title).toBe('ประวัติการสั่งซื้อ | ร้านหนังสืออีบุ๊ก')
  })

  it('keeps the tab and the page in the address and asks for that type code and page', async () => {
    signIn()
    const { app, server } = await open('/order-history', { server: ordersServer() })
    await page.getByRole('tab', { name: 'รอชำระเงิน' }).click()
    await expect.poll(() => app.router.state.location.search).toEqual({ type: 'PD' })
    await expect.element(page.getByRole('link', { name: /EB-2026-000601/ })).toBeVisible()
    await page.getByRole('link', { name: 'หน้า 2' }).click()
    await expect.poll(() => app.router.state.location.search).toEqual({ type: 'PD', page: 2 })
    await expect.element(page.getByRole('link', { name: /EB-2026-000602/ })).toBeVisible()
    expect(historyCalls(server.calls)).toEqual([
      { orderHistoryTypes: 'AP', pageNumber: '1' },
      { orderHistoryTypes: 'PD', pageNumber: '1' },
      { orderHistoryTypes: 'PD', pageNumber: '2' },
    ])
    // Back to all orders: the defaults leave the address.
    await page.getByRole('tab', { name: 'ทั้งหมด' }).click()
    await expect.poll(() => app.router.state.location.href).toBe('/order-history')
  })

  it('opens on the tab and page of the address, in English', async () => {
    signIn()
    const { server } = await open('/en/order-history?type=PD&page=2', { server: ordersServer() })
    await expect
      .element(page.getByRole('tab', { name: 'Awaiting payment' }))
      .toHaveAttribute('aria-selected', 'true')
    await expect.element(page.getByText('Pay or cancel it on its details page')).toBeVisible()
    expect(historyCalls(server.calls)).toEqual([{ orderHistoryTypes: 'PD', pageNumber: '2' }])
    expect(
      server.calls.find((call) => call.path.endsWith('history-details'))!.headers.get('Language'),
    ).toBe('en')
  })

  it('says when a tab has no orders', async () => {
    signIn()
    await open('/order-history?type=RR', { server: ordersServer() })
    await expect
      .element(page.getByRole('heading', { name: 'ไม่มีคำสั่งซื้อที่ยกเลิกหรือคืนเงิน' }))
      .toBeVisible()
  })

  it('shows the server’s message and a way to try again when the orders do not load', async () => {
    signIn()
    let fail = true
    const server = ordersServer((call) =>
      call.path === '/api/v2/order/history-details' && fail
        ? refused(400, 'ประเภทประวัติไม่ถูกต้อง')
        : undefined,
    )
    await open('/order-history', { server })
    await expect.element(page.getByText('ประเภทประวัติไม่ถูกต้อง')).toBeVisible()
    fail = false
    await page.getByRole('button', { name: 'ลองอีกครั้ง' }).click()
    await expect.element(page.getByRole('link', { name: /EB-2026-000522/ })).toBeVisible()
  })
})

function detailsServer(
  order: ReturnType<typeof orderDetails>,
  extra: (call: Call) => Answer = () => undefined,
) {
  return fakeServer(
    (call) =>
      extra(call) ??
      (call.path === `/api/v2/order/orderdetails/${order.Id}` ? ok(order) : undefined),
  )
}

const repayMethods = [
  {
    PaymentMethodSystemName: 'Payments.Omise',
    Name: 'บัตรเครดิต / เดบิต',
    Description: null,
    Fee: null,
    FeeValue: 0,
    Selected: true,
    LogoUrl: null,
  },
  {
    PaymentMethodSystemName: 'Payments.PGW',
    Name: 'QR พร้อมเพย์ / โมบายแบงก์กิ้ง',
    Description: 'ชำระผ่านหน้าชำระเงินของ 2C2P',
    Fee: null,
    FeeValue: 0,
    Selected: false,
    LogoUrl: null,
  },
]

describe('order details', () => {
  it('shows the books, the totals and how the order stands', async () => {
    signIn()
    await open('/orderdetails/522', { server: detailsServer(orderDetails(522)) })
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'คำสั่งซื้อ EB-2026-000522' }))
      .toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'ทวิภพ' })).toBeVisible()
    await expect
      .element(page.getByRole('heading', { name: 'The Tale of Benjamin Bunny' }))
      .toBeVisible()
    const summary = page
      .getByRole('heading', { name: 'สรุปยอด' })
      .element()
      .closest('[data-slot="card"]')!
    expect(summary.textContent).toContain('ราคาหนังสือ฿288')
    expect(summary.textContent).toContain('ส่วนลด−฿20')
    expect(summary.textContent).toContain('ใช้เหรียญ 8 เหรียญ−฿8')
    expect(summary.textContent).toContain('ยอดสุทธิ฿260')
    expect(summary.textContent).toContain('สถานะคำสั่งซื้อเสร็จสมบูรณ์')
    expect(summary.textContent).toContain('สถานะการชำระเงินชำระเงินแล้ว')
    expect(summary.textContent).toContain('วิธีชำระเงินบัตรเครดิต / เดบิต')
    await expect.element(page.getByRole('button', { name: 'ดาวน์โหลด: ทวิภพ' })).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'อ่าน: ทวิภพ' }))
      .toHaveAttribute('href', '/read/76')
    // A paid order can be neither cancelled nor paid again.
    expect(page.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }).query()).toBeNull()
    expect(document.title).toBe('คำสั่งซื้อ EB-2026-000522 | ร้านหนังสืออีบุ๊ก')
  })

  for (const [path, heading, places, country] of [
    ['/orderdetails/522', 'ที่อยู่สำหรับใบเสร็จ', 'แขวงวังบูรพาภิรมย์ เขตพระนคร กรุงเทพมหานคร 10200', 'ไทย'],
    [
      '/en/orderdetails/522',
      'Billing address',
      'Wang Burapha Phirom Phra Nakhon Bangkok 10200',
      'Thailand',
    ],
  ] as const) {
    it(`shows the billing address whole, sub-district included, in the page's language (${path})`, async () => {
      signIn()
      const address = fakeAddress({ SubDistrictId: 100102, County: 'แขวงวังบูรพาภิรมย์' })
      // The server names the address's places in the language the call asks for.
      const server = fakeServer((call) =>
        call.path === '/api/v2/order/orderdetails/522'
          ? ok(
              orderDetails(522, {
                billingAddress: addressIn(call.headers.get('Language'), address),
              }),
            )
          : undefined,
      )
      await open(path, { server })
      const card = page.getByRole('heading', { name: heading })
      await expect.element(card).toBeVisible()
      const text = card.element().closest('[data-slot="card"]')!.textContent
      expect(text).toContain('สมชาย ใจดี')
      expect(text).toContain('99/1 ถนนหน้าพระลาน')
      expect(text).toContain(places)
      expect(text).toContain(country)
      expect(text).toContain('0812345678')
    })
  }

  it("answers 'Page Not Found: {path}' for an id that is not a number", async () => {
    signIn()
    await open('/orderdetails/abc')
    await expect
      .element(page.getByRole('heading', { name: 'ไม่พบหน้านี้: /orderdetails/abc' }))
      .toBeVisible()
  })

  it("answers '404!' for an order the server does not know (or another customer's)", async () => {
    signIn()
    const server = fakeServer((call) =>
      call.path === '/api/v2/order/orderdetails/999' ? refused(404, 'ไม่พบคำสั่งซื้อ') : undefined,
    )
    await open('/en/orderdetails/999', { server })
    await expect.element(page.getByRole('heading', { name: '404!' })).toBeVisible()
  })

  for (const [locale, texts] of [
    [
      'th',
      {
        path: '/orderdetails/523',
        waiting: 'กำลังรอธนาคารยืนยันการชำระเงิน',
        badge: 'รอธนาคารยืนยัน',
        pay: 'ชำระเงิน',
        cancel: 'ยกเลิกคำสั่งซื้อ',
        paid: 'ชำระเงินแล้ว',
        settled: /ได้รับชำระเงินแล้ว คำสั่งซื้อ EB-2026-000523/,
      },
    ],
    [
      'en',
      {
        path: '/en/orderdetails/523',
        waiting: 'Waiting for your bank to confirm the payment',
        badge: 'Waiting for the bank',
        pay: 'Pay now',
        cancel: 'Cancel order',
        paid: 'Paid',
        settled: /Payment received\. Order EB-2026-000523 is paid/,
      },
    ],
  ] as const) {
    it(`says a payment waits for the bank, offers neither Pay nor Cancel, and updates once it settles (${locale})`, async () => {
      signIn()
      let settled = false
      const server = fakeServer((call) =>
        call.path === '/api/v2/order/orderdetails/523'
          ? ok(settled ? orderDetails(523) : orderDetails(523, { unpaid: true, awaitsBank: true }))
          : undefined,
      )
      await open(texts.path, { server })
      await expect
        .element(page.getByRole('heading', { level: 2, name: texts.waiting }))
        .toBeVisible()
      await expect.element(page.getByRole('main').getByText(texts.badge).first()).toBeVisible()
      expect(page.getByRole('button', { name: texts.pay, exact: true }).query()).toBeNull()
      expect(page.getByRole('button', { name: texts.cancel }).query()).toBeNull()
      // The page asks again by itself; once the bank settles, it shows the order paid.
      const asked = () =>
        server.calls.filter((call) => call.path === '/api/v2/order/orderdetails/523').length
      await expect.poll(asked, { timeout: 20_000 }).toBeGreaterThan(1)
      settled = true
      await expect.element(page.getByText(texts.settled), { timeout: 60_000 }).toBeVisible()
      expect(page.getByRole('heading', { level: 2, name: texts.waiting }).query()).toBeNull()
      await expect.element(page.getByRole('main').getByText(texts.paid).first()).toBeVisible()
    })
  }

  it('cancels an unpaid order after the confirmation, with one call', async () => {
    signIn()
    let cancelled = false
    const order = orderDetails(523, { unpaid: true })
    const server = detailsServer(order, (call) => {
      if (call.path === '/api/v2/order/cancelorder') {
        cancelled = true
        return ok(null, 'ยกเลิกคำสั่งซื้อแล้ว')
      }
      if (call.path === '/api/v2/order/orderdetails/523' && cancelled)
        return ok({
          ...order,
          OrderStatusEnum: 40,
          PaymentStatusEnum: 50,
          CanCancel: false,
          CanRePostProcessPayment: false,
        })
      return undefined
    })
    await open('/orderdetails/523', { server })
    const cancel = page.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' })
    // No: nothing is sent.
    await cancel.click()
    const dialog = page.getByRole('alertdialog', { name: 'ยกเลิกคำสั่งซื้อ EB-2026-000523 ใช่ไหม' })
    await expect.element(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'ไม่' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    expect(server.calls.some((call) => call.path === '/api/v2/order/cancelorder')).toBe(false)
    // OK: sent once, the message shows and the order is read again.
    await cancel.click()
    await dialog.getByRole('button', { name: 'ตกลง' }).click()
    await expect.element(page.getByText('ยกเลิกคำสั่งซื้อ EB-2026-000523 แล้ว')).toBeVisible()
    const calls = server.calls.filter((call) => call.path === '/api/v2/order/cancelorder')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.body).toEqual({ FormValues: [{ Key: 'orderId', Value: '523' }] })
    await expect.element(page.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' })).not.toBeInTheDocument()
    await expect.element(page.getByText('ยกเลิกแล้ว').first()).toBeVisible()
  })

  it('pays an unpaid order again with the chosen method and goes to the gateway’s page', async () => {
    signIn()
    const opened = vi.spyOn(gateway, 'open').mockImplementation(() => undefined)
    const server = detailsServer(orderDetails(523, { unpaid: true }), (call) => {
      if (call.path === '/api/v2/order/can-repayment')
        return ok({ CanRepayment: true, Reason: null, PaymentMethods: repayMethods })
      if (call.path === '/api/v2/order/orderdetails/changepgwpayment')
        return ok({
          OrderId: 523,
          CustomOrderNumber: 'EB-2026-000523',
          PaymentStatus: 'รอชำระเงิน',
          PaymentStatusEnum: 10,
          RedirectUrl: 'http://127.0.0.1:8080/sandbox/pay/81d012e0',
          Message: null,
        })
      return undefined
    })
    await open('/orderdetails/523', { server })
    await page.getByRole('button', { name: 'ชำระเงิน', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'ชำระเงินคำสั่งซื้อ EB-2026-000523' })
    await expect.element(dialog.getByText('ยอดที่ต้องชำระ ฿260')).toBeVisible()
    // The card is the last used method: its fields show until another method is chosen.
    await expect.element(dialog.getByLabelText('หมายเลขบัตร')).toBeVisible()
    await dialog.getByRole('radio', { name: /QR พร้อมเพย์/ }).click()
    expect(dialog.getByLabelText('หมายเลขบัตร').query()).toBeNull()
    await dialog.getByRole('button', { name: 'ไปที่หน้าชำระเงิน' }).click()
    await expect
      .poll(() => opened.mock.calls)
      .toEqual([['http://127.0.0.1:8080/sandbox/pay/81d012e0']])
    const calls = server.calls.filter((call) =>
      call.path.startsWith('/api/v2/order/orderdetails/change'),
    )
    expect(calls.map((call) => call.path)).toEqual(['/api/v2/order/orderdetails/changepgwpayment'])
    expect(calls[0]!.body).toEqual({
      Data: {
        OrderId: 523,
        ReturnUrl: `${window.location.origin}/orderdetails/523`,
        OmiseToken: null,
      },
    })
  })

  it('pays again by card: the card goes to the vault, the token with the order, and a charged card needs no page', async () => {
    signIn()
    const opened = vi.spyOn(gateway, 'open').mockImplementation(() => undefined)
    const tokenized = vi.spyOn(gateway, 'tokenizeCard').mockResolvedValue('tokn_test_42')
    let paid = false
    const order = orderDetails(523, { unpaid: true })
    const server = detailsServer(order, (call) => {
      if (call.path === '/api/v2/order/can-repayment')
        return ok({ CanRepayment: true, Reason: null, PaymentMethods: repayMethods })
      if (call.path === '/api/v2/order/orderdetails/changeomisepayment') {
        paid = true
        return ok({
          OrderId: 523,
          CustomOrderNumber: 'EB-2026-000523',
          PaymentStatus: 'ชำระเงินแล้ว',
          PaymentStatusEnum: 30,
          RedirectUrl: null,
          Message: null,
        })
      }
      if (call.path === '/api/v2/order/orderdetails/523' && paid)
        return ok({ ...orderDetails(522), Id: 523, CustomOrderNumber: 'EB-2026-000523' })
      return undefined
    })
    await open('/orderdetails/523', { server })
    await page.getByRole('button', { name: 'ชำระเงิน', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'ชำระเงินคำสั่งซื้อ EB-2026-000523' })
    const pay = dialog.getByRole('button', { name: 'ชำระเงิน ฿260' })
    // A wrong card is stopped here, before the vault.
    await pay.click()
    await expect
      .element(dialog.getByLabelText('หมายเลขบัตร'))
      .toHaveAttribute('aria-invalid', 'true')
    expect(tokenized).not.toHaveBeenCalled()
    await userEvent.fill(dialog.getByLabelText('หมายเลขบัตร'), '4242424242424242')
    await userEvent.fill(dialog.getByLabelText('ชื่อบนบัตร'), 'MALEE RAKAN')
    await userEvent.fill(dialog.getByLabelText('หมดอายุ (ดด/ปป)'), '1230')
    await userEvent.fill(dialog.getByLabelText('รหัส CVV'), '123')
    await pay.click()
    await expect.element(page.getByText('ชำระเงินเรียบร้อยแล้ว หนังสืออยู่บนชั้นหนังสือของคุณ')).toBeVisible()
    await expect.element(dialog).not.toBeInTheDocument()
    const calls = server.calls.filter((call) =>
      call.path.startsWith('/api/v2/order/orderdetails/change'),
    )
    expect(calls.map((call) => call.body)).toEqual([
      {
        Data: {
          OrderId: 523,
          ReturnUrl: `${window.location.origin}/orderdetails/523`,
          OmiseToken: 'tokn_test_42',
        },
      },
    ])
    expect(opened).not.toHaveBeenCalled()
    // The order is read again: paid, its books downloadable.
    await expect.element(page.getByRole('button', { name: 'ดาวน์โหลด: ทวิภพ' })).toBeVisible()
  })

  it('keeps the dialog open with the server’s message when the order cannot be paid', async () => {
    signIn()
    const server = detailsServer(orderDetails(523, { unpaid: true }), (call) =>
      call.path === '/api/v2/order/can-repayment'
        ? ok({ CanRepayment: false, Reason: 'หนังสือบางเล่มไม่มีขายแล้ว', PaymentMethods: [] })
        : undefined,
    )
    await open('/orderdetails/523', { server })
    await page.getByRole('button', { name: 'ชำระเงิน', exact: true }).click()
    await expect.element(page.getByRole('alert').getByText('หนังสือบางเล่มไม่มีขายแล้ว')).toBeVisible()
  })

  it('downloads a paid book: asks for a fresh link, fetches the file with the session and saves it', async () => {
    signIn()
    const saved: { name: string; href: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this.download) saved.push({ name: this.download, href: this.href })
    })
    const server = detailsServer(orderDetails(522), (call) => {
      if (call.path.startsWith('/api/v2/download/getdownloadcloud/'))
        return ok(downloadLink('9786169830382.epub'))
      if (call.path === '/api/downloads/signed-token-1') return { body: 'PK-epub-bytes' }
      return undefined
    })
    await open('/orderdetails/522', { server })
    await page.getByRole('button', { name: 'ดาวน์โหลด: ทวิภพ' }).click()
    await expect.poll(() => saved.map((file) => file.name)).toEqual(['9786169830382.epub'])
    expect(saved[0]!.href).toMatch(/^blob:/)
    const link = server.calls.find((call) => call.path.startsWith('/api/v2/download/'))!
    expect(`${link.path}${link.search}`).toBe(
      `/api/v2/download/getdownloadcloud/76/${itemGuid(76)}?full=true`,
    )
    const file = server.calls.find((call) => call.path === '/api/downloads/signed-token-1')!
    expect(file.headers.get('Token')).toBe('test-token')
    await expect.element(page.getByText('ดาวน์โหลด 9786169830382.epub แล้ว')).toBeVisible()
  })
})
