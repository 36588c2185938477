/**
 * The built store as the server serves it, over HTTP through the server's own listener (fast
 * routes, the app, the security headers), with small fake builds written here: a `client/`
 * folder and a `server/entry.js` whose renderer answers what each test needs (pages made of the
 * API's answers through the in-process fetch, each render numbered so a cached page shows).
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogModule } from '../modules/catalog/index.ts'
import { checkoutModule } from '../modules/checkout/index.ts'
import { commonModule } from '../modules/common/index.ts'
import { serverListener } from '../server.ts'
import { seedCatalogFixture, type CatalogFixture } from '../testing/fixtures/catalog.ts'
import { createTestServer, memoryLogger, type TestServer } from '../testing/server.ts'
import type { ServerConfig } from '../config.ts'
import { startBackground, stopBackground } from './background.ts'
import { withFastRoutes } from './fast-path.ts'
import { withSecurityHeaders } from './security-headers.ts'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import type { AppEnv } from './operations.ts'
import { mountStore, type StoreOptions } from './store.ts'

const PUBLIC_CSP = "default-src 'self'; script-src 'self' 'sha256-abc'"
const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

/** The fake store renderer: pages made of the API's answers, each render numbered. */
const entrySource = `
let renders = 0
export async function loadLocaleOfPath() {
  return (path) => (path === '/en' || path.startsWith('/en/') ? 'en' : 'th')
}
export function createRenderer({ fetch, origin }) {
  return async (request) => {
    const url = new URL(request.url)
    const path = url.pathname
    const n = ++renders
    if (url.searchParams.has('throw')) throw new Error('the renderer broke: SECRET-DETAIL')
    const html = (status, body, cacheControl, extra = {}) =>
      new Response('<!doctype html><html><body>' + body + '<p>render ' + n + '</p></body></html>', {
        status,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': cacheControl,
          'Content-Security-Policy': ${JSON.stringify(PUBLIC_CSP)},
          ...extra,
        },
      })
    const book = /^(\\/en)?\\/book-detail\\/(\\d+)$/.exec(path)
    if (book) {
      const answer = await fetch(origin + '/api/v2/product/productdetails/' + book[2], {
        headers: { Language: book[1] ? 'en' : 'th' },
      })
      if (answer.status === 404) return html(404, '<h1>Page Not Found</h1>', ${JSON.stringify(PUBLIC)})
      const { Data } = await answer.json()
      return html(200, '<h1>' + Data.Name + '</h1><p class="price">' + Data.ProductPrice.PriceValue + '</p>', ${JSON.stringify(PUBLIC)})
    }
    switch (path) {
      case '/':
      case '/en':
        return html(200, '<h1>home ' + url.search + ' at ' + origin + '</h1>', ${JSON.stringify(PUBLIC)})
      case '/headers':
        return html(200, '<pre>' + JSON.stringify([...request.headers]) + '</pre>', 'no-store')
      case '/wishlist':
        return html(200, '<h1>wishlist</h1>', 'private, no-store')
      case '/dang':
        return html(500, '<h1>Dang</h1>', 'no-store')
      case '/account':
        return new Response(null, { status: 302, headers: { Location: '/login?redirect=%2Faccount' } })
      case '/throw':
      case '/en/throw':
        throw new Error('the renderer broke: SECRET-DETAIL')
      case '/cookie':
        return html(200, 'cookie', ${JSON.stringify(PUBLIC)}, { 'Set-Cookie': 'a=b' })
      default:
        return html(404, '<h1>Page Not Found</h1>', ${JSON.stringify(PUBLIC)})
    }
  }
}
`
const script = `console.log(${JSON.stringify('ร้านหนังสือ '.repeat(200))})`

/** Writes a fake build: its client files and a server entry. */
function writeBuild(storeDir: string, entry: string): void {
  const client = join(storeDir, 'client')
  mkdirSync(join(client, 'assets'), { recursive: true })
  mkdirSync(join(client, '.vite'), { recursive: true })
  mkdirSync(join(client, 'builds'), { recursive: true })
  mkdirSync(join(storeDir, 'server'), { recursive: true })
  writeFileSync(join(client, 'assets', 'index-3f9c2a1b.js'), script)
  writeFileSync(join(client, 'assets', 'index-3f9c2a1b.js.br'), brotliCompressSync(script))
  writeFileSync(join(client, 'assets', 'index-3f9c2a1b.js.gz'), gzipSync(script))
  writeFileSync(join(client, 'assets', 'anuphan-5e6f.woff2'), Buffer.alloc(4096, 7))
  writeFileSync(join(client, 'assets', 'tiny-7a8b.css'), 'a{color:red}')
  writeFileSync(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(client, '.vite', 'manifest.json'), '{}')
  writeFileSync(
    join(client, 'builds', 'latest.json'),
    '{"buildId":"3f9c2a1b","builtAt":"2026-11-22T10:00:00.000Z"}',
  )
  writeFileSync(join(storeDir, 'server', 'entry.js'), entry)
}

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A GET over HTTP, its body as it came (not decoded). */
function httpGet(port: number, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** A store server listening as startServer listens, counting what reached the app. */
interface Running {
  server: TestServer
  http: Server
  port: number
  /** URLs the fast routes handed to the app. */
  handedOn: string[]
  storeDir: string
  get(path: string, headers?: Record<string, string>): Promise<Answer>
  close(): Promise<void>
}

async function startStore(
  entry: string,
  config: Partial<ServerConfig> = {},
  background = false,
): Promise<Running> {
  const storeDir = mkdtempSync(join(tmpdir(), 'ebook-dist-'))
  writeBuild(storeDir, entry)
  const server = await createTestServer({
    modules: [commonModule, catalogModule, checkoutModule],
    config: { storeDir, publicUrl: 'https://shop.example', ...config },
  })
  if (background) await startBackground(server.background, memoryLogger(server.logs))
  const handedOn: string[] = []
  const log = memoryLogger(server.logs)
  const appListener = getRequestListener(server.app.fetch)
  // As serverListener, with the app's requests counted.
  const http = createServer(
    withSecurityHeaders(
      withFastRoutes(
        server.fastRoutes,
        (req, res) => {
          handedOn.push(req.url ?? '')
          return appListener(req, res)
        },
        log,
      ),
    ),
  )
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const port = (http.address() as AddressInfo).port
  return {
    server,
    http,
    port,
    handedOn,
    storeDir,
    get: (path, headers = {}) => httpGet(port, path, headers),
    async close() {
      await new Promise((resolve) => http.close(resolve))
      if (background) await stopBackground(server.background)
      await server.close()
      rmSync(storeDir, { recursive: true, force: true })
    },
  }
}

/** The text of an answer, decoded as its Content-Encoding says. */
function text(answer: Answer): string {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString()
  if (encoding === 'gzip') return gunzipSync(answer.body).toString()
  return answer.body.toString()
}

/** Waits for `check` to hold (what the server does in the background), up to `ms`. */
async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('The condition did not come true in time.')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The headers every answer of the server carries. */
function expectBaseHeaders(answer: Answer): void {
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
}

const renderNumber = (html: string) => Number(/render (\d+)/u.exec(html)?.[1])

let store: Running
let books: CatalogFixture

beforeAll(async () => {
  store = await startStore(entrySource, { renderAhead: true }, true)
  books = await seedCatalogFixture(store.server.db)
  store.server.deps.changes.notice({ catalogue: true })
})
afterAll(async () => {
  await store?.close()
})

describe('the store build’s files', () => {
  const path = '/assets/index-3f9c2a1b.js'

  it('are sent precompressed from memory: brotli, gzip or as they are, by Accept-Encoding', async () => {
    const br = await store.get(path, { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['vary']).toBe('Accept-Encoding')
    expect(br.headers['content-type']).toMatch(/javascript/u)
    expect(text(br)).toBe(script)
    const gzip = await store.get(path, { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(text(gzip)).toBe(script)
    const refused = await store.get(path, { 'Accept-Encoding': 'br;q=0, gzip' })
    expect(refused.headers['content-encoding']).toBe('gzip')
    const plain = await store.get(path)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(script))
    // Each encoding has its own ETag.
    expect(new Set([br, gzip, plain].map((a) => a.headers.etag)).size).toBe(3)
    // Hashed files are answered on the fast path, before the app.
    expect(store.handedOn).not.toContain(path)
  })

  it('are kept a year when hashed, and revalidated with a 304', async () => {
    const first = await store.get(path, { 'Accept-Encoding': 'br' })
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const again = await store.get(path, {
      'Accept-Encoding': 'br',
      'If-None-Match': first.headers.etag!,
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(first.headers.etag)
    // The ETag of another encoding does not revalidate this one.
    const other = await store.get(path, { 'If-None-Match': first.headers.etag! })
    expect(other.status).toBe(200)
  })

  it('are kept briefly when not hashed', async () => {
    const icon = await store.get('/favicon.svg')
    expect(icon.status).toBe(200)
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/u)
    expect(icon.headers['cache-control']).toBe('public, max-age=600')
    expectBaseHeaders(icon)
  })

  it('never include the build’s metadata or its server part, and miss files with a 404', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/server/entry.js',
      '/assets/missing.js',
      '/client/favicon.svg',
    ]) {
      const answer = await store.get(path)
      expect(answer.status, path).toBe(404)
      expect(text(answer), path).not.toContain('createRenderer')
    }
  })

  it('answer the build’s id at builds/latest.json, never cached', async () => {
    const answer = await store.get('/builds/latest.json')
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(JSON.parse(text(answer))).toMatchObject({ buildId: '3f9c2a1b' })
  })
})

describe('pages', () => {
  it('are rendered by the store’s renderer from the API’s answers, with its headers', async () => {
    const answer = await store.get(`/book-detail/${books.harry}`, { 'Accept-Encoding': 'gzip' })
    expect(answer.status).toBe(200)
    const html = text(answer)
    expect(html).toContain('<p class="price">259</p>')
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.headers['cache-control']).toBe(PUBLIC)
    expect(answer.headers['content-security-policy']).toBe(PUBLIC_CSP)
    expect(answer.headers['x-frame-options']).toBe('DENY')
    expectBaseHeaders(answer)
    const en = text(await store.get(`/en/book-detail/${books.harry}`))
    expect(en).toContain('<h1>Harry')
  })

  it('are rendered for the public address, query included', async () => {
    const html = text(await store.get('/?banner=2'))
    expect(html).toContain('<h1>home ?banner=2 at https://shop.example</h1>')
  })

  it('carry the renderer’s status: 404, 500, redirects', async () => {
    const missing = await store.get('/no-such-page')
    expect(missing.status).toBe(404)
    expect(text(missing)).toContain('Page Not Found')
    expect((await store.get('/book-detail/999999')).status).toBe(404)
    const dang = await store.get('/dang')
    expect(dang.status).toBe(500)
    expect(text(dang)).toContain('Dang')
    const redirect = await store.get('/account')
    expect(redirect.status).toBe(302)
    expect(redirect.headers.location).toBe('/login?redirect=%2Faccount')
  })

  it('are rendered as a guest’s: no cookie, token or authorization reaches the renderer', async () => {
    const html = text(
      await store.get('/headers', {
        Cookie: 'session=secret',
        Authorization: 'Bearer secret',
        Token: 'secret',
        deviceId: 'device-1',
        Accept: 'text/html',
      }),
    )
    const seen = (page: string) => JSON.parse(/<pre>(.*)<\/pre>/u.exec(page)![1]!) as unknown
    expect(seen(html)).toEqual([['accept', 'text/html']])
    // Only that there is a session is told (an account page redirects guests), not its token.
    const customer = text(
      await store.get('/headers', { Cookie: 'theme=dark; token=eyJhbGciOi.secret.sig' }),
    )
    expect(seen(customer)).toEqual([['cookie', 'token=1']])
    expect(customer).not.toContain('secret')
  })

  it('are kept once rendered, and answered from memory with a 304 on revalidation', async () => {
    const path = `/book-detail/${books.pride}`
    const first = await store.get(path, { 'Accept-Encoding': 'br' })
    const second = await store.get(path, { 'Accept-Encoding': 'br' })
    expect(renderNumber(text(second))).toBe(renderNumber(text(first)))
    expect(second.headers['content-encoding']).toBe('br')
    expect(second.headers['x-frame-options']).toBe('DENY')
    expect(second.headers['x-content-type-options']).toBe('nosniff')
    expect(second.headers['content-security-policy']).toBe(PUBLIC_CSP)
    expect(second.headers.vary).toBe('Accept-Encoding')
    // The second came from the fast path.
    expect(store.handedOn.filter((url) => url === path)).toHaveLength(1)
    const revalidated = await store.get(path, {
      'Accept-Encoding': 'br',
      'If-None-Match': second.headers.etag!,
    })
    expect(revalidated.status).toBe(304)
    // A kept 404 stays a 404 (never a 304).
    const gone = await store.get('/gone-for-good')
    const goneAgain = await store.get('/gone-for-good', { 'If-None-Match': gone.headers.etag! })
    expect(goneAgain.status).toBe(404)
    expect(renderNumber(text(goneAgain))).toBe(renderNumber(text(gone)))
  })

  it('are never kept when private, no-store, an error, a redirect or setting a cookie', async () => {
    for (const path of ['/wishlist', '/dang', '/cookie', '/headers']) {
      const first = renderNumber(text(await store.get(path)))
      const second = renderNumber(text(await store.get(path)))
      expect(second, path).toBeGreaterThan(first)
    }
    const wishlist = await store.get('/wishlist')
    expect(wishlist.headers['cache-control']).toBe('private, no-store')
  })

  it('are made again at once when the catalogue’s caches are cleared', async () => {
    const path = `/book-detail/${books.hobbit}`
    const first = renderNumber(text(await store.get(path)))
    expect(renderNumber(text(await store.get(path)))).toBe(first)
    store.server.deps.changes.notice({ catalogue: true })
    expect(renderNumber(text(await store.get(path)))).toBeGreaterThan(first)
  })

  it('show a price changed in the database (by another server, by SQL) within the look', async () => {
    const path = `/book-detail/${books.khunChang}`
    const before = text(await store.get(path, { 'Accept-Encoding': 'gzip' }))
    const price = Number(/class="price">(\d+)/u.exec(before)![1])
    expect(text(await store.get(path, { 'Accept-Encoding': 'gzip' }))).toBe(before)
    await store.server.db.query('UPDATE books SET price = $1 WHERE id = $2', [
      price + 11,
      books.khunChang,
    ])
    await until(async () =>
      text(await store.get(path, { 'Accept-Encoding': 'gzip' })).includes(
        `class="price">${price + 11}<`,
      ),
    )
  })

  it('answer a plain 500 page in the page’s language when the renderer fails', async () => {
    const th = await store.get('/throw')
    expect(th.status).toBe(500)
    expect(th.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(th.headers['cache-control']).toBe('no-store')
    expectBaseHeaders(th)
    const thai = text(th)
    expect(thai).toContain('<html lang="th">')
    expect(thai).toContain('เกิดข้อผิดพลาด')
    expect(thai).not.toContain('SECRET-DETAIL')
    expect(thai).not.toMatch(/at .*\.js:\d+/u)
    for (const path of ['/en/throw', '/en?throw=1']) {
      const en = text(await store.get(path))
      expect(en, path).toContain('<html lang="en">')
      expect(en, path).toContain('Something went wrong')
    }
    expect(text(await store.get('/english?throw=1'))).toContain('<html lang="th">')
    expect(store.server.logs.join('\n')).toContain('SECRET-DETAIL')
  })

  it('leave the API’s addresses to the API (JSON 404), with the security headers', async () => {
    const api = await store.get('/api/v2/unknown')
    expect(api.status).toBe(404)
    expect(api.headers['content-type']).toMatch(/application\/json/u)
    expectBaseHeaders(api)
    // The book page's API fast route carries them too.
    const details = await store.get(`/api/v2/product/productdetails/${books.harry}`)
    expect(details.status).toBe(200)
    expectBaseHeaders(details)
    expect(store.handedOn).not.toContain(`/api/v2/product/productdetails/${books.harry}`)
  })
})

describe('the server’s own pages', () => {
  it('carry a CSP as narrow as they need and are never framed', async () => {
    const docs = await store.get('/api/docs')
    expect(docs.status).toBe(200)
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'")
    expect(docs.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(docs.headers['x-frame-options']).toBe('DENY')
    expectBaseHeaders(docs)
    // The payment sandbox's page: a style element and forms, no script, nothing loaded.
    const sandbox = await store.get('/sandbox/pay/no-such-payment')
    expect(sandbox.status).toBe(404)
    expect(sandbox.headers['content-type']).toMatch(/^text\/html/u)
    expect(sandbox.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    )
    expect(sandbox.headers['x-frame-options']).toBe('DENY')
    expectBaseHeaders(sandbox)
  })
})

describe('a store without a working renderer', () => {
  it('answers its pages with the 500 page, and its files still', async () => {
    const broken = await startStore('export const nothing = 1\n')
    try {
      const page = await broken.get('/en/category/1')
      expect(page.status).toBe(500)
      // No entry to read the page's language with: the page says it in both.
      expect(text(page)).toContain('Something went wrong')
      expect(text(page)).toContain('เกิดข้อผิดพลาด')
      expect(broken.server.logs.join('\n')).toContain('createRenderer')
      expect((await broken.get('/assets/index-3f9c2a1b.js')).status).toBe(200)
    } finally {
      await broken.close()
    }
  })
})

/**
 * The store mounted alone on a bare app (no API), with a renderer written for the test: `renderer`
 * is the entry's code after its `loadLocaleOfPath`. Answers the app once the renderer is loaded
 * (`/` answered 200), with a function that removes the build.
 */
async function mountedRenderer(
  renderer: string,
  options: Partial<Omit<StoreOptions, 'config' | 'changes'>> = {},
): Promise<{ app: Hono<AppEnv>; remove: () => void }> {
  const storeDir = mkdtempSync(join(tmpdir(), 'ebook-dist-'))
  writeBuild(
    storeDir,
    `export const loadLocaleOfPath = async () => (path) => (path.startsWith('/en/') ? 'en' : 'th')
     ${renderer}`,
  )
  const app = new Hono<AppEnv>()
  mountStore(app, {
    config: { storeDir, publicUrl: 'https://shop.example', storeHtmlCacheMb: 1 },
    changes: { onDataChange: () => () => true },
    log: memoryLogger([]),
    ...options,
  })
  const remove = () => rmSync(storeDir, { recursive: true, force: true })
  try {
    // Once the renderer is imported (its import is no render of a page under test).
    await until(async () => (await app.request('/')).status === 200)
  } catch (error) {
    remove()
    throw error
  }
  return { app, remove }
}

/** A renderer's answer that the HTML cache keeps. */
const KEPT_ANSWER = `{ status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=60' } }`

describe('a render that takes too long', () => {
  it('answers the 500 page and tells the renderer to stop', async () => {
    const logs: string[] = []
    const { app, remove } = await mountedRenderer(
      `export function createRenderer() {
         return async (request) => {
           if (new URL(request.url).pathname === '/') return new Response('home', { status: 200 })
           return new Promise(() => {
             request.signal.addEventListener('abort', () => { globalThis.storeRenderStopped = true })
           })
         }
       }`,
      { log: memoryLogger(logs), renderTimeoutMs: 1000 },
    )
    try {
      const response = await app.request('/en/bestseller')
      expect(response.status).toBe(500)
      expect(await response.text()).toContain('Something went wrong')
      expect(logs.join('\n')).toMatch(/GET \/en\/bestseller: the store could not render/u)
      expect((globalThis as { storeRenderStopped?: boolean }).storeRenderStopped).toBe(true)
    } finally {
      remove()
    }
  })
})

describe('many pages asked for at once', () => {
  it('renders a few at a time, the others waiting their turn, every one answered', async () => {
    const { app, remove } = await mountedRenderer(
      `globalThis.storeRenders = { now: 0, most: 0 }
       export function createRenderer() {
         return async (request) => {
           const renders = globalThis.storeRenders
           renders.most = Math.max(renders.most, ++renders.now)
           await new Promise((resolve) => setTimeout(resolve, 5))
           renders.now--
           return new Response('<h1>' + new URL(request.url).pathname + '</h1>', ${KEPT_ANSWER})
         }
       }`,
      { renderSlots: 2 },
    )
    try {
      const paths = Array.from({ length: 30 }, (_, i) => `/book-detail/${i + 1}`)
      const answers = await Promise.all(paths.map((path) => app.request(path)))
      expect(answers.map((answer) => answer.status)).toEqual(paths.map(() => 200))
      expect(await answers[29]!.text()).toBe('<h1>/book-detail/30</h1>')
      const renders = (globalThis as { storeRenders?: { now: number; most: number } }).storeRenders
      expect(renders).toEqual({ now: 0, most: 2 })
    } finally {
      remove()
    }
  })
})

describe('a kept page past its age', () => {
  it('is answered at once while the store makes it again', async () => {
    const { app, remove } = await mountedRenderer(
      `let renders = 0
       export function createRenderer() {
         return async () => new Response('<p>render ' + ++renders + '</p>', ${KEPT_ANSWER})
       }`,
      { pageAges: { freshMs: 100, staleMs: 60_000 } },
    )
    const page = async () => renderNumber(await (await app.request('/bestseller')).text())
    try {
      const first = await page()
      expect(await page()).toBe(first)
      await new Promise((resolve) => setTimeout(resolve, 150))
      // Stale: the kept page answers, and a render starts behind it.
      expect(await page()).toBe(first)
      await until(async () => (await page()) === first + 1)
    } finally {
      remove()
    }
  })
})

describe('the HTML cache turned off', () => {
  it('renders every page (to measure renders)', async () => {
    const uncached = await startStore(entrySource, { storeHtmlCacheMb: 0 })
    try {
      const first = renderNumber(text(await uncached.get('/')))
      expect(renderNumber(text(await uncached.get('/')))).toBeGreaterThan(first)
    } finally {
      await uncached.close()
    }
  })
})

describe('a new build', () => {
  it('is taken while the server runs: its files, its renderer, and no page of the old one', async () => {
    const running = await startStore(entrySource)
    try {
      const before = text(await running.get('/'))
      expect(before).toContain('<h1>home')
      // While a build is being written (its entry gone), the running one serves on.
      const entry = join(running.storeDir, 'server', 'entry.js')
      rmSync(entry)
      const end = Date.now() + 2500
      while (Date.now() < end) {
        const page = await running.get('/')
        expect(page.status).toBe(200)
        expect(text(page)).toContain('<h1>home')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      writeFileSync(entry, entrySource.replace("'<h1>home '", "'<h1>new home '"))
      writeFileSync(join(running.storeDir, 'client', 'assets', 'index-new.js'), 'new()')
      // The folder's time tells the build changed, whatever the clock's resolution.
      const later = new Date(Date.now() + 5000)
      utimesSync(join(running.storeDir, 'client'), later, later)
      utimesSync(join(running.storeDir, 'server', 'entry.js'), later, later)
      await until(async () => text(await running.get('/')).includes('<h1>new home'))
      expect(text(await running.get('/assets/index-new.js'))).toBe('new()')
    } finally {
      await running.close()
    }
  })
})

describe('the fast path', () => {
  it('answers files and kept pages exactly as the app does', async () => {
    // The same app without fast routes: the reference.
    const plain = createServer(withSecurityHeaders(getRequestListener(store.server.app.fetch)))
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve))
    const plainPort = (plain.address() as AddressInfo).port
    const fromPlain = (path: string, headers: Record<string, string>) =>
      httpGet(plainPort, path, headers)
    /** The headers that must match: not the date, nor the connection's own. */
    const comparable = (headers: IncomingHttpHeaders) =>
      Object.fromEntries(
        Object.entries(headers)
          .filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name))
          .sort(([a], [b]) => a.localeCompare(b)),
      )
    try {
      const page = `/en/book-detail/${books.hobbit}`
      await store.get(page)
      const etag = (await store.get(page, { 'Accept-Encoding': 'br' })).headers.etag!
      for (const [path, headers] of [
        ['/assets/index-3f9c2a1b.js', {}],
        ['/assets/index-3f9c2a1b.js', { 'Accept-Encoding': 'gzip, deflate, br' }],
        ['/assets/index-3f9c2a1b.js?v=2', { 'Accept-Encoding': 'gzip' }],
        // Files compress() leaves as they are: a font, a file under 1 KB.
        ['/assets/anuphan-5e6f.woff2', { 'Accept-Encoding': 'gzip, deflate, br' }],
        ['/assets/tiny-7a8b.css', { 'Accept-Encoding': 'gzip, deflate, br' }],
        [page, {}],
        [page, { 'Accept-Encoding': 'gzip' }],
        [page, { 'Accept-Encoding': 'br', 'If-None-Match': etag }],
        // Under 1 KB: compress() would send it as it is too.
        [page, { 'Accept-Encoding': 'deflate' }],
      ] as const) {
        store.handedOn.length = 0
        const fast = await store.get(path, headers)
        expect(store.handedOn, path).toEqual([])
        const reference = await fromPlain(path, headers)
        expect(fast.status, path).toBe(reference.status)
        expect(comparable(fast.headers), path).toEqual(comparable(reference.headers))
        expect(fast.body.equals(reference.body), path).toBe(true)
      }
      // A client taking deflate only is the app's (its compress() answers it).
      store.handedOn.length = 0
      const script = '/assets/index-3f9c2a1b.js'
      const deflated = await store.get(script, { 'Accept-Encoding': 'deflate' })
      expect(store.handedOn).toEqual([script])
      expect(deflated.headers['content-encoding']).toBe('deflate')
    } finally {
      await new Promise((resolve) => plain.close(resolve))
    }
  })
})

/** serverListener is what startServer listens with: the same chain as startStore's. */
describe('serverListener', () => {
  it('puts the security headers on the app’s answers', async () => {
    const http = createServer(serverListener(store.server, memoryLogger([])))
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = http.address() as AddressInfo
      const response = await fetch(`http://127.0.0.1:${port}/api/v2/unknown`)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    } finally {
      await new Promise((resolve) => http.close(resolve))
    }
  })
})
