/**
 * The store's guest HTML, kept in memory: each page (by path and query: the language is in the
 * path) as the renderer answered it, compressed once (brotli, gzip) with its ETag, the least
 * recently read dropped beyond a byte bound. Only answers meant for everyone are kept: status 200
 * or 404 and a public Cache-Control, no cookie set. Kept true by the store's data-changed event
 * (store-changes.ts), which empties it, and by a maximum age for what changes without one (the
 * catalogue's listings and discounts are themselves cached a minute). A page past that age is
 * still answered for a while, marked stale, while the store makes it again (as a CDN's
 * stale-while-revalidate does): its visitors never wait for a render because a minute passed.
 */
import { LruCache } from '../modules/catalog/cache.ts'
import { compressed, representationBytes, type Representations } from './representations.ts'

/** A page as it is kept. */
export interface CachedPage {
  status: number
  body: Representations
}

/** How a page cache is bounded. */
export interface PageCacheLimits {
  /** The most bytes kept (all encodings). */
  maxBytes: number
  /** How long a page is fresh. */
  maxAgeMs: number
  /** How long after that it is still answered, stale, while it is made again (0 by default). */
  staleMs?: number
}

/** A page found in the cache, and whether it is past its maximum age. */
export interface KeptPage {
  page: CachedPage
  stale: boolean
}

/** Headers of the renderer's answer that the cache sets itself or that belong to one transfer. */
const OWN_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'vary',
])

/** Whether an answer of the renderer is the same for everyone and may be kept. */
export function isShareable(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false
  if (response.headers.has('Set-Cookie')) return false
  const cacheControl = (response.headers.get('Cache-Control') ?? '').toLowerCase()
  return /\bpublic\b/u.test(cacheControl) && !/\b(no-store|private|no-cache)\b/u.test(cacheControl)
}

/** The headers of a page kept: the renderer's own but those of one transfer. */
export function keptHeaders(headers: Headers): [string, string][] {
  return [...headers].filter(([name]) => !OWN_HEADERS.has(name.toLowerCase()))
}

/**
 * A page made into what the cache keeps: its compressed copies, made here (not the page itself,
 * which every browser takes compressed: the cache holds about five times the pages).
 */
export async function pageToKeep(response: Response): Promise<CachedPage> {
  const bytes = Buffer.from(await response.arrayBuffer())
  return {
    status: response.status,
    body: await compressed(bytes, keptHeaders(response.headers), { keepIdentity: false }),
  }
}

export class PageCache {
  private readonly pages: LruCache<string, { page: CachedPage; freshUntil: number }>
  private readonly maxAgeMs: number
  /** Counts the clears: a page made from data read before the latest clear is not kept. */
  private clears = 0

  constructor(limits: PageCacheLimits) {
    this.maxAgeMs = limits.maxAgeMs
    this.pages = new LruCache({
      maxEntries: Number.MAX_SAFE_INTEGER,
      maxBytes: limits.maxBytes,
      ttlMs: limits.maxAgeMs + (limits.staleMs ?? 0),
      sizeOf: (kept) => 256 + representationBytes((kept as { page: CachedPage }).page.body),
    })
  }

  /** The page kept for `key`, if any, fresh or stale. */
  get(key: string): KeptPage | undefined {
    const kept = this.pages.get(key)
    return kept && { page: kept.page, stale: kept.freshUntil <= Date.now() }
  }

  /** A mark to take before reading the data a page is made of (for put). */
  get generation(): number {
    return this.clears
  }

  /** Keeps a page made since `generation`, unless the data changed meanwhile. */
  put(key: string, page: CachedPage, generation: number): boolean {
    if (generation !== this.clears) return false
    this.pages.set(key, { page, freshUntil: Date.now() + this.maxAgeMs })
    return this.pages.get(key)?.page === page
  }

  /** Forgets every page (the store's data or its build changed). */
  clear(): void {
    this.clears++
    this.pages.clear()
  }

  /** Pages and bytes kept. */
  get stats(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.pages.bytes }
  }
}
