/**
 * Who may read what: anyone reads a book's free sample (the book has one), only its owner reads
 * the whole book (a bought copy in the library: a paid order item, not refunded). Places and
 * annotations follow the same rule, so none are kept for a book the customer cannot open.
 */
import type { components } from '@ebook/api/generated/v2'
import type { Queryable } from '../../db/types.ts'
import type { AuthContext } from '../../http/auth-context.ts'
import type { Lang } from '../../i18n/index.ts'
import { badRequest, notFound } from '../../http/reply.ts'
import { LIBRARY_ROWS } from '../library/books.ts'
import { t } from './messages.ts'

/** The edition of a book being read. */
export type Edition = components['schemas']['ReaderEdition']

/** A published book's facts the reader needs, or null when no published book has the id. */
export async function readableBook(
  db: Queryable,
  bookId: number,
): Promise<{ id: number; hasSample: boolean } | null> {
  return db.queryOne<{ id: number; hasSample: boolean }>(
    `SELECT b.id, EXISTS (SELECT 1 FROM book_files f WHERE f.book_id = b.id AND f.kind = 'sample')
              AS "hasSample"
       FROM books b WHERE b.id = $1 AND b.published AND NOT b.deleted`,
    [bookId],
  )
}

/** Whether the customer owns the book (a bought copy that counts in their library). */
export async function ownsBook(
  db: Queryable,
  customerId: number | null,
  bookId: number,
): Promise<boolean> {
  if (customerId === null) return false
  const row = await db.queryOne(
    `SELECT 1 AS one FROM ${LIBRARY_ROWS} AND NOT li.is_sample AND li.book_id = $2`,
    [customerId, bookId],
  )
  return row !== null
}

/**
 * Checks that the customer may keep places and annotations in this edition of the book:
 * 404 when no published book has the id, 400 (`refusal`) when the edition is not theirs to read.
 */
export async function requireReadable(
  db: Queryable,
  lang: Lang,
  customerId: number | null,
  bookId: number,
  edition: Edition,
  refusal: 'position.notReadable' | 'annotation.notReadable',
): Promise<void> {
  const book = await readableBook(db, bookId)
  if (!book) throw notFound(t(lang, 'book.notFound'))
  const readable = edition === 'sample' ? book.hasSample : await ownsBook(db, customerId, bookId)
  if (!readable) throw badRequest(t(lang, refusal))
}

/** What the caller keeps in one edition of a book: its reading places or its annotations. */
export interface KeptRows {
  table: 'reading_positions' | 'annotations'
  columns: string
  orderBy: string
}

/**
 * The caller's rows of `kept` in this edition of the book, after requireReadable. A read makes
 * no guest: a device never seen has kept nothing.
 */
export async function keptInEdition<Row extends object>(
  { auth, db, lang }: { auth: AuthContext; db: Queryable; lang: Lang },
  bookId: number,
  edition: Edition,
  refusal: 'position.notReadable' | 'annotation.notReadable',
  kept: KeptRows,
): Promise<Row[]> {
  const customerId = await auth.existingCustomerId()
  await requireReadable(db, lang, customerId, bookId, edition, refusal)
  if (customerId === null) return []
  return db.query<Row>(
    `SELECT ${kept.columns} FROM ${kept.table}
      WHERE customer_id = $1 AND book_id = $2 AND edition = $3 ORDER BY ${kept.orderBy}`,
    [customerId, bookId, edition],
  )
}
