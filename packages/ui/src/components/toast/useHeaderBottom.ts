import { useLayoutEffect, useState } from 'react'

/**
 * How far the page header reaches into the viewport, in pixels: its bottom edge while it is on
 * screen, 0 once it has scrolled away or when the page has none. Followed through scrolling,
 * resizing and the header's own changes of size (a phone menu opening) while `active`.
 */
function useHeaderBottom(selector: string, active: boolean): number {
  const [bottom, setBottom] = useState(0)

  // A layout effect: the first toast is placed before it is painted, not moved after.
  useLayoutEffect(() => {
    if (!active) return
    let frame = 0
    let observed: Element | null = null
    const resizes = new ResizeObserver(() => measure())

    function measure() {
      frame = 0
      const header = document.querySelector(selector)
      if (header !== observed) {
        resizes.disconnect()
        if (header) resizes.observe(header)
        observed = header
      }
      setBottom(header ? Math.max(0, Math.ceil(header.getBoundingClientRect().bottom)) : 0)
    }
    const schedule = () => {
      frame ||= requestAnimationFrame(measure)
    }

    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      resizes.disconnect()
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [selector, active])

  return active ? bottom : 0
}

export { useHeaderBottom }
