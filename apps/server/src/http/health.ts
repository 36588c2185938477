/**
 * `GET /health` (and HEAD) for load balancers: 200 while the instance can serve, 503 when its
 * database does not answer a trivial query in time, and 503 from the moment it is told to stop
 * (draining: the balancer takes it out while it still answers the requests it is sent). Not part
 * of the API's contract; never cached.
 */
import type { Hono } from 'hono'
import type { Db } from '../db/types.ts'
import type { AppEnv } from './operations.ts'

/** How long the database may take to answer `SELECT 1` before the instance is reported down. */
const DATABASE_TIMEOUT_MS = 1000

/** Whether the instance is stopping; set once by `drain()` and never cleared. */
export class Readiness {
  #draining = false

  get draining(): boolean {
    return this.#draining
  }

  /** From now on /health answers 503. */
  drain(): void {
    this.#draining = true
  }
}

/** Resolves when the database answers, rejects when it fails or takes too long. */
async function databaseAnswers(db: Db, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), timeoutMs)
  })
  try {
    await Promise.race([db.query('SELECT 1'), late])
  } finally {
    clearTimeout(timer)
  }
}

const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }

/** Mounts `/health`: `{"status":"ok"}`, or 503 with `draining` or `database unavailable`. */
export function mountHealth(
  app: Hono<AppEnv>,
  {
    db,
    readiness,
    timeoutMs = DATABASE_TIMEOUT_MS,
  }: { db: Db; readiness: Readiness; timeoutMs?: number },
): void {
  app.get('/health', async (c) => {
    if (readiness.draining) return c.json({ status: 'draining' }, 503, headers)
    try {
      await databaseAnswers(db, timeoutMs)
    } catch {
      return c.json({ status: 'database unavailable' }, 503, headers)
    }
    return c.json({ status: 'ok' }, 200, headers)
  })
}
