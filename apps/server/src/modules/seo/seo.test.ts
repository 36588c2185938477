/**
 * robots.txt and the sitemap, read as crawlers read them: robots.txt through a robots.txt
 * parser, every sitemap file through an XML parser. Files are cut at four addresses (two pages)
 * here, so a handful of books already fill several part files.
 */
import { gunzipSync } from 'node:zlib'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import robotsParser from 'robots-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb } from '../../testing/db.ts'
import { ids, seedCatalogFixture, type CatalogFixture } from '../../testing/fixtures/catalog.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import type { Db } from '../../db/types.ts'
import { createSeoModule } from './index.ts'
import { SITEMAP_URL_LIMIT, Sitemaps } from './sitemaps.ts'
import type { SitemapSection } from './sections.ts'

const PUBLIC_URL = 'https://shop.example.com'
const MAX_URLS = 4

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['sitemap', 'url', 'xhtml:link'].includes(name),
})

interface Alternate {
  '@rel': string
  '@hreflang': string
  '@href': string
}
interface UrlEntry {
  loc: string
  lastmod?: string
  'xhtml:link': Alternate[]
}

let db: Db
let fixture: CatalogFixture
let server: TestServer

async function seedTopics(db: Db) {
  await db.exec(`
    INSERT INTO topics (system_name, title_th, se_name, published, parent_id) VALUES
      ('policy', 'นโยบาย', 'policy', true, NULL),
      ('termandcondition', 'ข้อตกลง', 'termandcondition', true, NULL),
      ('termandcondition-account', 'บัญชี', 'termandcondition-account', true, NULL),
      ('purchaseprocess', 'วิธีซื้อ', 'purchaseprocess', false, NULL),
      ('purchaseprocess-payment', 'การชำระเงิน', 'purchaseprocess-payment', true, NULL),
      ('about', 'เกี่ยวกับเรา', 'about', true, NULL),
      ('draft', 'ร่าง', 'draft', false, NULL),
      ('a b&c', 'รหัสที่ร้านเปิดไม่ได้', 'a-b-c', true, NULL);
    UPDATE topics SET updated_at = '2025-06-01T08:30:00.123Z' WHERE system_name = 'about';
    INSERT INTO manufacturers (id, name_th, se_name, deleted) VALUES (3, 'เลิกแล้ว', 'gone', true);
  `)
}

/** A response's body as text, unpacking gzip when the server sent it. */
async function text(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer())
  return response.headers.get('Content-Encoding') === 'gzip'
    ? gunzipSync(bytes).toString('utf8')
    : bytes.toString('utf8')
}

/** A sitemap file, checked to be well-formed XML, parsed. */
async function xmlAt(path: string, target: TestServer = server) {
  const response = await target.request('GET', path)
  expect(response.status, path).toBe(200)
  const xml = await text(response)
  expect(XMLValidator.validate(xml), path).toBe(true)
  return parser.parse(xml) as Record<string, Record<string, unknown>>
}

/** The part files the index names, as paths. */
async function partPaths(target: TestServer = server): Promise<string[]> {
  const index = (await xmlAt('/sitemap.xml', target)).sitemapindex!
  return (index.sitemap as { loc: string }[]).map((entry) => new URL(entry.loc).pathname)
}

/** Every `<url>` of every part file. */
async function allUrls(target: TestServer = server): Promise<UrlEntry[]> {
  const urls: UrlEntry[] = []
  for (const path of await partPaths(target)) {
    urls.push(...((await xmlAt(path, target)).urlset!.url as UrlEntry[]))
  }
  return urls
}

/** The Thai paths of the pages listed (each page is listed once per language). */
const thaiPaths = (urls: UrlEntry[]) =>
  urls.map((url) => new URL(url.loc).pathname).filter((path) => !/^\/en(\/|$)/.test(path))

beforeAll(async () => {
  db = await createTestDb()
  fixture = await seedCatalogFixture(db)
  await seedTopics(db)
  server = await createTestServer({
    db,
    modules: [createSeoModule({ maxUrlsPerFile: MAX_URLS })],
    config: { publicUrl: PUBLIC_URL },
  })
})
afterAll(() => db?.close())

describe('robots.txt', () => {
  it('keeps crawlers out of customer, buying and sign-in pages in both languages, and off the APIs', async () => {
    const response = await server.request('GET', '/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
    const robots = robotsParser(`${PUBLIC_URL}/robots.txt`, await response.text())
    const blocked = [
      '/basket',
      '/payment',
      '/payment/completed',
      '/order-history',
      '/orderdetails/12',
      '/customer/profile',
      '/customer/addressedit/3',
      '/bookshelf',
      '/bookshelf/collection',
      '/wishlist',
      '/Login',
      '/Login?redirect=%2Fbasket',
      '/register',
      '/reset-password/abc/def',
      '/search?q=%E0%B8%99%E0%B8%B4%E0%B8%A2%E0%B8%B2%E0%B8%A2',
    ]
    for (const path of blocked) {
      for (const prefix of ['', '/en']) {
        expect(robots.isDisallowed(`${PUBLIC_URL}${prefix}${path}`), prefix + path).toBe(true)
      }
    }
    for (const path of ['/api/v2/catalog/category/1', '/content-api/v1/home', '/api/docs']) {
      expect(robots.isDisallowed(`${PUBLIC_URL}${path}`), path).toBe(true)
    }
  })

  it('lets crawlers read the public store and names the sitemap by its absolute address', async () => {
    const robots = robotsParser(
      `${PUBLIC_URL}/robots.txt`,
      await (await server.request('GET', '/robots.txt')).text(),
    )
    const open = [
      '/',
      '/en',
      '/book-detail/1',
      '/en/book-detail/1',
      '/book-review/1',
      '/category/2',
      '/en/manufacturer/1',
      '/vendor/1',
      '/topic/about',
      '/purchaseprocess/payment',
      '/bestseller',
      '/newproducts',
      '/media/covers/1.png',
    ]
    for (const path of open) expect(robots.isAllowed(`${PUBLIC_URL}${path}`), path).toBe(true)
    expect(robots.getSitemaps()).toEqual([`${PUBLIC_URL}/sitemap.xml`])
  })
})

describe('sitemap.xml', () => {
  it('is an index of part files at absolute addresses, a book file for every two books', async () => {
    const response = await server.request('GET', '/sitemap.xml')
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
    const index = (await xmlAt('/sitemap.xml')).sitemapindex!
    expect(index['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const entries = index.sitemap as { loc: string; lastmod?: string }[]
    for (const entry of entries) expect(entry.loc.startsWith(`${PUBLIC_URL}/sitemaps/`)).toBe(true)
    // Two pages to a file: four fixed pages, three visible categories, four topics the store
    // shows, six visible books (the unpublished one is left out).
    expect(await partPaths()).toEqual([
      '/sitemaps/pages-1.xml',
      '/sitemaps/pages-2.xml',
      '/sitemaps/categories-1.xml',
      '/sitemaps/categories-2.xml',
      '/sitemaps/publishers-1.xml',
      '/sitemaps/imprints-1.xml',
      '/sitemaps/topics-1.xml',
      '/sitemaps/topics-2.xml',
      '/sitemaps/books-1.xml',
      '/sitemaps/books-2.xml',
      '/sitemaps/books-3.xml',
    ])
    // A book file's time is its newest book's change; the fixed pages have none.
    const books = entries.filter((entry) => entry.loc.includes('/books-'))
    for (const entry of books) expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    expect(entries[0]!.lastmod).toBeUndefined()
  })

  it('lists every page in Thai and English, each with both languages and x-default as alternates', async () => {
    const urls = await allUrls()
    for (const url of urls) {
      const path = new URL(url.loc).pathname
      const thai = path === '/en' ? '/' : path.replace(/^\/en\//, '/')
      const english = thai === '/' ? '/en' : `/en${thai}`
      expect(url.loc.startsWith(`${PUBLIC_URL}/`)).toBe(true)
      expect(
        url['xhtml:link'].map((link) => [link['@rel'], link['@hreflang'], link['@href']]),
      ).toEqual([
        ['alternate', 'th', `${PUBLIC_URL}${thai}`],
        ['alternate', 'en', `${PUBLIC_URL}${english}`],
        ['alternate', 'x-default', `${PUBLIC_URL}${thai}`],
      ])
    }
    const locs = urls.map((url) => new URL(url.loc).pathname)
    expect(new Set(locs).size).toBe(locs.length)
    const thai = thaiPaths(urls)
    expect(locs.filter((path) => /^\/en(\/|$)/.test(path)).sort()).toEqual(
      thai.map((path) => (path === '/' ? '/en' : `/en${path}`)).sort(),
    )
    expect(locs).toContain('/en')
  })

  it('holds at most the given number of addresses a file', async () => {
    for (const path of await partPaths()) {
      const urls = (await xmlAt(path)).urlset!.url as UrlEntry[]
      expect(urls.length, path).toBeGreaterThan(0)
      expect(urls.length, path).toBeLessThanOrEqual(MAX_URLS)
    }
  })

  it('lists only what the store shows: visible books, categories, publishers, imprints and published topics', async () => {
    const thai = new Set(thaiPaths(await allUrls()))
    const visibleBooks = [
      fixture.harry,
      fixture.khunChang,
      fixture.pride,
      fixture.history,
      fixture.hobbit,
      fixture.inHiddenCategory,
    ]
    expect([...thai].sort()).toEqual(
      [
        '/',
        '/bestseller',
        '/newproducts',
        '/contactus',
        ...visibleBooks.map((id) => `/book-detail/${id}`),
        `/category/${ids.category.novels}`,
        `/category/${ids.category.fantasy}`,
        `/category/${ids.category.history}`,
        `/vendor/${ids.vendor.main}`,
        `/manufacturer/${ids.manufacturer.classic}`,
        `/manufacturer/${ids.manufacturer.modern}`,
        '/policy',
        '/termandcondition',
        '/termandcondition/account',
        '/topic/about',
      ].sort(),
    )
    expect(thai.has(`/book-detail/${fixture.hidden}`)).toBe(false)
  })

  it('dates books by their last change and topics by theirs', async () => {
    const row = await db.queryOne<{ updated_at: Date }>(
      'SELECT updated_at FROM books WHERE id = $1',
      [fixture.harry],
    )
    const urls = await allUrls()
    const at = (path: string) => urls.find((url) => url.loc === `${PUBLIC_URL}${path}`)
    expect(at(`/book-detail/${fixture.harry}`)!.lastmod).toBe(
      row!.updated_at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    )
    expect(at('/en/topic/about')!.lastmod).toBe('2025-06-01T08:30:00Z')
    expect(at('/category/1')!.lastmod).toBeUndefined()
  })

  it('sends gzip to a client that takes it, plain XML to one that does not, the same document', async () => {
    const zipped = await server.request('GET', '/sitemaps/books-1.xml', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    })
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip')
    expect(zipped.headers.get('Vary')).toBe('Accept-Encoding')
    const plain = await server.request('GET', '/sitemaps/books-1.xml')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(plain.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(await text(zipped)).toBe(await text(plain))
    const refused = await server.request('GET', '/sitemaps/books-1.xml', {
      headers: { 'Accept-Encoding': 'gzip;q=0, deflate' },
    })
    expect(refused.headers.get('Content-Encoding')).not.toBe('gzip')
  })

  it('answers 304 to a crawler that already holds the file, by an ETag that stays while the text does', async () => {
    const first = await server.request('GET', '/sitemaps/books-2.xml', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    const etag = first.headers.get('ETag')
    expect(etag).toMatch(/^".+"$/)
    const again = await server.request('GET', '/sitemaps/books-2.xml', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag! },
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=3600')
    const replanned = await createTestServer({
      db,
      modules: [createSeoModule({ maxUrlsPerFile: MAX_URLS, ttlMs: 0 })],
      config: { publicUrl: PUBLIC_URL },
    })
    await replanned.request('GET', '/sitemap.xml')
    const after = await replanned.request('GET', '/sitemaps/books-2.xml', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag! },
    })
    expect(after.status).toBe(304)
  })

  it('passes an address that names no part file on (404 without a store)', async () => {
    for (const path of [
      '/sitemaps/books-4.xml',
      '/sitemaps/books-0.xml',
      '/sitemaps/index.xml',
      '/sitemaps/books-1.xml.gz',
    ]) {
      expect((await server.request('GET', path)).status, path).toBe(404)
    }
  })

  it('escapes what a base address holds that XML must not carry as it is', async () => {
    const odd = await createTestServer({
      db,
      modules: [createSeoModule({ maxUrlsPerFile: MAX_URLS })],
      config: { publicUrl: 'https://shop.example.com/th&en' },
    })
    const index = (await xmlAt('/sitemap.xml', odd)).sitemapindex!
    expect((index.sitemap as { loc: string }[])[0]!.loc).toBe(
      'https://shop.example.com/th&en/sitemaps/pages-1.xml',
    )
  })

  it('keeps its files for the time it is given, then reads the catalogue again', async () => {
    const fresh = await createTestServer({
      db,
      modules: [createSeoModule({ maxUrlsPerFile: MAX_URLS, ttlMs: 0 })],
      config: { publicUrl: PUBLIC_URL },
    })
    const before = await text(await server.request('GET', '/sitemaps/books-1.xml'))
    await db.query('UPDATE books SET published = false WHERE id = $1', [fixture.harry])
    try {
      expect(await text(await server.request('GET', '/sitemaps/books-1.xml'))).toBe(before)
      const listed = thaiPaths(await allUrls(fresh))
      expect(listed).not.toContain(`/book-detail/${fixture.harry}`)
      expect(listed).toContain(`/book-detail/${fixture.khunChang}`)
    } finally {
      await db.query('UPDATE books SET published = true WHERE id = $1', [fixture.harry])
    }
  })
})

describe('Sitemaps', () => {
  /** A section that records how many pages a file may take and lists none. */
  const recorder = () => {
    const seen: number[] = []
    const section: SitemapSection = {
      name: 'probe',
      plan: async (_context, perFile) => {
        seen.push(perFile)
        return []
      },
    }
    return { seen, section }
  }

  it('cuts files at 50,000 addresses by default: 25,000 pages, each in two languages', async () => {
    const { seen, section } = recorder()
    await new Sitemaps(db, PUBLIC_URL, { sections: [section] }).index()
    expect(seen).toEqual([SITEMAP_URL_LIMIT / 2])
  })

  it('refuses files larger than the protocol allows or too small for one page', () => {
    expect(() => new Sitemaps(db, PUBLIC_URL, { maxUrlsPerFile: 50_001 })).toThrow(/maxUrlsPerFile/)
    expect(() => new Sitemaps(db, PUBLIC_URL, { maxUrlsPerFile: 1 })).toThrow(/maxUrlsPerFile/)
  })

  it('plans once for concurrent requests and while the plan holds', async () => {
    const { seen, section } = recorder()
    const sitemaps = new Sitemaps(db, PUBLIC_URL, { sections: [section] })
    await Promise.all([sitemaps.index(), sitemaps.index(), sitemaps.file('probe-1')])
    await sitemaps.index()
    expect(seen).toHaveLength(1)
  })
})
