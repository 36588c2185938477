/**
 * A kept book page as an HTTP answer: the shared page as it is kept, gzip'ed once per page for
 * clients that take gzip, or a visitor's own page (kept-page.ts visitorAnswer). The app's
 * handler and the fast route both answer with this, so they send the same bytes and headers.
 */
import { gzipSync } from 'node:zlib'
import { acceptsCompression } from '../../http/compression.ts'
import { isSharedPage, type VisitorFlags } from './book-page.ts'
import { visitorAnswer, type BookPage } from './kept-page.ts'

/** What a book page answers a visitor. */
export interface PageAnswer {
  body: Buffer
  headers: Readonly<Record<string, string>>
  /**
   * Whether the app sends it as it is: false when its compress middleware would compress it (a
   * visitor's own page, or a client that takes deflate but not gzip), which the fast route
   * leaves to the app.
   */
  final: boolean
}

const JSON_HEADERS = { 'Content-Type': 'application/json' } as const
const GZIP_HEADERS = {
  'Content-Type': 'application/json',
  'Content-Encoding': 'gzip',
  Vary: 'Accept-Encoding',
} as const

/** Whether an Accept-Encoding header takes gzip (q above 0). */
export function takesGzip(header: string | undefined): boolean {
  if (!header) return false
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (name?.trim().toLowerCase() !== 'gzip') continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  }
  return false
}

/**
 * The answer of `page` to a visitor. `compressed` is called when the page got its gzip copy
 * (made once, not per request), so that whoever keeps the page can account for it.
 */
export function pageAnswer(
  page: BookPage,
  flags: VisitorFlags | null,
  signedIn: boolean,
  acceptEncoding: string | undefined,
  compressed: (page: BookPage) => void,
): PageAnswer {
  if (!isSharedPage(page.book, flags, signedIn)) {
    const body = visitorAnswer(page, flags, signedIn)
    return { body, headers: JSON_HEADERS, final: !acceptsCompression(acceptEncoding) }
  }
  if (takesGzip(acceptEncoding)) {
    if (!page.gzip) {
      page.gzip = gzipSync(page.body)
      compressed(page)
    }
    return { body: page.gzip, headers: GZIP_HEADERS, final: true }
  }
  return { body: page.body, headers: JSON_HEADERS, final: !acceptsCompression(acceptEncoding) }
}
