/** The publisher application's fixed choices (migration 002): book types and account types. */
import type { operations } from '@ebook/api/generated/v2'
import type { Queryable } from '../../db/types.ts'
import type { OperationInput } from '../../http/operations.ts'
import type { Lang } from '../../i18n/index.ts'

type Input<K extends keyof operations> = OperationInput<operations[K]>

async function masterData(
  db: Queryable,
  table: 'publisher_book_types' | 'publisher_account_types',
  lang: Lang,
) {
  const rows = await db.query<{ id: number; name: string }>(
    `SELECT id, CASE WHEN $1 = 'en' THEN name_en ELSE name_th END AS name
       FROM ${table} WHERE active ORDER BY display_order, id`,
    [lang],
  )
  return rows.map((r) => ({ Id: r.id, Name: r.name }))
}

export function getPublisherBookTypes({ db, lang }: Input<'getPublisherBookTypes'>) {
  return masterData(db, 'publisher_book_types', lang)
}

export function getPublisherAccountTypes({ db, lang }: Input<'getPublisherAccountTypes'>) {
  return masterData(db, 'publisher_account_types', lang)
}
