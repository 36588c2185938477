/**
 * Books as listings show them: one query loads what every listing needs of a set of books (the
 * row, credits, publisher, series, file facts); the language-neutral record is cached per book
 * and turned into the contract's ProductOverviewModel (v2) or BookSummary (v1) per answer.
 */
import type { components as V1 } from '@ebook/api/generated/v1'
import type { components } from '@ebook/api/generated/v2'
import type { Queryable } from '../../db/types.ts'
import { inLanguage, type Lang } from '../../i18n/index.ts'
import { formatBaht } from '../shared/money.ts'
import { bookCoverPicture, coverUrl } from '../shared/pictures.ts'
import type { LruCache } from './cache.ts'

export type ProductOverview = components['schemas']['ProductOverviewModel']
export type EbookInfo = components['schemas']['EbookInfo']
export type BookSummary = V1['schemas']['BookSummary']

/** A person credited on a book. */
export interface Credit {
  id: number
  th: string
  en: string | null
  role: 'author' | 'translator'
}

/** What the catalogue shows of a book, in both languages (the row of book_facts, migration 008). */
export interface BookRecord {
  id: number
  name_th: string
  name_en: string | null
  short_description_th: string | null
  short_description_en: string | null
  full_description_th: string | null
  full_description_en: string | null
  meta_title_th: string | null
  meta_title_en: string | null
  meta_description_th: string | null
  meta_description_en: string | null
  meta_keywords_th: string | null
  meta_keywords_en: string | null
  se_name: string
  sku: string
  isbn: string | null
  language: 'th' | 'en'
  page_count: number | null
  file_format: 'EPUB' | 'PDF'
  price: number
  old_price: number
  /** Whether the "new" badge shows (when the record was read). */
  is_new: boolean
  /** When is_new changes next (ms since the epoch; Infinity: never). */
  new_until: number
  available_for_pre_order: boolean
  pre_order_start: Date | null
  disable_buy_button: boolean
  disable_wishlist_button: boolean
  allow_customer_reviews: boolean
  approved_rating_sum: number
  approved_total_reviews: number
  vendor_id: number | null
  vendor_th: string | null
  vendor_en: string | null
  vendor_se_name: string | null
  /** The publisher is active and not deleted. */
  vendor_visible: boolean | null
  series_id: number | null
  series_th: string | null
  series_en: string | null
  series_number: number | null
  people: Credit[]
  file_size: number | null
  has_sample: boolean
  /** Category ids, the book's main category first. */
  categories: number[]
  /** Pictures beyond the cover, in display order. */
  pictures: number[]
  tags: { id: number; th: string; en: string | null; se: string }[]
  /** Published imprints, in display order. */
  manufacturers: { id: number; th: string; en: string | null; se: string }[]
  /** Specification values shown on the page, in display order. */
  specs: {
    attr: number
    type: 0 | 10 | 20 | 30
    option: number | null
    th: string | null
    en: string | null
  }[]
}

/** A row of book_facts as stored (JSON: dates as text, the visibility and "new" flags raw). */
type BookFacts = Omit<BookRecord, 'is_new' | 'new_until' | 'pre_order_start'> & {
  published: boolean
  deleted: boolean
  pre_order_start: string | null
  mark_as_new: boolean
  mark_as_new_start: string | null
  mark_as_new_end: string | null
}

/** SQL: whether a book (alias b) shows the "new" badge now. */
export const IS_NEW_SQL = `(b.mark_as_new AND (b.mark_as_new_start IS NULL OR b.mark_as_new_start <= now())
  AND (b.mark_as_new_end IS NULL OR b.mark_as_new_end >= now()))`

/** SQL: a book (alias b) that shoppers may see. */
export const VISIBLE_SQL = '(b.published AND NOT b.deleted)'

const FACTS_SQL = 'SELECT book_id, facts FROM book_facts WHERE book_id = ANY($1::int[])'
// A book whose facts are not stored (new, or changed since): written now, read by the next one.
const WRITE_FACTS_SQL = `INSERT INTO book_facts (book_id, facts)
  SELECT b.id, book_facts_of(b)::json FROM books b WHERE b.id = ANY($1::int[])
  ON CONFLICT (book_id) DO UPDATE SET facts = excluded.facts
  RETURNING book_id, facts`

/** A visible book's record from its stored facts (null for a hidden one). */
function recordOf(facts: BookFacts, now: number): BookRecord | null {
  if (!facts.published || facts.deleted) return null
  const {
    published: _published,
    deleted: _deleted,
    mark_as_new,
    mark_as_new_start,
    mark_as_new_end,
    pre_order_start,
    ...rest
  } = facts
  const start = mark_as_new_start === null ? null : Date.parse(mark_as_new_start)
  const end = mark_as_new_end === null ? null : Date.parse(mark_as_new_end)
  // New from its start (if any) to its end (if any), both included.
  const newUntil = !mark_as_new
    ? Infinity
    : start !== null && start > now
      ? start
      : end !== null && end >= now
        ? end + 1
        : Infinity
  return {
    ...rest,
    is_new: mark_as_new && (start === null || start <= now) && (end === null || end >= now),
    new_until: newUntil,
    pre_order_start: pre_order_start === null ? null : new Date(pre_order_start),
  }
}

/**
 * The records of visible books among `ids`, in the order of `ids` (missing and hidden books
 * left out); cached ones cost no query, the others one read of book_facts by key (and are
 * cached, unless `keep` is false: a caller that caches what it makes of them).
 */
export async function loadBookRecords(
  db: Queryable,
  cache: LruCache<number, BookRecord>,
  ids: readonly number[],
  { keep = true }: { keep?: boolean } = {},
): Promise<BookRecord[]> {
  const found = new Map<number, BookRecord>()
  const missing = new Set<number>()
  for (const id of ids) {
    const hit = cache.get(id)
    if (hit) found.set(id, hit)
    else missing.add(id)
  }
  if (missing.size > 0) {
    const wanted = [...missing]
    const rows = await db.query<{ book_id: number; facts: BookFacts }>(FACTS_SQL, [wanted], {
      prepare: true,
    })
    if (rows.length < wanted.length) {
      const stored = new Set(rows.map((row) => row.book_id))
      const absent = wanted.filter((id) => !stored.has(id))
      rows.push(
        ...(await db.query<{ book_id: number; facts: BookFacts }>(WRITE_FACTS_SQL, [absent])),
      )
    }
    const now = Date.now()
    for (const row of rows) {
      const record = recordOf(row.facts, now)
      if (!record) continue
      if (keep) cache.set(record.id, record)
      found.set(record.id, record)
    }
  }
  const seen = new Set<number>()
  const records: BookRecord[] = []
  for (const id of ids) {
    const record = found.get(id)
    if (record && !seen.has(id)) {
      seen.add(id)
      records.push(record)
    }
  }
  return records
}

/** The title in the answer's language. */
export function bookName(record: BookRecord, lang: Lang): string {
  return inLanguage(lang, record.name_th, record.name_en)
}

function names(record: BookRecord, role: Credit['role'], lang: Lang) {
  return record.people
    .filter((person) => person.role === role)
    .map((person) => ({ Id: person.id, Name: inLanguage(lang, person.th, person.en) }))
}

/** The author names in credit order. */
export function authorNames(record: BookRecord, lang: Lang): string[] {
  return names(record, 'author', lang).map((author) => author.Name)
}

/** The e-book facts of a book. */
export function ebookInfo(record: BookRecord, lang: Lang): EbookInfo {
  return {
    Authors: names(record, 'author', lang),
    Translators: names(record, 'translator', lang),
    PublisherName: record.vendor_th ? inLanguage(lang, record.vendor_th, record.vendor_en) : null,
    Isbn: record.isbn,
    Language: record.language,
    PageCount: record.page_count,
    FileFormat: record.file_format,
    FileSizeBytes: record.file_size ?? 0,
    HasSample: record.has_sample,
    Series:
      record.series_id !== null && record.series_th !== null
        ? {
            Id: record.series_id,
            Name: inLanguage(lang, record.series_th, record.series_en),
            Number: record.series_number,
          }
        : null,
  }
}

/** Whether the crossed-out list price applies (it is above the price). */
export function isDiscounted(record: { price: number; old_price: number }): boolean {
  return record.old_price > record.price
}

/** A book as a v2 listing shows it. */
export function productOverview(record: BookRecord, lang: Lang): ProductOverview {
  const name = bookName(record, lang)
  const discounted = isDiscounted(record)
  return {
    Id: record.id,
    Name: name,
    ShortDescription: inLanguage(lang, record.short_description_th, record.short_description_en),
    FullDescription: inLanguage(lang, record.full_description_th, record.full_description_en),
    SeName: record.se_name,
    Sku: record.sku,
    MarkAsNew: record.is_new,
    ProductPrice: {
      OldPrice: discounted ? formatBaht(record.old_price, lang) : null,
      OldPriceValue: discounted ? record.old_price : null,
      Price: formatBaht(record.price, lang),
      PriceValue: record.price,
      DisableBuyButton: record.disable_buy_button,
      DisableWishlistButton: record.disable_wishlist_button,
      AvailableForPreOrder: record.available_for_pre_order,
      PreOrderAvailabilityStartDateTimeUtc: record.pre_order_start?.toISOString() ?? null,
    },
    DefaultPictureModel: bookCoverPicture({ id: record.id, name }, lang),
    ReviewOverviewModel: {
      ProductId: record.id,
      RatingSum: record.approved_rating_sum,
      TotalReviews: record.approved_total_reviews,
      AllowCustomerReviews: record.allow_customer_reviews,
      CanAddNewReview: record.allow_customer_reviews,
    },
    Ebook: ebookInfo(record, lang),
  }
}

/** The saving in whole percent of `price` against `reference`, or null when none. */
export function discountPercent(reference: number, price: number): number | null {
  if (!(reference > price) || reference <= 0) return null
  return Math.round(((reference - price) / reference) * 100)
}

/** The average rating to one decimal (0 without reviews). */
export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0
}

/** A book as a v1 home row shows it. */
export function bookSummary(record: BookRecord, lang: Lang): BookSummary {
  const discounted = isDiscounted(record)
  return {
    id: record.id,
    name: bookName(record, lang),
    seName: record.se_name,
    authors: authorNames(record, lang),
    imageUrl: coverUrl(record.id),
    price: formatBaht(record.price, lang),
    priceValue: record.price,
    oldPrice: discounted ? formatBaht(record.old_price, lang) : null,
    oldPriceValue: discounted ? record.old_price : null,
    discountPercent: discounted ? discountPercent(record.old_price, record.price) : null,
    ratingAverage: averageRating(record.approved_rating_sum, record.approved_total_reviews),
    reviewCount: record.approved_total_reviews,
    markAsNew: record.is_new,
    fileFormat: record.file_format,
  }
}
