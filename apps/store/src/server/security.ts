/**
 * The security headers of the store's HTML. The Content-Security-Policy allows only the store's
 * own scripts: its files, and the few inline ones by their hashes (the theme's, a constant; the
 * router's and React's hydration scripts, which carry the page's data), so that a page's HTML can
 * be cached and shared (a per-request nonce could not be). The render marks the scripts it writes
 * itself with a random value (`scriptMark`, given to the router as its nonce; the policy names no
 * nonce, so the mark grants nothing): only marked scripts are hashed, and a script that got into
 * the page any other way stays blocked. Styles allow inline ones: the server renders `style=`
 * attributes and the kit's dialogs add a `<style>` element at run time (scroll lock).
 */
import { createHash, randomBytes } from 'node:crypto'
import { THEME_SCRIPT } from '../app/theme'

/** The card payment's script, frame and calls (Omise.js, src/checkout/gateway.ts). */
const OMISE = { script: 'https://cdn.omise.co', connect: 'https://*.omise.co' }

/** A script element of the page's HTML (the renderer's own output), its attributes and text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/giu
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/iu

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** A new mark for one render's own scripts: random, so that no page content can carry it. */
export function newScriptMark(): string {
  return randomBytes(18).toString('base64url')
}

/** The `'sha256-…'` sources of a page's inline scripts: the theme's, and those carrying `mark`. */
export function inlineScriptHashes(html: string, mark: string): string[] {
  const hashes = new Set([sha256(THEME_SCRIPT)])
  for (const [, attrs = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/iu.test(attrs) || !attrs.includes(`nonce="${mark}"`)) continue
    // Data blocks (JSON and the like) are not run: no hash needed.
    const type = TYPE.exec(attrs)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript') continue
    hashes.add(sha256(body))
  }
  return [...hashes]
}

/** The page's Content-Security-Policy, given its inline scripts' hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${OMISE.script} ${scriptHashes.join(' ')}`.trim(),
    // The reader's book pages are `blob:` documents under this policy; their stylesheets and
    // embedded fonts are `blob:` addresses made from the book's file.
    "style-src 'self' 'unsafe-inline' blob:",
    "img-src 'self' data: blob:",
    "font-src 'self' data: blob:",
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

/**
 * The page's answer: its HTML, with its security headers beside the render's own (`headers`);
 * `mark` is the render's script mark. The body is the HTML's UTF-8 bytes, made once here.
 */
export function securedPage(
  html: string,
  status: number,
  headers: HeadersInit,
  mark: string,
): Response {
  const secured = new Headers(headers)
  secured.set('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html, mark)))
  secured.set('X-Content-Type-Options', 'nosniff')
  secured.set('X-Frame-Options', 'DENY')
  secured.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  // An error page is no page to keep: the next visit may find the API well again.
  if (status >= 500) secured.set('Cache-Control', 'no-store')
  return new Response(Buffer.from(html), { status, headers: secured })
}
