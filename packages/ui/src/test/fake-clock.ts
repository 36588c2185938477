import { act } from 'react'
import { vi } from 'vitest'

/**
 * Moves vitest's fake clock (`vi.useFakeTimers`) and lets React render what the timers did, so
 * a test of timing never races the machine's real speed.
 */
export async function advance(ms: number): Promise<void> {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  env.IS_REACT_ACT_ENVIRONMENT = true
  try {
    await act(async () => {
      vi.advanceTimersByTime(ms)
    })
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = false
  }
}
