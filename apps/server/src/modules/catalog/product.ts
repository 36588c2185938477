/**
 * The book page's operations: its details (the read path is book-pages.ts; the same answer goes
 * to anonymous visitors and known guests by the fast route, book-page-route.ts) and the books
 * bought with it.
 */
import type { Handlers } from '../../http/operations.ts'
import { notFound } from '../../http/reply.ts'
import { loadAlsoPurchasedIds } from './book-page-queries.ts'
import { visitorOf, type BookPages } from './book-pages.ts'
import { t } from './messages.ts'
import type { CatalogService } from './service.ts'

/** Books in "also purchased". */
export const ALSO_PURCHASED_LIMIT = 8

export function productHandlers(svc: CatalogService, pages: BookPages): Handlers<'v2'> {
  const { db } = svc
  return {
    async getProductDetails({ params, auth, lang, c, recentViews }) {
      const page = await pages.page(params.productId, lang)
      if (!page) throw notFound(t(lang, 'book.notFound'))
      const who = await visitorOf(auth)
      const flags = await pages.flagsOf(who, page.book.id)
      if (who) recentViews.record(who.customerId, page.book.id)
      const answer = pages.answer(
        page,
        lang,
        flags,
        who?.signedIn ?? false,
        c.req.header('Accept-Encoding'),
      )
      return c.body(answer.body as Uint8Array<ArrayBuffer>, 200, answer.headers)
    },

    async getAlsoPurchasedProducts({ params, lang }) {
      const [record] = await svc.bookRecords([params.productId])
      if (!record) throw notFound(t(lang, 'book.notFound'))
      const ids = await svc.cached(`also-purchased:${record.id}`, () =>
        loadAlsoPurchasedIds(db, record.id, ALSO_PURCHASED_LIMIT),
      )
      return svc.overviews(ids, lang)
    },
  }
}
