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
    // Connections stay open between bursts: a new one costs a SCRAM sign-in (thousands of hash
    // rounds) and prepares its statements again.
    idleTimeoutMillis: 5 * 60_000,
    types: typeParsers,
  })
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message))
  await pool.query('SELECT 1')
  // Prepared statements (QueryOptions.prepare): node-postgres prepares a named statement once on
  // each connection of the pool.
  const names = new Map<string, string>()
  const listener = new Listener(options.connectionString)
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
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    close: async () => {
      await listener.close()
      await pool.end()
    },
  }
  return createDb('postgres', driver)
}

/** Reconnects after this long when the listening connection is lost. */
const RECONNECT_MS = 1000

/** The listening connection's `application_name`. */
const LISTENER_NAME = 'ebook listener'

/**
 * The LISTEN side of a pool: one connection of its own (a pooled one would be handed to other
 * statements), opened on the first listen and opened again, with every channel, when it is lost.
 * Notifications sent while it was gone are lost: listeners also look for themselves.
 */
class Listener {
  private client: pg.Client | null = null
  private connecting: Promise<pg.Client> | null = null
  private readonly channels = new Map<string, Set<(payload: string) => void>>()
  private closed = false
  private retry: NodeJS.Timeout | null = null

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.channels.get(channel)
    const first = !callbacks
    if (!callbacks) this.channels.set(channel, (callbacks = new Set()))
    callbacks.add(onNotify)
    const client = await this.connect()
    if (first) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    return async () => {
      callbacks.delete(onNotify)
      if (callbacks.size > 0 || this.channels.get(channel) !== callbacks) return
      this.channels.delete(channel)
      await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {})
    }
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client)
    this.connecting ??= this.open().finally(() => {
      this.connecting = null
    })
    return this.connecting
  }

  private async open(): Promise<pg.Client> {
    // Named, so that operators (and the cluster's tests) can find it in pg_stat_activity.
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: LISTENER_NAME,
    })
    client.on('notification', (message) => {
      for (const callback of this.channels.get(message.channel) ?? [])
        callback(message.payload ?? '')
    })
    const lost = () => {
      if (this.client !== client) return
      this.client = null
      client.end().catch(() => {})
      if (!this.closed) this.retry ??= setTimeout(() => void this.reopen(), RECONNECT_MS)
    }
    client.on('error', lost)
    client.on('end', lost)
    await client.connect()
    this.client = client
    for (const channel of this.channels.keys()) {
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    }
    return client
  }

  private async reopen(): Promise<void> {
    this.retry = null
    if (this.closed || this.channels.size === 0) return
    await this.connect().catch((error: unknown) => {
      console.error('PostgreSQL LISTEN connection failed:', (error as Error).message)
      if (!this.closed) this.retry ??= setTimeout(() => void this.reopen(), RECONNECT_MS)
    })
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.retry) clearTimeout(this.retry)
    const client = this.client
    this.client = null
    await client?.end().catch(() => {})
  }
}
