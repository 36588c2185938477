import { lazy, Suspense } from 'react'
import { useIdle } from '../app/idle'
import { useValue } from '../app/store'
import { toasterWanted } from '../app/toasts'

const Toaster = lazy(() => import('./ToastPart'))

/**
 * The kit's toaster (SPEC §4: top centre, auto-dismissed), mounted when the page is first idle,
 * or at once when a toast is asked for before that: nothing toasts on a first view.
 */
export function LazyToaster() {
  const idle = useIdle()
  const wanted = useValue(toasterWanted)
  if (!idle && !wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
