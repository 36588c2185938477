import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { PageCache, isShareable, keptHeaders, pageToKeep } from './page-cache.ts'

const page = (status: number, cacheControl: string | null, extra: Record<string, string> = {}) =>
  new Response('<h1>หน้า</h1>', {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ...(cacheControl ? { 'Cache-Control': cacheControl } : {}),
      ...extra,
    },
  })

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

describe('isShareable', () => {
  it('takes public 200 and 404 pages only', () => {
    expect(isShareable(page(200, PUBLIC))).toBe(true)
    expect(isShareable(page(404, 'public, s-maxage=60'))).toBe(true)
    expect(isShareable(page(500, PUBLIC))).toBe(false)
    expect(isShareable(page(302, PUBLIC))).toBe(false)
    expect(isShareable(page(200, null))).toBe(false)
    expect(isShareable(page(200, 'no-store'))).toBe(false)
    expect(isShareable(page(200, 'private, no-store'))).toBe(false)
    expect(isShareable(page(200, 'public, no-cache'))).toBe(false)
    expect(isShareable(page(200, 'max-age=60'))).toBe(false)
    expect(isShareable(page(200, PUBLIC, { 'Set-Cookie': 'a=b' }))).toBe(false)
  })
})

describe('pageToKeep', () => {
  it('keeps the page’s bytes compressed, its headers but those of one transfer', async () => {
    const kept = await pageToKeep(
      page(200, PUBLIC, { 'Content-Length': '20', ETag: '"x"', Vary: 'Cookie', 'X-Extra': '1' }),
    )
    expect(kept.status).toBe(200)
    expect(brotliDecompressSync(kept.body.br!).toString()).toBe('<h1>หน้า</h1>')
    expect(kept.body.headers).toEqual([
      ['cache-control', PUBLIC],
      ['content-type', 'text/html; charset=utf-8'],
      ['x-extra', '1'],
    ])
    expect(keptHeaders(new Headers({ 'Transfer-Encoding': 'chunked', A: 'b' }))).toEqual([
      ['a', 'b'],
    ])
  })
})

describe('PageCache', () => {
  it('does not keep a page made from data read before a clear', async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 })
    const kept = await pageToKeep(page(200, PUBLIC))
    const before = cache.generation
    cache.clear()
    expect(cache.put('/a', kept, before)).toBe(false)
    expect(cache.get('/a')).toBeUndefined()
    expect(cache.put('/a', kept, cache.generation)).toBe(true)
    expect(cache.get('/a')).toEqual({ page: kept, stale: false })
    cache.clear()
    expect(cache.get('/a')).toBeUndefined()
  })

  it('drops the least recently read pages beyond its bytes', async () => {
    const kept = await pageToKeep(page(200, PUBLIC))
    const one = 256 + kept.body.br!.length + kept.body.gzip!.length
    const cache = new PageCache({ maxBytes: one * 2, maxAgeMs: 60_000 })
    cache.put('/a', kept, cache.generation)
    cache.put('/b', kept, cache.generation)
    cache.put('/c', kept, cache.generation)
    expect(cache.get('/a')).toBeUndefined()
    expect(cache.get('/b')?.page).toBe(kept)
    expect(cache.get('/c')?.page).toBe(kept)
    expect(cache.stats).toEqual({ pages: 2, bytes: one * 2 })
  })

  it('answers a page past its maximum age as stale for a while, then no more', async () => {
    const kept = await pageToKeep(page(200, PUBLIC))
    vi.useFakeTimers()
    try {
      const cache = new PageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000, staleMs: 300_000 })
      cache.put('/a', kept, cache.generation)
      vi.advanceTimersByTime(59_000)
      expect(cache.get('/a')).toEqual({ page: kept, stale: false })
      vi.advanceTimersByTime(2000)
      expect(cache.get('/a')).toEqual({ page: kept, stale: true })
      // Made again: fresh once more.
      cache.put('/a', kept, cache.generation)
      expect(cache.get('/a')?.stale).toBe(false)
      vi.advanceTimersByTime(361_000)
      expect(cache.get('/a')).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})
