import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** The new page's heading, else its main area, else nothing to move to. */
function landingPoint(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('#main-content h1') ??
    document.querySelector<HTMLElement>('h1') ??
    document.getElementById('main-content')
  )
}

/**
 * What a screen reader user gets from a page change, as a full page load would give it: focus on
 * the new page's heading (its main area when it has none yet) and the new title read out by a
 * live region. Only when the path changes: a filter or a sort keeps focus where it is.
 */
export default function PageAnnouncer() {
  const router = useRouter()
  const [title, setTitle] = useState('')
  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
        if (!pathChanged || !fromLocation) return
        setTitle('')
        // After the new page and its head are on screen.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const target = landingPoint()
            if (target && !target.contains(document.activeElement)) {
              if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
              target.focus({ preventScroll: true })
            }
            setTitle(document.title)
          }),
        )
      }),
    [router],
  )
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-slot="page-announcer">
      {title}
    </div>
  )
}
