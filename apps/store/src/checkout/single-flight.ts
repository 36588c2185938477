import { useCallback, useRef, useState } from 'react'

/**
 * One task at a time: a call made while the last one still runs is ignored, so a double click
 * (two clicks before React has re-rendered the disabled button) sends one request. `busy` is
 * for the button's look.
 */
export function useSingleFlight() {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const run = useCallback(async (task: () => Promise<unknown>): Promise<void> => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await task()
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return { busy, run }
}
