import { describe, expect, it } from 'vitest'
import { approximateBytes, Batcher, LruCache } from './cache.ts'

describe('LruCache', () => {
  it('keeps the most recently used entries within its byte bound', () => {
    const cache = new LruCache<string, Buffer>({
      maxEntries: 100,
      maxBytes: 250,
      ttlMs: 60_000,
      sizeOf: (value) => (value as Buffer).byteLength,
    })
    cache.set('a', Buffer.alloc(100))
    cache.set('b', Buffer.alloc(100))
    cache.get('a') // a is now the most recently used
    cache.set('c', Buffer.alloc(100))
    expect([cache.get('a') !== undefined, cache.get('b'), cache.get('c') !== undefined]).toEqual([
      true,
      undefined,
      true,
    ])
    expect(cache.bytes).toBe(200)
    cache.set('huge', Buffer.alloc(1000)) // larger than the whole cache: not kept
    expect(cache.get('huge')).toBeUndefined()
    expect(cache.bytes).toBe(200)
    cache.set('a', Buffer.alloc(10)) // replacing an entry counts its new size only
    expect(cache.bytes).toBe(110)
    cache.delete('c')
    expect(cache.bytes).toBe(10)
    cache.clear()
    expect([cache.size, cache.bytes]).toEqual([0, 0])
  })

  it('keeps an entry read now and then among the kept ones, however many come after it', () => {
    const cache = new LruCache<number, number>({ maxEntries: 100, ttlMs: 60_000 })
    cache.set(0, 0)
    for (let key = 1; key <= 1000; key++) {
      cache.set(key, key)
      // Read far more often than it ages: moved to the young end only when it has aged.
      for (let read = 0; read < 5; read++) expect(cache.get(0)).toBe(0)
    }
    expect(cache.size).toBe(100)
    expect(cache.get(0)).toBe(0)
    // The others are the most recent ones (the oldest went first).
    expect(cache.get(900)).toBeUndefined()
    expect(cache.get(1000)).toBe(1000)
  })

  it('keeps at most maxEntries and forgets expired entries', async () => {
    const cache = new LruCache<number, number>({ maxEntries: 2, ttlMs: 20 })
    cache.set(1, 1)
    cache.set(2, 2)
    cache.set(3, 3)
    expect([cache.get(1), cache.get(2), cache.get(3)]).toEqual([undefined, 2, 3])
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(cache.get(2)).toBeUndefined()
  })

  it('shares one load between concurrent callers of a missing key', async () => {
    const cache = new LruCache<string, number>({ maxEntries: 10, maxBytes: 1000, ttlMs: 1000 })
    let loads = 0
    const load = async () => {
      loads++
      await new Promise((resolve) => setTimeout(resolve, 5))
      return 42
    }
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([
      42, 42,
    ])
    expect(loads).toBe(1)
    expect(cache.bytes).toBe(approximateBytes(42))
  })

  it('answers a loaded value without keeping it when `keep` says no', async () => {
    const cache = new LruCache<string, number>({ maxEntries: 10, ttlMs: 1000 })
    let changed = true
    expect(
      await cache.getOrLoad(
        'k',
        async () => 1,
        () => !changed,
      ),
    ).toBe(1)
    expect(cache.get('k')).toBeUndefined()
    changed = false
    expect(
      await cache.getOrLoad(
        'k',
        async () => 2,
        () => !changed,
      ),
    ).toBe(2)
    expect(cache.get('k')).toBe(2)
  })
})

describe('approximateBytes', () => {
  it('counts strings at two bytes a character, typed arrays by length, objects by their parts', () => {
    expect(approximateBytes('abcd')).toBe(16 + 8)
    expect(approximateBytes(new Int32Array(10))).toBe(64 + 40)
    const record = { name: 'ขุนช้างขุนแผน', ids: [1, 2, 3], tags: new Map([[1, 'a']]) }
    expect(approximateBytes(record)).toBeGreaterThan(approximateBytes(record.name))
  })
})

describe('Batcher', () => {
  function recordingBatcher() {
    const batches: number[][] = []
    const batcher = new Batcher<number, string>(async (keys) => {
      batches.push(keys)
      return new Map(keys.filter((key) => key > 0).map((key) => [key, `book ${key}`]))
    })
    return { batches, batcher }
  }

  it('loads the keys asked for in one turn of the event loop together', async () => {
    const { batches, batcher } = recordingBatcher()
    const answers = await Promise.all([batcher.load(1), batcher.load(2), batcher.load(1)])
    expect(answers).toEqual(['book 1', 'book 2', 'book 1'])
    expect(batches).toEqual([[1, 2]])
  })

  it('puts keys asked for while a load runs into the next load', async () => {
    const batches: number[][] = []
    let release: () => void = () => {}
    const batcher = new Batcher<number, number>(async (keys) => {
      batches.push(keys)
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve))
      return new Map(keys.map((key) => [key, key * 10]))
    })
    const first = batcher.load(1)
    await new Promise((resolve) => setImmediate(resolve))
    const later = [batcher.load(2), batcher.load(3)]
    release()
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30])
    expect(batches).toEqual([[1], [2, 3]])
  })

  it('answers undefined for a key the load does not find, and passes a failure to every caller', async () => {
    const { batcher } = recordingBatcher()
    expect(await batcher.load(-1)).toBeUndefined()
    const failing = new Batcher<number, number>(() => Promise.reject(new Error('no database')))
    const results = await Promise.allSettled([failing.load(1), failing.load(2)])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
  })
})
