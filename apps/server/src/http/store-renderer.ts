/**
 * The store's server renderer, as its build emits it: `dist/server/entry.js`, an ES module that
 * exports `createRenderer({ fetch, origin })`, a function from a page's Request to its whole HTML
 * Response (real status, Content-Type, Cache-Control and the store's own CSP), and
 * `loadLocaleOfPath()`, which gives the store's one reading of a page's language. The server loads
 * the built file at run time (no server source imports store source), gives it an in-process
 * fetch into this app for the store's `/api` and `/content-api` calls, and asks it for the
 * guest's view of a page only: nothing of a customer's identity (cookies, tokens) reaches it,
 * only whether the visitor has a session (for the HTTP redirect of a guest on an account page).
 */
import { pathToFileURL } from 'node:url'
import type { Hono } from 'hono'
import type { Lang } from '../i18n/index.ts'
import type { AppEnv } from './operations.ts'

/** What the store's entry.js makes a renderer with. */
export interface RendererOptions {
  /** Calls this server's API in-process (a Request, or a URL relative to `origin`). */
  fetch: typeof fetch
  /** The public address of the store (PUBLIC_URL), for absolute links (canonical, og:url). */
  origin: string
}

/** Renders a page: its whole HTML answer. */
export type StoreRenderer = (request: Request) => Promise<Response>

/** The module entry.js is. */
interface StoreEntry {
  createRenderer(options: RendererOptions): StoreRenderer
  /** The store's own reading of a page's language (its routes' `/en` prefix). */
  loadLocaleOfPath(): Promise<(path: string) => Lang>
}

/** A loaded build's renderer, and its reading of a page's language (for the 500 page). */
export interface LoadedStore {
  render: StoreRenderer
  languageOf(path: string): Lang
}

/** A fetch that hands each request to `app` in this process (no network hop). */
export function inProcessFetch(app: Hono<AppEnv>, origin: string): typeof fetch {
  return (input, init) => {
    const request =
      input instanceof Request && init === undefined
        ? input
        : new Request(typeof input === 'string' ? new URL(input, origin) : input, init)
    return Promise.resolve(app.fetch(request))
  }
}

/**
 * Imports a built entry.js and makes its renderer. `version` tells builds apart (a rebuilt file
 * at the same path is imported again, not taken from the module cache).
 */
export async function loadStore(
  entryPath: string,
  version: string,
  options: RendererOptions,
): Promise<LoadedStore> {
  const url = `${pathToFileURL(entryPath).href}?build=${encodeURIComponent(version)}`
  const entry = (await import(url)) as Partial<StoreEntry>
  for (const name of ['createRenderer', 'loadLocaleOfPath'] as const) {
    if (typeof entry[name] !== 'function') {
      throw new Error(`${entryPath} exports no ${name} function.`)
    }
  }
  const { createRenderer, loadLocaleOfPath } = entry as StoreEntry
  return { render: createRenderer(options), languageOf: await loadLocaleOfPath() }
}

/** The request headers a page's rendering may depend on: none of them identifies a customer. */
const GUEST_HEADERS = ['accept'] as const

/** The store's session cookie (packages/api keeps the customer's token in it). */
const SESSION_COOKIE = /(?:^|;)\s*token=[^;\s]/u

/**
 * What the renderer is told of a session: that there is one, never its token. A page only a
 * customer has sends a guest to the login page by HTTP, and shows a customer its frame (such
 * pages are never shared: private, no-store).
 */
const SESSION_MARK = 'token=1'

/**
 * The guest's request for a page at `pathAndQuery`, on the public origin: a GET without cookies,
 * tokens or any header that says who asks, so that the HTML is the same for everyone; only
 * whether the visitor has a session is kept (SESSION_MARK). `signal` aborts a render that takes
 * too long.
 */
export function guestRequest(
  pathAndQuery: string,
  origin: string,
  from?: Headers,
  signal?: AbortSignal,
): Request {
  const headers = new Headers()
  for (const name of GUEST_HEADERS) {
    const value = from?.get(name)
    if (value) headers.set(name, value)
  }
  if (SESSION_COOKIE.test(from?.get('cookie') ?? '')) headers.set('cookie', SESSION_MARK)
  return new Request(new URL(pathAndQuery, origin), {
    method: 'GET',
    headers,
    signal: signal ?? null,
  })
}

const errorTexts: Record<Lang, { title: string; text: string; home: string; homeHref: string }> = {
  th: {
    title: 'เกิดข้อผิดพลาด',
    text: 'ขออภัย ร้านไม่สามารถแสดงหน้านี้ได้ในขณะนี้ โปรดลองอีกครั้งในอีกสักครู่',
    home: 'กลับไปหน้าแรก',
    homeHref: '/',
  },
  en: {
    title: 'Something went wrong',
    text: 'Sorry, the store cannot show this page right now. Please try again in a moment.',
    home: 'Back to the home page',
    homeHref: '/en',
  },
}

/** The page's CSP: no script, its one style element, nothing else loaded. */
const ERROR_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** The page's message in one language; `lang` on the element when it is not the page's. */
const failedSection = (lang: Lang, own?: boolean) => {
  const x = errorTexts[lang]
  const tag = own ? '<section>' : `<section lang="${lang}">`
  return `${tag}<h1>${x.title}</h1><p>${x.text}</p><p><a href="${x.homeHref}">${x.home}</a></p></section>`
}

/**
 * The plain 500 page for when the store cannot render (its renderer failed or took too long):
 * in the page's language as the store's build reads it from the path, or in both languages when
 * no build could be loaded to say; without any detail of the failure.
 */
export function renderFailedPage(lang: Lang | null): Response {
  const pageLang = lang ?? 'th'
  const body = lang
    ? failedSection(lang, true)
    : `${failedSection('th', true)}${failedSection('en')}`
  const title = lang ? errorTexts[lang].title : `${errorTexts.th.title} / ${errorTexts.en.title}`
  const html = `<!doctype html>
<html lang="${pageLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111}</style>
</head><body><main>${body}</main></body></html>
`
  return new Response(html, {
    status: 500,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': ERROR_PAGE_CSP,
      'X-Frame-Options': 'DENY',
    },
  })
}
