/** The library page (mybook) and free samples added to it (addsampleebook). */
import type { operations } from '@ebook/api/generated/v2'
import type { OperationInput } from '../../http/operations.ts'
import { badRequest, notFound, reply } from '../../http/reply.ts'
import {
  containsPattern,
  libraryEntry,
  LIBRARY_COLUMNS,
  LIBRARY_ROWS,
  paging,
  toMyBookItem,
  type LibraryRow,
} from './books.ts'
import { t } from './messages.ts'
import { ownShelf } from './shelves.ts'

type Input<K extends keyof operations> = OperationInput<operations[K]>

/** ORDER BY of each MyBooksSortOption ($2 is the answer's language). */
const ORDER_BY: Record<0 | 1 | 5 | 6, string> = {
  0: 'li.added_at DESC, li.id DESC',
  1: 'li.added_at, li.id',
  5: "lower(CASE WHEN $2 = 'en' THEN coalesce(b.name_en, b.name_th) ELSE b.name_th END), b.id",
  6: "lower(CASE WHEN $2 = 'en' THEN coalesce(b.name_en, b.name_th) ELSE b.name_th END) DESC, b.id DESC",
}

export async function getMyBooks({ auth, db, lang, body }: Input<'getMyBooks'>) {
  const { customerId } = await auth.requireSignedIn()
  const pageNumber = body.Data.PageNumber ?? 1
  const pageSize = body.Data.PageSize ?? 20
  const query = body.Data.Query?.normalize('NFC').trim() ?? ''
  const orderBy = ORDER_BY[body.Data.SortBy ?? 0]
  // Title (both languages) or an author's name (both languages) contains the query.
  const filter = `AND $2::text IS NOT NULL ${
    query
      ? `AND (b.name_th ILIKE $3 OR b.name_en ILIKE $3 OR EXISTS (
         SELECT 1 FROM book_authors ba JOIN authors a ON a.id = ba.author_id
          WHERE ba.book_id = b.id AND (a.name_th ILIKE $3 OR a.name_en ILIKE $3)))`
      : 'AND $3::text IS NULL'
  }`
  const params = [customerId, lang, query ? containsPattern(query) : null]
  const [total, rows] = await Promise.all([
    db.queryOne<{ n: number }>(
      `SELECT count(*)::integer AS n FROM ${LIBRARY_ROWS} ${filter}`,
      params,
    ),
    db.query<LibraryRow>(
      `SELECT ${LIBRARY_COLUMNS} FROM ${LIBRARY_ROWS} ${filter}
        ORDER BY ${orderBy} LIMIT $4 OFFSET $5`,
      [...params, pageSize, (pageNumber - 1) * pageSize],
    ),
  ])
  return {
    Books: rows.map((row) => toMyBookItem(row, lang)),
    ...paging(pageNumber, pageSize, total?.n ?? 0),
    CustomProperties: {},
  }
}

export async function addSampleEbook({ auth, db, lang, body }: Input<'addSampleEbook'>) {
  const { customerId } = await auth.requireSignedIn()
  const { ProductId: bookId, ShelfId: shelfId } = body.Data
  const book = await db.queryOne<{ id: number; has_sample: boolean }>(
    `SELECT b.id, EXISTS (SELECT 1 FROM book_files f WHERE f.book_id = b.id AND f.kind = 'sample')
       AS has_sample
       FROM books b WHERE b.id = $1 AND b.published AND NOT b.deleted`,
    [bookId],
  )
  if (!book) throw notFound(t(lang, 'book.notFound'))
  if (!book.has_sample) throw badRequest(t(lang, 'sample.none'))
  await db.transaction(async (tx) => {
    if (shelfId != null) await ownShelf(tx, customerId, shelfId, lang)
    const existing = await tx.queryOne<{ id: number; is_sample: boolean }>(
      'SELECT id, is_sample FROM library_items WHERE customer_id = $1 AND book_id = $2 FOR UPDATE',
      [customerId, bookId],
    )
    if (existing && !existing.is_sample) {
      if (await libraryEntry(tx, customerId, bookId)) throw badRequest(t(lang, 'sample.owned'))
      // The bought copy was refunded and left the library: the entry becomes a sample again.
      await tx.query(
        `UPDATE library_items SET is_sample = true, order_item_id = NULL, purchased_at = NULL,
           added_at = now() WHERE id = $1`,
        [existing.id],
      )
    } else if (!existing) {
      await tx.query(
        `INSERT INTO library_items (customer_id, book_id, is_sample) VALUES ($1, $2, true)
         ON CONFLICT (customer_id, book_id) DO NOTHING`,
        [customerId, bookId],
      )
    }
    if (shelfId != null) {
      await tx.query(
        'INSERT INTO bookshelf_items (shelf_id, book_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [shelfId, bookId],
      )
    }
  })
  const entry = await libraryEntry(db, customerId, bookId)
  if (!entry) throw notFound(t(lang, 'book.notFound'))
  return reply(toMyBookItem(entry, lang), { message: t(lang, 'sample.added') })
}
