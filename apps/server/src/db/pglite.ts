/** The embedded engine: PGlite (PostgreSQL in WASM) with pg_trgm, in a data folder or in memory. */
import { mkdirSync } from 'node:fs'
import { parse, PGlite, protocol, types, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { createDb, type Driver } from './driver.ts'
import type { Db, Row } from './types.ts'

/** Parsers that make PGlite answer the same JavaScript types as node-postgres does here. */
const parsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
  [types.DATE]: (value: string) => value,
}

type Runner = Pick<PGlite | Transaction, 'query' | 'exec'>

function runner(target: Runner): Omit<Driver, 'transaction' | 'close'> {
  return {
    async query(sql, params) {
      const result = await target.query<Row>(sql, params as unknown[])
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 }
    },
    async exec(script) {
      await target.exec(script)
    },
  }
}

/** Where a PGlite database comes from. */
export interface PgliteSource {
  /** A data folder (created when missing): the data survives restarts. */
  dataDir?: string
  /** A dump (PGlite's dumpDataDir) to start an in-memory database from, e.g. a migrated template. */
  loadDataDir?: Blob | File
}

/**
 * PostgreSQL settings for the embedded engine. Its buffer cache lives in the WASM memory, which
 * never shrinks, and the data files are in the OS page cache anyway: 32 MB instead of the 128 MB
 * default keeps the server's memory down (the hot catalogue is cached in JavaScript above it).
 */
export const PGLITE_SETTINGS = ['shared_buffers=32MB', 'work_mem=4MB']

/** A raw PGlite instance with pg_trgm and this server's type parsers (in memory by default). */
export async function createPglite(source: PgliteSource = {}): Promise<PGlite> {
  if (source.dataDir) mkdirSync(source.dataDir, { recursive: true })
  return PGlite.create({
    ...(source.dataDir ? { dataDir: source.dataDir } : {}),
    ...(source.loadDataDir ? { loadDataDir: source.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
  })
}

/**
 * Opens PGlite. With `dataDir` the data lives in that folder (created when missing) and
 * survives restarts; without it the database is in memory (tests).
 */
export async function openPglite(source: PgliteSource = {}): Promise<Db> {
  return pgliteDb(await createPglite(source))
}

/** The most statements kept prepared (QueryOptions.prepare); others simply run. */
export const MAX_PREPARED = 64

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/**
 * Statements kept prepared on a PGlite instance. PGlite's query() parses and plans every
 * statement again, in five calls into the engine; a prepared statement is parsed and planned
 * once, and each run is one call (bind, describe, execute, sync in one message), through
 * PGlite's protocol API. It waits for PGlite's locks like query() does, so it never runs inside
 * another caller's open transaction.
 */
function preparedStatements(pg: PGlite) {
  const statements = new Map<string, { name: string; types: number[] }>()
  const { serialize } = protocol

  async function prepare(sql: string) {
    const name = `ebook_${statements.size + 1}`
    const messages = await pg.execProtocolStream(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    )
    const statement = { name, types: parse.parseDescribeStatementResults(messages) }
    statements.set(sql, statement)
    return statement
  }

  return async (sql: string, params: readonly unknown[]) => {
    if (!statements.has(sql) && statements.size >= MAX_PREPARED)
      return runner(pg).query(sql, params)
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const statement = statements.get(sql) ?? (await prepare(sql))
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null
          const serializer = pg.serializers[statement.types[index] ?? 0]
          return serializer ? serializer(value) : String(value as string)
        })
        const messages = await pg.execProtocolStream(
          concat([
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
        )
        const [result] = parse.parseResults(messages, pg.parsers)
        return { rows: (result?.rows ?? []) as Row[], rowCount: result?.affectedRows ?? 0 }
      }),
    )
  }
}

/** Wraps an open PGlite instance (e.g. a clone of a migrated template in tests). */
export function pgliteDb(pg: PGlite): Db {
  const driver: Driver = {
    ...runner(pg),
    queryPrepared: preparedStatements(pg),
    transaction: (fn) =>
      pg.transaction((tx) => fn({ ...runner(tx), transaction: nested, close: noClose })),
    async listen(channel, onNotify) {
      const stop = await pg.listen(channel, onNotify)
      return () => stop()
    },
    close: () => pg.close(),
  }
  return createDb('pglite', driver)
}

function nested(): never {
  throw new Error('A transaction driver opens no second top-level transaction.')
}

async function noClose() {}
