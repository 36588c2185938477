/**
 * Recently viewed books, recorded without a write per page view: views are buffered in memory
 * per database and written together (a few upserts and trims) within a second. Whatever reads or moves recently viewed books flushes the buffer first
 * (`flushRecentViews`), so a customer's next read sees their views; the server flushes it when
 * it stops.
 */
import type { Queryable } from '../../db/types.ts'

/** Views kept per customer. */
export const RECENT_VIEWS_KEPT = 50
/** How long a view waits in memory before it is written. */
export const RECENT_VIEWS_FLUSH_MS = 1000
/** Views buffered before a write is started at once. */
const MAX_PENDING = 20_000

class RecentViewBuffer {
  /** `customerId:bookId` → when (epoch seconds, microsecond steps, strictly increasing). */
  private pending = new Map<string, { customerId: number; bookId: number; at: number }>()
  private timer: NodeJS.Timeout | null = null
  private writing: Promise<void> = Promise.resolve()
  private last = 0

  constructor(private readonly db: Queryable) {}

  record(customerId: number, bookId: number): void {
    // Strictly increasing times keep the order of views made within one millisecond.
    this.last = Math.max(Date.now() / 1000, this.last + 0.000_001)
    const key = `${customerId}:${bookId}`
    this.pending.delete(key)
    this.pending.set(key, { customerId, bookId, at: this.last })
    if (this.pending.size >= MAX_PENDING) void this.flush().catch(() => {})
    else this.timer ??= setTimeout(() => void this.flush().catch(() => {}), RECENT_VIEWS_FLUSH_MS)
    this.timer?.unref?.()
  }

  /** Writes the buffered views; resolves once every view recorded so far is in the database. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = null
    }
    const views = [...this.pending.values()]
    this.pending = new Map()
    if (views.length > 0) {
      this.writing = this.writing.catch(() => {}).then(() => this.write(views))
    }
    return this.writing
  }

  /**
   * Upserts the views, then trims each of their customers to the newest RECENT_VIEWS_KEPT, a
   * slice at a time with a turn of the event loop between slices: PGlite runs in this thread,
   * and one long statement would hold up every request meanwhile. Each statement is atomic; a
   * reader sees at most a few views more than kept for a moment, never fewer.
   */
  private async write(views: { customerId: number; bookId: number; at: number }[]) {
    for (let start = 0; start < views.length; start += SLICE) {
      const slice = views.slice(start, start + SLICE)
      await this.db.query(
        `INSERT INTO recently_viewed (customer_id, book_id, viewed_at)
         SELECT v.customer_id, v.book_id, to_timestamp(v.at)
           FROM unnest($1::int[], $2::int[], $3::float8[]) AS v(customer_id, book_id, at)
         ON CONFLICT (customer_id, book_id)
           DO UPDATE SET viewed_at = greatest(recently_viewed.viewed_at, excluded.viewed_at)`,
        [
          slice.map((view) => view.customerId),
          slice.map((view) => view.bookId),
          slice.map((view) => view.at),
        ],
      )
      await turn()
    }
    const customers = [...new Set(views.map((view) => view.customerId))]
    for (let start = 0; start < customers.length; start += SLICE / 4) {
      // Each customer's 50th newest view, then everything older than it (index range scans).
      await this.db.query(
        `DELETE FROM recently_viewed r
          USING (SELECT c.id, t.viewed_at, t.book_id
                   FROM unnest($1::int[]) AS c(id)
                  CROSS JOIN LATERAL (
                        SELECT x.viewed_at, x.book_id FROM recently_viewed x
                         WHERE x.customer_id = c.id
                         ORDER BY x.viewed_at DESC, x.book_id OFFSET $2 - 1 LIMIT 1) t) kept
          WHERE r.customer_id = kept.id
            AND (r.viewed_at < kept.viewed_at
                 OR (r.viewed_at = kept.viewed_at AND r.book_id > kept.book_id))`,
        [customers.slice(start, start + SLICE / 4), RECENT_VIEWS_KEPT],
      )
      await turn()
    }
  }
}

/** Views per upsert statement (and a quarter of it: customers per trim statement). */
const SLICE = 400

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

const buffers = new WeakMap<object, RecentViewBuffer>()

/** Records that a customer viewed a book (written within RECENT_VIEWS_FLUSH_MS). */
export function recordRecentView(db: Queryable, customerId: number, bookId: number): void {
  let buffer = buffers.get(db)
  if (!buffer) {
    buffer = new RecentViewBuffer(db)
    buffers.set(db, buffer)
  }
  buffer.record(customerId, bookId)
}

/** Writes the views recorded on `db` so far; call before reading or moving recently viewed. */
export async function flushRecentViews(db: Queryable): Promise<void> {
  await buffers.get(db)?.flush()
}
