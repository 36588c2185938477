import { lazy, Suspense } from 'react'
import { useIdle } from '../app/idle'

const DialogHost = lazy(() => import('./DialogHostPart'))

/**
 * The kit's `confirm()` / `prompt()` / `alert()` host, mounted once the page is idle: nothing
 * asks for a dialog on first paint, and its code stays out of the first load.
 */
export function LazyDialogHost() {
  if (!useIdle()) return null
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  )
}
