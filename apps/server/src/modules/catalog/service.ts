/**
 * The catalogue's shared state for one app: the database, the caches (same answers for
 * everyone) and the helpers every handler file uses (metadata, book records, listings, best
 * sellers).
 */
import type { Context } from 'hono'
import type { Db } from '../../db/types.ts'
import { successBody } from '../../http/envelope.ts'
import type { Lang } from '../../i18n/index.ts'
import { CacheGroup, type LruCache } from './cache.ts'
import { loadCatalogMeta, type CatalogMeta } from './data.ts'
import {
  cachedFacets,
  catalogProductsModel,
  hasFilters,
  loadOrderedIds,
  loadPage,
  sortsByName,
  NEWEST_SQL,
  type CatalogProductsModel,
  type Facets,
  type ListRequest,
  type PageOfIds,
  type Scope,
} from './listing.ts'
import type { DiscountRule } from './book-page.ts'
import type { BookPage } from './kept-page.ts'
import {
  IS_NEW_SQL,
  loadBookRecords,
  productOverview,
  type BookRecord,
  type ProductOverview,
} from './overview.ts'

const MINUTE = 60_000
const MB = 1024 * 1024
const JSON_HEADERS = { 'Content-Type': 'application/json' } as const

/** Books ranked as best sellers at most (the list's length). */
export const BESTSELLER_LIMIT = 200
/** The sales window of the best sellers, in days. */
export const BESTSELLER_DAYS = 90

export class CatalogService {
  readonly caches = new CacheGroup()
  readonly records: LruCache<number, BookRecord>
  readonly facets: LruCache<string, Facets>
  readonly answers: LruCache<string, unknown>
  /**
   * Whole answers made of books' data (the home rows, listings, searches), serialised in their
   * envelope once: the bytes sent. Dropped when any book changes, since a listing shows its
   * books' prices and names.
   */
  private readonly bodies: LruCache<string, Uint8Array>
  /** The kept book pages in memory (the app's, see book-pages.ts), cleared with the rest. */
  readonly bookPages: LruCache<string, BookPage | null>
  private readonly metaCache: LruCache<'meta', CatalogMeta>
  private readonly discountRulesCache: LruCache<'rules', DiscountRule[]>
  private readonly rankings: LruCache<string, number[]>
  private readonly pages: LruCache<string, PageOfIds>
  private readonly lists: LruCache<string, Int32Array>

  constructor(
    readonly db: Db,
    bookPages: LruCache<string, BookPage | null>,
  ) {
    // Every cache is bounded by entries and by an estimate of its bytes (see approximateBytes):
    // together at most about 90 MB, with the book pages (book-pages.ts), the search matches and
    // the pictures, so that the server's memory stays bounded however many books, searches and
    // listings are asked for.
    this.records = this.caches.make({ maxEntries: 20_000, maxBytes: 10 * MB, ttlMs: 10 * MINUTE })
    this.facets = this.caches.make({ maxEntries: 2_000, maxBytes: 2 * MB, ttlMs: 5 * MINUTE })
    // Whole answers that are the same for everyone (tree, home rows, autocomplete...).
    this.answers = this.caches.make({ maxEntries: 12_000, maxBytes: 10 * MB, ttlMs: 5 * MINUTE })
    this.bodies = this.caches.make({
      maxEntries: 4_000,
      maxBytes: 8 * MB,
      ttlMs: MINUTE,
      sizeOf: (body) => 64 + (body as Uint8Array).byteLength,
    })
    this.bookPages = this.caches.adopt(bookPages)
    this.metaCache = this.caches.make({ maxEntries: 1, ttlMs: 5 * MINUTE })
    // The automatic discounts, for book pages (a new one shows within a minute, plus the page's
    // own five).
    this.discountRulesCache = this.caches.make({ maxEntries: 1, ttlMs: MINUTE })
    this.rankings = this.caches.make({ maxEntries: 16, ttlMs: MINUTE })
    // Pages of listings and searches: the same for everyone, briefly.
    this.pages = this.caches.make({ maxEntries: 5_000, maxBytes: 2 * MB, ttlMs: MINUTE })
    // Whole ordered lists of categories and searches (4 bytes a book).
    this.lists = this.caches.make({
      maxEntries: 200,
      maxBytes: 8 * MB,
      ttlMs: MINUTE,
      sizeOf: (ids) => 64 + (ids as Int32Array).byteLength,
    })
  }

  /** Categories, specification attributes and imprints. */
  meta(): Promise<CatalogMeta> {
    return this.metaCache.getOrLoad('meta', () => loadCatalogMeta(this.db))
  }

  /** The automatic discounts of book pages, read by `load` at most once a minute. */
  discountRules(load: () => Promise<DiscountRule[]>): Promise<DiscountRule[]> {
    return this.discountRulesCache.getOrLoad('rules', load)
  }

  /** How many visible books each tag has (for book pages' tags). */
  tagCounts(): Promise<Map<number, number>> {
    return this.cached('tag-counts', async () => {
      const rows = await this.db.query<{ tag_id: number; count: number }>(
        `SELECT bt.tag_id, count(*) AS count FROM book_tags bt
           JOIN books b ON b.id = bt.book_id AND b.published AND NOT b.deleted
          GROUP BY bt.tag_id`,
      )
      return new Map(rows.map((row) => [row.tag_id, Number(row.count)]))
    })
  }

  /** A cached answer, or the one `load` makes. */
  cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.answers.getOrLoad(key, load) as Promise<T>
  }

  /**
   * The answer of `key` (the same for everyone) as sent: made by `load` and serialised in the v2
   * envelope once, then kept (see `bodies`).
   */
  async sharedAnswer(c: Context, key: string, load: () => Promise<unknown>): Promise<Response> {
    const body = await this.bodies.getOrLoad(key, async () =>
      Buffer.from(JSON.stringify(successBody('v2', await load(), null, []))),
    )
    return c.body(body as Uint8Array<ArrayBuffer>, 200, JSON_HEADERS)
  }

  /**
   * The visible books among ids, in that order (kept in the record cache, unless `keep` is
   * false: see loadBookRecords).
   */
  bookRecords(ids: readonly number[], options: { keep?: boolean } = {}): Promise<BookRecord[]> {
    return loadBookRecords(this.db, this.records, ids, options)
  }

  /** The visible books among ids as listing items, in that order. */
  async overviews(ids: readonly number[], lang: Lang): Promise<ProductOverview[]> {
    return (await this.bookRecords(ids)).map((record) => productOverview(record, lang))
  }

  /** A page of a listing with its paging, sort and filter state. */
  async list(request: ListRequest, noResultMessage?: string): Promise<CatalogProductsModel> {
    const meta = await this.meta()
    const { filters, orderBy, pageNumber, pageSize, lang } = request
    const pageKey = JSON.stringify([
      request.scope.key,
      filters,
      orderBy,
      pageNumber,
      pageSize,
      lang,
    ])
    const [page, facets] = await Promise.all([
      request.scope.wholeList
        ? this.pageOfWholeList(meta, request)
        : this.pages.getOrLoad(pageKey, () => loadPage(this.db, meta, request)),
      cachedFacets(this.db, this.facets, request.scope),
    ])
    const products = await this.overviews(page.ids, request.lang)
    return catalogProductsModel({
      meta,
      lang: request.lang,
      request,
      page,
      facets,
      products,
      ...(noResultMessage ? { noResultMessage } : {}),
    })
  }

  /**
   * The best sellers' ids, most sold first: copies in paid orders (paid or partially refunded,
   * not cancelled, item not refunded) of the last 90 days. With no sales at all in that window,
   * the best-rated books stand in (average rating, then number of reviews).
   */
  bestsellerIds(): Promise<number[]> {
    return this.rankings.getOrLoad('bestsellers', async () => {
      const sold = await this.db.query<{ id: number }>(
        `SELECT oi.book_id AS id FROM orders o
           JOIN order_items oi ON oi.order_id = o.id
           JOIN books b ON b.id = oi.book_id
          WHERE o.payment_status IN (30, 35) AND o.order_status <> 40
            AND o.paid_at >= now() - make_interval(days => $1) AND oi.refunded_at IS NULL
            AND b.published AND NOT b.deleted
          GROUP BY oi.book_id
          ORDER BY sum(oi.quantity) DESC, max(o.paid_at) DESC, oi.book_id
          LIMIT $2`,
        [BESTSELLER_DAYS, BESTSELLER_LIMIT],
      )
      if (sold.length > 0) return sold.map((row) => row.id)
      const rated = await this.db.query<{ id: number }>(
        `SELECT b.id FROM books b
          WHERE b.published AND NOT b.deleted AND b.approved_total_reviews > 0
          ORDER BY b.approved_rating_sum::float8 / b.approved_total_reviews DESC,
                   b.approved_total_reviews DESC, b.id
          LIMIT $1`,
        [BESTSELLER_LIMIT],
      )
      return rated.map((row) => row.id)
    })
  }

  /** A page cut from the scope's whole ordered list (one query for every page and language). */
  private async pageOfWholeList(meta: CatalogMeta, request: ListRequest): Promise<PageOfIds> {
    const { scope, filters, orderBy, lang, pageNumber, pageSize } = request
    const key = JSON.stringify([scope.key, filters, orderBy, sortsByName(orderBy) ? lang : ''])
    const ids =
      scope.ids && orderBy === 0 && !hasFilters(filters)
        ? scope.ids
        : await this.lists.getOrLoad(key, () => loadOrderedIds(this.db, meta, request))
    const start = (pageNumber - 1) * pageSize
    return { ids: Array.from(ids.subarray(start, start + pageSize)), total: ids.length }
  }

  /** Drops every cached answer and book (after a catalogue change). */
  clear(): number {
    return this.caches.clear()
  }

  /** Forgets one book's cached data (after its reviews or flags change). */
  forgetBook(bookId: number): void {
    this.records.delete(bookId)
    this.bodies.clear()
    this.bookPages.delete(`${bookId}:th`)
    this.bookPages.delete(`${bookId}:en`)
    for (const listener of this.forgetListeners) listener(bookId)
  }

  private readonly forgetListeners: ((bookId: number) => void)[] = []

  /** Calls `listener` with each book forgotten (what keeps the book's pages elsewhere). */
  onForgetBook(listener: (bookId: number) => void): void {
    this.forgetListeners.push(listener)
  }
}

/** The books of some categories (subcategories given by the caller), by their place in them. */
export function categoryScope(ids: readonly number[]): Scope {
  const sorted = [...new Set(ids)].sort((a, b) => a - b)
  return {
    key: `category:${sorted.join(',')}`,
    join: (p) =>
      `JOIN (SELECT bc.book_id, min(bc.display_order) AS pos FROM book_categories bc
              WHERE bc.category_id = ANY(${p.add(sorted)}::int[]) GROUP BY bc.book_id) sc
         ON sc.book_id = b.id`,
    where: () => 'true',
    position: () => 'sc.pos, b.display_order, b.id',
    wholeList: true,
  }
}

/** The books of an imprint. */
export function manufacturerScope(id: number): Scope {
  return {
    key: `manufacturer:${id}`,
    where: (p) =>
      `EXISTS (SELECT 1 FROM book_manufacturers bm WHERE bm.book_id = b.id
                 AND bm.manufacturer_id = ${p.add(id)})`,
    position: (p) =>
      `(SELECT min(bm.display_order) FROM book_manufacturers bm WHERE bm.book_id = b.id
          AND bm.manufacturer_id = ${p.add(id)}), b.display_order, b.id`,
  }
}

/** The books of a publisher. */
export function vendorScope(id: number): Scope {
  return {
    key: `vendor:${id}`,
    where: (p) => `b.vendor_id = ${p.add(id)}`,
    position: () => 'b.display_order, b.id',
  }
}

/** The books with a tag. */
export function tagScope(id: number): Scope {
  return {
    key: `tag:${id}`,
    where: (p) =>
      `EXISTS (SELECT 1 FROM book_tags bt WHERE bt.book_id = b.id AND bt.tag_id = ${p.add(id)})`,
    position: () => 'b.display_order, b.id',
  }
}

/** Books among a ranked list of ids, in its order. */
export function rankedScope(name: string, ids: readonly number[]): Scope {
  return {
    key: `${name}:${ids.length}:${hashIds(ids)}`,
    where: (p) => `b.id = ANY(${p.add(ids)}::int[])`,
    position: (p) => `array_position(${p.add(ids)}::int[], b.id)`,
  }
}

/** A short fingerprint of a list of ids (for cache keys). */
function hashIds(ids: readonly number[]): string {
  let hash = 0x811c9dc5
  for (const id of ids) {
    hash ^= id
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

/** The books marked new now. */
export function newScope(): Scope {
  return {
    key: 'new',
    where: () => IS_NEW_SQL,
    position: () => NEWEST_SQL,
  }
}
