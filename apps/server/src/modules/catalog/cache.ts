/**
 * Bounded in-memory caches for answers that are the same for every customer (a book's data, the
 * category tree, autocomplete answers). Each entry also expires after a time, so that changes
 * made elsewhere (an admin edits a price) show up without an explicit clear.
 */

/** A least-recently-used map with a size bound and a time to live per entry. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>()

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
  ) {}

  get size(): number {
    return this.entries.size
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= Date.now()) {
      this.entries.delete(key)
      return undefined
    }
    // Re-insert: a Map iterates in insertion order, so the oldest key comes first.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: K, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs })
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as K
      this.entries.delete(oldest)
    }
  }

  delete(key: K): boolean {
    return this.entries.delete(key)
  }

  /** Drops every entry; answers how many there were. */
  clear(): number {
    const count = this.entries.size
    this.entries.clear()
    return count
  }

  /**
   * The cached value, or the one `load` makes (cached when it resolves). Concurrent callers of a
   * missing key share one load.
   */
  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key)
    if (hit !== undefined) return hit
    let pending = this.loading.get(key)
    if (!pending) {
      pending = load().then(
        (value) => {
          this.loading.delete(key)
          this.set(key, value)
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

/** A set of caches cleared together. */
export class CacheGroup {
  private readonly caches: LruCache<unknown, unknown>[] = []

  /** Makes a cache that belongs to the group. */
  make<K, V>(maxEntries: number, ttlMs: number): LruCache<K, V> {
    const cache = new LruCache<K, V>(maxEntries, ttlMs)
    this.caches.push(cache as LruCache<unknown, unknown>)
    return cache
  }

  /** Empties every cache; answers how many entries were dropped. */
  clear(): number {
    return this.caches.reduce((sum, cache) => sum + cache.clear(), 0)
  }
}

const groupsByDb = new WeakMap<object, Set<CacheGroup>>()
const allGroups = new Set<WeakRef<CacheGroup>>()

/** Registers an app's catalogue caches under its database, for clearCatalogCaches(). */
export function registerCacheGroup(db: object, group: CacheGroup): void {
  let groups = groupsByDb.get(db)
  if (!groups) {
    groups = new Set()
    groupsByDb.set(db, groups)
  }
  groups.add(group)
  allGroups.add(new WeakRef(group))
}

/**
 * Empties the catalogue's in-memory caches (book data, listings, the category tree, search
 * answers) after a change to the catalogue: those of the app on `db`, or of every app when no
 * database is given. Answers how many entries were dropped.
 */
export function clearCatalogCaches(db?: object): number {
  let dropped = 0
  if (db) {
    for (const group of groupsByDb.get(db) ?? []) dropped += group.clear()
    return dropped
  }
  for (const ref of allGroups) {
    const group = ref.deref()
    if (group) dropped += group.clear()
    else allGroups.delete(ref)
  }
  return dropped
}
