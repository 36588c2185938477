/**
 * Work that modules do while the server runs, beside answering requests (book pages made in
 * advance, for one). createApp keeps each app's; startServer starts them once it listens and
 * stops them before it closes the database. An app made otherwise (tests) runs none.
 */
import type { Logger } from './operations.ts'

export interface Background {
  /** A short name, for messages. */
  name: string
  start(): Promise<void>
  /** Ends the work; what is under way finishes first. */
  stop(): Promise<void>
}

const workByApp = new WeakMap<object, readonly Background[]>()

/** Keeps an app's background work (createApp calls it). */
export function registerBackground(app: object, work: readonly Background[]): void {
  workByApp.set(app, work)
}

/** The background work of an app (none for an app made otherwise). */
export function backgroundOf(app: object): readonly Background[] {
  return workByApp.get(app) ?? []
}

/** Starts an app's background work; one that fails to start is logged, the server runs on. */
export async function startBackground(app: object, log: Logger): Promise<void> {
  for (const work of backgroundOf(app)) {
    await work.start().catch((error: unknown) => {
      log.error(`${work.name} did not start:`, error)
    })
  }
}

/** Stops an app's background work. */
export async function stopBackground(app: object): Promise<void> {
  await Promise.allSettled(backgroundOf(app).map((work) => work.stop()))
}
