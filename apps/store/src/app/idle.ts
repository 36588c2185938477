import { useEffect, useState } from 'react'

let firstViewShown = false
const waitingForFirstView = new Set<() => void>()

/** Called once the first page is on screen (the router's first `onResolved`, create-app.ts). */
export function markFirstViewShown(): void {
  if (firstViewShown) return
  firstViewShown = true
  for (const run of [...waitingForFirstView]) run()
  waitingForFirstView.clear()
}

function afterFirstView(run: () => void): () => void {
  if (firstViewShown) {
    run()
    return () => undefined
  }
  waitingForFirstView.add(run)
  return () => waitingForFirstView.delete(run)
}

/**
 * Runs `task` once the first page is on screen and the browser is idle (at most `timeout` ms
 * later); returns the cancel. Lazy parts that the first view does not show start here, so they
 * never compete with it (its data, its largest picture) for the network or the main thread.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  let cancelIdle = () => {}
  const cancelWait = afterFirstView(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout })
      cancelIdle = () => window.cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(task, 200)
      cancelIdle = () => clearTimeout(handle)
    }
  })
  return () => {
    cancelWait()
    cancelIdle()
  }
}

/** False until the browser is first idle after the first view (see `whenIdle`), then true. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  return idle
}
