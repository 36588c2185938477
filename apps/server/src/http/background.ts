/**
 * Work that an app does while the server runs, beside answering requests: following the store's
 * changes, book pages made in advance, scheduled jobs (scheduled-job.ts). buildApp answers the
 * app's work; startServer starts it once it listens and stops it before it closes the database.
 * An app whose work is not started (tests) runs none.
 */
import type { Logger } from './operations.ts'

export interface Background {
  /** A short name, for messages. */
  name: string
  start(): Promise<void>
  /** Ends the work; what is under way finishes first. */
  stop(): Promise<void>
}

/** Starts an app's background work in order; one that fails to start is logged, the rest run. */
export async function startBackground(work: readonly Background[], log: Logger): Promise<void> {
  for (const one of work) {
    await one.start().catch((error: unknown) => {
      log.error(`${one.name} did not start:`, error)
    })
  }
}

/** Stops an app's background work. */
export async function stopBackground(work: readonly Background[]): Promise<void> {
  await Promise.allSettled(work.map((one) => one.stop()))
}
