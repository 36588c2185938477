import { lazy, Suspense } from 'react'
import { useIdle } from '../app/idle'

const PageAnnouncer = lazy(() => import('./PageAnnouncer'))

/**
 * Focus and the new title after a page change (PageAnnouncer). The first page needs neither:
 * its code loads when the page is idle, well before a visitor's first click elsewhere, so its
 * live region is in the page before anything is announced.
 */
export function LazyPageAnnouncer() {
  const idle = useIdle()
  if (!idle) return null
  return (
    <Suspense fallback={null}>
      <PageAnnouncer />
    </Suspense>
  )
}
