import { reloadOnce, type ReloadOptions } from './freshness'

// The new-build check of SPEC §4: `builds/latest.json` names another build than the running one,
// so the page reloads (at most once per path within 10 s, freshness.ts). A lazy part, started
// when the first page is idle: a tab only goes stale after a while.

export type NewBuildOptions = ReloadOptions & {
  /** The running build's id; 'dev' (the dev server, tests) checks nothing. */
  buildId: string
  /** Calls for `builds/latest.json`; `fetch` by default. */
  fetch?: typeof fetch
  /** Fewest milliseconds between two checks, 5 s by default. */
  minInterval?: number
  /** Subscribes to the app's navigations (the router's `onResolved`); returns the unsubscribe. */
  onNavigated: (check: () => void) => () => void
}

/** Compares the served build with the running one on every navigation and when the tab gets focus. */
export function watchForNewBuild(options: NewBuildOptions): () => void {
  const { buildId, minInterval = 5_000, now = Date.now } = options
  let lastCheck = -Infinity
  let checking = false

  const check = async () => {
    if (buildId === 'dev' || checking || now() - lastCheck < minInterval) return
    checking = true
    lastCheck = now()
    try {
      const response = await (options.fetch ?? globalThis.fetch)('/builds/latest.json', {
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      })
      if (!response.ok) return
      const served = (await response.json()) as { buildId?: unknown }
      if (typeof served.buildId === 'string' && served.buildId !== buildId) {
        reloadOnce(window.location.pathname, options)
      }
    } catch {
      /* offline or no build served: try again on the next navigation */
    } finally {
      checking = false
    }
  }

  const onFocus = () => void check()
  const unsubscribe = options.onNavigated(() => void check())
  window.addEventListener('focus', onFocus)
  return () => {
    unsubscribe()
    window.removeEventListener('focus', onFocus)
  }
}
