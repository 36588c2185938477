import { useEffect, useState, type RefObject } from 'react'

/**
 * False until the element comes within `margin` of the viewport (by default: into it), then true
 * for good. The home page's rows below the fold wait for it: their data and their hundreds of
 * elements are not part of the first view (with 800px, a phone drew them all at once, and
 * Lighthouse counted 390 ms of blocking time against 210 ms).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') return void setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
