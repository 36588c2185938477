/** Store-wide settings kept in store_settings (JSON values by key). */
import type { Queryable } from './types.ts'

/** A setting's value, or `fallback` when it was never set. */
export async function getSetting<T>(db: Queryable, key: string, fallback: T): Promise<T> {
  const row = await db.queryOne<{ value: T }>('SELECT value FROM store_settings WHERE key = $1', [
    key,
  ])
  return row ? row.value : fallback
}

/** The settings among `keys` that were set, key to value, in one statement. */
export async function getSettings(
  db: Queryable,
  keys: readonly string[],
): Promise<Record<string, unknown>> {
  const rows = await db.query<{ key: string; value: unknown }>(
    'SELECT key, value FROM store_settings WHERE key = ANY($1::text[])',
    [keys],
    { prepare: true },
  )
  return Object.fromEntries(rows.map((row) => [row.key, row.value]))
}

/** Sets a setting (insert or replace). */
export async function setSetting(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO store_settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  )
}
