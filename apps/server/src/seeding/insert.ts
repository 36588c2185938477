/**
 * Bulk inserts for seeding: rows go to the database as one JSON array per batch and are unpacked
 * with jsonb_to_recordset, so a batch of a thousand rows is one statement with one parameter on
 * both engines (PGlite and node-postgres). Column types are read from the catalog once per table;
 * bytes (Uint8Array) travel as bytea hex text ('\x0a1b...').
 */
import type { Queryable } from '../db/types.ts'

/** A row to insert: column name → value (undefined is left out, null is NULL). */
export type InsertRow = Record<string, unknown>

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

function jsonValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`
  if (value instanceof Date) return value.toISOString()
  return value
}

/** Inserts rows into tables, caching each table's column types. */
export class Inserter {
  private readonly types = new Map<string, Map<string, string>>()
  /** Rows inserted so far, by table. */
  readonly counts = new Map<string, number>()

  constructor(private readonly db: Queryable) {}

  private async columnTypes(table: string): Promise<Map<string, string>> {
    let types = this.types.get(table)
    if (!types) {
      const rows = await this.db.query<{ name: string; type: string }>(
        `SELECT attname AS name, format_type(atttypid, atttypmod) AS type
           FROM pg_attribute
          WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
        [table],
      )
      types = new Map(rows.map((row) => [row.name, row.type]))
      this.types.set(table, types)
    }
    return types
  }

  /**
   * Inserts rows (all with the same columns as the first) in batches of at most `batchRows`
   * rows and about `batchBytes` of JSON. Answers the number of rows inserted.
   */
  async insert(
    table: string,
    rows: readonly InsertRow[],
    options: { batchRows?: number; batchBytes?: number } = {},
  ): Promise<number> {
    if (rows.length === 0) return 0
    const batchRows = options.batchRows ?? 2000
    const batchBytes = options.batchBytes ?? 8_000_000
    const types = await this.columnTypes(table)
    const columns = Object.keys(rows[0] as InsertRow).filter(
      (column) => (rows[0] as InsertRow)[column] !== undefined,
    )
    for (const column of columns) {
      if (!types.has(column)) throw new Error(`seeding: ${table} has no column ${column}`)
    }
    const list = columns.map(quote).join(', ')
    const definitions = columns.map((column) => `${quote(column)} ${types.get(column)}`).join(', ')
    const sql = `INSERT INTO ${quote(table)} (${list})
      SELECT ${list} FROM jsonb_to_recordset($1::jsonb) AS r(${definitions})`

    let batch: string[] = []
    let bytes = 0
    const flush = async () => {
      if (batch.length === 0) return
      await this.db.query(sql, [`[${batch.join(',')}]`])
      batch = []
      bytes = 0
    }
    for (const row of rows) {
      const record: Record<string, unknown> = {}
      for (const column of columns) record[column] = jsonValue(row[column] ?? null)
      const json = JSON.stringify(record)
      if (batch.length >= batchRows || (batch.length > 0 && bytes + json.length > batchBytes)) {
        await flush()
      }
      batch.push(json)
      bytes += json.length
    }
    await flush()
    this.counts.set(table, (this.counts.get(table) ?? 0) + rows.length)
    return rows.length
  }
}
