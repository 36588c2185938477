import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useIdle } from '../app/idle'

const TopProgressBar = lazy(() => import('./ProgressBarPart'))

/**
 * How long a navigation runs before the top bar appears: a page that loads faster (most, with
 * the data cached or preloaded on hover) shows no bar at all, so nothing flashes.
 */
export const PROGRESS_DELAY_MS = 200

/**
 * The bar across the top while the next page loads. The first page has its skeleton instead;
 * the bar's code loads when the page is idle, or with the first navigation that comes sooner.
 */
export function LazyProgressBar() {
  const navigating = useRouterState({
    select: (state) => state.status === 'pending' && state.resolvedLocation !== undefined,
  })
  const idle = useIdle()
  if (!idle && !navigating) return null
  return (
    <Suspense fallback={null}>
      <TopProgressBar active={navigating} delay={PROGRESS_DELAY_MS} />
    </Suspense>
  )
}
