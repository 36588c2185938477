/**
 * Reading positions: one per customer (or guest), book, edition and device, stamped with the
 * server's clock, so another device can offer to continue from a later or further place.
 */
import type { components, operations } from '@ebook/api/generated/v2'
import type { OperationInput } from '../../http/operations.ts'
import { badRequest } from '../../http/reply.ts'
import { keptInEdition, requireReadable } from './access.ts'
import { t } from './messages.ts'

type Input<K extends keyof operations> = OperationInput<operations[K]>
type ReadingPosition = components['schemas']['ReadingPosition']

/** Devices whose places are kept per customer, book and edition (the newest). */
export const DEVICES_KEPT = 20

interface PositionRow {
  book_id: number
  edition: ReadingPosition['Edition']
  device_id: string
  device_name: string
  href: string
  cfi: string
  progression: number
  total_progression: number
  chapter_title: string | null
  updated_at: Date
}

const COLUMNS = `book_id, edition, device_id, device_name, href, cfi, progression,
  total_progression, chapter_title, updated_at`

function toPosition(row: PositionRow): ReadingPosition {
  return {
    ProductId: row.book_id,
    Edition: row.edition,
    DeviceId: row.device_id,
    DeviceName: row.device_name,
    Locator: {
      Href: row.href,
      Cfi: row.cfi,
      Progression: row.progression,
      TotalProgression: row.total_progression,
      ChapterTitle: row.chapter_title,
    },
    UpdatedOnUtc: row.updated_at.toISOString(),
  }
}

/** Trimmed text, null when nothing is left. */
export const trimmedOrNull = (text: string | null | undefined) => {
  const trimmed = text?.normalize('NFC').trim() ?? ''
  return trimmed === '' ? null : trimmed
}

export async function getReadingPositions(input: Input<'getReadingPositions'>) {
  const rows = await keptInEdition<PositionRow>(
    input,
    input.params.productId,
    input.query.edition,
    'position.notReadable',
    { table: 'reading_positions', columns: COLUMNS, orderBy: 'updated_at DESC, device_id' },
  )
  return rows.map(toPosition)
}

export async function saveReadingPosition({
  auth,
  db,
  lang,
  params,
  body,
}: Input<'saveReadingPosition'>) {
  const customerId = await auth.customerId()
  const { Edition: edition, Locator } = body.Data
  const deviceId = body.Data.DeviceId.trim()
  const deviceName = body.Data.DeviceName.normalize('NFC').trim()
  if (!deviceId || !deviceName) throw badRequest(t(lang, 'position.deviceRequired'))
  await requireReadable(db, lang, customerId, params.productId, edition, 'position.notReadable')
  const row = await db.transaction(async (tx) => {
    const saved = await tx.queryOne<PositionRow>(
      `INSERT INTO reading_positions (customer_id, book_id, edition, device_id, device_name, href,
         cfi, progression, total_progression, chapter_title)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (customer_id, book_id, edition, device_id) DO UPDATE SET
         device_name = excluded.device_name, href = excluded.href, cfi = excluded.cfi,
         progression = excluded.progression, total_progression = excluded.total_progression,
         chapter_title = excluded.chapter_title, updated_at = now()
       RETURNING ${COLUMNS}`,
      [
        customerId,
        params.productId,
        edition,
        deviceId,
        deviceName,
        Locator.Href.trim(),
        Locator.Cfi.trim(),
        Locator.Progression,
        Locator.TotalProgression,
        trimmedOrNull(Locator.ChapterTitle),
      ],
    )
    await tx.query(
      `DELETE FROM reading_positions
        WHERE customer_id = $1 AND book_id = $2 AND edition = $3
          AND device_id NOT IN (SELECT device_id FROM reading_positions
                                 WHERE customer_id = $1 AND book_id = $2 AND edition = $3
                                 ORDER BY updated_at DESC, device_id LIMIT $4)`,
      [customerId, params.productId, edition, DEVICES_KEPT],
    )
    return saved!
  })
  return toPosition(row)
}
