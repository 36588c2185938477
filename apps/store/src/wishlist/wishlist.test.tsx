import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { fakeServer, renderStore, type Call } from '../test/harness'

let stops: (() => void)[] = []
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
})
async function open(...args: Parameters<typeof renderStore>) {
  const rendered = await renderStore(...args)
  stops.push(rendered.stop)
  return rendered
}

const PAGE_SIZE = 10

const item = (productId: number, name: string) => ({
  Id: 1000 + productId,
  Sku: `SKU-${productId}`,
  VendorName: 'สำนักพิมพ์ทดสอบ',
  Picture: {
    ImageUrl: `/media/covers/${productId}.png`,
    ThumbImageUrl: null,
    FullSizeImageUrl: null,
    Title: name,
    AlternateText: null,
  },
  ProductId: productId,
  ProductName: name,
  ProductSeName: `book-${productId}`,
  UnitPrice: '฿159.00',
  UnitPriceValue: 159,
  SubTotal: '฿159.00',
  SubTotalValue: 159,
  Discount: null,
  DiscountValue: 0,
  Quantity: 1,
  AllowItemEditing: false,
  Warnings: [] as string[],
  Authors: [{ Id: 1, Name: 'สุนทรภู่' }],
  FileFormat: 'EPUB',
  AlreadyOwned: false,
})

type Refusals = { basket?: string[]; page?: { status: number; messages: string[] } }

/** A fake wishlist server: the books in order, pages of ten, remove and add-to-basket calls. */
function wishlistServer(names: string[], refuse: Refusals = {}, owned: number[] = []) {
  let books = names.map((name, index) => ({
    ...item(index + 1, name),
    ...(owned.includes(index + 1) ? { AlreadyOwned: true, Warnings: ['คุณมีหนังสือเล่มนี้อยู่แล้ว'] } : {}),
  }))
  const server = fakeServer((call: Call) => {
    if (call.path === '/api/v2/shoppingcart/wishlistpaging') {
      if (refuse.page)
        return { status: refuse.page.status, body: { ErrorList: refuse.page.messages } }
      const pageNumber = Number(new URLSearchParams(call.search).get('pageNumber') ?? 1)
      return {
        body: {
          Data: {
            CustomerGuid: '5f1d7c9e-0000-4000-8000-000000000001',
            CustomerFullname: null,
            EmailWishlistEnabled: false,
            ShowSku: false,
            ShowProductImages: true,
            IsEditable: true,
            Items: books.slice((pageNumber - 1) * PAGE_SIZE, pageNumber * PAGE_SIZE),
            Warnings: [],
            PageNumber: pageNumber,
            PageSize: PAGE_SIZE,
            TotalItems: books.length,
            TotalPages: Math.ceil(books.length / PAGE_SIZE),
          },
          ErrorList: [],
        },
      }
    }
    const removed = call.path.match(/^\/api\/v2\/shoppingcart\/removewishlist\/(\d+)$/)
    if (removed) {
      books = books.filter((book) => book.ProductId !== Number(removed[1]))
      return {
        body: { Data: { TotalShoppingCartProducts: 0, TotalWishListProducts: 0 }, ErrorList: [] },
      }
    }
    if (call.path.startsWith('/api/v2/shoppingcart/addproducttocart/details/')) {
      if (refuse.basket) return { status: 400, body: { Data: null, ErrorList: refuse.basket } }
      return {
        body: { Data: { TotalShoppingCartProducts: 1, TotalWishListProducts: 0 }, ErrorList: [] },
      }
    }
    return undefined
  })
  return server
}

const titles = (count: number) => Array.from({ length: count }, (_, i) => `หนังสือเล่มที่ ${i + 1}`)
const pageCalls = (calls: Call[]) =>
  calls
    .filter((call) => call.path === '/api/v2/shoppingcart/wishlistpaging')
    .map((call) => new URLSearchParams(call.search).get('pageNumber'))

describe('wishlist', () => {
  it('shows the page the URL names, and pages through the list with links that keep the language', async () => {
    const server = wishlistServer(titles(23))
    const { app } = await open('/en/wishlist?pageNumber=2', { server })
    await expect
      .element(page.getByRole('heading', { level: 1, name: /My wishlist/ }))
      .toHaveTextContent('23 books')
    await expect.element(page.getByRole('link', { name: 'หนังสือเล่มที่ 11' })).toBeVisible()
    expect(page.getByRole('link', { name: 'หนังสือเล่มที่ 1', exact: true }).query()).toBeNull()
    expect(pageCalls(server.calls)).toContain('2')
    expect(document.title).toBe('Wishlist | E-book Store')

    const pages = page.getByRole('navigation', { name: 'Wishlist pages' })
    await expect
      .element(pages.getByRole('link', { name: 'Page 3' }))
      .toHaveAttribute('href', '/en/wishlist?pageNumber=3')
    await pages.getByRole('link', { name: 'Page 1' }).click()
    await expect.poll(() => app.router.state.location.href).toBe('/en/wishlist')
    await expect.element(page.getByRole('link', { name: 'หนังสือเล่มที่ 1', exact: true })).toBeVisible()
    expect(pageCalls(server.calls)).toContain('1')
  })

  it("shows each book's cover, title, author and price, linking to the book", async () => {
    await open('/wishlist', { server: wishlistServer(['ขุนช้างขุนแผน']) })
    const book = page.getByRole('article').filter({ hasText: 'ขุนช้างขุนแผน' })
    await expect
      .element(book.getByRole('link', { name: 'ขุนช้างขุนแผน' }))
      .toHaveAttribute('href', '/book-detail/1')
    await expect.element(book.getByRole('img', { name: 'ปกหนังสือ ขุนช้างขุนแผน' })).toBeVisible()
    await expect.element(book.getByText('สุนทรภู่')).toBeVisible()
    await expect.element(book.getByText('฿159')).toBeVisible()
    expect(document.title).toBe('รายการที่อยากได้ | ร้านหนังสืออีบุ๊ก')
  })

  it('removes a book: POST removewishlist with the book id, then the list is asked for again', async () => {
    const server = wishlistServer(['ขุนช้างขุนแผน', 'พระอภัยมณี'])
    await open('/wishlist', { server })
    await page.getByRole('button', { name: 'นำออก: ขุนช้างขุนแผน' }).click()
    await expect
      .poll(() => server.calls.some((c) => c.path === '/api/v2/shoppingcart/removewishlist/1'))
      .toBe(true)
    await expect.element(page.getByText('นำ “ขุนช้างขุนแผน” ออกจากรายการที่อยากได้แล้ว')).toBeVisible()
    await expect.poll(() => page.getByRole('link', { name: 'ขุนช้างขุนแผน' }).query()).toBeNull()
    await expect.element(page.getByRole('link', { name: 'พระอภัยมณี' })).toBeVisible()
    expect(server.calls.find((c) => c.path.endsWith('removewishlist/1'))!.method).toBe('POST')
  })

  it('moves a book to the basket: adds it to the cart (type 1), then takes it off the wishlist', async () => {
    const server = wishlistServer(['ขุนช้างขุนแผน'])
    await open('/wishlist', { server })
    await page.getByRole('button', { name: 'ย้ายไปตะกร้า: ขุนช้างขุนแผน' }).click()
    await expect.element(page.getByText('ย้าย “ขุนช้างขุนแผน” ไปที่ตะกร้าแล้ว')).toBeVisible()
    const paths = server.calls.map((call) => call.path)
    const added = paths.indexOf('/api/v2/shoppingcart/addproducttocart/details/1/1')
    expect(added).toBeGreaterThan(-1)
    expect(paths.indexOf('/api/v2/shoppingcart/removewishlist/1')).toBeGreaterThan(added)
    expect(server.calls[added]!.body).toEqual({
      FormValues: [{ Key: 'addtocart_1.EnteredQuantity', Value: '1' }],
    })
    await expect
      .element(page.getByRole('heading', { name: 'ยังไม่มีหนังสือในรายการที่อยากได้' }))
      .toBeVisible()
  })

  it("shows the server's ErrorList when it refuses the basket, and keeps the book", async () => {
    const server = wishlistServer(['ขุนช้างขุนแผน'], { basket: ['You already own this e-book.'] })
    await open('/en/wishlist', { server })
    await page.getByRole('button', { name: 'Move to basket: ขุนช้างขุนแผน' }).click()
    await expect.element(page.getByRole('alert')).toHaveTextContent('You already own this e-book.')
    expect(server.calls.some((c) => c.path.includes('removewishlist'))).toBe(false)
    await expect.element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' })).toBeVisible()
  })

  it('offers an owned book to read, not to move to the basket, and can still remove it', async () => {
    const server = wishlistServer(['ขุนช้างขุนแผน', 'พระอภัยมณี'], {}, [1])
    await open('/wishlist', { server })
    const owned = page.getByRole('article').filter({ hasText: 'ขุนช้างขุนแผน' })
    await expect
      .element(owned.getByRole('link', { name: 'คุณมีเล่มนี้แล้ว อยู่บนชั้นหนังสือของคุณ' }))
      .toHaveAttribute('href', '/bookshelf')
    await expect
      .element(owned.getByRole('link', { name: 'อ่าน: ขุนช้างขุนแผน' }))
      .toHaveAttribute('href', '/read/1')
    expect(owned.getByRole('button', { name: /ย้ายไปตะกร้า/ }).query()).toBeNull()
    expect(owned.getByText('คุณมีหนังสือเล่มนี้อยู่แล้ว').query()).toBeNull()
    // The book not owned keeps its way to the basket.
    const other = page.getByRole('article').filter({ hasText: 'พระอภัยมณี' })
    await expect.element(other.getByRole('button', { name: 'ย้ายไปตะกร้า: พระอภัยมณี' })).toBeVisible()
    expect(other.getByRole('link', { name: /อ่าน/ }).query()).toBeNull()
    await owned.getByRole('button', { name: 'นำออก: ขุนช้างขุนแผน' }).click()
    await expect.element(page.getByText('นำ “ขุนช้างขุนแผน” ออกจากรายการที่อยากได้แล้ว')).toBeVisible()
    expect(server.calls.some((c) => c.path.includes('/addproducttocart/'))).toBe(false)
  })

  it('says in English that an owned book is on the bookshelf, with Read', async () => {
    await open('/en/wishlist', { server: wishlistServer(['ขุนช้างขุนแผน'], {}, [1]) })
    await expect
      .element(page.getByRole('link', { name: 'You own this book: it is on your bookshelf' }))
      .toHaveAttribute('href', '/en/bookshelf')
    await expect
      .element(page.getByRole('link', { name: 'Read: ขุนช้างขุนแผน' }))
      .toHaveAttribute('href', '/en/read/1')
    expect(page.getByRole('button', { name: /Move to basket/ }).query()).toBeNull()
  })

  it('is empty with links to browse; a guest is told the list lives in this browser', async () => {
    const server = wishlistServer([])
    await open('/wishlist', { server })
    await expect
      .element(page.getByRole('heading', { name: 'ยังไม่มีหนังสือในรายการที่อยากได้' }))
      .toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'ดูหนังสือใหม่' }))
      .toHaveAttribute('href', '/newproducts')
    await expect
      .element(page.getByRole('link', { name: 'ดูหนังสือขายดี' }))
      .toHaveAttribute('href', '/bestseller')
    await expect
      .element(page.getByRole('link', { name: 'เข้าสู่ระบบเพื่อเก็บไว้ในบัญชีของคุณ' }))
      .toHaveAttribute('href', '/Login?redirect=%2Fwishlist')
    // A guest's wishlist is the device's: the call carries the device id and no token.
    const call = server.calls.find((c) => c.path === '/api/v2/shoppingcart/wishlistpaging')!
    expect(call.headers.get('deviceId')).toMatch(/^[0-9a-f-]{36}$/)
    expect(call.headers.get('Token')).toBeNull()
  })

  it('is asked for again on every visit, not served from an earlier one', async () => {
    const server = wishlistServer(['ขุนช้างขุนแผน'])
    const { app } = await open('/wishlist', { server })
    await expect.element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' })).toBeVisible()
    const before = pageCalls(server.calls).length
    await app.router.navigate({ href: '/' } as never)
    await expect.element(page.getByRole('heading', { name: 'หนังสือใหม่', exact: true })).toBeVisible()
    await app.router.navigate({ href: '/wishlist' } as never)
    await expect.element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' })).toBeVisible()
    await expect.poll(() => pageCalls(server.calls).length).toBeGreaterThan(before)
  })

  it('shows what the server said when the list cannot be loaded, and tries again on request', async () => {
    const refuse: Refusals = { page: { status: 503, messages: ['ระบบปิดปรับปรุงชั่วคราว'] } }
    const server = wishlistServer(['ขุนช้างขุนแผน'], refuse)
    await open('/wishlist', { server })
    await expect.element(page.getByRole('heading', { name: 'โหลดหน้านี้ไม่สำเร็จ' })).toBeVisible()
    await expect.element(page.getByRole('alert')).toHaveTextContent('ระบบปิดปรับปรุงชั่วคราว')
    refuse.page = undefined
    await page.getByRole('button', { name: 'ลองอีกครั้ง' }).click()
    await expect.element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' })).toBeVisible()
  })

  it("gives 'Page Not Found' for a page number that is not a whole number", async () => {
    await open('/wishlist?pageNumber=abc', { server: wishlistServer([]) })
    await expect.element(page.getByRole('heading', { name: 'ไม่พบหน้านี้: /wishlist' })).toBeVisible()
  })
})
