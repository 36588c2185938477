/**
 * GET /api/v2/product/productdetails/{id} answered before the app (see src/http/fast-path.ts):
 * an adapter that reads the raw request, then answers with the same functions as the app's
 * handler (BookPages: the page, the visitor's flags, the answer), so it sends the same bytes
 * (product-fast.test.ts holds them equal).
 *
 * It serves anonymous visitors and guests the app remembers (KnownGuests). Anything else
 * goes to the app: a Token header (a signed-in page needs the token checked), a Language header
 * other than th/en (the app answers 400), a guest not met yet or whose saved language must be
 * read, an id the path may not have, a query string, several Cookie headers, an unknown book
 * (404), and a visitor's own page the compress middleware would compress. A served page records
 * the guest's view like the handler does.
 */
import { deviceIdOf } from '../../http/auth-context.ts'
import { compileContract } from '../../http/contract.ts'
import type { FastRoute } from '../../http/fast-path.ts'
import type { AppDeps } from '../../http/operations.ts'
import { languageOfHeaders } from '../../http/language.ts'
import { defaultLanguage } from '../../i18n/index.ts'
import type { VisitorFlags } from './book-page.ts'
import type { BookPages, Visitor } from './book-pages.ts'
import type { BookPage } from './kept-page.ts'

/** The largest id PostgreSQL's integer holds (the contract's ids are integers). */
const MAX_ID = 2_147_483_647

/** A book id as the path writes it (digits, no sign or leading zero), else null. */
function bookIdOf(text: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/u.test(text)) return null
  const id = Number(text)
  return id <= MAX_ID ? id : null
}

/** Whether the request came with at most one Cookie header (node joins several unlike fetch). */
function oneCookieHeader(rawHeaders: readonly string[]): boolean {
  let count = 0
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.length === 6 && rawHeaders[i]!.toLowerCase() === 'cookie') count++
  }
  return count <= 1
}

/** The book page's fast route over the app's book pages. */
export function bookPageRoute(
  { guests, recentViews }: Pick<AppDeps, 'guests' | 'recentViews'>,
  pages: BookPages,
): FastRoute {
  const route = compileContract().find('v2', 'getProductDetails')!.honoPath
  return {
    prefix: route.slice(0, route.indexOf(':')),
    serve(req, res, rest, next) {
      const bookId = bookIdOf(rest)
      const { headers } = req
      if (bookId === null || headers.token !== undefined) return next()
      // Node joins repeated headers into one value, as fetch's Headers do (but for Cookie).
      const language = headers.language
      const header = language === 'th' || language === 'en' ? language : undefined
      if (language !== undefined && header === undefined) return next()
      const { cookie } = headers
      if (header === undefined && cookie !== undefined && !oneCookieHeader(req.rawHeaders)) {
        return next()
      }
      const device = headers.deviceid
      const deviceId = deviceIdOf(typeof device === 'string' ? device : undefined)
      const requested = languageOfHeaders(header, cookie)
      // Without a language asked for, a guest's answer is in the language it saved: a query.
      if (deviceId !== null && requested === null) return next()
      const lang = requested ?? defaultLanguage
      const guest = deviceId === null ? null : guests.known(deviceId)
      if (guest === undefined) return next()
      const who: Visitor | null = guest === null ? null : { customerId: guest, signedIn: false }

      const answer = (page: BookPage, flags: VisitorFlags | null) => {
        const reply = pages.answer(page, lang, flags, false, headers['accept-encoding'])
        if (!reply.final) return next()
        if (who) recentViews.record(who.customerId, page.book.id)
        res.writeHead(200, { ...reply.headers, 'Content-Length': reply.body.byteLength })
        res.end(reply.body)
      }
      const withPage = (page: BookPage | null): void | Promise<void> => {
        // An unknown book: the app answers its 404 (the page's absence is cached).
        if (!page) return next()
        const flags = pages.flagsOf(who, page.book.id)
        if (flags instanceof Promise) return flags.then((known) => answer(page, known))
        answer(page, flags)
      }
      // A page in memory is answered at once, without a promise.
      const page = pages.page(bookId, lang)
      return page instanceof Promise ? page.then(withPage) : withPage(page)
    },
  }
}
