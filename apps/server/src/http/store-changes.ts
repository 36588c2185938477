/**
 * What an app hears of changes to the store's data, wherever they were made: by this server, by
 * another server on the same database, or by SQL. The database's triggers note each change in
 * two logs numbered by one sequence (book_changes: a book, migration 010; store_changes: a
 * customer's activity or the catalogue's shared parts, migration 013) and NOTIFY
 * `store_changes` at commit. An app LISTENs and reads the logs as soon as it is told, and also
 * every second (what a lost notification or a lost connection missed); both engines do both
 * (PGlite's notifications reach the apps of its own process). The app's caches subscribe
 * (`onChange`) and forget what changed.
 *
 * It also carries one signal within the app: its catalogue caches dropped data
 * (`dataChanged`), for what keeps copies made of them (the store's HTML, store.ts).
 */
import type { Db } from '../db/types.ts'
import type { Background } from './background.ts'
import type { Logger } from './operations.ts'

/** Changes read from the logs (or noticed by this app). */
export interface ChangeSet {
  /** Books whose data changed. */
  books: readonly number[]
  /** Customers whose cart, library, orders or reviews gained rows, or who stopped being guests. */
  customers: readonly number[]
  /** Whether the catalogue's shared parts changed (names, the tree, discounts, home rows). */
  catalogue: boolean
}

/** The channel the triggers NOTIFY. */
export const CHANGES_CHANNEL = 'store_changes'
/** How often the logs are read without a notification. */
export const CHANGES_EVERY_MS = 1000
/**
 * How far back each look reads again (ms): on PostgreSQL a change numbered before another may
 * commit after it, so a look also takes the changes of the last seconds it has already seen
 * and skips the ones it has handled.
 */
const LOOK_BACK_MS = 10_000
/** Changes read per statement. */
const CHANGES_PER_READ = 5000
/** Log rows older than this are pruned (every server has long read them). */
export const CHANGES_KEPT_SECONDS = 3600

const CHANGES_SQL = `
SELECT 'book' AS topic, book_id::text AS subject, change::text AS change
  FROM book_changes WHERE change > $1
UNION ALL
SELECT topic, subject, change::text AS change FROM store_changes WHERE change > $1
ORDER BY change LIMIT ${CHANGES_PER_READ}`

export class StoreChanges implements Background {
  readonly name = 'Store changes'
  private readonly listeners = new Set<(changes: ChangeSet) => void>()
  private readonly dataListeners = new Set<() => void>()
  private starting: Promise<void> | null = null
  private running = false
  private timer: NodeJS.Timeout | null = null
  private unlisten: (() => Promise<void>) | null = null
  private looking: Promise<void> | null = null
  private again: Promise<void> | null = null
  /** The change number handled per subject, of the changes the next looks read again. */
  private readonly handled = new Map<string, number>()
  /** The highest change number read, and at what time, of the recent looks. */
  private horizons: { at: number; change: number }[] = []
  private startChange = 0

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly everyMs = CHANGES_EVERY_MS,
  ) {}

  /** Calls `listener` with each set of changes; answers how to stop. */
  onChange(listener: (changes: ChangeSet) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Hands changes to the listeners as if read from the logs (what this app itself changed). */
  notice(changes: Partial<ChangeSet>): void {
    const set: ChangeSet = {
      books: changes.books ?? [],
      customers: changes.customers ?? [],
      catalogue: changes.catalogue ?? false,
    }
    for (const listener of this.listeners) {
      try {
        listener(set)
      } catch (error) {
        this.log.error('A listener of store changes failed:', error)
      }
    }
  }

  /**
   * Notes in the log that the catalogue changed in a way no trigger sees (an admin clears the
   * caches): every app on the database, this one too, drops its catalogue caches.
   */
  async noteCatalogueChange(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO store_changes (topic, subject, change)
         VALUES ('catalogue', '', nextval('book_change_seq'))
         ON CONFLICT (topic, subject) DO UPDATE SET change = excluded.change, changed_at = now()`,
      )
      await tx.query(`SELECT pg_notify('${CHANGES_CHANNEL}', '')`)
    })
  }

  /** Calls `listener` after this app's catalogue caches dropped data; answers how to stop. */
  onDataChange(listener: () => void): () => void {
    this.dataListeners.add(listener)
    return () => this.dataListeners.delete(listener)
  }

  /** Tells the data listeners that the catalogue's caches dropped data. */
  dataChanged(): void {
    for (const listener of this.dataListeners) listener()
  }

  /** Starts following the logs (from their current end); again is a no-op. */
  start(): Promise<void> {
    this.starting ??= this.begin().catch((error: unknown) => {
      this.starting = null
      throw error
    })
    return this.starting
  }

  private async begin(): Promise<void> {
    const row = await this.db.queryOne<{ change: string | null }>(
      `SELECT greatest((SELECT max(change) FROM book_changes),
                       (SELECT max(change) FROM store_changes))::text AS change`,
    )
    this.startChange = Number(row?.change ?? 0)
    this.running = true
    this.unlisten = await this.db
      .listen(CHANGES_CHANNEL, () => void this.look())
      .catch((error: unknown) => {
        this.log.error('Listening for store changes failed (they are read every second):', error)
        return null
      })
    this.timer = setInterval(() => void this.look(), this.everyMs)
    this.timer.unref()
  }

  /** Stops following the logs. */
  async stop(): Promise<void> {
    await this.starting?.catch(() => {})
    if (!this.running) return
    this.running = false
    this.starting = null
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.unlisten?.().catch(() => {})
    this.unlisten = null
    await Promise.allSettled([this.looking, this.again])
  }

  /**
   * Reads the logs once and hands what changed to the listeners. Asked while a read runs, it
   * reads once more after it (a change may have committed after that read began).
   */
  look(): Promise<void> {
    if (!this.running) return Promise.resolve()
    if (this.looking) {
      this.again ??= this.looking.then(() => {
        this.again = null
        return this.look()
      })
      return this.again
    }
    this.looking = this.lookOnce()
      .catch((error: unknown) => {
        if (this.running) this.log.error('Reading the store changes failed:', error)
      })
      .finally(() => {
        this.looking = null
      })
    return this.looking
  }

  private async lookOnce(): Promise<void> {
    const now = Date.now()
    while (this.horizons.length > 1 && this.horizons[1]!.at <= now - LOOK_BACK_MS) {
      this.horizons.shift()
    }
    const from = this.horizons[0]?.change ?? this.startChange
    const books: number[] = []
    const customers: number[] = []
    let catalogue = false
    let highest = from
    for (let after = from; ;) {
      const rows = await this.db.query<{ topic: string; subject: string; change: string }>(
        CHANGES_SQL,
        [after],
        { prepare: true },
      )
      for (const row of rows) {
        const change = Number(row.change)
        highest = Math.max(highest, change)
        const key = `${row.topic}:${row.subject}`
        if (this.handled.get(key) === change) continue
        this.handled.set(key, change)
        if (row.topic === 'book') books.push(Number(row.subject))
        else if (row.topic === 'customer') customers.push(Number(row.subject))
        else catalogue = true
      }
      if (rows.length < CHANGES_PER_READ) break
      after = Number(rows.at(-1)!.change)
    }
    this.horizons.push({ at: now, change: highest })
    const oldest = this.horizons[0]!.change
    for (const [key, change] of this.handled) if (change <= oldest) this.handled.delete(key)
    if (!this.running || (books.length === 0 && customers.length === 0 && !catalogue)) return
    this.notice({ books, customers, catalogue })
  }
}

/** Deletes the log rows every server has read (a scheduled job's work). */
export async function pruneStoreChanges(db: Db): Promise<void> {
  await db.query(`DELETE FROM store_changes WHERE changed_at < now() - make_interval(secs => $1)`, [
    CHANGES_KEPT_SECONDS,
  ])
}
