/**
 * Turns an engine driver (PGlite or node-postgres) into the Db interface. Inside db.transaction,
 * every call on `db` itself (not only on the `tx` handed to the callback) joins the transaction:
 * an AsyncLocalStorage remembers the open transaction of the current async call chain. So a
 * helper that takes `db` and is called inside a transaction neither deadlocks PGlite (a single
 * connection) nor reads outside the transaction on PostgreSQL (a pool).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Db, Queryable, QueryOptions, Row } from './types.ts'

/** What an engine must provide: statements, scripts and a top-level transaction. */
export interface Driver {
  query(sql: string, params: readonly unknown[]): Promise<{ rows: Row[]; rowCount: number }>
  /** A statement kept prepared (see QueryOptions.prepare); engines without it run query(). */
  queryPrepared?(
    sql: string,
    params: readonly unknown[],
  ): Promise<{ rows: Row[]; rowCount: number }>
  exec(script: string): Promise<void>
  /** Opens a transaction; `fn` gets a driver bound to it; commit on resolve, rollback on throw. */
  transaction<T>(fn: (tx: Driver) => Promise<T>): Promise<T>
  /** LISTENs on a channel (see Db.listen); drivers of a transaction have none. */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

interface OpenTransaction {
  driver: Driver
  savepoints: number
}

function queryable(
  current: () => Driver,
  transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>,
): Queryable {
  const run = (sql: string, params: readonly unknown[], options?: QueryOptions) => {
    const driver = current()
    return options?.prepare && driver.queryPrepared
      ? driver.queryPrepared(sql, params)
      : driver.query(sql, params)
  }
  return {
    async query<T extends object = Row>(
      sql: string,
      params: readonly unknown[] = [],
      options?: QueryOptions,
    ) {
      return (await run(sql, params, options)).rows as T[]
    },
    async queryOne<T extends object = Row>(
      sql: string,
      params: readonly unknown[] = [],
      options?: QueryOptions,
    ) {
      const { rows } = await run(sql, params, options)
      return (rows[0] as T | undefined) ?? null
    },
    async execute(sql: string, params: readonly unknown[] = []) {
      return (await current().query(sql, params)).rowCount
    },
    exec: (script: string) => current().exec(script),
    transaction,
  }
}

/** Wraps a driver as a Db. */
export function createDb(kind: Db['kind'], driver: Driver): Db {
  const open = new AsyncLocalStorage<OpenTransaction>()

  async function withSavepoint<T>(state: OpenTransaction, fn: (tx: Queryable) => Promise<T>) {
    const name = `sp_${++state.savepoints}`
    await state.driver.exec(`SAVEPOINT ${name}`)
    try {
      const result = await fn(txQueryable(state))
      await state.driver.exec(`RELEASE SAVEPOINT ${name}`)
      return result
    } catch (error) {
      await state.driver.exec(`ROLLBACK TO SAVEPOINT ${name}`)
      throw error
    }
  }

  function txQueryable(state: OpenTransaction): Queryable {
    return queryable(
      () => state.driver,
      (fn) => withSavepoint(state, fn),
    )
  }

  async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const state = open.getStore()
    if (state) return withSavepoint(state, fn)
    return driver.transaction((txDriver) => {
      const txState: OpenTransaction = { driver: txDriver, savepoints: 0 }
      return open.run(txState, () => fn(txQueryable(txState)))
    })
  }

  const base = queryable(() => open.getStore()?.driver ?? driver, transaction)
  const listen: Db['listen'] = (channel, onNotify) => {
    if (!driver.listen) throw new Error(`The ${kind} driver cannot LISTEN.`)
    return driver.listen(channel, onNotify)
  }
  return { ...base, kind, listen, close: () => driver.close() }
}
