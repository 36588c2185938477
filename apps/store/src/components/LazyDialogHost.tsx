import { lazy, Suspense, useEffect, useState } from 'react'

const DialogHost = lazy(() => import('./DialogHostPart'))

/**
 * The kit's `confirm()` / `prompt()` / `alert()` host, mounted once the page is idle: nothing
 * asks for a dialog on first paint, and its code stays out of the first load.
 */
export function LazyDialogHost() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200))
    const cancel = window.cancelIdleCallback ?? clearTimeout
    const handle = idle(() => setReady(true))
    return () => cancel(handle)
  }, [])
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  )
}
