/**
 * The storage interface every module uses. Two implementations: PGlite (embedded PostgreSQL in
 * WASM, the default) and node-postgres (when DATABASE_URL is set). Both return the same
 * JavaScript types: int8 and numeric as number, date as 'YYYY-MM-DD', timestamptz as Date,
 * json/jsonb parsed, bytea as Uint8Array.
 */

/** One result row, keyed by column name. */
export type Row = Record<string, unknown>

/** How a statement runs. */
export interface QueryOptions {
  /**
   * Keep the statement prepared (parsed and planned once, then executed again with new
   * parameters), for a fixed SQL text run often, such as a read on every page view. Outside
   * transactions only (inside one the statement simply runs); never for SQL built per request,
   * since every distinct text would stay prepared (a few dozen at most are kept).
   */
  prepare?: boolean
}

/** What can run statements: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one statement with $1.. parameters and answers its rows. */
  query<T extends object = Row>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<T[]>
  /** Runs one statement and answers its first row, or null when it has none. */
  queryOne<T extends object = Row>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<T | null>
  /** Runs one statement and answers how many rows it inserted, updated or deleted. */
  execute(sql: string, params?: readonly unknown[]): Promise<number>
  /** Runs a script of several statements (no parameters), e.g. a migration. */
  exec(script: string): Promise<void>
  /**
   * Runs fn in one transaction: committed when fn resolves, rolled back when it throws. Inside a
   * transaction this opens a savepoint, so a nested call rolls back only its own part.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
}

/** The database: a Queryable that can be closed. */
export interface Db extends Queryable {
  /** Which engine runs underneath. */
  readonly kind: 'pglite' | 'postgres'
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (sent by this or any other
   * connection, at commit). Answers how to stop listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>
  /** Closes the database (PGlite flushes its data folder; node-postgres ends its pool). */
  close(): Promise<void>
}
