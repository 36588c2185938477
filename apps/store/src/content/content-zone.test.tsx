import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import {
  fakeAddress,
  fakeCart,
  fakeCheckout,
  fakeItem,
  handlers,
  ok,
  refused,
  routes,
  signIn,
  type Handler,
} from '../checkout/test-fixtures'
import { fakeServer, renderStore, type Call } from '../test/harness'

let stops: (() => void)[] = []
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
  vi.unstubAllGlobals()
})
async function open(path: string, handler: Handler) {
  const server = fakeServer(handler)
  vi.stubGlobal('fetch', server.fetch)
  const rendered = await renderStore(path, { server })
  stops.push(rendered.stop)
  return rendered
}

type Block = { Title: string | null; Body: string | null; LinkUrl?: string | null }

/** A zone's answer, as `GET /v2/common/dynamic-content/{contentKey}/{widgetZone}` sends it. */
const zone = (contentKey: string, widgetZone: string, blocks: Block[]) =>
  ok({
    ContentKey: contentKey,
    WidgetZone: widgetZone,
    Blocks: blocks.map((block, index) => ({
      Id: index + 1,
      SystemName: `${contentKey}-${index + 1}`,
      PictureUrl: null,
      LinkUrl: null,
      DisplayOrder: index + 1,
      ...block,
    })),
  })

const zoneCalls = (calls: Call[]) =>
  calls.filter((call) => call.path.startsWith('/api/v2/common/dynamic-content/'))
const newReleases = () => page.getByRole('heading', { name: /หนังสือใหม่|New releases/ }).first()

const welcome = {
  th: {
    Title: 'อ่านวรรณกรรมคลาสสิกได้ทุกที่',
    Body: '<p>สมาชิกใหม่ใช้คูปอง <strong>WELCOME10</strong> ลด 10%</p><script>window.__zone = 1</script>',
    LinkUrl: '/category/1',
  },
  en: {
    Title: 'Read the classics anywhere',
    Body: '<p>New members take 10% off with <strong>WELCOME10</strong>.</p>',
    LinkUrl: '/category/1',
  },
}
const coins = { Title: 'ซื้อหนังสือ รับเหรียญ', Body: '<p>ทุกยอดชำระ 10 บาท รับ 1 เหรียญ</p>' }

describe('content zones', () => {
  it("shows the home page's top blocks, sanitised, their titles leading where the staff set", async () => {
    const { server } = await open(
      '/',
      routes({
        'GET /v2/common/dynamic-content/home/top': () => zone('home', 'top', [welcome.th, coins]),
      }),
    )
    const block = page.getByRole('region', { name: 'อ่านวรรณกรรมคลาสสิกได้ทุกที่' })
    await expect
      .element(block.getByRole('link', { name: 'อ่านวรรณกรรมคลาสสิกได้ทุกที่' }))
      .toHaveAttribute('href', '/category/1')
    await expect.element(block.getByText('WELCOME10')).toBeVisible()
    await expect
      .element(page.getByRole('region', { name: 'ซื้อหนังสือ รับเหรียญ' }))
      .toHaveTextContent('ทุกยอดชำระ 10 บาท รับ 1 เหรียญ')
    // A block without a link has a plain title.
    expect(page.getByRole('link', { name: 'ซื้อหนังสือ รับเหรียญ' }).query()).toBeNull()
    expect(document.querySelector('[data-zone=home-top] script')).toBeNull()
    expect((window as { __zone?: number }).__zone).toBeUndefined()
    const [call] = zoneCalls(server.calls)
    expect(call?.headers.get('Language')).toBe('th')
  })

  it('shows the English blocks under /en, linking in English', async () => {
    const { server } = await open(
      '/en',
      routes({
        'GET /v2/common/dynamic-content/home/top': () => zone('home', 'top', [welcome.en]),
      }),
    )
    await expect
      .element(page.getByRole('link', { name: 'Read the classics anywhere' }))
      .toHaveAttribute('href', '/en/category/1')
    await expect.element(page.getByText('New members take 10% off with')).toBeVisible()
    expect(zoneCalls(server.calls)[0]?.headers.get('Language')).toBe('en')
  })

  it('shows nothing for a zone without blocks, nor for a failed call, and the page stands', async () => {
    await open(
      '/',
      routes({ 'GET /v2/common/dynamic-content/home/top': () => zone('home', 'top', []) }),
    )
    await expect.element(newReleases()).toBeVisible()
    expect(document.querySelector('[data-zone]')).toBeNull()
    stops.forEach((stop) => stop())
    stops = []

    const { server } = await open(
      '/en',
      routes({
        'GET /v2/common/dynamic-content/home/top': () =>
          refused(['Service temporarily unavailable'], 503),
      }),
    )
    await expect.element(newReleases()).toBeVisible()
    await expect.poll(() => zoneCalls(server.calls).length).toBeGreaterThan(0)
    expect(document.querySelector('[data-zone]')).toBeNull()
    expect(page.getByText('Service temporarily unavailable').query()).toBeNull()
  })

  it.each([
    ['/basket', 'ใช้เหรียญเป็นส่วนลด', '1 เหรียญเท่ากับ 1 บาท'],
    ['/en/basket', 'Spend your coins', '1 coin is 1 baht.'],
  ])('shows the coin promotion at the top of the basket (%s)', async (path, title, text) => {
    const basket = handlers(
      routes({
        'GET /v2/shoppingcart/cart': () => ok(fakeCart([fakeItem(15, 101, 'ขุนช้างขุนแผน', 189)])),
        'GET /v2/checkout/verify-checkout': () => ok({ CanCheckout: true, Reasons: [] }),
        'GET /v2/common/dynamic-content/basket/top': (call) =>
          zone('basket', 'top', [
            call.headers.get('Language') === 'en'
              ? { Title: 'Spend your coins', Body: '<p>1 coin is 1 baht.</p>' }
              : { Title: 'ใช้เหรียญเป็นส่วนลด', Body: '<p>1 เหรียญเท่ากับ 1 บาท</p>' },
          ]),
      }),
    )
    await open(path, basket)
    await expect.element(page.getByRole('region', { name: title })).toHaveTextContent(text)
  })

  it.each([
    ['/payment', 'ชำระเงินอย่างปลอดภัย', 'ร้านไม่เก็บเลขบัตรของคุณ'],
    ['/en/payment', 'Secure payment', 'We never keep your card number.'],
  ])(
    'shows the secure-payment note at the top of the payment page (%s)',
    async (path, title, text) => {
      signIn()
      const payment = routes({
        'GET /v2/checkout/checkoutbook': () =>
          ok(fakeCheckout([fakeItem(15, 101, 'ขุนช้างขุนแผน', 189)])),
        'GET /v2/customer/addresses': () =>
          ok({ Addresses: [fakeAddress({ Id: 5 })], SelectedShippingAddressId: 5 }),
        'GET /v2/common/dynamic-content/payment/top': (call) =>
          zone('payment', 'top', [
            call.headers.get('Language') === 'en'
              ? { Title: 'Secure payment', Body: '<p>We never keep your card number.</p>' }
              : { Title: 'ชำระเงินอย่างปลอดภัย', Body: '<p>ร้านไม่เก็บเลขบัตรของคุณ</p>' },
          ]),
      })
      await open(path, payment)
      await expect.element(page.getByRole('region', { name: title })).toHaveTextContent(text)
    },
  )
})
