/**
 * Recently viewed books, recorded without a write per page view: an app buffers its views and
 * writes them a little later, one row per customer (recent_views, migration 009: the newest 50
 * books and when each was viewed), however many books the customer opened since the last write.
 * The database holds them, so a view made through one server is read at every server once
 * written; whatever reads or moves recently viewed books flushes this app's buffer first
 * (`flush`), so a customer's next read at this server sees its views at once. The server flushes
 * the buffer when it stops.
 */
import type { Db } from '../../db/types.ts'

/** Views kept per customer. */
export const RECENT_VIEWS_KEPT = 50
/**
 * How long a view waits in memory before it is written: a customer who opens many books in that
 * time costs one row write. On PostgreSQL, where other servers read the views, a second; on
 * PGlite, whose statements run in this thread (a few hundred microseconds a row) and whose
 * database one process holds, five.
 */
export const RECENT_VIEWS_FLUSH_MS = { postgres: 1000, pglite: 5000 } as const
/** Customers buffered before a write is started at once. */
const MAX_PENDING = 20_000
/** Customers per statement (a few milliseconds each: requests wait meanwhile). */
const SLICE = 10

/**
 * Merges customers' new views (JSON: customer, book ids and epoch microseconds, newest first)
 * into their rows: each book once, at its latest view, newest first, at most RECENT_VIEWS_KEPT.
 */
const WRITE_SQL = `
INSERT INTO recent_views AS r (customer_id, book_ids, viewed_at)
SELECT v.c, v.b, ARRAY(SELECT timestamptz 'epoch' + t * interval '1 microsecond'
                         FROM unnest(v.t) WITH ORDINALITY AS x(t, n) ORDER BY n)
  FROM jsonb_to_recordset($1::jsonb) AS v(c integer, b integer[], t bigint[])
ON CONFLICT (customer_id) DO UPDATE SET (book_ids, viewed_at) =
  (SELECT merged_ids, merged_at
     FROM recent_views_merge(r.book_ids, r.viewed_at, excluded.book_ids, excluded.viewed_at, $2))`

/** One app's buffer of views not yet written. */
export class RecentViews {
  /** Customer → book → when (epoch microseconds, strictly increasing), oldest first. */
  private pending = new Map<number, Map<number, number>>()
  private timer: NodeJS.Timeout | null = null
  private writing: Promise<void> = Promise.resolve()
  private last = 0

  private readonly flushMs: number

  constructor(private readonly db: Db) {
    this.flushMs = RECENT_VIEWS_FLUSH_MS[db.kind]
  }

  /** Records that a customer viewed a book (written within RECENT_VIEWS_FLUSH_MS). */
  record(customerId: number, bookId: number): void {
    // Strictly increasing times keep the order of views made within one millisecond.
    this.last = Math.max(Date.now() * 1000, this.last + 1)
    let views = this.pending.get(customerId)
    if (!views) {
      views = new Map()
      this.pending.set(customerId, views)
    }
    views.delete(bookId)
    views.set(bookId, this.last)
    // Older views than the newest RECENT_VIEWS_KEPT would be dropped by the write anyway.
    if (views.size > RECENT_VIEWS_KEPT) views.delete(views.keys().next().value!)
    if (this.pending.size >= MAX_PENDING) void this.flush().catch(() => {})
    else this.timer ??= setTimeout(() => void this.flush().catch(() => {}), this.flushMs)
    this.timer?.unref?.()
  }

  /** Writes the buffered views; resolves once every view recorded so far is in the database. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = null
    }
    const pending = this.pending
    this.pending = new Map()
    if (pending.size > 0) {
      this.writing = this.writing.catch(() => {}).then(() => this.write(pending))
    }
    return this.writing
  }

  /**
   * Writes the customers' views a slice at a time, with a turn of the event loop between
   * slices: PGlite runs in this thread, and one long statement would hold up every request
   * meanwhile.
   */
  private async write(pending: Map<number, Map<number, number>>) {
    const customers = [...pending]
    for (let start = 0; start < customers.length; start += SLICE) {
      const rows = customers.slice(start, start + SLICE).map(([customerId, views]) => {
        const newest = [...views].reverse()
        return { c: customerId, b: newest.map(([book]) => book), t: newest.map(([, at]) => at) }
      })
      await this.db.query(WRITE_SQL, [JSON.stringify(rows), RECENT_VIEWS_KEPT], { prepare: true })
      await turn()
    }
  }
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))
