/**
 * The book page's fast route (answered before Hono, see src/http/fast-path.ts) against the app:
 * the same requests over HTTP to a server with the fast route and to one with the app alone must
 * get the same status, body bytes and headers; and the fast route must really answer the
 * requests it is meant for (and hand the others on).
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withFastRoutes } from '../../http/fast-path.ts'
import { seedCatalogFixture, type CatalogFixture } from '../../testing/fixtures/catalog.ts'
import { createTestServer, memoryLogger, type TestServer } from '../../testing/server.ts'
import { catalogModule } from './index.ts'

let server: TestServer
let books: CatalogFixture
let fast: Server
let plain: Server
/** The URLs the fast server handed to the app. */
const handedOn: string[] = []

function listen(app: Server): Promise<number> {
  return new Promise((resolve) => {
    app.listen(0, '127.0.0.1', () => resolve((app.address() as AddressInfo).port))
  })
}
let fastPort: number
let plainPort: number

beforeAll(async () => {
  server = await createTestServer({ modules: [catalogModule] })
  books = await seedCatalogFixture(server.db)
  const appListener = getRequestListener(server.app.fetch)
  const routes = server.fastRoutes
  fast = createServer(
    withFastRoutes(
      routes,
      (req, res) => {
        handedOn.push(req.url ?? '')
        return appListener(req, res)
      },
      memoryLogger(server.logs),
    ),
  )
  plain = createServer(appListener)
  fastPort = await listen(fast)
  plainPort = await listen(plain)
})
afterAll(async () => {
  await new Promise((resolve) => fast?.close(resolve))
  await new Promise((resolve) => plain?.close(resolve))
  await server?.close()
})

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** One raw GET (headers sent exactly as given, repeated ones too). */
function get(port: number, path: string, headers: [string, string][] = []): Promise<Answer> {
  // Headers given as a list go as they are: Host too must be given.
  const raw = [['Host', `127.0.0.1:${port}`], ...headers].flat()
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'GET', headers: raw, agent: false },
      (res) => {
        const parts: Buffer[] = []
        res.on('data', (part: Buffer) => parts.push(part))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** The headers that must match (not the date, nor the connection's own). */
function relevant(headers: IncomingHttpHeaders) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers
  return rest
}

/**
 * Sends the request to both servers and expects the same answer; tells whether the fast server
 * answered it itself.
 */
async function compare(path: string, headers: [string, string][] = []) {
  const before = handedOn.length
  const viaFast = await get(fastPort, path, headers)
  const answeredFast = handedOn.length === before
  const viaApp = await get(plainPort, path, headers)
  expect(viaFast.status).toBe(viaApp.status)
  expect(relevant(viaFast.headers)).toEqual(relevant(viaApp.headers))
  expect(viaFast.body.equals(viaApp.body)).toBe(true)
  return { answer: viaFast, answeredFast }
}

const page = (id: number | string) => `/api/v2/product/productdetails/${id}`

async function guestOf(deviceId: string): Promise<number> {
  const row = await server.db.queryOne<{ guest_customer_id: number }>(
    'SELECT guest_customer_id FROM devices WHERE device_id = $1',
    [deviceId],
  )
  return row!.guest_customer_id
}

describe('the book page before the app', () => {
  it('answers anonymous visitors itself, in the language of the header or the cookie', async () => {
    const th = await compare(page(books.harry))
    expect(th.answeredFast).toBe(true)
    expect(th.answer.status).toBe(200)
    expect(th.answer.headers['content-type']).toBe('application/json')
    const en = await compare(page(books.harry), [['Language', 'en']])
    expect(en.answeredFast).toBe(true)
    expect(JSON.parse(en.answer.body.toString()).Data.Name).toBe(
      "Harry Potter and the Philosopher's Stone",
    )
    expect(en.answer.body.equals(th.answer.body)).toBe(false)
    const cookie = await compare(page(books.harry), [['Cookie', 'a=1; setlanguage=en']])
    expect(cookie.answeredFast).toBe(true)
    expect(cookie.answer.body.equals(en.answer.body)).toBe(true)
    // The header wins over the cookie.
    const both = await compare(page(books.harry), [
      ['Cookie', 'setlanguage=en'],
      ['Language', 'th'],
    ])
    expect(both.answer.body.equals(th.answer.body)).toBe(true)
  })

  it("sends the page gzip'ed to a browser that takes gzip, and leaves deflate to the app", async () => {
    const zipped = await compare(page(books.pride), [['Accept-Encoding', 'gzip, deflate, br']])
    expect(zipped.answeredFast).toBe(true)
    expect(zipped.answer.headers['content-encoding']).toBe('gzip')
    expect(zipped.answer.headers.vary).toBe('Accept-Encoding')
    const deflate = await compare(page(books.pride), [['Accept-Encoding', 'deflate']])
    expect(deflate.answeredFast).toBe(false)
  })

  it('answers a guest the server knows itself and records the view; a new device goes to the app', async () => {
    const deviceId = 'fast-guest-1'
    const first = await compare(page(books.hobbit), [
      ['deviceId', deviceId],
      ['Language', 'en'],
    ])
    expect(first.answeredFast).toBe(false)
    const again = await compare(page(books.khunChang), [
      ['deviceId', deviceId],
      ['Language', 'th'],
    ])
    expect(again.answeredFast).toBe(true)
    await server.deps.recentViews.flush()
    const views = await server.db.query<{ book_id: number }>(
      'SELECT book_id FROM recently_viewed WHERE customer_id = $1 ORDER BY viewed_at DESC',
      [await guestOf(deviceId)],
    )
    expect(views.map((view) => view.book_id)).toEqual([books.khunChang, books.hobbit])
    // Without a Language header a guest's saved language decides: the app reads it.
    const saved = await compare(page(books.khunChang), [['deviceId', deviceId]])
    expect(saved.answeredFast).toBe(false)
  })

  it("tells a guest with a cart its flags; a compressed personal page is the app's", async () => {
    const deviceId = 'fast-guest-2'
    await compare(page(books.history), [['deviceId', deviceId]])
    const guest = await guestOf(deviceId)
    server.deps.guestActivity.forget(guest)
    await server.db.query(
      `INSERT INTO cart_items (customer_id, book_id, cart_type, acknowledged_price) VALUES ($1, $2, 1, 100)`,
      [guest, books.history],
    )
    const inCart = await compare(page(books.history), [
      ['deviceId', deviceId],
      ['Language', 'th'],
    ])
    expect(inCart.answeredFast).toBe(true)
    expect(JSON.parse(inCart.answer.body.toString()).Data.AddToCart.InCart).toBe(true)
    const other = await compare(page(books.harry), [
      ['deviceId', deviceId],
      ['Language', 'th'],
    ])
    expect(JSON.parse(other.answer.body.toString()).Data.AddToCart.InCart).toBe(false)
    const zipped = await compare(page(books.history), [
      ['deviceId', deviceId],
      ['Language', 'th'],
      ['Accept-Encoding', 'gzip'],
    ])
    expect(zipped.answeredFast).toBe(false)
    expect(zipped.answer.headers['content-encoding']).toBe('gzip')
  })

  it('hands signed-in customers, errors and unusual requests to the app', async () => {
    const { token } = await server.addCustomer()
    // The status each must get (null: whatever the app answers, the same both ways).
    const cases: [string, [string, string][], number | null][] = [
      [page(books.harry), [['Token', token]], 200],
      [page(books.harry), [['Token', 'not-a-token']], 200],
      [page(999_999), [], 404],
      [page(books.hidden), [['Language', 'en']], 404],
      [page('abc'), [], 400],
      [page('0'), [], 400],
      [page('01'), [['Language', 'en']], null],
      [page('99999999999'), [], 400],
      [page(books.harry), [['Language', 'xx']], 400],
      [page(books.harry), [['Language', 'EN']], 400],
      [`${page(books.harry)}?x=1`, [], 200],
      [`${page(books.harry)}/`, [], null],
      [
        page(books.harry),
        [
          ['Cookie', 'setlanguage=en'],
          ['Cookie', 'b=2'],
        ],
        200,
      ],
    ]
    for (const [path, headers, status] of cases) {
      const { answer, answeredFast } = await compare(path, headers)
      expect({ path, headers, status: answer.status, answeredFast }).toEqual({
        path,
        headers,
        status: status ?? answer.status,
        answeredFast: false,
      })
    }
  })

  it('hands a request to the app when the fast route fails', async () => {
    const failing = createServer(
      withFastRoutes(
        [
          {
            prefix: '/api/',
            serve: () => Promise.reject(new Error('broken')),
          },
        ],
        getRequestListener(server.app.fetch),
        memoryLogger(server.logs),
      ),
    )
    const port = await listen(failing)
    try {
      const answer = await get(port, page(books.harry), [['Language', 'en']])
      expect(answer.status).toBe(200)
      expect(server.logs.some((line) => line.includes('(fast path) failed'))).toBe(true)
    } finally {
      await new Promise((resolve) => failing.close(resolve))
    }
  })
})
