import { lazy, Suspense } from 'react'
import { useIdle } from '../app/idle'

const StoreFooter = lazy(() => import('./StoreFooter'))

/**
 * The default layout's footer, below the fold on every page: it comes when the page is first
 * idle, so its code stays out of the first load. It only adds to the end of the page, so nothing
 * on screen moves when it appears.
 */
export function LazyFooter() {
  if (!useIdle()) return null
  return (
    <Suspense fallback={null}>
      <StoreFooter />
    </Suspense>
  )
}
