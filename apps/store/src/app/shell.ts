/**
 * The hand-over from index.html's shell (the header's bar, and the picture of the page the server
 * put there: src/shell/page-shells.ts) to the app. The app renders its first page out of sight
 * (index.html's style for `#shell ~ #root`) and the shell stays on screen until that page has
 * rendered: the router's first `onRendered`, when the page shows its content, its not-found or
 * error view. Removing the shell shows the app in the same frame, so the visitor goes from the
 * shell straight to the page, without an empty page or a skeleton in between.
 */
import type { AnyRouter } from '@tanstack/react-router'

/**
 * How long the shell waits for the first page at most: a page whose data is slow shows its
 * skeleton (the router's pending view) after that, instead of a shell that cannot be used.
 */
export const SHELL_MAX_WAIT_MS = 3000

/** Removes the shell (if it is still there), showing the app. */
export function removeShell(doc: Document = document): void {
  doc.getElementById('shell')?.remove()
}

/** Hands over to the app once its first page has rendered, or after `maxWaitMs`. Returns the stop. */
export function handOverFromShell(
  router: Pick<AnyRouter, 'subscribe'>,
  { doc = document, maxWaitMs = SHELL_MAX_WAIT_MS } = {},
): () => void {
  let unsubscribe = () => {}
  const done = () => {
    unsubscribe()
    clearTimeout(timer)
    removeShell(doc)
  }
  const timer = setTimeout(done, maxWaitMs)
  unsubscribe = router.subscribe('onRendered', done)
  return () => {
    unsubscribe()
    clearTimeout(timer)
  }
}
