/**
 * Named shelves: create, rename, delete, place books from the library on them, take them off,
 * and the collection view. A shelf is its customer's only: another customer's shelf id answers
 * 404 as if it did not exist. Books that left the library (refunds) are not shown or counted.
 */
import type { components, operations } from '@ebook/api/generated/v2'
import type { Queryable } from '../../db/types.ts'
import { inLanguage, type Lang } from '../../i18n/index.ts'
import type { OperationInput } from '../../http/operations.ts'
import { badRequest, notFound, reply } from '../../http/reply.ts'
import { bookCoverPicture } from '../shared/pictures.ts'
import { LIBRARY_COLUMNS, LIBRARY_ROWS, paging, toMyBookItem, type LibraryRow } from './books.ts'
import { t } from './messages.ts'

type BookShelfModel = components['schemas']['BookShelfModel']
type Input<K extends keyof operations> = OperationInput<operations[K]>

/** How many covers a shelf shows. */
const SHELF_COVERS = 4

/** The shelf's books that are still in the library: rows of bookshelf_items `si`, books `b`. */
const SHELF_BOOKS = `bookshelf_items si
  JOIN bookshelves sh ON sh.id = si.shelf_id
  JOIN library_items li ON li.customer_id = sh.customer_id AND li.book_id = si.book_id
  JOIN books b ON b.id = si.book_id
  LEFT JOIN order_items oi ON oi.id = li.order_item_id
  LEFT JOIN orders o ON o.id = oi.order_id
  WHERE si.shelf_id = $1
    AND (li.is_sample OR (oi.refunded_at IS NULL AND o.payment_status IN (30, 35)))`

interface ShelfRow {
  id: number
  name: string
  created_at: Date
}

/** The customer's shelf, or 404 (also for another customer's shelf). */
export async function ownShelf(
  db: Queryable,
  customerId: number,
  shelfId: number,
  lang: Lang,
  lock = false,
): Promise<ShelfRow> {
  const shelf = await db.queryOne<ShelfRow>(
    `SELECT id, name, created_at FROM bookshelves WHERE id = $1 AND customer_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [shelfId, customerId],
  )
  if (!shelf) throw notFound(t(lang, 'shelf.notFound'))
  return shelf
}

/** Shelves as the contract's BookShelfModel, with counts and up to 4 covers each. */
async function shelfModels(db: Queryable, shelves: ShelfRow[], lang: Lang) {
  if (shelves.length === 0) return []
  const ids = shelves.map((s) => s.id)
  const rows = await db.query<{
    shelf_id: number
    book_count: number
    covers: { id: number; th: string; en: string | null }[]
  }>(
    `SELECT s.id AS shelf_id,
       (SELECT count(*)::integer FROM ${SHELF_BOOKS.replace('$1', 's.id')}) AS book_count,
       (SELECT coalesce(json_agg(json_build_object('id', x.id, 'th', x.name_th, 'en', x.name_en)
                 ORDER BY x.added_at DESC, x.id DESC), '[]'::json)
          FROM (SELECT b.id, b.name_th, b.name_en, si.added_at
                  FROM ${SHELF_BOOKS.replace('$1', 's.id')}
                 ORDER BY si.added_at DESC, b.id DESC LIMIT ${SHELF_COVERS}) x) AS covers
     FROM bookshelves s WHERE s.id = ANY($1::integer[])`,
    [ids],
  )
  const byId = new Map(rows.map((r) => [r.shelf_id, r]))
  return shelves.map((shelf): BookShelfModel => {
    const facts = byId.get(shelf.id)
    return {
      Id: shelf.id,
      Name: shelf.name,
      BookCount: facts?.book_count ?? 0,
      CoverPictures: (facts?.covers ?? []).map((c) =>
        bookCoverPicture({ id: c.id, name: inLanguage(lang, c.th, c.en) }, lang),
      ),
      CreatedOn: shelf.created_at.toISOString(),
      CustomProperties: {},
    }
  })
}

async function shelfModel(db: Queryable, shelf: ShelfRow, lang: Lang): Promise<BookShelfModel> {
  const [model] = await shelfModels(db, [shelf], lang)
  return model!
}

/** The trimmed shelf name, or 400 when nothing is left of it. */
function shelfName(name: string, lang: Lang): string {
  const trimmed = name.normalize('NFC').trim()
  if (!trimmed) throw badRequest(t(lang, 'shelf.nameRequired'))
  return trimmed
}

/** 400 when the customer has another shelf of this name (compared ignoring case). */
async function checkNameFree(
  db: Queryable,
  customerId: number,
  name: string,
  lang: Lang,
  exceptShelfId: number | null = null,
): Promise<void> {
  const taken = await db.queryOne(
    `SELECT 1 FROM bookshelves WHERE customer_id = $1 AND lower(name) = lower($2)
       AND ($3::integer IS NULL OR id <> $3)`,
    [customerId, name, exceptShelfId],
  )
  if (taken) throw badRequest(t(lang, 'shelf.nameTaken'))
}

/** A unique-index violation (two requests creating the same name at once). */
function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  )
}

export async function getMyShelves({ auth, db, lang }: Input<'getMyShelves'>) {
  const { customerId } = await auth.requireSignedIn()
  const shelves = await db.query<ShelfRow>(
    'SELECT id, name, created_at FROM bookshelves WHERE customer_id = $1 ORDER BY created_at, id',
    [customerId],
  )
  return shelfModels(db, shelves, lang)
}

export async function addBookShelf({ auth, db, lang, body }: Input<'addBookShelf'>) {
  const { customerId } = await auth.requireSignedIn()
  const name = shelfName(body.Data.Name, lang)
  await checkNameFree(db, customerId, name, lang)
  let shelf: ShelfRow | null
  try {
    shelf = await db.queryOne<ShelfRow>(
      'INSERT INTO bookshelves (customer_id, name) VALUES ($1, $2) RETURNING id, name, created_at',
      [customerId, name],
    )
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(t(lang, 'shelf.nameTaken'))
    throw error
  }
  return shelfModel(db, shelf!, lang)
}

export async function renameBookShelf({ auth, db, lang, body }: Input<'renameBookShelf'>) {
  const { customerId } = await auth.requireSignedIn()
  const shelf = await ownShelf(db, customerId, body.Data.ShelfId, lang)
  const name = shelfName(body.Data.Name, lang)
  await checkNameFree(db, customerId, name, lang, shelf.id)
  try {
    await db.query('UPDATE bookshelves SET name = $1 WHERE id = $2', [name, shelf.id])
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(t(lang, 'shelf.nameTaken'))
    throw error
  }
  return shelfModel(db, { ...shelf, name }, lang)
}

export async function removeBookShelf({ auth, db, lang, body }: Input<'removeBookShelf'>) {
  const { customerId } = await auth.requireSignedIn()
  // The shelf and its placements go together (ON DELETE CASCADE, one statement).
  const removed = await db.execute('DELETE FROM bookshelves WHERE id = $1 AND customer_id = $2', [
    body.Data.ShelfId,
    customerId,
  ])
  if (removed === 0) throw notFound(t(lang, 'shelf.notFound'))
  return reply(null, { message: t(lang, 'shelf.deleted') })
}

export async function getShelfBooks({ auth, db, lang, body }: Input<'getShelfBooks'>) {
  const { customerId } = await auth.requireSignedIn()
  const shelf = await ownShelf(db, customerId, body.Data.ShelfId, lang)
  const pageNumber = body.Data.PageNumber ?? 1
  const pageSize = body.Data.PageSize ?? 20
  const [total, rows] = await Promise.all([
    db.queryOne<{ n: number }>(`SELECT count(*)::integer AS n FROM ${SHELF_BOOKS}`, [shelf.id]),
    db.query<LibraryRow>(
      `SELECT ${LIBRARY_COLUMNS}
         FROM ${LIBRARY_ROWS}
          AND li.book_id IN (SELECT book_id FROM bookshelf_items WHERE shelf_id = $2)
        ORDER BY (SELECT added_at FROM bookshelf_items WHERE shelf_id = $2 AND book_id = b.id) DESC,
          b.id DESC
        LIMIT $3 OFFSET $4`,
      [customerId, shelf.id, pageSize, (pageNumber - 1) * pageSize],
    ),
  ])
  return {
    Shelf: await shelfModel(db, shelf, lang),
    Books: rows.map((row) => toMyBookItem(row, lang)),
    ...paging(pageNumber, pageSize, total?.n ?? 0),
    CustomProperties: {},
  }
}

export async function addBooksToShelf({ auth, db, lang, body }: Input<'addBooksToShelf'>) {
  const { customerId } = await auth.requireSignedIn()
  const ids = body.Data.ProductIds
  const shelf = await db.transaction(async (tx) => {
    const shelf = await ownShelf(tx, customerId, body.Data.ShelfId, lang, true)
    const owned = await tx.query<{ book_id: number }>(
      `SELECT li.book_id FROM ${LIBRARY_ROWS} AND li.book_id = ANY($2::integer[])`,
      [customerId, ids],
    )
    const ownedIds = new Set(owned.map((r) => r.book_id))
    const missing = ids.find((id) => !ownedIds.has(id))
    if (missing !== undefined) {
      const book = await tx.queryOne<{ name_th: string; name_en: string | null }>(
        'SELECT name_th, name_en FROM books WHERE id = $1 AND NOT deleted',
        [missing],
      )
      const label = book
        ? inLanguage(lang, book.name_th, book.name_en)
        : t(lang, 'book.id', { id: missing })
      throw badRequest(t(lang, 'shelf.notOwned', { book: label }))
    }
    await tx.query(
      `INSERT INTO bookshelf_items (shelf_id, book_id)
       SELECT $1, unnest($2::integer[]) ON CONFLICT DO NOTHING`,
      [shelf.id, ids],
    )
    return shelf
  })
  return shelfModel(db, shelf, lang)
}

export async function removeBookFromShelf({ auth, db, lang, body }: Input<'removeBookFromShelf'>) {
  const { customerId } = await auth.requireSignedIn()
  const shelf = await ownShelf(db, customerId, body.Data.ShelfId, lang)
  const removed = await db.execute(
    'DELETE FROM bookshelf_items WHERE shelf_id = $1 AND book_id = $2',
    [shelf.id, body.Data.ProductId],
  )
  if (removed === 0) throw notFound(t(lang, 'shelf.bookNotOnShelf'))
  return shelfModel(db, shelf, lang)
}
