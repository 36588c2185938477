/**
 * Test helper: a small browser over the test server's `request` (app.request, no socket) that
 * keeps cookies and follows redirects by hand, to run the external sign-in flow for real.
 */
import type { TestRequest, TestServer } from '../../testing/server.ts'

export class TestBrowser {
  readonly cookies = new Map<string, string>()

  constructor(private readonly server: TestServer) {}

  /** The path of a URL on this server (absolute URLs of the public origin or paths). */
  pathOf(location: string): string {
    const url = new URL(location, this.server.config.publicUrl)
    if (url.origin !== new URL(this.server.config.publicUrl).origin) {
      throw new Error(`${location} leaves the server`)
    }
    return `${url.pathname}${url.search}`
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Sends a request with the browser's cookies and keeps the cookies it sets. */
  async request(method: string, location: string, options: TestRequest = {}): Promise<Response> {
    const headers = { ...options.headers }
    if (this.cookies.size) headers.Cookie = this.cookieHeader()
    const response = await this.server.request(method, this.pathOf(location), {
      ...options,
      headers,
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      const value = pair.slice(at + 1)
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=')
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0
        if (key.toLowerCase() === 'expires') return new Date(raw).getTime() <= Date.now()
        return false
      })
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  /** Follows redirects (GET) from a response until one that is not a redirect. */
  async follow(
    response: Response,
    hops = 10,
  ): Promise<{ response: Response; path: string | null }> {
    let current = response
    let path: string | null = null
    for (let hop = 0; hop < hops; hop++) {
      const location = current.headers.get('Location')
      if (current.status < 300 || current.status >= 400 || !location) break
      path = this.pathOf(location)
      current = await this.request('GET', path)
    }
    return { response: current, path }
  }
}
