import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { fakeServer, renderStore, type Call } from '../test/harness'
import { catalogBook, envelope, holdAfterFirst, productsPage, queryOf } from './test-data'

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

const twelveBooks = (from: number) =>
  Array.from({ length: 12 }, (_, index) => catalogBook(from + index, `นิยายเล่มที่ ${from + index}`))

/** The category 1 "นวนิยาย" (30 books), answering the page the call asks for. */
function categoryAnswer(call: Call) {
  const page = Number(queryOf(call.search).pageNumber ?? 1)
  const books =
    page === 1
      ? [catalogBook(101, 'ขุนช้างขุนแผน'), ...twelveBooks(200).slice(1)]
      : page === 2
        ? twelveBooks(300)
        : page === 3
          ? twelveBooks(400).slice(0, 6)
          : []
  return envelope({
    Id: 1,
    Name: 'นวนิยาย',
    Description: '<p>นวนิยายคลาสสิกของไทย<script>alert(1)</script></p>',
    MetaKeywords: null,
    MetaDescription: null,
    MetaTitle: null,
    SeName: 'novels',
    PictureModel: null,
    CategoryBreadcrumb: [{ Id: 1, Name: 'นวนิยาย', SeName: 'novels' }],
    SubCategories: [
      { Id: 9, Name: 'นวนิยายไทย', SeName: 'thai-novels', PictureModel: null },
      { Id: 11, Name: 'สืบสวนสอบสวน', SeName: 'mystery', PictureModel: null },
    ],
    CatalogProductsModel: productsPage(books, {
      page,
      total: 30,
      orderBy: Number(queryOf(call.search).orderby ?? 0),
    }),
  })
}

const catalogServer = () =>
  fakeServer((call) => {
    if (call.path === '/api/v2/catalog/category/1') return categoryAnswer(call)
    if (call.path.startsWith('/api/v2/catalog/category/'))
      return { status: 404, body: { Data: null, Message: null, ErrorList: ['ไม่พบหมวดหมู่นี้'] } }
    return undefined
  })

const callsTo = (calls: Call[], path: string) => calls.filter((call) => call.path === path)
const lastCallTo = (calls: Call[], path: string) => callsTo(calls, path).at(-1)!

describe('category page', () => {
  it('shows the category, its path, its subcategories as links and its books', async () => {
    const { server } = await open('/category/1', { server: catalogServer() })
    await expect.element(page.getByRole('heading', { level: 1, name: 'นวนิยาย' })).toBeVisible()
    // The description's markup is dropped; its script never runs.
    await expect.element(page.getByText('นวนิยายคลาสสิกของไทย', { exact: true })).toBeVisible()
    const subcategories = page.getByRole('navigation', { name: 'หมวดหมู่ย่อย' })
    await expect
      .element(subcategories.getByRole('link', { name: 'นวนิยายไทย' }))
      .toHaveAttribute('href', '/category/9')
    await expect
      .element(subcategories.getByRole('link', { name: 'สืบสวนสอบสวน' }))
      .toHaveAttribute('href', '/category/11')
    await expect
      .element(page.getByRole('navigation', { name: 'ตำแหน่งของหน้านี้' }).getByRole('link'))
      .toHaveAttribute('href', '/')
    const books = page.getByRole('list', { name: 'นวนิยาย' })
    expect(books.getByRole('listitem').elements()).toHaveLength(12)
    await expect
      .element(books.getByRole('link', { name: 'ขุนช้างขุนแผน' }))
      .toHaveAttribute('href', '/book-detail/101')
    await expect.element(page.getByText('แสดงเล่มที่ 1–12 จากทั้งหมด 30 เล่ม')).toBeVisible()
    expect(document.title).toBe('นวนิยาย | ร้านหนังสืออีบุ๊ก')
    expect(queryOf(lastCallTo(server.calls, '/api/v2/catalog/category/1').search)).toEqual({})
  })

  it('keeps the language in its links in English', async () => {
    await open('/en/category/1', { server: catalogServer() })
    await expect
      .element(page.getByRole('link', { name: 'นวนิยายไทย' }))
      .toHaveAttribute('href', '/en/category/9')
    await expect
      .element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' }))
      .toHaveAttribute('href', '/en/book-detail/101')
    await expect.element(page.getByText('Showing 1–12 of 30 books')).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'Page 2' }))
      .toHaveAttribute('href', '/en/category/1?page=2')
  })

  it('goes to another page through the address, keeping the sort and filters', async () => {
    const { app, server } = await open('/category/1?sort=10&imprint=6', {
      server: catalogServer(),
    })
    await expect.element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' })).toBeVisible()
    await page.getByRole('link', { name: 'หน้า 2' }).click()
    await expect
      .poll(() => app.router.state.location.search)
      .toEqual({ sort: 10, imprint: [6], page: 2 })
    await expect.element(page.getByRole('link', { name: 'นิยายเล่มที่ 300' })).toBeVisible()
    expect(queryOf(lastCallTo(server.calls, '/api/v2/catalog/category/1').search)).toEqual({
      pageNumber: '2',
      orderby: '10',
      ms: '6',
    })
    await expect
      .element(page.getByRole('link', { name: 'หน้า 2' }))
      .toHaveAttribute('aria-current', 'page')
    // Back to page 1: the default leaves the address.
    await page.getByRole('link', { name: 'ก่อนหน้า' }).click()
    await expect.poll(() => app.router.state.location.search).toEqual({ sort: 10, imprint: [6] })
  })

  it('sorts through the address and starts the new order at page 1', async () => {
    const { app, server } = await open('/category/1?page=2', { server: catalogServer() })
    const sort = page.getByRole('combobox', { name: 'เรียงตาม' })
    await expect.element(sort).toHaveValue('0')
    await sort.selectOptions('ราคา ต่ำ - สูง')
    await expect.poll(() => app.router.state.location.search).toEqual({ sort: 10 })
    await expect.poll(() => app.router.state.location.href).toBe('/category/1?sort=10')
    await expect
      .poll(() => queryOf(lastCallTo(server.calls, '/api/v2/catalog/category/1').search))
      .toEqual({ orderby: '10' })
    await expect.element(page.getByRole('combobox', { name: 'เรียงตาม' })).toHaveValue('10')
    // Back to the default order: it leaves the address.
    await page.getByRole('combobox', { name: 'เรียงตาม' }).selectOptions('แนะนำ')
    await expect.poll(() => app.router.state.location.href).toBe('/category/1')
  })

  it('asks the server for the same page, sort and filters when an address is opened again', async () => {
    const { server } = await open(
      '/category/1?page=3&sort=15&min=100&max=300&imprint=%5B8%2C6%5D&spec=4',
      { server: catalogServer() },
    )
    await expect.element(page.getByRole('link', { name: 'นิยายเล่มที่ 400' })).toBeVisible()
    const calls = callsTo(server.calls, '/api/v2/catalog/category/1')
    expect(calls).toHaveLength(1)
    expect(queryOf(calls[0]!.search)).toEqual({
      pageNumber: '3',
      orderby: '15',
      price: '100-300',
      ms: '6,8',
      specs: '4',
    })
    await expect.element(page.getByText('แสดงเล่มที่ 25–30 จากทั้งหมด 30 เล่ม')).toBeVisible()
    await expect.element(page.getByRole('checkbox', { name: 'ลายสือ นวนิยาย (18)' })).toBeChecked()
    await expect.element(page.getByRole('checkbox', { name: 'ภาษาอังกฤษ (10)' })).toBeChecked()
    await expect.element(page.getByRole('spinbutton', { name: 'ราคาต่ำสุด' })).toHaveValue(100)
    expect(document.title).toBe('นวนิยาย หน้า 3 | ร้านหนังสืออีบุ๊ก')
  })

  it('filters by imprint, language and price, each time from page 1', async () => {
    const { app, server } = await open('/category/1?page=2', { server: catalogServer() })
    await page.getByRole('checkbox', { name: 'แลนเทิร์นฟิลด์ คลาสสิกส์ (12)' }).click()
    await expect.poll(() => app.router.state.location.search).toEqual({ imprint: [8] })
    await page.getByRole('checkbox', { name: 'ภาษาไทย (20)' }).click()
    await expect.poll(() => app.router.state.location.search).toEqual({ imprint: [8], spec: [3] })
    const min = page.getByRole('spinbutton', { name: 'ราคาต่ำสุด' })
    const max = page.getByRole('spinbutton', { name: 'ราคาสูงสุด' })
    await min.fill('300')
    await max.fill('100')
    await page.getByRole('button', { name: 'ใช้ช่วงราคา' }).click()
    await expect.element(page.getByText('ราคาต่ำสุดต้องไม่มากกว่าราคาสูงสุด')).toBeVisible()
    await max.fill('')
    await page.getByRole('button', { name: 'ใช้ช่วงราคา' }).click()
    await expect
      .poll(() => app.router.state.location.search)
      .toEqual({ imprint: [8], spec: [3], min: 300 })
    await expect
      .poll(() => queryOf(lastCallTo(server.calls, '/api/v2/catalog/category/1').search))
      .toEqual({ ms: '8', specs: '3', price: '300-' })
    await page.getByRole('link', { name: 'ล้างตัวกรองทั้งหมด' }).click()
    await expect.poll(() => app.router.state.location.href).toBe('/category/1')
  })

  it('ticks a filter at the click and keeps the books on screen, dimmed and busy, until the new ones come', async () => {
    const server = catalogServer()
    // The calls after the first wait until the test lets them through.
    const { release } = holdAfterFirst(server, '/api/v2/catalog/category/1')
    const { app } = await open('/category/1', { server })
    const imprint = page.getByRole('checkbox', { name: 'แลนเทิร์นฟิลด์ คลาสสิกส์ (12)' })
    await imprint.click()
    await expect.element(imprint).toBeChecked()
    // A second filter builds on the first, though its books have not come yet.
    await page.getByRole('checkbox', { name: 'ภาษาไทย (20)' }).click()
    await expect.element(page.getByRole('checkbox', { name: 'ภาษาไทย (20)' })).toBeChecked()
    await expect.element(imprint).toBeChecked()
    await expect.poll(() => app.router.state.location.search).toEqual({ imprint: [8], spec: [3] })
    const body = page.getByRole('list', { name: 'นวนิยาย' })
    await expect.element(body.getByRole('link', { name: 'ขุนช้างขุนแผน' })).toBeVisible()
    const listing = document.querySelector('[data-slot=listing-body]')!
    expect(listing.getAttribute('aria-busy')).toBe('true')
    // The page's title keeps the category's name meanwhile.
    await expect.poll(() => document.title).toBe('นวนิยาย | ร้านหนังสืออีบุ๊ก')
    // The router is not waiting for the books (past its wait it would show the skeleton).
    await expect
      .poll(() => app.router.state.resolvedLocation?.search)
      .toEqual({ imprint: [8], spec: [3] })
    expect(document.querySelector('[data-slot=listing-body]')).toBe(listing)
    expect(document.querySelector('[data-slot=book-grid][data-state=loading]')).toBeNull()
    release()
    await expect.poll(() => listing.getAttribute('aria-busy')).toBeNull()
    await expect.element(imprint).toBeChecked()
    await expect.element(page.getByRole('checkbox', { name: 'ภาษาไทย (20)' })).toBeChecked()
  })

  it("shows 'Page Not Found: {path}' for an id that is not a number, without asking the server", async () => {
    const { server } = await open('/category/abc', { server: catalogServer() })
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'ไม่พบหน้านี้: /category/abc' }))
      .toBeVisible()
    expect(server.calls.some((call) => call.path.startsWith('/api/v2/catalog/'))).toBe(false)
    // The layout stays around it.
    await expect.element(page.getByRole('combobox', { name: 'ค้นหาหนังสือ' })).toBeVisible()
  })

  it("shows '404!' for a category the server does not know", async () => {
    await open('/en/category/999', { server: catalogServer() })
    await expect.element(page.getByRole('heading', { level: 1, name: '404!' })).toBeVisible()
    await expect.element(page.getByText("Sorry, that page doesn't exist.")).toBeVisible()
    expect(document.title).toBe('Page Not Found | E-book Store')
  })

  it('shows a page past the last one as empty, with a way back to the first', async () => {
    const { app } = await open('/category/1?page=9', { server: catalogServer() })
    await expect.element(page.getByRole('heading', { name: 'หน้านี้ไม่มีหนังสือ' })).toBeVisible()
    await page.getByRole('link', { name: 'ไปหน้าแรกของรายการ' }).click()
    await expect.poll(() => app.router.state.location.href).toBe('/category/1')
  })

  it('shows an error with a retry when the call fails, and the books once it works', async () => {
    let fail = true
    const server = fakeServer((call) => {
      if (call.path !== '/api/v2/catalog/category/1') return undefined
      return fail ? { status: 503, body: { ErrorList: ['ระบบไม่พร้อมใช้งาน'] } } : categoryAnswer(call)
    })
    await open('/category/1', { server })
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'โหลดรายการหนังสือไม่สำเร็จ' }), {
        timeout: 5000,
      })
      .toBeVisible()
    // The server's own words, not a guess that the connection is down.
    await expect.element(page.getByText('ระบบไม่พร้อมใช้งาน')).toBeVisible()
    expect(page.getByText(/อินเทอร์เน็ต/).query()).toBeNull()
    fail = false
    await page.getByRole('button', { name: 'ลองอีกครั้ง' }).click()
    await expect.element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' })).toBeVisible()
  })

  it("shows the server's message for a category it refuses, and blames the connection only when no answer came (en)", async () => {
    let answer: 'refuse' | 'offline' = 'refuse'
    const server = fakeServer((call) => {
      if (call.path !== '/api/v2/catalog/category/7') return undefined
      if (answer === 'offline') throw new TypeError('Failed to fetch')
      return { status: 400, body: { ErrorList: ['This category is not available.'] } }
    })
    await open('/en/category/7', { server })
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'The books could not be loaded' }))
      .toBeVisible()
    await expect.element(page.getByText('This category is not available.')).toBeVisible()
    expect(page.getByText(/internet connection/).query()).toBeNull()
    answer = 'offline'
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.element(page.getByText(/Check your internet connection/)).toBeVisible()
    expect(page.getByText('This category is not available.').query()).toBeNull()
  })
})

describe('book lists', () => {
  const listAnswer =
    (title: string, books = twelveBooks(500)) =>
    (call: Call) =>
      envelope({
        Title: title,
        CatalogProductsModel: productsPage(books, {
          page: Number(queryOf(call.search).pageNumber ?? 1),
          total: 40,
        }),
      })

  it('lists the best sellers with their sort and pages', async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/catalog/bestsellerproducts'
        ? listAnswer('หนังสือขายดี')(call)
        : undefined,
    )
    const { app } = await open('/bestseller', { server })
    await expect.element(page.getByRole('heading', { level: 1, name: 'หนังสือขายดี' })).toBeVisible()
    await expect.element(page.getByRole('link', { name: 'นิยายเล่มที่ 500' })).toBeVisible()
    await page.getByRole('link', { name: 'หน้า 4' }).click()
    await expect.poll(() => app.router.state.location.href).toBe('/bestseller?page=4')
    await expect
      .poll(() => queryOf(lastCallTo(server.calls, '/api/v2/catalog/bestsellerproducts').search))
      .toEqual({ pageNumber: '4' })
  })

  it('turns a page of the best sellers at the click, the books busy until the next ones come (en)', async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/catalog/bestsellerproducts'
        ? listAnswer('Best sellers')(call)
        : undefined,
    )
    // The calls after the first (the link's preload on hover among them) wait for the test.
    const { release, count } = holdAfterFirst(server, '/api/v2/catalog/bestsellerproducts')
    const { app } = await open('/en/bestseller', { server })
    await expect.element(page.getByRole('link', { name: 'นิยายเล่มที่ 500' })).toBeVisible()
    const listing = document.querySelector('[data-slot=listing-body]')!
    expect(listing.getAttribute('aria-busy')).toBeNull()
    const next = page.getByRole('link', { name: 'Page 4', exact: true })
    await next.hover()
    await expect.poll(count).toBe(2)
    await next.click()
    // The router is not waiting for the books: the page has moved while they are held.
    await expect.poll(() => app.router.state.resolvedLocation?.href).toBe('/en/bestseller?page=4')
    expect(listing.getAttribute('aria-busy')).toBe('true')
    await expect.element(page.getByRole('link', { name: 'นิยายเล่มที่ 500' })).toBeVisible()
    expect(document.querySelector('[data-slot=book-grid][data-state=loading]')).toBeNull()
    release()
    await expect.poll(() => listing.getAttribute('aria-busy')).toBeNull()
  })

  it("turns a page of a tag's books at the click, its name kept in the title meanwhile (en)", async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/catalog/productbytag/5'
        ? envelope({
            Id: 5,
            TagName: 'Love stories',
            TagSeName: 'romance',
            CatalogProductsModel: productsPage(twelveBooks(500), {
              page: Number(queryOf(call.search).pageNumber ?? 1),
              total: 40,
            }),
          })
        : undefined,
    )
    const { release } = holdAfterFirst(server, '/api/v2/catalog/productbytag/5')
    const { app } = await open('/en/producttag/5', { server })
    await expect.element(page.getByRole('link', { name: 'นิยายเล่มที่ 500' })).toBeVisible()
    const listing = document.querySelector('[data-slot=listing-body]')!
    await page.getByRole('link', { name: 'Page 2', exact: true }).click()
    // The router is not waiting for the books: the page has moved while they are held.
    await expect.poll(() => app.router.state.resolvedLocation?.href).toBe('/en/producttag/5?page=2')
    await expect
      .element(page.getByRole('link', { name: 'Page 2', exact: true }))
      .toHaveAttribute('aria-current', 'page')
    expect(listing.getAttribute('aria-busy')).toBe('true')
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Love stories' }))
      .toBeVisible()
    // The head keeps the tag's name from the answer it has, with the new page number.
    await expect.poll(() => document.title).toBe('Love stories, page 2 | E-book Store')
    expect(document.querySelector('[data-slot=book-grid][data-state=loading]')).toBeNull()
    release()
    await expect.poll(() => listing.getAttribute('aria-busy')).toBeNull()
    expect(document.querySelector('[data-slot=listing-body]')).toBe(listing)
  })

  it('lists the new books in English', async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/catalog/newproducts' ? listAnswer('New books')(call) : undefined,
    )
    await open('/en/newproducts?sort=5&page=2&utm=x', { server })
    await expect.element(page.getByRole('heading', { level: 1, name: 'New books' })).toBeVisible()
    const call = lastCallTo(server.calls, '/api/v2/catalog/newproducts')
    expect(queryOf(call.search)).toEqual({ pageNumber: '2', orderby: '5' })
    expect(call.headers.get('Language')).toBe('en')
    expect(document.title).toBe('New books, page 2 | E-book Store')
  })

  it('lists a tag, an imprint and a publisher by id, with a way to contact the publisher', async () => {
    const model = productsPage([catalogBook(7, 'สี่แผ่นดิน')])
    const server = fakeServer((call) => {
      if (call.path === '/api/v2/catalog/productbytag/5')
        return envelope({
          Id: 5,
          TagName: 'ความรัก',
          TagSeName: 'romance',
          CatalogProductsModel: model,
        })
      if (call.path === '/api/v2/catalog/manufacturer/6')
        return envelope({
          Id: 6,
          Name: 'ลายสือ นวนิยาย',
          Description: null,
          CatalogProductsModel: model,
        })
      if (call.path === '/api/v2/catalog/vendor/3')
        return envelope({
          Id: 3,
          Name: 'สำนักพิมพ์ลายสือ',
          Description: '<p>สำนักพิมพ์วรรณกรรมไทย</p>',
          AllowCustomersToContactVendors: true,
          CatalogProductsModel: model,
        })
      return undefined
    })
    const { app } = await open('/producttag/5', { server })
    await expect.element(page.getByRole('heading', { level: 1, name: 'ความรัก' })).toBeVisible()
    await expect.element(page.getByRole('link', { name: 'สี่แผ่นดิน' })).toBeVisible()
    await app.router.navigate({ href: '/manufacturer/6' } as never)
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'ลายสือ นวนิยาย' }))
      .toBeVisible()
    await app.router.navigate({ href: '/vendor/3?page=1' } as never)
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'สำนักพิมพ์ลายสือ' }))
      .toBeVisible()
    await expect.element(page.getByText('สำนักพิมพ์วรรณกรรมไทย')).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'ติดต่อสำนักพิมพ์' }))
      .toHaveAttribute('href', '/contact-publisher/3')
    expect(lastCallTo(server.calls, '/api/v2/catalog/vendor/3').search).toBe('')
  })

  it('leaves /vendor/apply to its own page', async () => {
    const { app, server } = await open('/vendor/apply')
    const routeOf = (path: string) => app.router.getMatchedRoutes(path)[2]?.id
    expect(routeOf('/vendor/apply')).toBe('/{-$locale}/vendor/apply')
    expect(routeOf('/en/vendor/apply')).toBe('/{-$locale}/vendor/apply')
    expect(routeOf('/vendor/3')).toBe('/{-$locale}/vendor/$id')
    expect(server.calls.some((call) => call.path.startsWith('/api/v2/catalog/vendor'))).toBe(false)
  })

  it('shows the books this browser viewed, asking for them by id in that order', async () => {
    localStorage.setItem('recentlyViewed', JSON.stringify([42, 7]))
    const server = fakeServer((call) =>
      call.path === '/api/v2/home/recentview'
        ? envelope([catalogBook(42, 'ข้างหลังภาพ'), catalogBook(7, 'สี่แผ่นดิน')])
        : undefined,
    )
    await open('/recentlyviewedproducts', { server })
    await expect.element(page.getByRole('heading', { level: 1, name: 'หนังสือที่ดูล่าสุด' })).toBeVisible()
    const links = page.getByRole('list', { name: 'หนังสือที่ดูล่าสุด' }).getByRole('link')
    expect(links.elements().map((link) => link.textContent)).toEqual(['ข้างหลังภาพ', 'สี่แผ่นดิน'])
    expect(lastCallTo(server.calls, '/api/v2/home/recentview').body).toEqual({
      Data: { ProductIds: [42, 7] },
    })
    await expect.element(page.getByText('แสดงเล่มที่ 1–2 จากทั้งหมด 2 เล่ม')).toBeVisible()
    expect(page.getByRole('combobox', { name: 'เรียงตาม' }).query()).toBeNull()
  })

  it('says so when nothing was viewed yet, and leads to new books and best sellers', async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/home/recentview' ? envelope([]) : undefined,
    )
    await open('/en/recentlyviewedproducts', { server })
    await expect
      .element(page.getByRole('heading', { name: 'You have not viewed any books yet' }))
      .toBeVisible()
    // No ids kept here: the server's own record of this customer's views is asked for.
    expect(lastCallTo(server.calls, '/api/v2/home/recentview').body).toEqual({
      Data: { ProductIds: [] },
    })
    await expect
      .element(page.getByRole('link', { name: 'See new books' }))
      .toHaveAttribute('href', '/en/newproducts')
  })

  it('scrolls back to the top when another page is chosen', async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/catalog/bestsellerproducts'
        ? listAnswer('หนังสือขายดี')(call)
        : undefined,
    )
    await page.viewport(390, 700)
    try {
      await open('/bestseller', { server })
      const next = page.getByRole('link', { name: 'ถัดไป' })
      await expect.element(next).toBeVisible()
      next.element().scrollIntoView()
      await expect.poll(() => window.scrollY).toBeGreaterThan(0)
      await userEvent.click(next)
      await expect.poll(() => window.scrollY, { timeout: 3000 }).toBe(0)
    } finally {
      await page.viewport(1280, 800)
    }
  })
})
