/**
 * Keeps open tabs on the build the server serves (SPEC §4, §8): a new build (its
 * `builds/latest.json` names another id than the running one) or a stale chunk (a lazy part of an
 * old build that is gone) reloads the page, but at most once per path within 10 s, so a broken
 * deployment cannot reload a page in a loop.
 */
export const RELOAD_WINDOW_MS = 10_000
const RELOADS_KEY = 'store:reloads'

export type ReloadOptions = {
  /** The page's reload, `location.reload()` by default. */
  reload?: () => void
  /** The clock, `Date.now` by default. */
  now?: () => number
}

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

/** Reloads the page unless this path was reloaded less than 10 s ago; tells whether it did. */
export function reloadOnce(path: string, { reload, now = Date.now }: ReloadOptions = {}): boolean {
  const storage = session()
  let reloads: Record<string, number> = {}
  try {
    reloads = JSON.parse(storage?.getItem(RELOADS_KEY) ?? '{}') as Record<string, number>
  } catch {
    /* a damaged record counts as none */
  }
  const time = now()
  const last = reloads[path]
  if (last !== undefined && time - last < RELOAD_WINDOW_MS) return false
  // Forget old entries, so the record stays small.
  for (const [key, at] of Object.entries(reloads))
    if (time - at >= RELOAD_WINDOW_MS) delete reloads[key]
  reloads[path] = time
  // Without session storage there is no way to know about a loop: do not reload at all.
  if (!storage) return false
  storage.setItem(RELOADS_KEY, JSON.stringify(reloads))
  ;(reload ?? (() => window.location.reload()))()
  return true
}

/** Whether an error is the browser failing to load a lazy part of the app (a stale chunk). */
export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return (
    message.startsWith('Failed to fetch dynamically imported module') ||
    message.startsWith('error loading dynamically imported module') ||
    message.startsWith('Importing a module script failed') ||
    message.startsWith('Unable to preload CSS')
  )
}

/** Vite reports a lazy part it could not preload (`vite:preloadError`): reload for the new build. */
export function watchForStaleChunks(options: ReloadOptions = {}): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnce(window.location.pathname, options)) event.preventDefault()
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  return () => window.removeEventListener('vite:preloadError', onPreloadError)
}
