import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import {
  catalogBook,
  envelope,
  holdAfterFirst,
  productsPage,
  sortOptions,
} from '../listing/test-data'
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

type SearchData = Record<string, unknown> & { q: string; pagenumber?: number }

/** The books whose title holds the words (as the server matches them: Thai words inside titles). */
const shelf = [
  catalogBook(101, 'ขุนช้างขุนแผน'),
  catalogBook(102, 'ขุนศึก'),
  catalogBook(103, 'ศิลาจารึกพ่อขุนรามคำแหง'),
  catalogBook(104, 'สี่แผ่นดิน'),
  ...Array.from({ length: 20 }, (_, index) => catalogBook(200 + index, `นิทานเล่ม ${index + 1}`)),
]

function searchAnswer(call: Call) {
  const data = (call.body as { Data: SearchData }).Data
  const found = shelf.filter((book) => book.Name.includes(data.q.trim()))
  const pageNumber = data.pagenumber ?? 1
  const books = found.slice((pageNumber - 1) * 12, pageNumber * 12)
  return envelope({
    q: data.q.trim(),
    cid: data.cid ?? 0,
    isc: data.isc ?? false,
    mid: data.mid ?? 0,
    vid: data.vid ?? 0,
    advs: data.advs ?? false,
    sid: data.sid ?? false,
    pf: data.pf ?? null,
    pt: data.pt ?? null,
    Warning: null,
    NoResults: found.length === 0,
    CatalogProductsModel: productsPage(books, { page: pageNumber, total: found.length }),
  })
}

const option = (Value: string, Text: string) => ({
  Disabled: false,
  Group: null,
  Selected: Value === '0',
  Text,
  Value,
})

const criteria = {
  SearchTermMinimumLength: 1,
  AvailableCategories: [
    option('0', 'ทุกหมวดหมู่'),
    option('1', 'นวนิยาย'),
    option('9', 'นวนิยาย >> นวนิยายไทย'),
  ],
  AvailableManufacturers: [option('0', 'ทุกสำนักพิมพ์ในเครือ'), option('6', 'ลายสือ นวนิยาย')],
  AvailableVendors: [option('0', 'ทุกสำนักพิมพ์'), option('3', 'สำนักพิมพ์ลายสือ')],
  MinPrice: 69,
  MaxPrice: 459,
  AvailableSortOptions: sortOptions,
  SpecificationFilter: [
    {
      Id: 3,
      Name: 'ภาษา',
      Options: [
        { Id: 3, Name: 'ภาษาไทย', ProductCount: 160, Selected: false },
        { Id: 4, Name: 'ภาษาอังกฤษ', ProductCount: 233, Selected: false },
      ],
    },
  ],
}

const categoryTree = [
  { CategoryId: 1, Name: 'นวนิยาย', SeName: 'novels', IconUrl: null, SubCategories: [] },
  { CategoryId: 2, Name: 'วรรณคดีไทย', SeName: 'thai', IconUrl: null, SubCategories: [] },
]

const searchServer = () =>
  fakeServer((call) => {
    if (call.path === '/api/v2/catalog/search') return searchAnswer(call)
    if (call.path === '/api/v2/product/searchcriteria') return envelope(criteria)
    if (call.path === '/api/v2/home/categorytree') return envelope(categoryTree)
    return undefined
  })

const searchCalls = (calls: Call[]) =>
  calls
    .filter((call) => call.path === '/api/v2/catalog/search')
    .map((call) => (call.body as { Data: SearchData }).Data)

describe('search page', () => {
  it('shows the books found for the words in the address, and keeps the words in its box', async () => {
    const { server } = await open(`/search?q=${encodeURIComponent('ขุน')}`, {
      server: searchServer(),
    })
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'ผลการค้นหา “ขุน”' }))
      .toBeVisible()
    const results = page.getByRole('list', { name: 'ผลการค้นหา' })
    expect(
      results
        .getByRole('link')
        .elements()
        .map((link) => link.textContent),
    ).toEqual(['ขุนช้างขุนแผน', 'ขุนศึก', 'ศิลาจารึกพ่อขุนรามคำแหง'])
    await expect
      .element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' }))
      .toHaveAttribute('href', '/book-detail/101')
    await expect.element(page.getByRole('searchbox', { name: 'คำค้นหา' })).toHaveValue('ขุน')
    // The Thai words go to the server as typed; the server finds them inside titles.
    expect(searchCalls(server.calls)).toEqual([{ q: 'ขุน' }])
    // In a search, sort 0 is "best match".
    await expect
      .element(page.getByRole('combobox', { name: 'เรียงตาม' }))
      .toHaveDisplayValue('ตรงกับคำค้นมากที่สุด')
    expect(document.title).toBe('ผลการค้นหา “ขุน” | ร้านหนังสืออีบุ๊ก')
  })

  it("shows the server's message when the search fails, not a guess about the connection", async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/catalog/search'
        ? { status: 503, body: { ErrorList: ['ระบบค้นหาปิดปรับปรุงชั่วคราว'] } }
        : undefined,
    )
    await open(`/search?q=${encodeURIComponent('ขุน')}`, { server })
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'โหลดรายการหนังสือไม่สำเร็จ' }))
      .toBeVisible()
    await expect.element(page.getByText('ระบบค้นหาปิดปรับปรุงชั่วคราว')).toBeVisible()
    expect(page.getByText(/อินเทอร์เน็ต/).query()).toBeNull()
  })

  it('pages and sorts the results through the address', async () => {
    const { app, server } = await open(
      '/en/search?q=%E0%B8%99%E0%B8%B4%E0%B8%97%E0%B8%B2%E0%B8%99',
      {
        server: searchServer(),
      },
    )
    await expect.element(page.getByText('Showing 1–12 of 20 books')).toBeVisible()
    await page.getByRole('link', { name: 'Page 2' }).click()
    await expect.poll(() => app.router.state.location.search).toEqual({ q: 'นิทาน', page: 2 })
    await expect.element(page.getByText('Showing 13–20 of 20 books')).toBeVisible()
    await page.getByRole('combobox', { name: 'Sort by' }).selectOptions('10')
    await expect.poll(() => app.router.state.location.search).toEqual({ q: 'นิทาน', sort: 10 })
    await expect
      .poll(() => searchCalls(server.calls))
      .toEqual([{ q: 'นิทาน' }, { q: 'นิทาน', pagenumber: 2 }, { q: 'นิทาน', orderby: 10 }])
  })

  it('says nothing was found, with tips, categories and other places to look', async () => {
    await open('/search?q=zzzz', { server: searchServer() })
    await expect
      .element(page.getByRole('heading', { name: 'ไม่พบหนังสือที่ตรงกับ “zzzz”' }))
      .toBeVisible()
    await expect.element(page.getByText('ตรวจตัวสะกดอีกครั้ง', { exact: false })).toBeVisible()
    await expect
      .element(page.getByRole('main').getByRole('link', { name: 'วรรณคดีไทย' }))
      .toHaveAttribute('href', '/category/2')
    await expect
      .element(page.getByRole('main').getByRole('link', { name: 'ค้นหาแบบละเอียด' }).last())
      .toHaveAttribute('href', '/search/advance?q=zzzz')
    await expect.element(page.getByRole('searchbox', { name: 'คำค้นหา' })).toHaveValue('zzzz')
    expect(page.getByRole('region', { name: 'ตัวกรอง' }).query()).toBeNull()
  })

  it('invites a search when there are no words, without asking the server', async () => {
    const { server } = await open('/search', { server: searchServer() })
    await expect.element(page.getByRole('heading', { level: 1, name: 'ค้นหาหนังสือ' })).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'อยากอ่านเรื่องอะไรดี' })).toBeVisible()
    expect(searchCalls(server.calls)).toEqual([])
  })

  it('searches again from its own box, starting at page 1 and keeping the sort', async () => {
    const { app } = await open('/search?q=abc&page=2&sort=5', { server: searchServer() })
    const box = page.getByRole('searchbox', { name: 'คำค้นหา' })
    await box.fill('  สี่แผ่นดิน ')
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => app.router.state.location.search).toEqual({ q: 'สี่แผ่นดิน', sort: 5 })
    await expect.element(page.getByRole('link', { name: 'สี่แผ่นดิน' })).toBeVisible()
  })

  it('is where the header search box leads, with the words typed', async () => {
    const server = fakeServer((call) => {
      if (call.path.startsWith('/api/v2/catalog/search-autocomplete/')) return envelope([])
      if (call.path === '/api/v2/catalog/search') return searchAnswer(call)
      return undefined
    })
    const { app } = await open('/en', { server })
    await userEvent.type(page.getByRole('combobox', { name: 'Search books' }), 'ขุนแผน')
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => app.router.state.location.pathname).toBe('/en/search')
    expect(app.router.state.location.search).toEqual({ q: 'ขุนแผน' })
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Results for “ขุนแผน”' }))
      .toBeVisible()
    await expect.element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' })).toBeVisible()
    await expect.element(page.getByRole('searchbox', { name: 'Search words' })).toHaveValue('ขุนแผน')
  })

  it('searches numbers (an ISBN, a year) as words', async () => {
    const { server } = await open('/search?q=1984', { server: searchServer() })
    await expect.element(page.getByRole('searchbox', { name: 'คำค้นหา' })).toHaveValue('1984')
    expect(searchCalls(server.calls)).toEqual([{ q: '1984' }])
  })
})

describe('search filters', () => {
  it('ticks a filter at the click and keeps the results on screen, dimmed and busy, until the new ones come', async () => {
    const server = searchServer()
    // The calls after the first wait until the test lets them through.
    const { release } = holdAfterFirst(server, '/api/v2/catalog/search')
    const { app } = await open(`/search?q=${encodeURIComponent('ขุน')}`, { server })
    const filters = page.getByRole('region', { name: 'ตัวกรอง' })
    const thai = filters.getByRole('checkbox', { name: 'ภาษาไทย (20)' })
    await thai.click()
    await expect.element(thai).toBeChecked()
    // A second filter builds on the first, though its books have not come yet.
    await filters.getByRole('radio', { name: 'ลายสือ นวนิยาย (18)' }).click()
    await expect.element(filters.getByRole('radio', { name: 'ลายสือ นวนิยาย (18)' })).toBeChecked()
    await expect.element(thai).toBeChecked()
    await expect
      .poll(() => app.router.state.location.search)
      .toEqual({ q: 'ขุน', spec: [3], mid: 6 })
    await expect.element(page.getByRole('region', { name: 'ตัวกรอง (2)' })).toBeVisible()
    const listing = document.querySelector('[data-slot=listing-body]')!
    // The router is not waiting for the books (past its wait it would show the skeleton).
    await expect
      .poll(() => app.router.state.resolvedLocation?.search)
      .toEqual({ q: 'ขุน', spec: [3], mid: 6 })
    expect(listing.getAttribute('aria-busy')).toBe('true')
    await expect.element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' })).toBeVisible()
    expect(document.querySelector('[data-slot=book-grid][data-state=loading]')).toBeNull()
    release()
    await expect.poll(() => listing.getAttribute('aria-busy')).toBeNull()
    expect(document.querySelector('[data-slot=listing-body]')).toBe(listing)
    expect(searchCalls(server.calls).at(-1)).toEqual({ q: 'ขุน', advs: true, mid: 6, specs: [3] })
  })

  it('sorts and turns pages at the click, the results busy until the next ones come (en)', async () => {
    const server = searchServer()
    const { release } = holdAfterFirst(server, '/api/v2/catalog/search')
    const { app } = await open(`/en/search?q=${encodeURIComponent('นิทาน')}`, { server })
    await expect.element(page.getByText('Showing 1–12 of 20 books')).toBeVisible()
    const listing = document.querySelector('[data-slot=listing-body]')!
    await page.getByRole('combobox', { name: 'Sort by' }).selectOptions('10')
    await expect.element(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('10')
    await expect
      .poll(() => app.router.state.resolvedLocation?.search)
      .toEqual({ q: 'นิทาน', sort: 10 })
    expect(listing.getAttribute('aria-busy')).toBe('true')
    await expect.element(page.getByText('Showing 1–12 of 20 books')).toBeVisible()
    // The page's title says the search meanwhile.
    expect(document.title).toBe('Results for “นิทาน” | E-book Store')
    release()
    await expect.poll(() => listing.getAttribute('aria-busy')).toBeNull()
    await page.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect
      .poll(() => app.router.state.location.search)
      .toEqual({ q: 'นิทาน', sort: 10, page: 2 })
    await expect.element(page.getByText('Showing 13–20 of 20 books')).toBeVisible()
    expect(searchCalls(server.calls).slice(-1)).toEqual([{ q: 'นิทาน', orderby: 10, pagenumber: 2 }])
  })

  it('applies the advanced criteria as filters and clears them (en)', async () => {
    const { app, server } = await open(`/en/search?q=${encodeURIComponent('ขุน')}&page=2`, {
      server: searchServer(),
    })
    const filters = page.getByRole('region', { name: 'Filters' })
    await expect.element(filters).toBeVisible()
    const subcategories = filters.getByRole('checkbox', { name: 'Include subcategories' })
    // "Include subcategories" means something only once a category is chosen.
    await expect.element(subcategories).toBeDisabled()
    await filters.getByRole('combobox', { name: 'Category' }).selectOptions('นวนิยาย')
    await expect.poll(() => app.router.state.location.search).toEqual({ q: 'ขุน', cid: 1 })
    await subcategories.click()
    await filters.getByRole('combobox', { name: 'Publisher' }).selectOptions('3')
    await filters.getByRole('spinbutton', { name: 'Lowest price' }).fill('100')
    await filters.getByRole('spinbutton', { name: 'Highest price' }).fill('300')
    await filters.getByRole('button', { name: 'Apply price range' }).click()
    await expect
      .poll(() => app.router.state.location.search)
      .toEqual({ q: 'ขุน', cid: 1, isc: true, vid: 3, pf: 100, pt: 300 })
    await expect.element(page.getByRole('region', { name: 'Filters (3)' })).toBeVisible()
    await expect
      .poll(() => searchCalls(server.calls).at(-1))
      .toEqual({ q: 'ขุน', advs: true, cid: 1, isc: true, vid: 3, pf: 100, pt: 300 })
    await expect.element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' })).toBeVisible()
    await page.getByRole('link', { name: 'Clear all filters' }).click()
    await expect
      .poll(() => app.router.state.location.href)
      .toBe(`/en/search?q=${encodeURIComponent('ขุน')}`)
    await expect.element(filters.getByRole('combobox', { name: 'Category' })).toHaveValue('0')
    // The boxes clear at the click; the books without filters are asked for then.
    await expect.poll(() => searchCalls(server.calls).at(-1)).toEqual({ q: 'ขุน' })
  })

  it('opens with the filters of its address ticked, and offers to clear them when nothing matches', async () => {
    const { app, server } = await open(`/search?q=zzzz&cid=9&mid=6&pf=400&pt=100&spec=4`, {
      server: searchServer(),
    })
    expect(searchCalls(server.calls)).toEqual([
      { q: 'zzzz', advs: true, cid: 9, mid: 6, pf: 100, pt: 400, specs: [4] },
    ])
    await expect.element(page.getByRole('heading', { name: 'ไม่มีหนังสือที่ตรงกับตัวกรอง' })).toBeVisible()
    const filters = page.getByRole('region', { name: 'ตัวกรอง (4)' })
    await expect.element(filters.getByRole('combobox', { name: 'หมวดหมู่' })).toHaveValue('9')
    await expect.element(filters.getByRole('checkbox', { name: 'ภาษาอังกฤษ (10)' })).toBeChecked()
    await expect.element(filters.getByRole('spinbutton', { name: 'ราคาต่ำสุด' })).toHaveValue(100)
    await page.getByRole('main').getByRole('link', { name: 'ล้างตัวกรองทั้งหมด' }).last().click()
    await expect.poll(() => app.router.state.location.href).toBe('/search?q=zzzz')
    await expect
      .element(page.getByRole('heading', { name: 'ไม่พบหนังสือที่ตรงกับ “zzzz”' }))
      .toBeVisible()
  })

  it('puts the filters in a sheet on a phone, each change applied behind it', async () => {
    await page.viewport(390, 800)
    try {
      const { app } = await open(`/search?q=${encodeURIComponent('ขุน')}`, {
        server: searchServer(),
      })
      await expect.element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' })).toBeVisible()
      expect(page.getByRole('region', { name: 'ตัวกรอง' }).query()).toBeNull()
      await page.getByRole('button', { name: 'ตัวกรอง' }).click()
      const sheet = page.getByRole('dialog', { name: 'ตัวกรอง' })
      await expect.element(sheet).toBeVisible()
      await sheet.getByRole('checkbox', { name: 'ภาษาไทย (20)' }).click()
      await expect.poll(() => app.router.state.location.search).toEqual({ q: 'ขุน', spec: [3] })
      // The sheet stays open, its box ticked, its title counting the filter.
      const counted = page.getByRole('dialog', { name: 'ตัวกรอง (1)' })
      await expect.element(counted.getByRole('checkbox', { name: 'ภาษาไทย (20)' })).toBeChecked()
      await counted.getByRole('button', { name: 'ดูหนังสือ' }).click()
      expect(page.getByRole('dialog').query()).toBeNull()
      await expect.element(page.getByRole('button', { name: 'ตัวกรอง (1)' })).toHaveFocus()
      expect(app.router.state.location.search).toEqual({ q: 'ขุน', spec: [3] })
    } finally {
      await page.viewport(1280, 800)
    }
  })
})

describe('advanced search', () => {
  it('fills its lists from the search criteria and sends the chosen criteria', async () => {
    const { app, server } = await open('/search/advance', { server: searchServer() })
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'ค้นหาแบบละเอียด' }))
      .toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'กรอกคำค้นหาเพื่อเริ่มค้นหา' })).toBeVisible()
    const subcategories = page.getByRole('checkbox', { name: 'รวมหมวดหมู่ย่อย' })
    // "Include subcategories" means something only once a category is chosen.
    await expect.element(subcategories).toBeDisabled()
    await page.getByRole('searchbox', { name: 'คำค้นหา' }).fill('ขุน')
    await page.getByRole('combobox', { name: 'หมวดหมู่' }).selectOptions('นวนิยาย')
    await subcategories.click()
    await page.getByRole('combobox', { name: 'สำนักพิมพ์', exact: true }).selectOptions('3')
    await page.getByRole('combobox', { name: 'สำนักพิมพ์ในเครือ' }).selectOptions('6')
    await page.getByRole('spinbutton', { name: 'ตั้งแต่' }).fill('100')
    await page.getByRole('spinbutton', { name: 'ถึง' }).fill('300')
    await page.getByRole('checkbox', { name: 'ภาษาไทย' }).click()
    await page.getByRole('checkbox', { name: 'ค้นหาในคำอธิบายหนังสือด้วย' }).click()
    await page.getByRole('combobox', { name: 'เรียงตาม' }).selectOptions('15')
    await page.getByRole('button', { name: 'ค้นหา', exact: true }).click()
    await expect
      .poll(() => app.router.state.location.search)
      .toEqual({
        q: 'ขุน',
        cid: 1,
        isc: true,
        mid: 6,
        vid: 3,
        sid: true,
        pf: 100,
        pt: 300,
        spec: [3],
        sort: 15,
      })
    await expect.element(page.getByRole('link', { name: 'ขุนช้างขุนแผน' })).toBeVisible()
    // The form holds the sort: the results do not repeat it.
    expect(page.getByRole('combobox', { name: 'เรียงตาม' }).elements()).toHaveLength(1)
    expect(searchCalls(server.calls)).toEqual([
      {
        q: 'ขุน',
        advs: true,
        cid: 1,
        isc: true,
        mid: 6,
        vid: 3,
        sid: true,
        pf: 100,
        pt: 300,
        specs: [3],
        orderby: 15,
      },
    ])
  })

  it('opens with the criteria of its address in the form, and searches with them', async () => {
    const { server } = await open('/en/search/advance?q=ขุน&cid=9&vid=3&pt=250&page=2', {
      server: searchServer(),
    })
    await expect.element(page.getByRole('searchbox', { name: 'Search words' })).toHaveValue('ขุน')
    await expect.element(page.getByRole('combobox', { name: 'Category' })).toHaveValue('9')
    await expect.element(page.getByRole('combobox', { name: 'Publisher' })).toHaveValue('3')
    await expect.element(page.getByRole('spinbutton', { name: 'To' })).toHaveValue(250)
    await expect
      .element(page.getByRole('checkbox', { name: 'Include subcategories' }))
      .not.toBeChecked()
    expect(searchCalls(server.calls)).toEqual([
      { q: 'ขุน', advs: true, cid: 9, vid: 3, pt: 250, pagenumber: 2 },
    ])
  })

  it('asks for words and a sensible price range before searching', async () => {
    const { app, server } = await open('/search/advance', { server: searchServer() })
    const search = page.getByRole('button', { name: 'ค้นหา', exact: true })
    await search.click()
    await expect.element(page.getByText('กรุณาพิมพ์คำค้นหา')).toBeVisible()
    await expect.element(page.getByRole('searchbox', { name: 'คำค้นหา' })).toHaveFocus()
    await page.getByRole('searchbox', { name: 'คำค้นหา' }).fill('ขุน')
    await page.getByRole('spinbutton', { name: 'ตั้งแต่' }).fill('400')
    await page.getByRole('spinbutton', { name: 'ถึง' }).fill('100')
    await search.click()
    await expect.element(page.getByText('ราคาเริ่มต้นต้องไม่มากกว่าราคาสูงสุด')).toBeVisible()
    expect(app.router.state.location.search).toEqual({})
    expect(searchCalls(server.calls)).toEqual([])
  })
})
