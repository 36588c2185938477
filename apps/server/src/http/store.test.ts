import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setSetting } from '../db/settings.ts'
import { catalogModule, clearCatalogCaches } from '../modules/catalog/index.ts'
import { commonModule } from '../modules/common/index.ts'
import { expectContractResponse } from '../testing/contract.ts'
import { addBook, ids, seedCatalogFixture } from '../testing/fixtures/catalog.ts'
import { createTestServer, type TestServer } from '../testing/server.ts'
import { cacheControlFor } from './store.ts'

const storeDir = mkdtempSync(join(tmpdir(), 'ebook-dist-'))
const indexHtml =
  '<!doctype html><html><head><title>ร้านหนังสือ</title></head><body><main><!--page-shell--></main><div id="root"></div></body></html>'
/** The store's page shells (apps/store/src/shell/page-shells.ts), reduced to their values. */
const shells = (lang: string) => ({
  home: '<picture><source srcset="{{phone}}"><img src="{{image}}" alt="{{alt}}"></picture>',
  book: '<img src="{{cover}}" alt=""><h1>{{title}}</h1>',
  search: `<h1 lang="${lang}">{{q}}</h1><a href="?q={{q_url}}"></a><p>{{first}}-{{last}}/{{total}}</p><select>{{{sorts}}}</select><ul>{{{cards}}}</ul>`,
  searchCard:
    '<li><a href="/book-detail/{{id}}">{{title}}</a> {{authors}} <img src="{{cover}}" alt="{{alt}}" loading="{{loading}}"></li>',
  searchSort: '<option value="{{value}}"{{{selected}}}>{{text}}</option>',
})
const pageShells = { th: shells('th'), en: shells('en') }
/** What a page's HTML shows in the page's place before the app runs. */
const shellOf = (html: string) => /<main>(.*)<\/main>/su.exec(html)?.[1]
const script = `console.log(${JSON.stringify('ร้านหนังสือ '.repeat(200))})`
let server: TestServer

beforeAll(async () => {
  mkdirSync(join(storeDir, 'assets'))
  mkdirSync(join(storeDir, 'builds'))
  mkdirSync(join(storeDir, '.vite'))
  writeFileSync(join(storeDir, 'index.html'), indexHtml)
  writeFileSync(join(storeDir, '.vite', 'page-shells.json'), JSON.stringify(pageShells))
  writeFileSync(join(storeDir, 'assets', 'index-3f9c2a1b.js'), script)
  writeFileSync(join(storeDir, 'robots.txt'), 'User-agent: *')
  // The store's build writes compressed copies beside its text files (apps/store vite.config.ts).
  writeFileSync(join(storeDir, 'assets', 'index-3f9c2a1b.js.br'), brotliCompressSync(script))
  writeFileSync(join(storeDir, 'assets', 'index-3f9c2a1b.js.gz'), gzipSync(script))
  writeFileSync(
    join(storeDir, 'builds', 'latest.json'),
    '{"buildId":"3f9c2a1b","builtAt":"2026-11-22T10:00:00.000Z"}',
  )
  server = await createTestServer({ modules: [commonModule, catalogModule], config: { storeDir } })
})
afterAll(async () => {
  await server?.close()
  rmSync(storeDir, { recursive: true, force: true })
})

describe('the built store', () => {
  it('serves index.html at the root, revalidated on every visit', async () => {
    const response = await server.request('GET', '/')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(indexHtml)
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
  })

  it('serves hashed assets for a year', async () => {
    const response = await server.request('GET', '/assets/index-3f9c2a1b.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/javascript/)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  })

  it('sends the compressed copy of a file to a browser that takes it', async () => {
    const plain = await server.request('GET', '/assets/index-3f9c2a1b.js')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
    const compressed = await server.request('GET', '/assets/index-3f9c2a1b.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    })
    expect(compressed.headers.get('Content-Encoding')).toBe('br')
    expect(compressed.headers.get('Vary')).toMatch(/Accept-Encoding/)
    const body = Buffer.from(await compressed.arrayBuffer())
    expect(brotliDecompressSync(body).toString()).toBe(script)
  })

  it('compresses other answers of 1 KB and more for a browser that takes it', async () => {
    const response = await server.request('GET', '/api/docs', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    const plain = await server.request('GET', '/api/docs')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
  })

  it("answers the app's pages with index.html (Thai and English routes)", async () => {
    for (const path of ['/book-detail/12', '/en/category/3', '/search?q=นิยาย']) {
      const response = await server.request('GET', path)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(indexHtml)
      expect(response.headers.get('Cache-Control')).toBe('no-cache')
    }
  })

  it('never lets the wishlist page be cached', async () => {
    for (const path of ['/wishlist', '/en/wishlist', '/wishlist/']) {
      const response = await server.request('GET', path)
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
    }
  })

  it('answers 404 for a missing file and JSON 404 for unknown API addresses', async () => {
    expect((await server.request('GET', '/assets/missing.js')).status).toBe(404)
    const api = await server.request('GET', '/api/v2/unknown')
    expect(api.status).toBe(404)
    expect(api.headers.get('Content-Type')).toMatch(/application\/json/)
    await expectContractResponse(api)
    expect((await server.request('GET', '/content-api/v1/unknown')).status).toBe(404)
  })

  it('answers builds/latest.json from the build, never cached', async () => {
    const response = await server.request('GET', '/builds/latest.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
    expect(await expectContractResponse(response)).toEqual({
      buildId: '3f9c2a1b',
      builtAt: '2026-11-22T10:00:00.000Z',
    })
  })
})

describe('cacheControlFor', () => {
  it('gives files without a hash an hour', () => {
    expect(cacheControlFor('/robots.txt')).toBe('public, max-age=3600')
    expect(cacheControlFor('/index.html')).toBe('no-cache')
    expect(cacheControlFor('/EN/Wishlist')).toBe('no-store')
  })
})

describe('book pages', () => {
  it('carry the book’s title and link-preview tags in the HTML, per language', async () => {
    const book = await server.db.queryOne<{ id: number }>(
      `INSERT INTO books (sku, name_th, name_en, short_description_th, short_description_en,
                          full_description_th, se_name, price)
       VALUES ('EB-PREVIEW', 'ขุนช้างขุนแผน', 'Khun Chang Khun Phaen', 'เสภาเรื่องเอก "รักสามเส้า"',
               NULL, '<p>Thai epic</p>', 'khun-chang-preview', 189)
       RETURNING id`,
    )
    const th = await (await server.request('GET', `/book-detail/${book!.id}`)).text()
    expect(th).toContain('<html')
    expect(th).toContain('<title>ขุนช้างขุนแผน</title>')
    expect(th).not.toContain('<title>ร้านหนังสือ</title>')
    expect(th).toContain('<meta property="og:type" content="books.book">')
    expect(th).toContain('<meta property="og:title" content="ขุนช้างขุนแผน">')
    expect(th).toContain('content="เสภาเรื่องเอก &#34;รักสามเส้า&#34;"')
    expect(th).toMatch(
      new RegExp(
        `<meta property="og:image" content="http://[^"]+/media/covers/${book!.id}\\.png\\?w=357">`,
      ),
    )
    expect(th).toContain('<meta property="og:image:width" content="357">')
    expect(th).toContain('<meta property="og:image:height" content="510">')

    // The cover, at the address the page's <img> asks for, is fetched with the app's script.
    expect(th).toContain(
      `<link rel="preload" as="image" href="/media/covers/${book!.id}.png?w=357" fetchpriority="high">`,
    )
    expect(th.indexOf('rel="preload"')).toBeLessThan(th.indexOf('</head>'))
    // And drawn, with the title, in the page's place until the app has rendered the page.
    expect(shellOf(th)).toBe(
      `<img src="/media/covers/${book!.id}.png?w=357" alt=""><h1>ขุนช้างขุนแผน</h1>`,
    )

    const en = await (await server.request('GET', `/en/book-detail/${book!.id}`)).text()
    expect(en).toContain('<meta property="og:title" content="Khun Chang Khun Phaen">')
    expect(shellOf(en)).toContain('<h1>Khun Chang Khun Phaen</h1>')
    // No English summary: the Thai one stands in rather than nothing.
    expect(en).toContain('<meta property="og:description" content="เสภาเรื่องเอก')
  })

  it('draw a title that looks like markup as text', async () => {
    const book = await server.db.queryOne<{ id: number }>(
      `INSERT INTO books (sku, name_th, se_name, price)
       VALUES ('EB-MARKUP', '<script>alert(1)</script> & "Co"', 'markup-title', 99) RETURNING id`,
    )
    const html = await (await server.request('GET', `/book-detail/${book!.id}`)).text()
    expect(shellOf(html)).toContain(
      '<h1>&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Co&#34;</h1>',
    )
    expect(html).not.toContain('<script>alert(1)')
  })

  it('leave an unknown book’s page as the app’s own (its 404 is shown by the app)', async () => {
    expect(await (await server.request('GET', '/book-detail/999999')).text()).toBe(indexHtml)
  })
})

describe('the home page', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload"[^>]*>/gu)].map((match) => match[0])

  async function picture(width: number, height: number): Promise<number> {
    const row = await server.db.queryOne<{ id: number }>(
      `INSERT INTO pictures (mime_type, data, width, height) VALUES ('image/png', $1, $2, $3)
       RETURNING id`,
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47]), width, height],
    )
    return row!.id
  }

  async function slide(fields: Record<string, unknown>): Promise<void> {
    const columns = Object.keys(fields)
    await server.db.query(
      `INSERT INTO slider_items (${columns.join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(fields),
    )
  }

  it('names its first banner in the HTML: the phone picture on a narrow screen', async () => {
    const [first, firstPhone, second, hidden, past] = [
      await picture(1200, 400),
      await picture(720, 240),
      await picture(1200, 400),
      await picture(1200, 400),
      await picture(1200, 400),
    ]
    // Out of order, one unpublished and one over: the slider call's first slide is `first`.
    await slide({ picture_id: second, display_order: 2 })
    await slide({
      picture_id: first,
      mobile_picture_id: firstPhone,
      display_order: 1,
      alt_th: 'แบนเนอร์ "สี่แผ่นดิน"',
      alt_en: 'Four Reigns banner',
    })
    await slide({ picture_id: hidden, display_order: 0, published: false })
    await slide({ picture_id: past, display_order: 0, ends_at: '2020-01-01T00:00:00Z' })
    // The slider's answer is cached: after a change, as after an admin's, the cache is cleared.
    clearCatalogCaches(server.db)
    for (const path of ['/', '/en', '/en/']) {
      const response = await server.request('GET', path)
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('no-cache')
      const html = await response.text()
      expect(preloads(html), path).toEqual([
        `<link rel="preload" as="image" href="/media/pictures/${firstPhone}" media="(max-width: 767px)" fetchpriority="high">`,
        `<link rel="preload" as="image" href="/media/pictures/${first}" media="(min-width: 768px)" fetchpriority="high">`,
      ])
      expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'))
    }
    // The banner is drawn in the page's place, its description in the page's language.
    for (const [path, text] of [
      ['/', 'แบนเนอร์ &#34;สี่แผ่นดิน&#34;'],
      ['/en', 'Four Reigns banner'],
    ] as const) {
      expect(shellOf(await (await server.request('GET', path)).text()), path).toBe(
        `<picture><source srcset="/media/pictures/${firstPhone}"><img src="/media/pictures/${first}" alt="${text}"></picture>`,
      )
    }
    // Other pages have no banner to fetch.
    expect(await (await server.request('GET', '/search?q=x')).text()).toBe(indexHtml)
    // The slider call answers the same first slide, with the same addresses.
    const slider = await server.request('GET', '/api/v2/slider/home-slider')
    expect(slider.status).toBe(200)
    const body = (await slider.json()) as {
      Data: { Sliders: { ImageUrl: string; MobileImageUrl: string | null }[] }
    }
    expect(body.Data.Sliders[0]).toMatchObject({
      ImageUrl: `/media/pictures/${first}`,
      MobileImageUrl: `/media/pictures/${firstPhone}`,
    })
  })

  it('names a banner without a phone picture for every screen, and none when the slider is off', async () => {
    await server.db.query('UPDATE slider_items SET mobile_picture_id = NULL')
    clearCatalogCaches(server.db)
    const [link] = preloads(await (await server.request('GET', '/')).text())
    expect(link).toMatch(
      /^<link rel="preload" as="image" href="\/media\/pictures\/\d+" fetchpriority="high">$/u,
    )
    await setSetting(server.db, 'slider.enabled', false)
    clearCatalogCaches(server.db)
    expect(await (await server.request('GET', '/')).text()).toBe(indexHtml)
    await setSetting(server.db, 'slider.enabled', true)
    await server.db.query('DELETE FROM slider_items')
    clearCatalogCaches(server.db)
    expect(await (await server.request('GET', '/')).text()).toBe(indexHtml)
  })
})

describe('search pages', () => {
  it('carry the search form and the books found in the HTML, in the page’s language', async () => {
    await seedCatalogFixture(server.db)
    const bookId = await addBook(server.db, {
      nameTh: 'พระอภัยมณีฉบับย่อ',
      nameEn: 'Phra Aphai Mani, abridged',
      categoryId: ids.category.novels,
      authors: [ids.author.sunthorn],
      price: 120,
    })
    const book = { id: bookId }
    clearCatalogCaches(server.db)
    const answer = await server.request('POST', '/api/v2/catalog/search', {
      json: { Data: { q: 'อภัยมณี' } },
    })
    const found = (await answer.json()) as {
      Data: { CatalogProductsModel: { Products: { Id: number }[]; TotalItems: number } }
    }
    expect(found.Data.CatalogProductsModel.Products.map((p) => p.Id)).toContain(book.id)
    const total = found.Data.CatalogProductsModel.TotalItems

    const th = shellOf(
      await (await server.request('GET', `/search?q=${encodeURIComponent(' อภัยมณี ')}`)).text(),
    )!
    expect(th).toContain('<h1 lang="th">อภัยมณี</h1>')
    expect(th).toContain(`<a href="?q=${encodeURIComponent('อภัยมณี')}"></a>`)
    expect(th).toContain(`<p>1-${total}/${total}</p>`)
    expect(th).toContain(
      `<li><a href="/book-detail/${book.id}">พระอภัยมณีฉบับย่อ</a> สุนทรภู่ <img src="/media/covers/${book.id}.png?w=357"`,
    )
    expect(th).toContain('loading="eager"')
    // The sorts but best match (the store names that one), the one asked for chosen.
    expect(th).toMatch(/<select>(<option value="\d+">[^<]+<\/option>)+<\/select>/u)
    expect(th).not.toContain('value="0"')
    const sorted = shellOf(
      await (await server.request('GET', `/search?q=${encodeURIComponent('อภัยมณี')}&sort=5`)).text(),
    )!
    expect(sorted).toContain('<option value="5" selected>')

    const en = shellOf(
      await (await server.request('GET', `/en/search?q=${encodeURIComponent('อภัยมณี')}`)).text(),
    )!
    expect(en).toContain('<h1 lang="en">อภัยมณี</h1>')
    expect(en).toContain('>Phra Aphai Mani, abridged</a>')
  })

  it('leave a search without words, without results or with an odd address to the app', async () => {
    for (const path of [
      '/search',
      '/search?q=%20',
      `/search?q=${encodeURIComponent('ไม่มีหนังสือชื่อนี้แน่นอน')}`,
      '/search?q=x&page=0',
      '/search?q=x&page=abc',
      '/search/advance?q=x',
    ]) {
      expect(await (await server.request('GET', path)).text(), path).toBe(indexHtml)
    }
  })
})
