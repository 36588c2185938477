import { describe, expect, it, vi } from 'vitest'
import { isStaleChunkError, reloadOnce, watchForStaleChunks } from './freshness'
import { watchForNewBuild } from './new-build'
import { animateScrollToTop } from './scroll'

describe('reloadOnce', () => {
  it('reloads a path at most once within 10 s', () => {
    const reload = vi.fn()
    let now = 1_000_000
    expect(reloadOnce('/en', { reload, now: () => now })).toBe(true)
    now += 9_000
    expect(reloadOnce('/en', { reload, now: () => now })).toBe(false)
    expect(reloadOnce('/basket', { reload, now: () => now })).toBe(true)
    now += 1_500
    expect(reloadOnce('/en', { reload, now: () => now })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(3)
  })

  it('knows a stale chunk by the browser’s dynamic-import failure', () => {
    expect(
      isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true)
    expect(isStaleChunkError(new Error('Dang'))).toBe(false)
  })

  it('reloads once when vite reports a chunk it could not preload', () => {
    const reload = vi.fn()
    const stop = watchForStaleChunks({ reload })
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    stop()
    expect(reload).toHaveBeenCalledOnce()
  })
})

describe('watchForNewBuild', () => {
  const served = (buildId: string) =>
    vi.fn(async () => new Response(JSON.stringify({ buildId, builtAt: '2026-11-22T10:00:00Z' })))

  it('reloads when builds/latest.json names another build, on navigation and on focus', async () => {
    const reload = vi.fn()
    let navigated = () => {}
    const fetch = served('new-build')
    const stop = watchForNewBuild({
      buildId: 'old-build',
      fetch,
      reload,
      minInterval: 0,
      onNavigated: (check) => ((navigated = check), () => {}),
    })
    navigated()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce())
    expect(fetch).toHaveBeenCalledWith(
      '/builds/latest.json',
      expect.objectContaining({ cache: 'no-store' }),
    )
    window.dispatchEvent(new Event('focus'))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    // The same path within 10 s: no second reload.
    expect(reload).toHaveBeenCalledOnce()
    stop()
  })

  it('leaves the page alone while the served build is the running one', async () => {
    const reload = vi.fn()
    const fetch = served('same')
    let navigated = () => {}
    const stop = watchForNewBuild({
      buildId: 'same',
      fetch,
      reload,
      minInterval: 0,
      onNavigated: (check) => ((navigated = check), () => {}),
    })
    navigated()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce())
    expect(reload).not.toHaveBeenCalled()
    stop()
  })
})

describe('animateScrollToTop', () => {
  it('scrolls back to the top in about 300 ms, not at once', async () => {
    document.body.style.height = '5000px'
    window.scrollTo(0, 2000)
    const started = performance.now()
    const done = animateScrollToTop()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(window.scrollY).toBeGreaterThan(0)
    expect(window.scrollY).toBeLessThan(2000)
    await done
    expect(window.scrollY).toBe(0)
    expect(performance.now() - started).toBeGreaterThanOrEqual(280)
    document.body.style.height = ''
  })
})
