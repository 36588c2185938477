/**
 * Fixed-window rate limits kept in rate_limit_buckets, so they hold across restarts and across
 * servers sharing a database. Keys name what is limited, e.g. `login:account:somchai@example.com`,
 * `login:ip:203.0.113.7`, `contact:device:3f2b…`.
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
