/**
 * The book page's read path. A page is the same for every visitor who has done nothing with the
 * book, so it is made once per book and language (book-page.ts), serialised once (kept-page.ts)
 * and kept: the most viewed in memory, every one on disk when pages are made in advance
 * (page-store.ts, pages-ahead.ts). Per request only the visitor's flags are read, in one query
 * (none for a guest known to have done nothing), and merged into the page as data.
 *
 * The memory cache and the page store are the app's infrastructure (BookPageInfrastructure),
 * made by whoever builds the app and passed in through its dependencies.
 */
import { join } from 'node:path'
import type { ServerConfig } from '../../config.ts'
import type { AuthContext } from '../../http/auth-context.ts'
import { languages, type Lang } from '../../i18n/index.ts'
import type { GuestActivity } from '../shared/guest-activity.ts'
import { bookPageModel, NO_FLAGS, type PageInputs, type VisitorFlags } from './book-page.ts'
import { loadDiscountRules, loadGuestFlags, loadVisitorFlags } from './book-page-queries.ts'
import { Batcher, LruCache } from './cache.ts'
import {
  keptPage,
  keptPageBytes,
  keptPageText,
  type BookPage,
  type BookPageText,
} from './kept-page.ts'
import type { BookRecord } from './overview.ts'
import { pageAnswer, type PageAnswer } from './page-answer.ts'
import { PageStore } from './page-store.ts'
import type { CatalogService } from './service.ts'

const MINUTE = 60_000
const MB = 1024 * 1024

/** Where an app keeps its book pages. */
export interface BookPageInfrastructure {
  /** The most viewed pages in memory, by `${bookId}:${lang}` (null: no such visible book). */
  readonly cache: LruCache<string, BookPage | null>
  /** Every page on disk, made in advance; null when pages are made only when asked for. */
  readonly store: PageStore | null
}

/** The book pages' cache and, unless RENDER_AHEAD is off, their store in `$DATA_DIR/book-pages`. */
export function bookPageInfrastructure(
  config: Pick<ServerConfig, 'dataDir' | 'renderAhead'>,
): BookPageInfrastructure {
  return {
    // About 4 kB a page: some 6,000 pages, the most viewed; the others are read from the store.
    cache: new LruCache({
      maxEntries: 50_000,
      maxBytes: 24 * MB,
      ttlMs: 5 * MINUTE,
      sizeOf: keptPageBytes,
    }),
    store: config.renderAhead ? new PageStore(join(config.dataDir, 'book-pages')) : null,
  }
}

/** Whose page it is: a signed-in customer or a device's guest. */
export interface Visitor {
  customerId: number
  signedIn: boolean
}

/** The visitor for per-customer parts: the signed-in customer, else the device's guest. */
export async function visitorOf(auth: AuthContext): Promise<Visitor | null> {
  const signed = await auth.signedIn()
  if (signed) return { customerId: signed.customerId, signedIn: true }
  if (!auth.deviceId) return null
  return { customerId: await auth.customerId(), signedIn: false }
}

const pageKey = (bookId: number, lang: Lang) => `${bookId}:${lang}`

export class BookPages {
  private readonly cache: LruCache<string, BookPage | null>
  private readonly store: PageStore | null

  /**
   * Books' records for their pages. Pages asked for while another is being read go together
   * into the next read (see Batcher): one statement for many books. The records are not kept in
   * the record cache: the pages made of them are.
   */
  private readonly records = new Batcher<number, BookRecord>(async (ids) => {
    const records = await this.svc.bookRecords(ids, { keep: false })
    return new Map(records.map((record) => [record.id, record]))
  })

  constructor(
    private readonly svc: CatalogService,
    { cache, store }: BookPageInfrastructure,
    private readonly guests: GuestActivity,
  ) {
    this.cache = cache
    this.store = store
  }

  /** What pages are made of besides their books (each part cached by the service). */
  async inputs(): Promise<PageInputs> {
    const [meta, tagCounts, rules] = await Promise.all([
      this.svc.meta(),
      this.svc.tagCounts(),
      this.svc.discountRules(() => loadDiscountRules(this.svc.db)),
    ])
    return { meta, tagCounts, rules }
  }

  /**
   * A book's kept page in a language: from memory, else from the page store, else made (and
   * kept in both). A page held in memory or the store is answered without a promise.
   */
  page(bookId: number, lang: Lang): BookPage | null | Promise<BookPage | null> {
    const key = pageKey(bookId, lang)
    const now = Date.now()
    const cached = this.cache.get(key)
    if (cached === null || (cached !== undefined && cached.validUntil > now)) return cached
    const store = this.store
    const stored = store?.get(bookId, lang, now)
    if (stored) {
      if (store!.often(bookId, lang)) this.cache.set(key, stored)
      return stored
    }
    if (cached) this.cache.delete(key)
    // A page made from data read before a book was forgotten (pages-ahead.ts) is answered but
    // kept neither on disk nor in memory: it may show what changed.
    const since = store?.generation ?? 0
    return this.cache.getOrLoad(
      key,
      async () => {
        const [record, inputs] = await Promise.all([this.records.load(bookId), this.inputs()])
        if (!record) return null
        const page = keptPage(bookPageModel(record, inputs, lang, Date.now()))
        store?.put(lang, page, since)
        return page
      },
      () => !store?.open || store.generation === since,
    )
  }

  /** The pages of these books in both languages, as text (for the page store). */
  async makePages(ids: readonly number[]): Promise<{ lang: Lang; page: BookPageText }[]> {
    const [records, inputs] = await Promise.all([
      this.svc.bookRecords(ids, { keep: false }),
      this.inputs(),
    ])
    const now = Date.now()
    return records.flatMap((record) =>
      languages.map((lang) => ({
        lang,
        page: keptPageText(bookPageModel(record, inputs, lang, now)),
      })),
    )
  }

  /** The visitor's flags on a book (null: an anonymous visitor). */
  flagsOf(who: Visitor | null, bookId: number): VisitorFlags | null | Promise<VisitorFlags | null> {
    if (!who) return null
    const { db } = this.svc
    if (who.signedIn) return loadVisitorFlags(db, who.customerId, bookId)
    // An empty guest (the usual one) needs no query, so a kept page needs no wait.
    if (this.guests.isEmpty(who.customerId)) return NO_FLAGS
    return this.guestFlags(who.customerId, bookId)
  }

  /** A guest's flags, and whether the guest has done anything at all (remembered when not). */
  private async guestFlags(customerId: number, bookId: number): Promise<VisitorFlags> {
    const { db } = this.svc
    const generation = this.guests.currentGeneration()
    const { flags, empty } = await loadGuestFlags(db, customerId, bookId)
    if (empty) this.guests.markEmpty(customerId, generation)
    return flags
  }

  /** The answer of a page to a visitor (the handler's and the fast route's). */
  answer(
    page: BookPage,
    lang: Lang,
    flags: VisitorFlags | null,
    signedIn: boolean,
    acceptEncoding: string | undefined,
  ): PageAnswer {
    // A page that got its gzip copy is put back, so that the cache counts its bytes.
    return pageAnswer(page, flags, signedIn, acceptEncoding, (compressed) =>
      this.cache.set(pageKey(compressed.book.id, lang), compressed),
    )
  }
}
