/**
 * The resume job (background work of the checkout module): resumes payment attempts whose
 * process died before the gateway answered (lifecycle.resumeAbandoned), once at start and then
 * every gateway time-out. Several servers on one database may run it at once: each attempt is
 * claimed by one of them (see resumeAbandoned).
 */
import type { Background } from '../../http/background.ts'
import type { Logger } from '../../http/operations.ts'
import type { Lifecycle } from './lifecycle.ts'

export function paymentResumeJob(
  lifecycle: Lifecycle,
  options: { everySeconds: number; log: Logger },
): Background {
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> = Promise.resolve()

  function runOnce(): Promise<void> {
    running = lifecycle
      .resumeAbandoned()
      .then((resumed) => {
        if (resumed > 0) options.log.info(`Payments: resumed ${resumed} interrupted attempt(s).`)
      })
      .catch((error: unknown) => options.log.error('Resuming payment attempts failed:', error))
    return running
  }

  return {
    name: 'payment resume job',
    async start() {
      await runOnce()
      timer = setInterval(() => void runOnce(), options.everySeconds * 1000)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await running
    },
  }
}
