/**
 * Book covers from the database: what a cover shows, read from the book whose default picture
 * it is, and the bytes of a cover picture drawn on demand (pictures.data is NULL for the
 * synthetic catalogue's covers; see apps/server/README.md "Pictures"). The picture route uses
 * these, so a cover looks the same whether it was drawn at seed time or on first request.
 */
import type { Queryable } from '../db/types.ts'
import { coverBookOf, renderCover, type CoverBook } from '../seed/covers.ts'
import type { Lang, Localized } from '../seed/types.ts'

interface CoverRow {
  id: number
  language: Lang
  name_th: string
  name_en: string | null
  authors: { th: string; en: string | null }[] | null
  category_key: string | null
  category_th: string | null
  category_en: string | null
  series_th: string | null
  series_en: string | null
  series_number: number | null
}

const localized = (th: string, en: string | null): Localized => ({ th, en: en ?? th })

/** What the cover of the book whose default picture is `pictureId` shows, or null when none. */
export async function coverBookOfPicture(
  db: Queryable,
  pictureId: number,
): Promise<CoverBook | null> {
  const row = await db.queryOne<CoverRow>(
    `WITH RECURSIVE book AS (
       SELECT id, language, name_th, name_en, series_id, series_number FROM books
        WHERE default_picture_id = $1 ORDER BY id LIMIT 1
     ), own AS (
       SELECT bc.category_id FROM book_categories bc JOIN book ON bc.book_id = book.id
        ORDER BY bc.is_featured, bc.display_order, bc.category_id LIMIT 1
     ), up AS (
       SELECT c.id, c.parent_id, c.se_name FROM categories c WHERE c.id = (SELECT category_id FROM own)
       UNION ALL
       SELECT p.id, p.parent_id, p.se_name FROM categories p JOIN up ON p.id = up.parent_id
     )
     SELECT book.id, book.language, book.name_th, book.name_en, book.series_number,
            (SELECT json_agg(json_build_object('th', a.name_th, 'en', a.name_en) ORDER BY ba.position)
               FROM book_authors ba JOIN authors a ON a.id = ba.author_id
              WHERE ba.book_id = book.id AND ba.role = 'author') AS authors,
            (SELECT se_name FROM up WHERE parent_id IS NULL LIMIT 1) AS category_key,
            c.name_th AS category_th, c.name_en AS category_en,
            s.name_th AS series_th, s.name_en AS series_en
       FROM book
       LEFT JOIN series s ON s.id = book.series_id
       LEFT JOIN categories c ON c.id = (SELECT category_id FROM own)`,
    [pictureId],
  )
  if (!row) return null
  return coverBookOf({
    id: row.id,
    language: row.language,
    title: localized(row.name_th, row.name_en),
    authors: (row.authors ?? []).map((a) => localized(a.th, a.en)),
    categoryKey: row.category_key,
    categoryName: row.category_th ? localized(row.category_th, row.category_en) : null,
    series: row.series_th
      ? { name: localized(row.series_th, row.series_en), number: row.series_number }
      : null,
  })
}

/**
 * The stored bytes of a picture, drawing and storing a book cover first when its row has none.
 * Answers null when the picture does not exist (or has no bytes and is no book's cover).
 */
export async function pictureBytes(
  db: Queryable,
  pictureId: number,
): Promise<{ data: Uint8Array; mimeType: string } | null> {
  const picture = await db.queryOne<{ data: Uint8Array | null; mime_type: string }>(
    'SELECT data, mime_type FROM pictures WHERE id = $1',
    [pictureId],
  )
  if (!picture) return null
  if (picture.data) return { data: picture.data, mimeType: picture.mime_type }
  const cover = await coverBookOfPicture(db, pictureId)
  if (!cover) return null
  const data = await renderCover(cover)
  await db.execute('UPDATE pictures SET data = $2 WHERE id = $1 AND data IS NULL', [
    pictureId,
    data,
  ])
  return { data, mimeType: 'image/png' }
}
