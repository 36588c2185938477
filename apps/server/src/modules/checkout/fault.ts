/**
 * Fault injection for the crash tests: with EBOOK_FAULT=<point> (never honoured in production)
 * the process kills itself with SIGKILL when it reaches that point, as a crash or the kernel's
 * OOM killer would: nothing is cleaned up, nothing after the point runs.
 */

/** The points a test can crash the server at. */
export type FaultPoint =
  /** The order and its payment attempt are committed; the gateway has not been asked. */
  'crash-after-order'

/** Kills the process here when EBOOK_FAULT names this point. */
export function faultPoint(point: FaultPoint, env: NodeJS.ProcessEnv = process.env): void {
  if (env.EBOOK_FAULT === point && env.NODE_ENV !== 'production') {
    process.kill(process.pid, 'SIGKILL')
  }
}
