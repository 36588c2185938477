// The head of a page (its title, description, canonical address and language versions), made by
// the routes' `head` option: the server writes it into the HTML, the browser keeps it in step on
// client navigation, from the same code.
import type { JSX } from 'react'
import { isValidationError } from '../components/RouteErrors'
import { translate, type TextKey, type Translate } from '../i18n'
import type { RouterContext } from './create-app'
import { localeOfPath, localizedHref, unlocalizedHref, type Locale } from './locale'

export type HeadMeta = JSX.IntrinsicElements['meta']
export type HeadLink = JSX.IntrinsicElements['link']
/** What a route's `head` gives the router. */
export type RouteHead = { meta: HeadMeta[]; links: HeadLink[] }

/** What a page says about itself. */
export type PageHead = {
  /** The page's name: the tab shows '{title} | store name'; the store's name alone when empty. */
  title: string
  /** The title is whole as it is, without the store's name (the home page's names the store). */
  standalone?: boolean
  /** The summary search engines and link previews show; the store's own (root route) by default. */
  description?: string
  /** Tags beyond title and description: a book's Open Graph tags. */
  meta?: HeadMeta[]
  /** Search params that make another page of the same content ('page'): kept in its address. */
  keepSearch?: readonly string[]
}

/** What `describe` gets to say what the page is. */
export type PageHeadContext = {
  t: Translate
  locale: Locale
  /** The store's public address: `https://books.example.com`. */
  origin: string
  /** The page's own address, absolute, without tracking or other params (see `keepSearch`). */
  canonicalUrl: (keepSearch?: readonly string[]) => string
}

/** The part of a route match a page's head is made from. */
export type HeadMatch = {
  pathname: string
  search: unknown
  status: 'pending' | 'success' | 'error' | 'notFound'
  error: unknown
  _notFound?: boolean
  context: Pick<RouterContext, 'origin' | 'queryClient'>
}

type HeadOptions = {
  /** Search engines keep out: search results, a visitor's own pages. */
  noindex?: boolean
  /** The title of the route's not-found page: 'Page Not Found' by default. */
  notFound?: TextKey
  /** The title of the route's page when its data failed to load: the store's name by default. */
  failed?: TextKey
}

/** Keeps a page out of search engines. */
export const NOINDEX: HeadMeta = { name: 'robots', content: 'noindex' }

/** A path as the router matched it, without a trailing slash ('/en/' is '/en'). */
const cleanPath = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname

/** `?page=2` of the kept params that have a value, in the order given; '' without any. */
function keptQuery(search: unknown, keep: readonly string[]): string {
  const values = (search ?? {}) as Record<string, unknown>
  const query = new URLSearchParams()
  for (const name of keep) {
    const value = values[name]
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value))
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The page's address in the given language, absolute. */
function addressIn(match: HeadMatch, locale: Locale, keep: readonly string[]): string {
  const path = localizedHref(unlocalizedHref(cleanPath(match.pathname)), locale)
  return `${match.context.origin}${path}${keptQuery(match.search, keep)}`
}

/** Whether the match is a page that is not there (an unknown thing, an address that does not parse). */
export function isMissing(match: Pick<HeadMatch, 'status' | 'error' | '_notFound'>): boolean {
  return (
    match.status === 'notFound' ||
    match._notFound === true ||
    (match.status === 'error' && isValidationError(match.error))
  )
}

/**
 * A route's `head`: the page's title and description, its canonical address and its Thai and
 * English versions (`hreflang`, Thai as `x-default`), or `noindex` for pages search engines
 * should not keep. `describe` runs only for a page that is not missing or failed; a page that is
 * not there is titled 'Page Not Found' (or `notFound`), one that failed to load `failed`, and
 * both are kept out of search engines. A page the server renders as a frame only (`ssr: false`)
 * has no data there yet: `describe` gives its title without it. `describe` may wait for a lazy
 * part (the HTML parser of a description's text).
 *
 *     head: ({ match }) => pageHead(match, ({ t }) => ({ title: t('contact_page.title') })),
 */
export async function pageHead(
  match: HeadMatch,
  describe: (context: PageHeadContext) => PageHead | Promise<PageHead>,
  { noindex = false, notFound = 'app.not_found', failed }: HeadOptions = {},
): Promise<RouteHead> {
  const locale = localeOfPath(match.pathname)
  const t: Translate = (key, params) => translate(locale, key, params)
  const titled = (title: string) => ({
    title: title ? t('app.page_title', { page: title }) : t('app.store_name'),
  })
  if (isMissing(match)) return { meta: [titled(t(notFound)), NOINDEX], links: [] }
  if (match.status === 'error')
    return { meta: [titled(failed ? t(failed) : ''), NOINDEX], links: [] }

  const page = await describe({
    t,
    locale,
    origin: match.context.origin,
    canonicalUrl: (keep = []) => addressIn(match, locale, keep),
  })
  const meta: HeadMeta[] = [
    page.standalone ? { title: page.title } : titled(page.title),
    ...(page.description ? [{ name: 'description', content: page.description }] : []),
    ...(page.meta ?? []),
  ]
  if (noindex) return { meta: [...meta, NOINDEX], links: [] }
  const keep = page.keepSearch ?? []
  const thai = addressIn(match, 'th', keep)
  return {
    meta,
    links: [
      { rel: 'canonical', href: addressIn(match, locale, keep) },
      { rel: 'alternate', hrefLang: 'th', href: thai },
      { rel: 'alternate', hrefLang: 'en', href: addressIn(match, 'en', keep) },
      { rel: 'alternate', hrefLang: 'x-default', href: thai },
    ],
  }
}

/** The `head` of a page titled by one text: `head: titledHead('contact_page.title')`. */
export const titledHead =
  (title: TextKey, options?: HeadOptions) =>
  ({ match }: { match: HeadMatch }) =>
    pageHead(match, ({ t }) => ({ title: t(title) }), options)

/** Search engines and previews show about this much of a description; longer ones are cut. */
const DESCRIPTION_LIMIT = 200

/** A description for the head: one line, cut at the limit with an ellipsis; undefined if empty. */
export function summaryOf(text: string | null | undefined): string | undefined {
  const line = (text ?? '').replace(/\s+/g, ' ').trim()
  if (!line) return undefined
  return line.length > DESCRIPTION_LIMIT ? `${line.slice(0, DESCRIPTION_LIMIT - 1)}…` : line
}

/** A listing's title: its name, and the page number past the first ('Novels, page 2'). */
export function listingTitle(t: Translate, name: string, page = 1): string {
  return page > 1 ? t('listing.title_with_page', { name, page }) : name
}
