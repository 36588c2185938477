/** How long the scroll back to the top of a new page takes. */
export const SCROLL_TOP_MS = 300

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3

/**
 * Scrolls the window to the top in `duration` ms (at once when the user prefers reduced motion).
 * A newer call, or the user's own scrolling, takes over from a running one.
 */
let running = 0
export function animateScrollToTop(duration = SCROLL_TOP_MS): Promise<void> {
  const start = window.scrollY
  const run = ++running
  if (start <= 0) return Promise.resolve()
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0)
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    const began = performance.now()
    const step = (time: number) => {
      if (run !== running) return resolve()
      const t = Math.min(1, (time - began) / duration)
      window.scrollTo(0, Math.round(start * (1 - easeOutCubic(t))))
      if (t < 1) requestAnimationFrame(step)
      else resolve()
    }
    requestAnimationFrame(step)
  })
}
