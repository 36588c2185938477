// The server entry in Node, against a fake API: statuses, the guest's view, the page's headers.
import { describe, expect, it } from 'vitest'
import { bookCalls, fakeBook, refused } from '../book/test-fixtures'
import { fakeServer } from '../test/fake-server'
import { createRenderer } from './renderer'
import { createHash } from 'node:crypto'
import { inlineScriptHashes } from './security'

const origin = 'https://books.example'

async function render(path: string, server = fakeServer(), headers: Record<string, string> = {}) {
  const response = await createRenderer({ fetch: server.fetch, origin })(
    new Request(`${origin}${path}`, { headers }),
  )
  return { response, html: await response.text(), server }
}

describe("the page's script hashes", () => {
  it('take the scripts the render marked, and the theme script, not a script from elsewhere', () => {
    const html = [
      '<script nonce="m4rk">window.own = 1</script>',
      '<script>alert("not the store\'s")</script>',
      '<script nonce="other">alert(2)</script>',
      '<script type="application/json" nonce="m4rk">{}</script>',
    ].join('')
    const hashes = inlineScriptHashes(html, 'm4rk')
    const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
    expect(hashes).toContain(hash('window.own = 1'))
    expect(hashes).not.toContain(hash('alert("not the store\'s")'))
    expect(hashes).not.toContain(hash('alert(2)'))
    expect(hashes).toHaveLength(2)
  })
})

describe('the server entry', () => {
  it("renders a book's page: its title and price in the HTML, shareable caching, scripts by hash", async () => {
    const book = fakeBook()
    const { response, html } = await render(`/book-detail/${book.Id}`, fakeServer(bookCalls(book)))
    expect(response.status).toBe(200)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="th"/u)
    expect(html).toContain(`>${book.Name}</h1>`)
    expect(html).toContain('฿89.00')
    expect(response.headers.get('Cache-Control')).toMatch(/^public, .*s-maxage=60/u)
    const csp = response.headers.get('Content-Security-Policy') ?? ''
    // Every script the page runs inline is allowed by its hash (the theme's and the hydration's).
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gu)]
    expect(inline.length).toBeGreaterThan(1)
    for (const [, body = ''] of inline)
      expect(csp).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    expect(csp).not.toContain("'unsafe-inline' 'self' https://cdn")
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    // The stylesheet is inline, the entry script named once.
    expect(html).toContain('<style data-app-stylesheet="">body{margin:0}</style>')
    expect(html.match(/src="\/assets\/entry.js"/gu)).toHaveLength(1)
  })

  it("renders the home page's top blocks, sanitised, and the page without them when their call fails", async () => {
    const blocks = {
      ContentKey: 'home',
      WidgetZone: 'top',
      Blocks: [
        {
          Id: 1,
          SystemName: 'home-welcome',
          Title: 'อ่านวรรณกรรมคลาสสิกได้ทุกที่',
          Body: '<p>ใช้คูปอง <strong>WELCOME10</strong></p><script>steal()</script>',
          PictureUrl: null,
          LinkUrl: '/category/1',
          DisplayOrder: 1,
        },
      ],
    }
    const zonePath = '/api/v2/common/dynamic-content/home/top'
    const shown = await render(
      '/',
      fakeServer((call) =>
        call.path === zonePath
          ? { body: { Data: blocks, Message: null, ErrorList: [] } }
          : undefined,
      ),
    )
    expect(shown.response.status).toBe(200)
    expect(shown.html).toContain('อ่านวรรณกรรมคลาสสิกได้ทุกที่</a></h2>')
    expect(shown.html).toContain('<p>ใช้คูปอง <strong>WELCOME10</strong></p>')
    // In place in the page (its lazy part rendered before the HTML was written), not a hidden
    // segment that a script reveals later and that pushes the rows below it down.
    expect(shown.html).toMatch(/<main[^>]*>(?:(?!<\/main>)[\s\S])*data-zone="home-top"/u)
    expect(shown.html).not.toMatch(/<div hidden id="S:/u)
    // The answer travels with the page as data; no script of it is in the page's HTML.
    expect(shown.html).not.toContain('<script>steal()')
    const failed = await render(
      '/',
      fakeServer((call) =>
        call.path === zonePath ? refused(503, 'Service temporarily unavailable') : undefined,
      ),
    )
    expect(failed.response.status).toBe(200)
    expect(failed.html).not.toContain('data-zone')
  })

  it('renders English under /en', async () => {
    const book = fakeBook()
    const { html } = await render(`/en/book-detail/${book.Id}`, fakeServer(bookCalls(book)))
    expect(html).toMatch(/<html lang="en"/u)
    expect(html).toContain('E-book Store')
  })

  it("renders a guest's view: the visitor's cookies and token never reach the API, nor a device id", async () => {
    const book = fakeBook()
    const { server } = await render(`/book-detail/${book.Id}`, fakeServer(bookCalls(book)), {
      Cookie: 'token=secret; customerInfo=%7B%7D',
      Authorization: 'Bearer secret',
    })
    expect(server.calls.length).toBeGreaterThan(0)
    for (const call of server.calls) {
      expect(call.headers.get('Cookie')).toBeNull()
      expect(call.headers.get('Token')).toBeNull()
      expect(call.headers.get('Authorization')).toBeNull()
      // A device id made up per render would make the API look up a new guest each time.
      expect(call.headers.get('deviceId')).toBeNull()
    }
  })

  it('answers 404 for an unknown address, a book the API does not know and an invalid id', async () => {
    const unknown = await render('/no-such-page')
    expect(unknown.response.status).toBe(404)
    expect(unknown.html).toContain('ไม่พบหน้านี้')

    const missing = await render(
      '/en/book-detail/404',
      fakeServer((call) =>
        call.path.startsWith('/api/v2/product/') ? refused(404, 'Not found') : undefined,
      ),
    )
    expect(missing.response.status).toBe(404)
    expect(missing.html).toContain('Book not found')

    expect((await render('/book-detail/abc')).response.status).toBe(404)
    expect((await render('/xx/bestseller')).response.status).toBe(404)
  })

  it("answers 500 with an error page in the page's language when the API fails, never cached", async () => {
    const failing = fakeServer((call) =>
      call.path.startsWith('/api/v2/') && call.path !== '/api/v2/home/categorytree'
        ? refused(500, 'boom')
        : undefined,
    )
    // A page without an error view of its own: the store's 'Dang'.
    const home = await render('/en', failing)
    expect(home.response.status).toBe(500)
    expect(home.html).toMatch(/<html lang="en"/u)
    expect(home.html).toContain('Dang')
    expect(home.html).toContain('E-book Store')
    // The API's message (SPEC §8 shows it), never a stack.
    expect(home.html).not.toMatch(/\bat .+\.(?:js|ts|tsx):\d+/u)
    expect(home.response.headers.get('Cache-Control')).toBe('no-store')
    // A listing's own: its books could not be loaded, with a way to try again.
    const category = await render('/en/category/3', failing)
    expect(category.response.status).toBe(500)
    expect(category.html).toContain('The books could not be loaded')
  })

  it("sends a guest to the login page by HTTP on an account page; a customer's own pages are never cached", async () => {
    const guest = await render('/en/order-history')
    expect(guest.response.status).toBe(302)
    expect(guest.response.headers.get('Location')).toBe('/en/Login?redirect=%2Forder-history')

    const customer = await render('/en/order-history', fakeServer(), { Cookie: 'token=abc' })
    expect(customer.response.status).toBe(200)
    expect(customer.response.headers.get('Cache-Control')).toBe('private, no-store')
    // The frame only: the customer's data comes in the browser, with the session.
    expect(customer.server.calls.some((call) => call.path.includes('order'))).toBe(false)

    const basket = await render('/basket')
    expect(basket.response.headers.get('Cache-Control')).toBe('private, no-store')
  })
})
