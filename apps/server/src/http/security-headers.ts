/**
 * Security headers. Every answer of the server (API, fast routes, the store's files and pages,
 * the server's own pages) carries `X-Content-Type-Options: nosniff` and a Referrer-Policy: they
 * are set on the raw node response before anything answers (withSecurityHeaders), so a fast route
 * and the app cannot differ. HTML pages are never framed (X-Frame-Options, unless their CSP
 * allows some framing). The store's pages bring their own Content-Security-Policy (the store
 * hashes its inline scripts); the server's own pages get one as narrow as each needs.
 */
import type { RequestListener, ServerResponse } from 'node:http'
import type { Hono, MiddlewareHandler } from 'hono'
import type { AppEnv } from './operations.ts'

/** The headers every answer carries. */
export const baseSecurityHeaders: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
]

/** Sets the headers every answer carries on a node response (before it is answered). */
export function setBaseSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of baseSecurityHeaders) res.setHeader(name, value)
}

/**
 * A listener that puts the base headers on every answer of `listener`: node merges them with the
 * headers the answer writes (an answer's own value wins).
 */
export function withSecurityHeaders(listener: RequestListener): RequestListener {
  return (req, res) => {
    setBaseSecurityHeaders(res)
    return listener(req, res)
  }
}

/**
 * The CSPs of the server's own pages. Swagger UI (/api/docs) loads its files from this server,
 * sets `style=` attributes and inline SVG/data: images, and calls the API when a developer tries
 * an operation; the payment sandbox's page has one `<style>` element, forms and links, no script.
 */
export const serverPageCsp = {
  docs: [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  sandbox: [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  /** The local OpenID provider's sign-in pages: one `<style>`, a form posting to this server. */
  localSignIn: [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
} as const

/** Whether an answer is an HTML page. */
const isHtml = (headers: Headers) => headers.get('Content-Type')?.startsWith('text/html') ?? false

/** The headers of an answer that may be changed (a Response's own may be frozen). */
function writableHeaders(c: { res: Response }): Headers {
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
  } catch {
    c.res = new Response(c.res.body, c.res)
  }
  return c.res.headers
}

/**
 * An HTML page is never framed: X-Frame-Options (for browsers without CSP's frame-ancestors),
 * unless the page allows some framing in its CSP or says otherwise itself.
 */
export function denyFraming(headers: Headers): void {
  if (headers.has('X-Frame-Options')) return
  const policy = headers.get('Content-Security-Policy') ?? ''
  const ancestors = /(?:^|;)\s*frame-ancestors\s+([^;]*)/iu.exec(policy)?.[1]?.trim()
  if (ancestors === undefined || ancestors === "'none'") headers.set('X-Frame-Options', 'DENY')
}

/** A middleware for the server's own HTML pages: `csp` unless the page has one, never framed. */
export function htmlSecurity(csp: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    if (!isHtml(c.res.headers)) return
    const headers = writableHeaders(c)
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', csp)
    denyFraming(headers)
  }
}

/**
 * The server's own pages get their CSP (the store's pages set their headers in store.ts). Only
 * these paths: reading an answer's headers in a middleware costs every API answer its fast
 * lightweight Response.
 */
export function mountServerPageSecurity(app: Hono<AppEnv>): void {
  app.use('/api/docs', htmlSecurity(serverPageCsp.docs))
  app.use('/api/docs/', htmlSecurity(serverPageCsp.docs))
  app.use('/sandbox/pay/*', htmlSecurity(serverPageCsp.sandbox))
}
