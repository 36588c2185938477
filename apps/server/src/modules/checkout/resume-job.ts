/**
 * The resume job (background work of the checkout module): resumes payment attempts whose
 * process died before the gateway answered (lifecycle.resumeAbandoned), every gateway time-out,
 * on one server of those on the database (a scheduled job). Each attempt is also claimed by
 * one server (see resumeAbandoned), so a run that outlives its lease still asks no gateway twice.
 */
import type { Db } from '../../db/types.ts'
import type { Logger } from '../../http/operations.ts'
import { scheduledJob, type ScheduledJob } from '../../http/scheduled-job.ts'
import type { Lifecycle } from './lifecycle.ts'

export function paymentResumeJob(
  lifecycle: Lifecycle,
  deps: { db: Db; instance: string; log: Logger },
  options: { everySeconds: number },
): ScheduledJob {
  return scheduledJob(deps, {
    name: 'payment resume job',
    everySeconds: options.everySeconds,
    leaseSeconds: options.everySeconds * 4,
    async run() {
      const resumed = await lifecycle.resumeAbandoned()
      if (resumed > 0) deps.log.info(`Payments: resumed ${resumed} interrupted attempt(s).`)
    },
  })
}
