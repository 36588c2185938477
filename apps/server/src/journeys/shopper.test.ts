/**
 * Whole journeys over HTTP on the seeded store, as the store app makes them: a guest browses,
 * searches in Thai, fills a basket, registers and logs in (the basket kept), applies a coupon,
 * pays in the sandbox gateway, sees the order, downloads the book (a real EPUB), shelves it and
 * reviews it; and the same purchase through external sign-in with the local OpenID provider.
 * Every answer is checked against the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unzipSync, strFromU8 } from 'fflate'
import { seedIfEmpty } from '../seeding/index.ts'
import { expectContractResponse } from '../testing/contract.ts'
import { createTestDb } from '../testing/db.ts'
import { createTestServer, type TestServer } from '../testing/server.ts'

type Envelope<T> = { Data: T; Message: string | null; ErrorList: string[] }
type Json = Record<string, unknown>

let server: TestServer
const publicUrl = 'http://127.0.0.1:8080'

beforeAll(async () => {
  const db = await createTestDb()
  await seedIfEmpty(db, {}, { today: '2026-11-01' })
  server = await createTestServer({ db, config: { publicUrl } })
})
afterAll(() => server?.close())

/** A browser: one device id, its cookies, and (once signed in) its token. */
class Shopper {
  readonly deviceId = crypto.randomUUID()
  token: string | undefined
  cookies = new Map<string, string>()
  constructor(readonly language: 'th' | 'en' = 'th') {}

  async call<T = unknown>(
    method: string,
    path: string,
    json?: unknown,
    expected = 200,
  ): Promise<T> {
    const res = await this.raw(method, path, json === undefined ? {} : { json })
    const body = (await expectContractResponse(res)) as Envelope<T>
    expect(res.status, `${method} ${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(expected)
    return body.Data
  }

  async raw(
    method: string,
    path: string,
    options: { json?: unknown; form?: Record<string, string> } = {},
  ) {
    const res = await server.request(method, path, {
      deviceId: this.deviceId,
      language: this.language,
      ...(this.token ? { token: this.token } : {}),
      headers: { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      ...options,
    })
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const eq = pair!.indexOf('=')
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1))
    }
    return res
  }
}

const form = (values: Record<string, string | number>) => ({
  FormValues: Object.entries(values).map(([Key, Value]) => ({ Key, Value: String(Value) })),
})
const pathOf = (url: string) => {
  const u = new URL(url, publicUrl)
  return `${u.pathname}${u.search}`
}

/** Finds a Thai book by a word from inside its title, as a shopper types it. */
async function findKhunChang(shopper: Shopper) {
  const found = await shopper.call<{
    CatalogProductsModel: { Products: { Id: number; Name: string }[] }
  }>('POST', '/api/v2/catalog/search', { Data: { q: 'ช้างขุน' } })
  // The title in the answer's language: Thai, or its English rendering.
  const book = found.CatalogProductsModel.Products.find((p) =>
    /ขุนช้างขุนแผน|Khun Chang Khun Phaen/i.test(p.Name),
  )
  expect(book, 'a Thai word from inside the title finds the book').toBeDefined()
  return book!
}

/** Pays the basket with PGW on the sandbox page with the success card; answers the order id. */
async function payInSandbox(shopper: Shopper) {
  const checkout = await shopper.call<{ CheckoutToken: string }>(
    'GET',
    '/api/v2/checkout/checkoutbook',
  )
  const returnUrl = `${publicUrl}/payment`
  const confirmed = await shopper.call<{ OrderId: number; RedirectUrl: string | null }>(
    'POST',
    '/api/v2/checkout/confirmorderpgwpayment',
    { Data: { CheckoutToken: checkout.CheckoutToken, ReturnUrl: returnUrl } },
  )
  // A double click: the same token answers the same order.
  const again = await shopper.call<{ OrderId: number }>(
    'POST',
    '/api/v2/checkout/confirmorderpgwpayment',
    {
      Data: { CheckoutToken: checkout.CheckoutToken, ReturnUrl: returnUrl },
    },
  )
  expect(again.OrderId).toBe(confirmed.OrderId)
  expect(confirmed.RedirectUrl).toBeTruthy()
  const page = await shopper.raw('GET', pathOf(confirmed.RedirectUrl!))
  expect(page.status).toBe(200)
  const paid = await shopper.raw('POST', pathOf(confirmed.RedirectUrl!), {
    form: { action: 'card', card: '4242424242424242' },
  })
  expect(paid.status).toBe(303)
  expect(paid.headers.get('Location')).toBe(returnUrl)
  return confirmed.OrderId
}

/** After paying: the order, the download (a real EPUB), a shelf and a review. */
async function enjoyTheBook(shopper: Shopper, orderId: number, bookId: number) {
  const history = await shopper.call<{ Orders?: { Id: number }[]; Items?: { Id: number }[] }>(
    'GET',
    '/api/v2/order/history-details?orderHistoryTypes=CR&pageNumber=1',
  )
  const listed = (history.Orders ?? history.Items ?? []).map((o) => o.Id)
  expect(listed).toContain(orderId)
  const details = await shopper.call<{
    PaymentStatusEnum: number
    Items: { ProductId: number; OrderItemGuid: string; CanDownload: boolean }[]
  }>('GET', `/api/v2/order/orderdetails/${orderId}`)
  expect(details.PaymentStatusEnum).toBe(30)
  const item = details.Items.find((i) => i.ProductId === bookId)!
  expect(item.CanDownload).toBe(true)

  const link = await shopper.call<{ DownloadUrl: string }>(
    'GET',
    `/api/v2/download/getdownloadcloud/${bookId}/${item.OrderItemGuid}?full=true`,
  )
  const file = await shopper.raw('GET', pathOf(link.DownloadUrl))
  expect(file.status).toBe(200)
  const epub = unzipSync(new Uint8Array(await file.arrayBuffer()))
  expect(strFromU8(epub.mimetype!)).toBe('application/epub+zip')
  // Nobody else can use the link.
  const stranger = new Shopper()
  expect((await stranger.raw('GET', pathOf(link.DownloadUrl))).status).toBe(401)

  const shelf = await shopper.call<{ Id: number }>('POST', '/api/v2/customer/addbookshelf', {
    Data: { Name: 'วรรณคดีที่ชอบ' },
  })
  await shopper.call('POST', '/api/v2/customer/addproductmappingshelf', {
    Data: { ShelfId: shelf.Id, ProductIds: [bookId] },
  })
  const onShelf = await shopper.call<{
    Books?: { ProductId: number }[]
    Items?: { ProductId: number }[]
  }>('POST', '/api/v2/customer/productonbookshelf', { Data: { ShelfId: shelf.Id, PageNumber: 1 } })
  expect((onShelf.Books ?? onShelf.Items ?? []).map((b) => b.ProductId)).toContain(bookId)

  await shopper.call('POST', `/api/v2/product/productreviewsadd/${bookId}`, {
    Data: { Title: 'อ่านสนุกมาก', ReviewText: 'เสภาที่ไพเราะที่สุดเรื่องหนึ่ง', Rating: 5 },
  })
  const reviews = await shopper.call<{ Items: { Title: string }[] }>(
    'GET',
    `/api/v2/product/productreviewspagging?productId=${bookId}&pageNumber=1`,
  )
  expect(reviews.Items.map((r) => r.Title)).toContain('อ่านสนุกมาก')
}

describe('a shopper with an account of their own', () => {
  it('browses, searches in Thai, buys, downloads, shelves and reviews', async () => {
    const shopper = new Shopper('th')
    await shopper.call('POST', '/api/appstart', { Data: { DeviceTypeId: 20 } })
    const slider = await shopper.call<{ Sliders: unknown[] }>('GET', '/api/v2/slider/home-slider')
    expect(slider.Sliders.length).toBeGreaterThan(0)
    const tree = await shopper.call<{ CategoryId: number }[]>('GET', '/api/v2/home/categorytree')
    await shopper.call(
      'GET',
      `/api/v2/catalog/category/${tree[0]!.CategoryId}?pageNumber=1&orderby=10`,
    )

    const book = await findKhunChang(shopper)
    const details = await shopper.call<{ Name: string; DefaultPictureModel: { ImageUrl: string } }>(
      'GET',
      `/api/v2/product/productdetails/${book.Id}`,
    )
    expect(details.Name).toContain('ขุนช้าง')
    const cover = await shopper.raw('GET', pathOf(details.DefaultPictureModel.ImageUrl))
    expect(cover.status).toBe(200)
    expect(cover.headers.get('Content-Type')).toBe('image/png')

    // As a guest: into the basket.
    await shopper.call(
      'POST',
      `/api/v2/shoppingcart/addproducttocart/details/${book.Id}/1`,
      form({
        [`addtocart_${book.Id}.EnteredQuantity`]: 1,
      }),
    )

    // Registers, logs out, logs in again on the same device: the basket is kept.
    const email = `somchai-${Date.now()}@example.com`
    const registered = await shopper.call<{ Token: string }>('POST', '/api/v2/customer/register', {
      Data: {
        Email: email,
        Password: 'อ่านหนังสือทุกวัน-2569',
        ConfirmPassword: 'อ่านหนังสือทุกวัน-2569',
        FirstName: 'สมชาย',
        LastName: 'ใจดี',
        AcceptPrivacyPolicy: true,
      },
    })
    shopper.token = registered.Token
    await shopper.call('GET', '/api/v2/customer/logout')
    shopper.token = undefined
    const login = await shopper.call<{ Token: string }>('POST', '/api/v2/customer/login', {
      Data: { Email: email, Password: 'อ่านหนังสือทุกวัน-2569', RememberMe: true },
    })
    shopper.token = login.Token
    const cart = await shopper.call<{ Items: { ProductId: number }[] }>(
      'GET',
      '/api/v2/shoppingcart/cart',
    )
    expect(cart.Items.map((i) => i.ProductId)).toEqual([book.Id])

    const coupon = await shopper.call<{ DiscountBox: { IsApplied: boolean } }>(
      'POST',
      '/api/v2/shoppingcart/applydiscountcoupon',
      form({ discountcouponcode: 'WELCOME10' }),
    )
    expect(coupon.DiscountBox.IsApplied).toBe(true)

    const orderId = await payInSandbox(shopper)
    await enjoyTheBook(shopper, orderId, book.Id)
  })
})

describe('a shopper signing in with the local OpenID provider', () => {
  it('signs in through the provider, buys and reads the book', async () => {
    const shopper = new Shopper('en')
    const book = await findKhunChang(shopper)
    await shopper.call(
      'POST',
      `/api/v2/shoppingcart/addproducttocart/details/${book.Id}/1`,
      form({
        [`addtocart_${book.Id}.EnteredQuantity`]: 1,
      }),
    )

    // The redirect flow, followed by hand as a browser would.
    const csrf = (await (await shopper.raw('GET', '/api/auth/csrf')).json()) as {
      csrfToken: string
    }
    let res = await shopper.raw('POST', '/api/auth/signin/local', {
      form: { csrfToken: csrf.csrfToken, callbackUrl: '/en/basket' },
    })
    for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 10; hops++) {
      res = await shopper.raw('GET', pathOf(res.headers.get('Location')!))
    }
    // The provider's page: submit a test identity.
    const page = await res.text()
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1]
    expect(action, 'the local provider shows its sign-in page').toBeTruthy()
    res = await shopper.raw('POST', pathOf(action!.replaceAll('&amp;', '&')), {
      form: { email: 'reader.oidc@example.com', name: 'Reader Oidc' },
    })
    for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 10; hops++) {
      const location = res.headers.get('Location')!
      if (location === '/en/basket' || location.endsWith('/en/basket')) break
      res = await shopper.raw('GET', pathOf(location))
    }
    const session = (await (await shopper.raw('GET', '/api/auth/session')).json()) as Json
    expect(session).toMatchObject({ provider: 'local', systemName: 'ExternalAuth.Google' })

    const signedIn = await shopper.call<{ Token: string; CustomerInfo: { Email: string } }>(
      'POST',
      '/api/v2/customer/externallogin',
      {
        Data: {
          Email: (session.user as Json).email,
          ExternalDisplayIdentifier: '',
          ExternalIdentifier: session.providerAccountId,
          ProviderSystemName: 'ExternalAuth.Google',
        },
      },
    )
    expect(signedIn.CustomerInfo.Email).toBe('reader.oidc@example.com')
    shopper.token = signedIn.Token
    const info = await shopper.call<{ AssociatedExternalAuthRecords: unknown[] }>(
      'GET',
      '/api/v2/customer/info',
    )
    expect(info.AssociatedExternalAuthRecords).toHaveLength(1)
    const cart = await shopper.call<{ Items: { ProductId: number }[] }>(
      'GET',
      '/api/v2/shoppingcart/cart',
    )
    expect(cart.Items.map((i) => i.ProductId)).toEqual([book.Id])

    const orderId = await payInSandbox(shopper)
    await enjoyTheBook(shopper, orderId, book.Id)
  })
})
