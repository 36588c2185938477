/** Keeps identity columns ahead of rows inserted with explicit ids (seed data, imports). */
import type { Queryable } from './types.ts'

/**
 * Moves every identity sequence of the public schema past the largest id in its table, so the
 * next insert without an id does not collide. Call it after inserting rows with explicit ids.
 */
export async function syncIdentities(db: Queryable): Promise<void> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND is_identity = 'YES'`,
  )
  for (const { table_name, column_name } of columns) {
    const table = `"${table_name.replaceAll('"', '""')}"`
    const column = `"${column_name.replaceAll('"', '""')}"`
    await db.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${column}) FROM ${table}), 0) + 1, false)`,
      [table_name, column_name],
    )
  }
}
