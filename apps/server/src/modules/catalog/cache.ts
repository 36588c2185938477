/**
 * Bounded in-memory caches for answers that are the same for every customer (a book's data, the
 * category tree, autocomplete answers). Each cache is bounded by entries and by an estimate of
 * the bytes its values hold. What changes is forgotten when the app hears of it (the catalogue
 * module follows StoreChanges); each entry also expires after a time, a bound on what a change
 * without a notice (none is known) could leave behind.
 */

/** How a cache is bounded. */
export interface CacheLimits {
  /** The most entries kept. */
  maxEntries: number
  /** How long an entry is trusted. */
  ttlMs: number
  /** The most bytes kept (by `sizeOf`); unbounded by bytes when missing. */
  maxBytes?: number
  /** The bytes a value holds; approximateBytes() by default. */
  sizeOf?: (value: unknown) => number
}

/**
 * About how many bytes a value holds in memory: strings at two bytes a character (Thai text is
 * stored so), typed arrays by their length, objects and arrays by their parts plus a little for
 * each property. An estimate for cache bounds, not an exact count.
 */
export function approximateBytes(value: unknown, depth = 0): number {
  if (value === null || value === undefined) return 8
  switch (typeof value) {
    case 'string':
      return 16 + value.length * 2
    case 'number':
    case 'boolean':
      return 8
    case 'object':
      break
    default:
      return 16
  }
  if (ArrayBuffer.isView(value)) return 64 + value.byteLength
  if (value instanceof Date) return 32
  if (depth > 12) return 64
  let bytes = 32
  if (Array.isArray(value)) {
    for (const item of value) bytes += 8 + approximateBytes(item, depth + 1)
  } else if (value instanceof Map) {
    for (const [key, item] of value)
      bytes += 24 + approximateBytes(key, depth + 1) + approximateBytes(item, depth + 1)
  } else if (value instanceof Set) {
    for (const item of value) bytes += 16 + approximateBytes(item, depth + 1)
  } else {
    for (const key in value) {
      bytes += 16 + approximateBytes((value as Record<string, unknown>)[key], depth + 1)
    }
  }
  return bytes
}

interface Entry<V> {
  value: V
  expires: number
  bytes: number
  /** The cache's clock when the entry last went to the young end (see `get`). */
  stamp: number
}

/** A least-recently-used map bounded in entries and bytes, with a time to live per entry. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>()
  private totalBytes = 0
  /** Counts the entries that went to the young end of `entries`: each entry's place in time. */
  private clock = 0
  readonly maxEntries: number
  readonly maxBytes: number
  readonly ttlMs: number
  private readonly sizeOf: ((value: V) => number) | null

  constructor(options: CacheLimits) {
    this.maxEntries = options.maxEntries
    this.ttlMs = options.ttlMs
    this.maxBytes = options.maxBytes ?? Infinity
    this.sizeOf =
      options.maxBytes === undefined
        ? null
        : ((options.sizeOf ?? approximateBytes) as (value: V) => number)
  }

  get size(): number {
    return this.entries.size
  }

  /** The bytes the values hold (0 when the cache is not bounded by bytes). */
  get bytes(): number {
    return this.totalBytes
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= Date.now()) {
      this.remove(key, entry)
      return undefined
    }
    // Re-insert: a Map iterates in insertion order, so the oldest key comes first. Only an entry
    // that has aged past a quarter of the cache moves: each move leaves a deleted slot in the
    // Map's chain until the Map rehashes, and moving a popular page on every read made its own
    // lookups walk thousands of them (a third of the server's time on one cached page). An entry
    // read in the last quarter of the cache's moves is among the youngest anyway.
    if (this.clock - entry.stamp > this.entries.size >> 2) {
      this.entries.delete(key)
      this.entries.set(key, entry)
      entry.stamp = ++this.clock
    }
    return entry.value
  }

  set(key: K, value: V): void {
    const old = this.entries.get(key)
    if (old) this.remove(key, old)
    const bytes = this.sizeOf ? this.sizeOf(value) : 0
    if (bytes > this.maxBytes) return
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs, bytes, stamp: ++this.clock })
    this.totalBytes += bytes
    while (this.entries.size > this.maxEntries || this.totalBytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value as K
      this.remove(oldest, this.entries.get(oldest)!)
    }
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key)
    if (!entry) return false
    this.remove(key, entry)
    return true
  }

  private remove(key: K, entry: Entry<V>): void {
    this.entries.delete(key)
    this.totalBytes -= entry.bytes
  }

  /** Drops every entry; answers how many there were. */
  clear(): number {
    const count = this.entries.size
    this.entries.clear()
    this.totalBytes = 0
    return count
  }

  /**
   * The cached value, or the one `load` makes (cached when it resolves, unless `keep` then says
   * no: a value made from data that changed meanwhile). Concurrent callers of a missing key
   * share one load.
   */
  async getOrLoad(key: K, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V> {
    const hit = this.get(key)
    if (hit !== undefined) return hit
    let pending = this.loading.get(key)
    if (!pending) {
      pending = load().then(
        (value) => {
          this.loading.delete(key)
          if (!keep || keep(value)) this.set(key, value)
          return value
        },
        (error: unknown) => {
          this.loading.delete(key)
          throw error
        },
      )
      this.loading.set(key, pending)
    }
    return pending
  }

  private readonly loading = new Map<K, Promise<V>>()
}

/**
 * Loads keys in batches. A load starts once the requests that have arrived meanwhile have been
 * read (setImmediate: after the event loop's I/O phase), so it takes every key they asked for;
 * keys asked for while a load runs wait for it and go together into the next one. PGlite runs
 * in this thread, so no request is read while a statement runs: started at once, each load
 * would take one key. Under load, many requests for different books then cost one statement
 * instead of one each; idle, a key waits for nothing but the end of the current I/O phase.
 */
export class Batcher<K, V> {
  private waiting = new Map<K, ((value: V | undefined) => void)[]>()
  private failures = new Map<K, ((error: unknown) => void)[]>()
  private running = false
  private scheduled = false

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 64,
  ) {}

  load(key: K): Promise<V | undefined> {
    return new Promise<V | undefined>((resolve, reject) => {
      const resolvers = this.waiting.get(key)
      if (resolvers) {
        resolvers.push(resolve)
        this.failures.get(key)!.push(reject)
      } else {
        this.waiting.set(key, [resolve])
        this.failures.set(key, [reject])
      }
      if (!this.running && !this.scheduled) {
        this.scheduled = true
        setImmediate(() => {
          this.scheduled = false
          if (!this.running) void this.run()
        })
      }
    })
  }

  private async run(): Promise<void> {
    this.running = true
    try {
      while (this.waiting.size > 0) {
        const keys = [...this.waiting.keys()].slice(0, this.maxBatch)
        const resolvers = keys.map((key) => this.waiting.get(key)!)
        const rejecters = keys.map((key) => this.failures.get(key)!)
        for (const key of keys) {
          this.waiting.delete(key)
          this.failures.delete(key)
        }
        try {
          const values = await this.loadMany(keys)
          keys.forEach((key, index) => {
            for (const resolve of resolvers[index]!) resolve(values.get(key))
          })
        } catch (error) {
          for (const list of rejecters) for (const reject of list) reject(error)
        }
      }
    } finally {
      this.running = false
    }
  }
}

/** A set of caches cleared together. */
export class CacheGroup {
  private readonly caches: LruCache<unknown, unknown>[] = []

  /** Makes a cache that belongs to the group. */
  make<K, V>(limits: CacheLimits): LruCache<K, V> {
    return this.adopt(new LruCache<K, V>(limits))
  }

  /** Makes a cache made elsewhere (the app's book-page cache) part of the group. */
  adopt<K, V>(cache: LruCache<K, V>): LruCache<K, V> {
    this.caches.push(cache as LruCache<unknown, unknown>)
    return cache
  }

  private readonly clearListeners: (() => void)[] = []

  /** Calls `listener` after each clear() (what is kept elsewhere and made of the same data). */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener)
  }

  /** Empties every cache; answers how many entries were dropped. */
  clear(): number {
    const dropped = this.caches.reduce((sum, cache) => sum + cache.clear(), 0)
    for (const listener of this.clearListeners) listener()
    return dropped
  }

  /** The bytes the group's byte-bounded caches hold. */
  get bytes(): number {
    return this.caches.reduce((sum, cache) => sum + cache.bytes, 0)
  }

  /** Entries and estimated bytes of each cache, in the order they were made (diagnostics). */
  stats(): { entries: number; bytes: number; maxBytes: number }[] {
    return this.caches.map((cache) => ({
      entries: cache.size,
      bytes: cache.bytes,
      maxBytes: cache.maxBytes,
    }))
  }
}
