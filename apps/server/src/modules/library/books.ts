/**
 * The customer's library: library_items rows that still count. A bought book counts while its
 * order is paid (PaymentStatus 30, or 35 with this item not refunded); a free sample always
 * counts. Every library read (my books, shelves, downloads) goes through `LIBRARY_ROWS`, so a
 * refunded book leaves the library and its shelves at once.
 */
import type { components } from '@ebook/api/generated/v2'
import type { Queryable } from '../../db/types.ts'
import { inLanguage, type Lang } from '../../i18n/index.ts'
import { bookCoverPicture } from '../shared/pictures.ts'

type MyBookItem = components['schemas']['MyBookItem']

/**
 * The visible library rows of customer `$1`, aliased `li` (library_items), `b` (books), `oi`
 * (order_items, null for samples): join it into a FROM clause.
 */
export const LIBRARY_ROWS = `library_items li
  JOIN books b ON b.id = li.book_id
  LEFT JOIN order_items oi ON oi.id = li.order_item_id
  LEFT JOIN orders o ON o.id = oi.order_id
  WHERE li.customer_id = $1
    AND (li.is_sample OR (oi.refunded_at IS NULL AND o.payment_status IN (30, 35)))`

/** The columns a library row is answered from (with LIBRARY_ROWS in scope). */
export const LIBRARY_COLUMNS = `b.id AS book_id, b.name_th, b.name_en, b.se_name, b.file_format,
  li.is_sample, li.added_at, li.purchased_at, o.paid_at, oi.order_item_guid,
  (SELECT coalesce(json_agg(json_build_object('id', a.id, 'th', a.name_th, 'en', a.name_en)
            ORDER BY ba.position, a.id), '[]'::json)
     FROM book_authors ba JOIN authors a ON a.id = ba.author_id
    WHERE ba.book_id = b.id AND ba.role = 'author') AS authors,
  (SELECT coalesce(json_agg(s.id ORDER BY s.id), '[]'::json)
     FROM bookshelf_items si JOIN bookshelves s ON s.id = si.shelf_id
    WHERE s.customer_id = li.customer_id AND si.book_id = b.id) AS shelf_ids,
  (SELECT max(rp.total_progression) FROM reading_positions rp
    WHERE rp.customer_id = li.customer_id AND rp.book_id = b.id
      AND rp.edition = CASE WHEN li.is_sample THEN 'sample' ELSE 'full' END) AS reading_progress`

/** A row selected with LIBRARY_COLUMNS. */
export interface LibraryRow {
  book_id: number
  name_th: string
  name_en: string | null
  se_name: string
  file_format: 'EPUB' | 'PDF'
  is_sample: boolean
  added_at: Date
  purchased_at: Date | null
  paid_at: Date | null
  order_item_guid: string | null
  authors: { id: number; th: string; en: string | null }[]
  shelf_ids: number[]
  /** The furthest place read in the entry's edition (0 to 1), null when never opened. */
  reading_progress: number | null
}

/** A library row as the contract's MyBookItem. */
export function toMyBookItem(row: LibraryRow, lang: Lang): MyBookItem {
  const name = inLanguage(lang, row.name_th, row.name_en)
  const purchased = row.is_sample ? null : (row.purchased_at ?? row.paid_at)
  return {
    ProductId: row.book_id,
    Name: name,
    SeName: row.se_name,
    Authors: row.authors.map((a) => ({ Id: a.id, Name: inLanguage(lang, a.th, a.en) })),
    Picture: bookCoverPicture({ id: row.book_id, name }, lang),
    IsSample: row.is_sample,
    AddedOn: row.added_at.toISOString(),
    PurchasedOn: purchased ? purchased.toISOString() : null,
    OrderItemGuid: row.is_sample ? null : row.order_item_guid,
    FileFormat: row.file_format,
    ShelfIds: row.shelf_ids,
    ReadingProgress: row.reading_progress,
    CustomProperties: {},
  }
}

/** The customer's library entry for one book, or null when the book is not in the library. */
export async function libraryEntry(
  db: Queryable,
  customerId: number,
  bookId: number,
): Promise<LibraryRow | null> {
  return db.queryOne<LibraryRow>(
    `SELECT ${LIBRARY_COLUMNS} FROM ${LIBRARY_ROWS} AND li.book_id = $2`,
    [customerId, bookId],
  )
}

/** Paging facts of a page of `total` items. */
export function paging(pageNumber: number, pageSize: number, total: number) {
  const totalPages = Math.ceil(total / pageSize)
  return {
    PageNumber: pageNumber,
    PageSize: pageSize,
    TotalItems: total,
    TotalPages: totalPages,
    HasPreviousPage: pageNumber > 1,
    HasNextPage: pageNumber < totalPages,
  }
}

/** A LIKE pattern matching `text` anywhere (%, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`
}
