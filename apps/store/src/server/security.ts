/**
 * The security headers of the store's HTML. The Content-Security-Policy allows only the store's
 * own scripts: the few inline ones (the theme's, the router's hydration data) by their hashes,
 * taken from the HTML itself, so that a page's HTML can be cached and shared (a per-request nonce
 * could not be). Styles allow inline ones: the server renders `style=` attributes and the kit's
 * dialogs add a `<style>` element at run time (scroll lock).
 */
import { createHash } from 'node:crypto'

/** The card payment's script, frame and calls (Omise.js, src/checkout/gateway.ts). */
const OMISE = { script: 'https://cdn.omise.co', connect: 'https://*.omise.co' }

/** A script element of the page's HTML (the renderer's own output), its attributes and text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/giu
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/iu

/** The `'sha256-…'` sources of a page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attrs = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/iu.test(attrs)) continue
    // Data blocks (JSON and the like) are not run: no hash needed.
    const type = TYPE.exec(attrs)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript') continue
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return [...hashes]
}

/** The page's Content-Security-Policy, given its inline scripts' hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${OMISE.script} ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${OMISE.connect}`,
    // The reader shows a book's pages in a frame of the store's own or of a `blob:`.
    `frame-src 'self' blob: ${OMISE.script}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The page's answer with its security headers (HTML only; redirects pass as they are). */
export async function withSecurityHeaders(response: Response): Promise<Response> {
  if (!response.headers.get('Content-Type')?.startsWith('text/html')) return response
  const html = await response.text()
  const headers = new Headers(response.headers)
  headers.set('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html)))
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('X-Frame-Options', 'DENY')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  // An error page is no page to keep: the next visit may find the API well again.
  if (response.status >= 500) headers.set('Cache-Control', 'no-store')
  return new Response(html, { status: response.status, headers })
}
