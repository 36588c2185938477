/** The server engine: PostgreSQL through node-postgres, used when DATABASE_URL is set. */
import { createHash } from 'node:crypto'
import pg from 'pg'
import { createDb, type Driver } from './driver.ts'
import type { Db, Row } from './types.ts'

const { Pool, types } = pg

/** pg-types' parser of any type id (its typings list only the built-in scalar ids). */
const parserOf = types.getTypeParser as (
  oid: number,
  format?: 'text' | 'binary',
) => (value: string) => unknown
const toNumber = (value: string) => Number(value)
const toNumbers = (parse: (value: string) => unknown) => (value: string) =>
  (parse(value) as (string | null)[]).map((item) => (item === null ? null : Number(item)))

/** node-postgres parsers that match the PGlite ones (see src/db/types.ts). */
const overrides: Record<number, (value: string) => unknown> = {
  [types.builtins.INT8]: toNumber,
  [types.builtins.NUMERIC]: toNumber,
  [types.builtins.DATE]: (value) => value,
  1016: toNumbers(parserOf(1016)), // int8[]
  1231: toNumbers(parserOf(1231)), // numeric[]
  1182: (value) => parserOf(1009)(value), // date[] as text[]
}

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const override = format !== 'binary' ? overrides[oid] : undefined
    return override ?? parserOf(oid, format ?? 'text')
  },
} as pg.CustomTypesConfig

type Client = Pick<pg.Pool | pg.PoolClient, 'query'>

function runner(client: Client): Omit<Driver, 'transaction' | 'close'> {
  return {
    async query(sql, params) {
      const result = await client.query<Row>({ text: sql, values: params as unknown[] })
      return { rows: result.rows, rowCount: result.rowCount ?? 0 }
    },
    async exec(script) {
      await client.query(script)
    },
  }
}

/** Opens a pool on a PostgreSQL server (`postgres://user:password@host:port/database`). */
export async function openPostgres(options: {
  connectionString: string
  max?: number
}): Promise<Db> {
  const pool = new Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types: typeParsers,
  })
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message))
  await pool.query('SELECT 1')
  // Prepared statements (QueryOptions.prepare): node-postgres prepares a named statement once on
  // each connection of the pool.
  const names = new Map<string, string>()
  const driver: Driver = {
    ...runner(pool),
    async queryPrepared(sql, params) {
      let name = names.get(sql)
      if (!name && names.size < 64) {
        name = `ebook_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`
        names.set(sql, name)
      }
      const result = await pool.query<Row>({
        ...(name ? { name } : {}),
        text: sql,
        values: params as unknown[],
      })
      return { rows: result.rows, rowCount: result.rowCount ?? 0 }
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn({
          ...runner(client),
          transaction: () => {
            throw new Error('A transaction driver opens no second top-level transaction.')
          },
          close: async () => {},
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
  return createDb('postgres', driver)
}
