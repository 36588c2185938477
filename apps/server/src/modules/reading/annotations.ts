/**
 * Bookmarks and highlights: kept per customer (or guest), book and edition, listed in reading
 * order. Another customer's annotation is answered as if it did not exist.
 */
import type { components, operations } from '@ebook/api/generated/v2'
import type { Queryable } from '../../db/types.ts'
import type { OperationInput } from '../../http/operations.ts'
import { badRequest, notFound, reply } from '../../http/reply.ts'
import type { Lang } from '../../i18n/index.ts'
import { keptInEdition, requireReadable } from './access.ts'
import { t } from './messages.ts'
import { trimmedOrNull } from './positions.ts'

type Input<K extends keyof operations> = OperationInput<operations[K]>
type Annotation = components['schemas']['Annotation']
type HighlightColor = components['schemas']['HighlightColor']

/** Annotations a customer keeps per book and edition. */
export const ANNOTATIONS_PER_BOOK = 2000

/** The colour of a highlight sent without one. */
const DEFAULT_COLOR: HighlightColor = 'yellow'

interface AnnotationRow {
  id: number
  book_id: number
  edition: Annotation['Edition']
  kind: Annotation['Kind']
  cfi: string
  excerpt: string | null
  note: string | null
  color: HighlightColor | null
  chapter_title: string | null
  total_progression: number
  created_at: Date
  updated_at: Date
}

const COLUMNS = `id, book_id, edition, kind, cfi, excerpt, note, color, chapter_title,
  total_progression, created_at, updated_at`

function toAnnotation(row: AnnotationRow): Annotation {
  return {
    Id: row.id,
    ProductId: row.book_id,
    Edition: row.edition,
    Kind: row.kind,
    Cfi: row.cfi,
    Text: row.excerpt,
    Note: row.note,
    Color: row.color,
    ChapterTitle: row.chapter_title,
    TotalProgression: row.total_progression,
    CreatedOnUtc: row.created_at.toISOString(),
    UpdatedOnUtc: row.updated_at.toISOString(),
  }
}

export async function listAnnotations(input: Input<'listAnnotations'>) {
  const rows = await keptInEdition<AnnotationRow>(
    input,
    input.params.productId,
    input.query.edition,
    'annotation.notReadable',
    { table: 'annotations', columns: COLUMNS, orderBy: 'total_progression, id' },
  )
  return rows.map(toAnnotation)
}

export async function addAnnotation({ auth, db, lang, params, body }: Input<'addAnnotation'>) {
  const customerId = await auth.customerId()
  const data = body.Data
  await requireReadable(
    db,
    lang,
    customerId,
    params.productId,
    data.Edition,
    'annotation.notReadable',
  )
  const highlight = data.Kind === 'highlight'
  const excerpt = trimmedOrNull(data.Text)
  if (highlight && excerpt === null) throw badRequest(t(lang, 'annotation.textRequired'))
  const row = await db.transaction(async (tx) => {
    // Counted under a lock on the customer's row, so two adds cannot both pass the limit.
    await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId])
    const count = await tx.queryOne<{ n: number }>(
      `SELECT count(*)::integer AS n FROM annotations
        WHERE customer_id = $1 AND book_id = $2 AND edition = $3`,
      [customerId, params.productId, data.Edition],
    )
    if ((count?.n ?? 0) >= ANNOTATIONS_PER_BOOK)
      throw badRequest(t(lang, 'annotation.tooMany', { max: ANNOTATIONS_PER_BOOK }))
    return tx.queryOne<AnnotationRow>(
      `INSERT INTO annotations (customer_id, book_id, edition, kind, cfi, excerpt, note, color,
         chapter_title, total_progression)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
      [
        customerId,
        params.productId,
        data.Edition,
        data.Kind,
        data.Cfi.trim(),
        excerpt,
        trimmedOrNull(data.Note),
        highlight ? (data.Color ?? DEFAULT_COLOR) : null,
        trimmedOrNull(data.ChapterTitle),
        data.TotalProgression,
      ],
    )
  })
  return toAnnotation(row!)
}

/** The caller's annotation, or 404 (also for another customer's). */
async function ownAnnotation(
  db: Queryable,
  customerId: number | null,
  annotationId: number,
  lang: Lang,
): Promise<AnnotationRow> {
  const row =
    customerId === null
      ? null
      : await db.queryOne<AnnotationRow>(
          `SELECT ${COLUMNS} FROM annotations WHERE id = $1 AND customer_id = $2`,
          [annotationId, customerId],
        )
  if (!row) throw notFound(t(lang, 'annotation.notFound'))
  return row
}

export async function updateAnnotation({
  auth,
  db,
  lang,
  params,
  body,
}: Input<'updateAnnotation'>) {
  const customerId = await auth.existingCustomerId()
  const current = await ownAnnotation(db, customerId, params.annotationId, lang)
  const color = current.kind === 'highlight' ? (body.Data.Color ?? DEFAULT_COLOR) : null
  const row = await db.queryOne<AnnotationRow>(
    `UPDATE annotations SET note = $3, color = $4, updated_at = now()
      WHERE id = $1 AND customer_id = $2 RETURNING ${COLUMNS}`,
    [current.id, customerId, trimmedOrNull(body.Data.Note), color],
  )
  if (!row) throw notFound(t(lang, 'annotation.notFound'))
  return toAnnotation(row)
}

export async function deleteAnnotation({ auth, db, lang, params }: Input<'deleteAnnotation'>) {
  const customerId = await auth.existingCustomerId()
  const current = await ownAnnotation(db, customerId, params.annotationId, lang)
  await db.query('DELETE FROM annotations WHERE id = $1 AND customer_id = $2', [
    current.id,
    customerId,
  ])
  return reply(null, { message: t(lang, 'annotation.deleted') })
}
