import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { RECENTLY_VIEWED_KEY } from '../lib/recently-viewed'
import { fakeServer, renderStore } from '../test/harness'
import { bookCalls, fakeBook, ok, refused } from './test-fixtures'

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

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const meta = (selector: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content

describe('book detail', () => {
  it('shows the fields of the book the server sends', async () => {
    const book = fakeBook()
    const server = fakeServer(bookCalls(book))
    await open('/book-detail/7', { server })
    await expect.element(heading('โคลงทวาทศมาส')).toBeVisible()
    const cover = page.getByRole('img', { name: 'ปกหนังสือ โคลงทวาทศมาส' })
    await expect.element(cover).toHaveAttribute('width', '357')
    await expect.element(cover).toHaveAttribute('height', '510')
    await expect.element(page.getByText('โดย ไม่ปรากฏนาม')).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'สำนักพิมพ์เรือนไม้สัก' }))
      .toHaveAttribute('href', '/vendor/1')
    await expect
      .element(page.getByRole('link', { name: 'เรือนไม้สักคลาสสิก' }))
      .toHaveAttribute('href', '/manufacturer/4')
    await expect
      .element(page.getByRole('link', { name: 'วรรณคดีมรดก' }))
      .toHaveAttribute('href', '/producttag/9')
    // Price, the list price struck through, the discount.
    await expect.element(page.getByRole('button', { name: 'ใส่ตะกร้า' })).toBeVisible()
    const price = page.elementLocator(document.querySelector('article [data-slot=price]')!)
    await expect.element(price).toHaveTextContent('฿89')
    await expect.element(price.getByRole('deletion')).toHaveTextContent('฿129')
    await expect.element(price.getByText('-31%')).toBeVisible()
    await expect.element(page.getByText('EPUB · 2.5 MB')).toBeVisible()
    // The description (HTML), the specification table, the rating and the way to the reviews.
    await expect.element(page.getByText('โคลงคร่ำครวญถึงนางอันเป็นที่รัก', { exact: true })).toBeVisible()
    await expect.element(page.getByRole('row', { name: 'ISBN 978-616-981-007-0' })).toBeVisible()
    await expect.element(page.getByRole('img', { name: 'คะแนน 4.3 จาก 5' }).first()).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'อ่าน 4 รีวิว' }))
      .toHaveAttribute('href', '/book-review/7')
    // The category path, and the books readers also bought.
    const crumbs = page.getByRole('navigation', { name: 'ตำแหน่งของหน้านี้' })
    await expect
      .element(crumbs.getByRole('link', { name: 'วรรณคดีสุโขทัยและอยุธยา' }))
      .toHaveAttribute('href', '/category/15')
    await expect.element(page.getByRole('heading', { name: 'ผู้ที่ซื้อเล่มนี้ซื้อเล่มเหล่านี้ด้วย' })).toBeVisible()
    await expect.element(page.getByRole('link', { name: 'สมุทรโฆษคำฉันท์' })).toBeVisible()
  })

  it('records the visit: the details call carries the device id, the browser keeps the id', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '[3,7,5]')
    const server = fakeServer(bookCalls(fakeBook()))
    await open('/book-detail/7', { server })
    await expect.element(heading('โคลงทวาทศมาส')).toBeVisible()
    const details = server.calls.find((call) => call.path === '/api/v2/product/productdetails/7')!
    expect(details.headers.get('deviceId')).toMatch(/^[0-9a-f-]{36}$/)
    await expect.poll(() => localStorage.getItem(RECENTLY_VIEWED_KEY)).toBe('[7,3,5]')
  })

  it('shows the description sanitised: no scripts, event handlers or script links', async () => {
    const book = fakeBook({
      FullDescription:
        '<p>เนื้อเรื่องย่อ</p><script>window.__hacked = true</script>' +
        '<img src="x" onerror="window.__hacked = true"><a href="javascript:alert(1)">ลิงก์</a>' +
        '<ul><li>บทที่ ๑<li>บทที่ ๒</ul>',
    })
    await open('/book-detail/7', { server: fakeServer(bookCalls(book)) })
    await expect.element(page.getByText('เนื้อเรื่องย่อ')).toBeVisible()
    const description = document.querySelector('[data-slot=safe-html]')!
    expect(description.innerHTML).toBe(
      '<p>เนื้อเรื่องย่อ</p><img src="x"><a>ลิงก์</a><ul><li>บทที่ ๑</li><li>บทที่ ๒</li></ul>',
    )
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined()
  })

  it('adds the book to the basket, says so, and refreshes the basket', async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/shoppingcart/addproducttocart/details/7/1'
        ? ok({ TotalShoppingCartProducts: 1, TotalWishListProducts: 0 })
        : bookCalls(fakeBook())(call),
    )
    await open('/book-detail/7', { server })
    const cartCalls = () =>
      server.calls.filter((call) => call.path === '/api/v2/shoppingcart/cart').length
    await expect.poll(cartCalls).toBeGreaterThan(0)
    const before = cartCalls()
    await page.getByRole('button', { name: 'ใส่ตะกร้า' }).click()
    await expect.element(page.getByText('ใส่ตะกร้าแล้ว')).toBeVisible()
    const add = server.calls.find((call) => call.path.includes('/addproducttocart/'))!
    expect(add).toMatchObject({
      method: 'POST',
      body: { FormValues: [{ Key: 'addtocart_7.EnteredQuantity', Value: '1' }] },
    })
    // The header's basket asks again.
    await expect.poll(cartCalls).toBeGreaterThan(before)
  })

  it('keeps a keyboard shopper on the basket button while it adds, then on the basket link', async () => {
    let inBasket = false
    let answerAdd = () => {}
    const added = new Promise<void>((resolve) => {
      answerAdd = resolve
    })
    const book = () => fakeBook({ AddToCart: { ...fakeBook().AddToCart, InCart: inBasket } })
    const answers = fakeServer((call) =>
      call.path === '/api/v2/shoppingcart/addproducttocart/details/7/1'
        ? ok({ TotalShoppingCartProducts: 1, TotalWishListProducts: 0 })
        : bookCalls(book())(call),
    )
    // The add call is answered only when the test says so.
    const server = {
      ...answers,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input)
        const adding = url.includes('/addproducttocart/')
        const response = await answers.fetch(input, init)
        if (adding) {
          await added
          inBasket = true
        }
        return response
      }) as typeof fetch,
    }
    await open('/book-detail/7', { server })
    const button = page.getByRole('button', { name: 'ใส่ตะกร้า' })
    await expect.element(button).toBeVisible()
    ;(button.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(button).toHaveAttribute('aria-busy', 'true')
    expect(document.activeElement).toBe(button.element())
    await userEvent.keyboard('{Enter}')
    const adds = () => answers.calls.filter((call) => call.path.includes('/addproducttocart/'))
    expect(adds()).toHaveLength(1)
    answerAdd()
    const link = page.getByRole('link', { name: 'อยู่ในตะกร้าแล้ว ดูตะกร้า' })
    await expect.element(link).toHaveFocus()
    expect(adds()).toHaveLength(1)
  })

  it("shows the server's message when the basket refuses the book", async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/shoppingcart/addproducttocart/details/7/1'
        ? refused(400, 'อีบุ๊กเล่มนี้อยู่ในตะกร้าของคุณแล้ว')
        : bookCalls(fakeBook())(call),
    )
    await open('/book-detail/7', { server })
    await page.getByRole('button', { name: 'ใส่ตะกร้า' }).click()
    await expect.element(page.getByText('อีบุ๊กเล่มนี้อยู่ในตะกร้าของคุณแล้ว')).toBeVisible()
  })

  it('leads an owned book to the bookshelf and a book in the basket to the basket', async () => {
    const owned = fakeBook({ AddToCart: { ...fakeBook().AddToCart, AlreadyOwned: true } })
    await open('/book-detail/7', { server: fakeServer(bookCalls(owned)) })
    await expect
      .element(page.getByRole('link', { name: 'คุณมีเล่มนี้แล้ว อ่านบนชั้นหนังสือ' }))
      .toHaveAttribute('href', '/bookshelf')
    await expect
      .element(page.getByRole('link', { name: 'อ่าน', exact: true }))
      .toHaveAttribute('href', '/read/7')
    expect(page.getByRole('link', { name: 'อ่านตัวอย่าง' }).query()).toBeNull()
    expect(page.getByRole('button', { name: 'ใส่ตะกร้า' }).query()).toBeNull()
    expect(page.getByRole('button', { name: 'เพิ่มตัวอย่างฟรีลงชั้นหนังสือ' }).query()).toBeNull()
  })

  it('ticks the wishlist heart and unticks it again on the book page, with a toast each way', async () => {
    let inWishlist = false
    const book = () => fakeBook({ AddToCart: { ...fakeBook().AddToCart, InWishlist: inWishlist } })
    const server = fakeServer((call) => {
      if (call.path === '/api/v2/shoppingcart/addproducttowishlist/7') inWishlist = true
      else if (call.path === '/api/v2/shoppingcart/removewishlist/7') inWishlist = false
      else return bookCalls(book())(call)
      return ok({ TotalShoppingCartProducts: 0, TotalWishListProducts: inWishlist ? 1 : 0 })
    })
    await open('/book-detail/7', { server })
    const heart = page.getByRole('button', { name: 'รายการที่อยากได้', exact: true })
    await expect.element(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect.element(page.getByText('เพิ่มในรายการที่อยากได้แล้ว')).toBeVisible()
    await expect.element(heart).toHaveAttribute('aria-pressed', 'true')
    // Pressed again, the same button takes the book off the wishlist: it never becomes a link.
    expect(page.getByRole('link', { name: /รายการที่อยากได้/ }).query()).toBeNull()
    await heart.click()
    await expect.element(page.getByText('นำออกจากรายการที่อยากได้แล้ว')).toBeVisible()
    await expect.element(heart).toHaveAttribute('aria-pressed', 'false')
    const wishlistCalls = server.calls
      .filter((call) => call.path.includes('wishlist/7'))
      .map((call) => `${call.method} ${call.path}`)
    expect(wishlistCalls).toEqual([
      'POST /api/v2/shoppingcart/addproducttowishlist/7',
      'POST /api/v2/shoppingcart/removewishlist/7',
    ])
  })

  it('unticks the heart of a wishlisted book from the keyboard, in English, keeping focus on it', async () => {
    let inWishlist = true
    const book = () => fakeBook({ AddToCart: { ...fakeBook().AddToCart, InWishlist: inWishlist } })
    const server = fakeServer((call) => {
      if (call.path !== '/api/v2/shoppingcart/removewishlist/7') return bookCalls(book())(call)
      inWishlist = false
      return ok({ TotalShoppingCartProducts: 0, TotalWishListProducts: 0 })
    })
    await open('/en/book-detail/7', { server })
    const heart = page.getByRole('button', { name: 'Wishlist', exact: true })
    await expect.element(heart).toHaveAttribute('aria-pressed', 'true')
    ;(heart.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByText('Removed from your wishlist')).toBeVisible()
    await expect.element(heart).toHaveAttribute('aria-pressed', 'false')
    expect(document.activeElement).toBe(heart.element())
  })

  it('opens the sample in the reader for anyone, guests too', async () => {
    await open('/en/book-detail/7', { server: fakeServer(bookCalls(fakeBook())) })
    await expect
      .element(page.getByRole('link', { name: 'Read sample' }))
      .toHaveAttribute('href', '/en/read/7?edition=sample')
  })

  it('asks a guest to log in before adding the sample, without calling the server', async () => {
    const server = fakeServer(bookCalls(fakeBook()))
    await open('/book-detail/7', { server })
    await page.getByRole('button', { name: 'เพิ่มตัวอย่างฟรีลงชั้นหนังสือ' }).click()
    await expect.element(page.getByRole('alertdialog')).toBeVisible()
    expect(server.calls.some((call) => call.path.endsWith('/addsampleebook'))).toBe(false)
  })

  it('adds the sample to the bookshelf of a signed-in customer', async () => {
    localStorage.setItem('token', 'customer-token')
    const server = fakeServer((call) =>
      call.path === '/api/v2/customer/addsampleebook' ? ok({}) : bookCalls(fakeBook())(call),
    )
    await open('/book-detail/7', { server })
    await page.getByRole('button', { name: 'เพิ่มตัวอย่างฟรีลงชั้นหนังสือ' }).click()
    await expect.element(page.getByText('เพิ่มตัวอย่างลงชั้นหนังสือแล้ว')).toBeVisible()
    const sample = server.calls.find((call) => call.path.endsWith('/addsampleebook'))!
    expect(sample.body).toEqual({ Data: { ProductId: 7, ShelfId: null } })
    expect(sample.headers.get('Token')).toBe('customer-token')
    // The button now says the sample is there, and leads to the bookshelf.
    await expect
      .element(page.getByRole('link', { name: 'ตัวอย่างอยู่บนชั้นหนังสือแล้ว' }))
      .toHaveAttribute('href', '/bookshelf')
    expect(page.getByRole('button', { name: 'เพิ่มตัวอย่างฟรีลงชั้นหนังสือ' }).query()).toBeNull()
  })

  it('says a sample already on the bookshelf is there', async () => {
    localStorage.setItem('token', 'customer-token')
    const server = fakeServer((call) =>
      call.path === '/api/v2/customer/mybook'
        ? ok({
            Books: [{ ProductId: 7, IsSample: true }],
            PageNumber: 1,
            PageSize: 50,
            TotalItems: 1,
            TotalPages: 1,
            HasPreviousPage: false,
            HasNextPage: false,
          })
        : bookCalls(fakeBook())(call),
    )
    await open('/book-detail/7', { server })
    await expect.element(page.getByRole('link', { name: 'ตัวอย่างอยู่บนชั้นหนังสือแล้ว' })).toBeVisible()
    const asked = server.calls.find((call) => call.path === '/api/v2/customer/mybook')!
    expect(asked.body).toMatchObject({ Data: { Query: 'โคลงทวาทศมาส' } })
  })

  it('sets the title and the preview tags, and takes the tags away on leaving', async () => {
    const book = fakeBook({ ShortDescription: 'คำอธิบายสั้น' })
    const { app } = await open('/en/book-detail/7', { server: fakeServer(bookCalls(book)) })
    await expect.element(heading('โคลงทวาทศมาส')).toBeVisible()
    await expect.poll(() => document.title).toBe('โคลงทวาทศมาส | E-book Store')
    expect(meta('property="og:type"')).toBe('books.book')
    expect(meta('property="og:title"')).toBe('โคลงทวาทศมาส')
    expect(meta('property="og:description"')).toBe('คำอธิบายสั้น')
    expect(meta('property="og:image"')).toBe(`${location.origin}/media/covers/7.png?w=357`)
    expect(meta('property="og:image:width"')).toBe('357')
    expect(meta('property="og:image:height"')).toBe('510')
    expect(meta('property="og:locale"')).toBe('en_US')
    await app.router.navigate({ href: '/en' } as never)
    await expect.poll(() => meta('property="og:title"')).toBeUndefined()
  })

  it('is in English under /en', async () => {
    await open('/en/book-detail/7', { server: fakeServer(bookCalls(fakeBook())) })
    await expect.element(page.getByRole('button', { name: 'Add to basket' })).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Wishlist', exact: true })).toBeVisible()
    await expect.element(page.getByText('By ไม่ปรากฏนาม')).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'Read 4 reviews' }))
      .toHaveAttribute('href', '/en/book-review/7')
  })

  it("shows 'Page Not Found: {path}' for an id that is not a number", async () => {
    const server = fakeServer()
    await open('/book-detail/abc', { server })
    await expect.element(heading('ไม่พบหน้านี้: /book-detail/abc')).toBeVisible()
    expect(server.calls.some((call) => call.path.includes('/productdetails/'))).toBe(false)
  })

  it('shows the 404 page for a book the server does not know', async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/product/productdetails/999999' ? refused(404, 'ไม่พบหนังสือ') : undefined,
    )
    await open('/en/book-detail/999999', { server })
    await expect.element(heading('404!')).toBeVisible()
    await expect.element(page.getByText("Sorry, that page doesn't exist.")).toBeVisible()
  })
})
