/**
 * Jobs that run every so often on one server of the many on a database (resuming payments,
 * pruning logs). Every server ticks each job; a tick runs the job only after claiming it in
 * `scheduled_jobs` (migration 013) in one statement: the job is due (its last start is at least
 * a period ago) and no server holds an unexpired lease on it. The claim takes the lease; the
 * end of the run gives it back. A server that dies mid-run holds the job until its lease ends.
 *
 * A row claim rather than a PostgreSQL advisory lock: a session lock needs one connection held
 * for the whole run (a pool hands connections to statements, and the job's own statements would
 * run elsewhere), the apps of one process share PGlite's single session (where advisory locks
 * are re-entrant), and a lock says nothing of when the job last ran, so each server would run it
 * once a period instead of one server.
 */
import type { Db } from '../db/types.ts'
import type { Background } from './background.ts'
import type { Logger } from './operations.ts'

export interface ScheduledJobOptions {
  /** The job's name, the same on every server. */
  name: string
  /** How often it runs (on one server of them all). */
  everySeconds: number
  /** How long a run may hold the job before another server may take it; 10 periods by default. */
  leaseSeconds?: number
  /** The job's work. */
  run(): Promise<void>
}

/** A scheduled job of one app; `tick()` claims and runs it once when due (tests call it). */
export interface ScheduledJob extends Background {
  /** Runs the job when this app claims it; answers whether it ran. */
  tick(): Promise<boolean>
}

/**
 * A tick a little early still claims the job: timers of one server fire a few milliseconds
 * apart, and the database's clock decides.
 */
const EARLY = 0.9

const CLAIM_SQL = `
INSERT INTO scheduled_jobs AS j (name, instance, started_at, lease_until)
VALUES ($1, $2, now(), now() + make_interval(secs => $4))
ON CONFLICT (name) DO UPDATE
   SET instance = excluded.instance, started_at = excluded.started_at, finished_at = NULL,
       lease_until = excluded.lease_until
 WHERE j.started_at <= now() - make_interval(secs => $3)
   AND (j.lease_until IS NULL OR j.lease_until < now())
RETURNING name`

/** A job run every `everySeconds` by one of the servers whose apps make it. */
export function scheduledJob(
  { db, instance, log }: { db: Db; instance: string; log: Logger },
  options: ScheduledJobOptions,
): ScheduledJob {
  const lease = options.leaseSeconds ?? options.everySeconds * 10
  let timer: NodeJS.Timeout | null = null
  let ticking: Promise<boolean> | null = null

  async function claimAndRun(): Promise<boolean> {
    const claimed = await db.queryOne(CLAIM_SQL, [
      options.name,
      instance,
      options.everySeconds * EARLY,
      lease,
    ])
    if (!claimed) return false
    try {
      await options.run()
    } finally {
      await db.query(
        `UPDATE scheduled_jobs SET finished_at = now(), lease_until = NULL
          WHERE name = $1 AND instance = $2`,
        [options.name, instance],
      )
    }
    return true
  }

  function tick(): Promise<boolean> {
    ticking ??= claimAndRun()
      .catch((error: unknown) => {
        log.error(`${options.name} failed:`, error)
        return false
      })
      .finally(() => {
        ticking = null
      })
    return ticking
  }

  return {
    name: options.name,
    tick,
    async start() {
      if (timer) return
      timer = setInterval(() => void tick(), options.everySeconds * 1000)
      timer.unref()
      await tick()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await ticking
    },
  }
}
