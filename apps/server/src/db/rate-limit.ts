/**
 * Fixed-window rate limits kept in rate_limit_buckets, so they hold across restarts and across
 * servers sharing a database. Keys name what is limited, e.g. `login:pair:42:203.0.113.7`,
 * `login:ip:203.0.113.7`, `contact:device:3f2b…`.
 *
 * `hitRateLimit` counts an attempt and then says whether it was within the limit (for actions
 * that are cheap to refuse after the fact). `reserveAttempts` takes an attempt from several
 * buckets at once before the work is done, or from none, so that concurrent attempts can never
 * exceed a limit between a check and a count (for expensive checks such as a password).
 */
import type { Queryable } from './types.ts'

/** The outcome of counting one attempt. */
export interface RateLimitResult {
  /** Whether this attempt is within the limit. */
  allowed: boolean
  /** Attempts counted in the current window, this one included. */
  hits: number
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number
}

/** Counts one attempt under `key` and says whether it is within `limit` per `windowSeconds`. */
export async function hitRateLimit(
  db: Queryable,
  key: string,
  options: { limit: number; windowSeconds: number },
): Promise<RateLimitResult> {
  const row = await db.queryOne<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limit_buckets AS b (key, window_start, hits, expires_at)
     VALUES ($1, now(), 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       window_start = CASE WHEN b.expires_at <= now() THEN now() ELSE b.window_start END,
       hits = CASE WHEN b.expires_at <= now() THEN 1 ELSE b.hits + 1 END,
       expires_at = CASE WHEN b.expires_at <= now() THEN now() + make_interval(secs => $2) ELSE b.expires_at END
     RETURNING hits, ceil(extract(epoch FROM b.expires_at - now()))::integer AS retry_after`,
    [key, options.windowSeconds],
  )
  return {
    allowed: row!.hits <= options.limit,
    hits: row!.hits,
    retryAfterSeconds: Math.max(0, row!.retry_after),
  }
}

/** Attempts counted under `key` in its current window, without counting one (0 when none). */
export async function rateLimitHits(db: Queryable, key: string): Promise<number> {
  const row = await db.queryOne<{ hits: number }>(
    'SELECT hits FROM rate_limit_buckets WHERE key = $1 AND expires_at > now()',
    [key],
  )
  return row?.hits ?? 0
}

/** Forgets the attempts under `key` (e.g. after a successful login). */
export async function resetRateLimit(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limit_buckets WHERE key = $1', [key])
}

/** Drops windows that ended (housekeeping; safe to call any time). */
export async function pruneRateLimits(db: Queryable): Promise<number> {
  return db.execute('DELETE FROM rate_limit_buckets WHERE expires_at <= now()')
}

/** One bucket an attempt is taken from: at most `limit` attempts per fixed window under `key`. */
export interface AttemptBucket {
  key: string
  /** Attempts allowed in one window; null for a bucket that only counts (see `holdBack`). */
  limit: number | null
  windowSeconds: number
}

/** An attempt taken: each bucket's count with it, to give it back later (`releaseAttempt`). */
export interface ReservedAttempt {
  allowed: true
  /** Per bucket (in the order given): its key, its window and the attempt's number in it. */
  taken: { key: string; window: string; count: number }[]
}

/** An attempt refused: nothing was taken. */
export interface RefusedAttempt {
  allowed: false
  /** Seconds until every bucket that refused takes attempts again (at least 1). */
  retryAfterSeconds: number
}

interface BucketRow {
  key: string
  hits: number
  expired: boolean
  window_ends_in: number
  held_for: number | null
  moment: string
}

/**
 * Takes one attempt from every bucket, or from none when a bucket has used up its limit in its
 * current window or is held back (`not_before`). The buckets are locked (in key order, so two
 * attempts never wait on each other) from the check to the count: concurrent attempts, from this
 * process or from other servers on the database, are counted one after the other. `holdBack`
 * answers, from the buckets' counts with this attempt, how many seconds each bucket then refuses
 * further attempts (null or 0: none), e.g. an increasing delay after repeated failures.
 */
export function reserveAttempts(
  db: Queryable,
  buckets: readonly AttemptBucket[],
  holdBack?: (counts: number[]) => (number | null)[],
): Promise<ReservedAttempt | RefusedAttempt> {
  const keys = buckets.map((bucket) => bucket.key)
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO rate_limit_buckets (key, window_start, hits, expires_at)
       SELECT b.key, clock_timestamp(), 0, clock_timestamp() + make_interval(secs => b.seconds)
         FROM unnest($1::text[], $2::integer[]) AS b(key, seconds)
        ORDER BY b.key
       ON CONFLICT (key) DO NOTHING`,
      [keys, buckets.map((bucket) => bucket.windowSeconds)],
    )
    await tx.query(
      'SELECT 1 FROM rate_limit_buckets WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE',
      [keys],
    )
    // Read once the locks are held, against the clock of that moment (a transaction's now() is
    // when it began, possibly before another attempt held these buckets back).
    const rows = await tx.query<BucketRow>(
      `SELECT key, hits, expires_at <= m.at AS expired,
              ceil(extract(epoch FROM expires_at - m.at))::integer AS window_ends_in,
              ceil(extract(epoch FROM not_before - m.at))::integer AS held_for, m.at::text AS moment
         FROM rate_limit_buckets, (SELECT clock_timestamp() AS at) AS m
        WHERE key = ANY($1::text[])`,
      [keys],
    )
    const byKey = new Map(rows.map((row) => [row.key, row]))
    let wait = 0
    const counts = buckets.map((bucket) => {
      const row = byKey.get(bucket.key)!
      const hits = row.expired ? 0 : row.hits
      if (bucket.limit !== null && hits >= bucket.limit) wait = Math.max(wait, row.window_ends_in)
      if (row.held_for !== null && row.held_for > 0) wait = Math.max(wait, row.held_for)
      return hits + 1
    })
    if (wait > 0) return { allowed: false, retryAfterSeconds: wait }

    const holds = holdBack?.(counts) ?? []
    const taken = await tx.query<{ key: string; window: string; hits: number }>(
      `UPDATE rate_limit_buckets AS r SET
         window_start = CASE WHEN r.expires_at <= m.at THEN m.at ELSE r.window_start END,
         expires_at = CASE WHEN r.expires_at <= m.at
                           THEN m.at + make_interval(secs => b.seconds) ELSE r.expires_at END,
         hits = CASE WHEN r.expires_at <= m.at THEN 1 ELSE r.hits + 1 END,
         not_before = CASE WHEN b.hold > 0 THEN m.at + make_interval(secs => b.hold) END
        FROM unnest($1::text[], $2::integer[], $3::integer[]) AS b(key, seconds, hold),
             (SELECT $4::timestamptz AS at) AS m
       WHERE r.key = b.key
       RETURNING r.key, r.window_start::text AS window, r.hits`,
      [
        keys,
        buckets.map((bucket) => bucket.windowSeconds),
        buckets.map((_, i) => Math.max(0, Math.ceil(holds[i] ?? 0))),
        rows[0]!.moment,
      ],
    )
    const takenByKey = new Map(taken.map((row) => [row.key, row]))
    return {
      allowed: true,
      taken: keys.map((key) => {
        const row = takenByKey.get(key)!
        return { key, window: row.window, count: row.hits }
      }),
    }
  })
}

/**
 * Gives back an attempt taken by `reserveAttempts`, in the window it was taken in (nothing once
 * that window has ended). With `forgiveEarlier`, when no attempt was taken after it, the bucket
 * is cleared (its count and hold-back), forgiving the attempts before it; attempts still in
 * progress after it keep counting, so concurrent attempts never gain room from it.
 */
export async function releaseAttempt(
  db: Queryable,
  taken: ReservedAttempt['taken'][number],
  options: { forgiveEarlier: boolean },
): Promise<void> {
  await db.query(
    `UPDATE rate_limit_buckets SET
       hits = CASE WHEN $4 AND hits = $3 THEN 0 ELSE greatest(hits - 1, 0) END,
       not_before = CASE WHEN $4 AND hits = $3 THEN NULL ELSE not_before END
      WHERE key = $1 AND window_start = $2::timestamptz`,
    [taken.key, taken.window, taken.count, options.forgiveEarlier],
  )
}
