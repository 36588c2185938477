import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { fakeServer, renderStore } from '../test/harness'
import {
  coinBalance,
  expectNoAxeViolations,
  fakeAddress,
  fakeCart,
  fakeCheckout,
  fakeItem,
  formValuesOf,
  ok,
  refused,
  routes,
  signIn,
  totals,
  type Handler,
} from './test-fixtures'

let stops: (() => void)[] = []
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
})
async function open(path: string, handler: Handler) {
  const rendered = await renderStore(path, { server: fakeServer(handler) })
  stops.push(rendered.stop)
  return rendered
}

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const verdict = (reasons: { Code: string; Message: string; ProductId: number | null }[] = []) =>
  ok({ CanCheckout: reasons.length === 0, Reasons: reasons })

const khunChang = fakeItem(15, 101, 'ขุนช้างขุนแผน', 189)
const siPhaenDin = fakeItem(18, 205, 'สี่แผ่นดิน', 229)

describe('the basket', () => {
  it('removes a book; the basket and the header count follow the server', async () => {
    let items = [khunChang, siPhaenDin]
    const { server } = await open(
      '/basket',
      routes({
        'GET /v2/shoppingcart/cart': () => ok(fakeCart(items)),
        'GET /v2/checkout/verify-checkout': () =>
          verdict([{ Code: 'NOT_SIGNED_IN', Message: 'Please log in', ProductId: null }]),
        'POST /v2/shoppingcart/updatecart': () => {
          items = [siPhaenDin]
          return ok(fakeCart(items))
        },
      }),
    )
    await expect.element(heading('ตะกร้าสินค้า')).toBeVisible()
    await expect.element(page.getByRole('link', { name: 'ตะกร้า (2 เล่ม)' })).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' }))
      .toHaveAttribute('href', '/book-detail/101')
    await expect.element(page.getByText('โดย สุนทรภู่').first()).toBeVisible()
    await expect.element(page.getByText('฿418.00').first()).toBeVisible()
    // A guest pays after logging in, and comes back to the basket.
    await expect
      .element(page.getByRole('link', { name: 'เข้าสู่ระบบเพื่อชำระเงิน' }))
      .toHaveAttribute('href', '/Login?redirect=%2Fbasket')
    await expectNoAxeViolations()

    await page.getByRole('button', { name: 'นำออก ขุนช้างขุนแผน' }).click()
    await expect.element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' })).not.toBeInTheDocument()
    await expect.element(page.getByRole('link', { name: 'ตะกร้า (1 เล่ม)' })).toBeVisible()
    await expect.element(page.getByText('นำ ขุนช้างขุนแผน ออกจากตะกร้าแล้ว')).toBeVisible()
    const update = server.calls.find((call) => call.path === '/api/v2/shoppingcart/updatecart')!
    expect(formValuesOf(update)).toEqual({ removefromcart: '15' })
  })

  it('applies a coupon with the server’s message, keeps a refused code with the server’s reason, and removes a coupon', async () => {
    let applied = false
    const cart = () =>
      fakeCart([khunChang], {
        DiscountBox: {
          AppliedDiscountsWithCodes: applied ? [{ Id: 3, CouponCode: 'WELCOME10' }] : [],
          Display: true,
          IsApplied: applied,
          Messages: applied ? ['ใช้รหัสคูปองเรียบร้อยแล้ว'] : ['ยกเลิกรหัสคูปองแล้ว'],
        },
        OrderTotals: totals(189, { discount: applied ? 18.9 : 0 }),
      })
    const { server } = await open(
      '/basket',
      routes({
        'GET /v2/shoppingcart/cart': () => ok(cart()),
        'GET /v2/checkout/verify-checkout': () => verdict(),
        'POST /v2/shoppingcart/applydiscountcoupon': (call) => {
          if (formValuesOf(call).discountcouponcode !== 'WELCOME10')
            return refused(['รหัสคูปองไม่ถูกต้อง'])
          applied = true
          return ok(cart())
        },
        'POST /v2/shoppingcart/removediscountcoupon': () => {
          applied = false
          return ok(cart())
        },
      }),
    )
    const code = page.getByRole('textbox', { name: 'รหัสคูปอง' })
    await userEvent.fill(code, 'NOPE')
    await page.getByRole('button', { name: 'ใช้คูปอง' }).click()
    await expect.element(page.getByRole('alert').getByText('รหัสคูปองไม่ถูกต้อง')).toBeVisible()
    await expect.element(code).toHaveValue('NOPE')
    await expect.element(code).toHaveAttribute('aria-invalid', 'true')

    await userEvent.fill(code, 'WELCOME10')
    await page.getByRole('button', { name: 'ใช้คูปอง' }).click()
    await expect.element(page.getByRole('status').getByText('ใช้รหัสคูปองเรียบร้อยแล้ว')).toBeVisible()
    await expect.element(code).toHaveValue('')
    await expect.element(page.getByText('−฿18.90')).toBeVisible()
    await expect.element(page.getByText('฿170.10').first()).toBeVisible()

    await page.getByRole('button', { name: 'ยกเลิก WELCOME10' }).click()
    await expect.element(page.getByRole('status').getByText('ยกเลิกรหัสคูปองแล้ว')).toBeVisible()
    await expect.element(page.getByText('−฿18.90')).not.toBeInTheDocument()
    const remove = server.calls.find(
      (call) => call.path === '/api/v2/shoppingcart/removediscountcoupon',
    )!
    expect(Object.keys(formValuesOf(remove))).toEqual(['removediscount-3'])
  })

  it('shows the coins balance and spends coins on the order', async () => {
    signIn()
    let using = false
    const { server } = await open(
      '/en/basket',
      routes({
        'GET /v2/shoppingcart/cart': () =>
          ok(fakeCart([khunChang], { OrderTotals: totals(189, { coins: using ? 120 : 0 }) })),
        'GET /v2/checkout/verify-checkout': () => verdict(),
        'GET /v2/customer/coin/balance': () => ok(coinBalance(120)),
        'POST /v2/checkout/userewardpoints': (call) => {
          using = (call.body as { Data: { UseRewardPoints: boolean } }).Data.UseRewardPoints
          return ok({})
        },
      }),
    )
    const coins = page.getByRole('checkbox', { name: 'Use my coins on this order' })
    await expect.element(coins).not.toBeChecked()
    await expect.element(page.getByText('You have 120 coins, worth ฿120.00')).toBeVisible()
    await coins.click()
    await expect.element(page.getByText('120 coins used')).toBeVisible()
    await expect.element(coins).toBeChecked()
    await expect.element(page.getByText('฿69.00').first()).toBeVisible()
    const call = server.calls.find((c) => c.path === '/api/v2/checkout/userewardpoints')!
    expect(call.body).toEqual({ Data: { UseRewardPoints: true } })

    await coins.click()
    await expect.element(page.getByText('120 coins used')).not.toBeInTheDocument()
    await expect.element(coins).not.toBeChecked()
  })

  it('lists what blocks paying in the server’s words, and does not let the customer pay', async () => {
    signIn()
    const owned = { ...khunChang, AlreadyOwned: true, Warnings: ['คุณมีหนังสือเล่มนี้แล้ว'] }
    await open(
      '/basket',
      routes({
        'GET /v2/shoppingcart/cart': () => ok(fakeCart([owned, siPhaenDin])),
        'GET /v2/customer/coin/balance': () => ok(coinBalance(0)),
        'GET /v2/checkout/verify-checkout': () =>
          verdict([
            {
              Code: 'ALREADY_OWNED',
              Message: 'คุณมีอีบุ๊กเล่มนี้แล้ว กรุณานำออกจากตะกร้า',
              ProductId: 101,
            },
            {
              Code: 'COUPON_INVALID',
              Message: 'คูปอง OLD2024 ใช้ไม่ได้แล้ว กรุณายกเลิกคูปอง',
              ProductId: null,
            },
          ]),
      }),
    )
    const problems = page.getByRole('alert').filter({ hasText: 'ยังชำระเงินไม่ได้' })
    await expect
      .element(problems.getByText('ขุนช้างขุนแผน: คุณมีอีบุ๊กเล่มนี้แล้ว กรุณานำออกจากตะกร้า'))
      .toBeVisible()
    await expect.element(problems.getByText('คูปอง OLD2024 ใช้ไม่ได้แล้ว กรุณายกเลิกคูปอง')).toBeVisible()
    await expect.element(page.getByText('คุณมีหนังสือเล่มนี้แล้ว')).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'ไปชำระเงิน' })).toBeDisabled()
    await expect.element(page.getByRole('link', { name: 'ไปชำระเงิน' })).not.toBeInTheDocument()
    await expect.element(page.getByText('ยังไม่มีเหรียญ · รับ 1 เหรียญ ทุกการซื้อ ฿10.00')).toBeVisible()
  })

  it('lets a signed-in customer with nothing blocking go to payment', async () => {
    signIn()
    await open(
      '/en/basket',
      routes({
        'GET /v2/shoppingcart/cart': () => ok(fakeCart([khunChang])),
        'GET /v2/customer/coin/balance': () => ok(coinBalance(0)),
        'GET /v2/checkout/verify-checkout': () => verdict(),
      }),
    )
    await expect.element(heading('Basket')).toBeVisible()
    await expect.element(page.getByText('1 book', { exact: true })).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'Go to payment' }))
      .toHaveAttribute('href', '/en/payment')
  })

  it.each([
    ['th', '/basket', 'ไปชำระเงิน', 'ตะกร้าสินค้า', 'ชำระเงิน'],
    ['en', '/en/basket', 'Go to payment', 'Basket', 'Payment'],
  ])(
    'shows the payment page’s own skeleton at once while its checkout loads (%s)',
    async (_, path, go, basket, payment) => {
      signIn()
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      const server = fakeServer(
        routes({
          'GET /v2/shoppingcart/cart': () => ok(fakeCart([khunChang])),
          'GET /v2/customer/coin/balance': () => ok(coinBalance(0)),
          'GET /v2/checkout/verify-checkout': () => verdict(),
          'GET /v2/checkout/checkoutbook': () => ok(fakeCheckout([khunChang])),
          'GET /v2/customer/addresses': () =>
            ok({ Addresses: [fakeAddress({ Id: 5 })], SelectedShippingAddressId: 5 }),
        }),
      )
      const answer = server.fetch
      server.fetch = async (input, init) => {
        const { pathname } = new URL(new Request(input, init).url)
        if (pathname === '/api/v2/checkout/checkoutbook') await held
        return answer(input, init)
      }
      const rendered = await renderStore(path, { server })
      stops.push(rendered.stop)
      // Past the router's own wait a pending page shows anyway: only the page's choice counts here.
      rendered.app.router.options.defaultPendingMs = 3_600_000
      await expect.element(heading(basket)).toBeVisible()
      await page.getByRole('link', { name: go }).click()
      // The basket leaves for the payment page's shape before the checkout has answered.
      await expect.element(heading(payment)).toBeVisible()
      await expect.element(heading(basket)).not.toBeInTheDocument()
      expect(document.querySelector('main [aria-busy=true]')).not.toBeNull()
      release()
      await expect.element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' })).toBeVisible()
      expect(document.querySelector('main [aria-busy=true]')).toBeNull()
    },
  )

  it('shows an empty basket with ways to find books', async () => {
    await open(
      '/basket',
      routes({
        'GET /v2/shoppingcart/cart': () => ({
          body: { Data: fakeCart([]), Message: null, ErrorList: ['ตะกร้าสินค้าว่างเปล่า'] },
        }),
        'GET /v2/checkout/verify-checkout': () =>
          verdict([{ Code: 'EMPTY_CART', Message: 'ตะกร้าว่าง', ProductId: null }]),
      }),
    )
    await expect.element(page.getByRole('heading', { name: 'ตะกร้ายังว่างอยู่' })).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'ดูหนังสือใหม่' }))
      .toHaveAttribute('href', '/newproducts')
    await expectNoAxeViolations()
  })
})
