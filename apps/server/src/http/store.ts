/**
 * The built store (apps/store/dist, when `server/entry.js` and `client/` exist):
 * - its browser files (`client/`) from memory, precompressed, with ETags (static-files.ts);
 * - every other page address rendered by the store's own server renderer (store-renderer.ts),
 *   its guest HTML kept in memory while it stays true (page-cache.ts, store-changes.ts);
 * - a plain 500 page when the store cannot render: in the page's language as the build's entry
 *   reads it, in both languages when no entry could be loaded.
 * The hashed files and the cached pages are also answered on the fast path (fast-path.ts), before
 * the app, exactly as the app answers them.
 *
 * The build is looked at again at most once a second: a new build's files are read and its
 * renderer imported, and the pages made by the old one forgotten.
 */
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Context, Hono } from 'hono'
import type { ServerConfig } from '../config.ts'
import { acceptsCompression, compressesAnswer } from './compression.ts'
import type { FastRoute } from './fast-path.ts'
import type { AppEnv, Logger } from './operations.ts'
import { PageCache, isShareable, pageToKeep, type CachedPage } from './page-cache.ts'
import {
  choose,
  chooseEncoding,
  chosenResponse,
  writeChosen,
  type Representations,
} from './representations.ts'
import { RenderSlots } from './render-slots.ts'
import { denyFraming } from './security-headers.ts'
import { ASSETS_PREFIX, readStaticFiles } from './static-files.ts'
import type { StoreChanges } from './store-changes.ts'
import {
  guestRequest,
  inProcessFetch,
  loadStore,
  renderFailedPage,
  type LoadedStore,
} from './store-renderer.ts'

/** Where a build keeps its parts. */
function buildPaths(storeDir: string) {
  return { client: join(storeDir, 'client'), entry: join(storeDir, 'server', 'entry.js') }
}

/** Whether a built store is there to serve: its server entry and its browser files. */
export function hasStore(config: Pick<ServerConfig, 'storeDir'>): boolean {
  const { client, entry } = buildPaths(config.storeDir)
  return existsSync(entry) && existsSync(client)
}

/** Addresses that are never store pages: the APIs, pictures and the sandbox answer their own. */
const NOT_PAGES = /^\/(api|content-api|media|sandbox)(\/|$)/u

/** Whether an address is a store page (not an API, not a file). */
export function isPagePath(path: string): boolean {
  return !NOT_PAGES.test(path) && !/\.[a-z0-9]+$/iu.test(path)
}

/** The Content-Type a body is sent with. */
function contentTypeOf(body: Representations): string {
  return body.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? ''
}

/** How often a new build is looked for. */
const BUILD_CHECK_MS = 1000

/**
 * The build being served: its files and its renderer, replaced when a new build appears. A build
 * being written is not read: a new one is taken once two looks a second apart see it the same
 * and whole (its entry, its client folder and its assets); until then the old one serves.
 */
class StoreBuild {
  files = new Map<string, Representations>()
  private stamp = ''
  /** A new build seen at the last look, taken if the next look sees it unchanged. */
  private seen = ''
  private checkedAt = 0
  private renderer: Promise<LoadedStore> | null = null
  /** The build's renderer once imported: it reads a failed page's language. */
  private loaded: LoadedStore | null = null

  constructor(
    private readonly storeDir: string,
    private readonly makeRenderer: (entry: string, version: string) => Promise<LoadedStore>,
    private readonly changed: () => void,
  ) {
    this.take(this.currentStamp())
  }

  /**
   * What tells builds apart: when its entry, its client folder and its assets folder (if any)
   * were written; '' while the entry or the client folder is missing.
   */
  private currentStamp(): string {
    const { client, entry } = buildPaths(this.storeDir)
    const time = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs
    const times = [time(entry), time(client)]
    if (times.includes(undefined)) return ''
    return [...times, time(join(client, ASSETS_PREFIX)) ?? 0].join(':')
  }

  private take(stamp: string): void {
    this.stamp = stamp
    this.files = readStaticFiles(buildPaths(this.storeDir).client)
    this.renderer = null
    this.loaded = null
  }

  /** Takes a new build once it is whole and settled (looked at at most once a second). */
  refresh(): void {
    const now = Date.now()
    if (now - this.checkedAt < BUILD_CHECK_MS) return
    this.checkedAt = now
    const stamp = this.currentStamp()
    if (stamp === '' || stamp === this.stamp) return
    if (stamp !== this.seen) {
      this.seen = stamp
      return
    }
    this.take(stamp)
    this.changed()
  }

  /** The build's renderer, imported on first use. */
  render(request: Request): Promise<Response> {
    if (this.stamp === '') return Promise.reject(new Error('No store build to render with.'))
    if (!this.renderer) {
      const loading = this.makeRenderer(buildPaths(this.storeDir).entry, this.stamp)
      this.renderer = loading
      loading.then(
        (store) => {
          if (this.renderer === loading) this.loaded = store
        },
        () => undefined,
      )
    }
    return this.renderer.then((store) => store.render(request))
  }

  /** The 500 page of a path: in its language when the build's entry is loaded, else in both. */
  failedPage(path: string): Response {
    return renderFailedPage(this.loaded?.languageOf(path) ?? null)
  }
}

/** What the store mounting needs. */
export interface StoreOptions {
  config: Pick<ServerConfig, 'storeDir' | 'publicUrl' | 'storeHtmlCacheMb'>
  /** The app's changes: a change of the catalogue's data empties the HTML cache. */
  changes: Pick<StoreChanges, 'onDataChange'>
  log: Logger
  /** How long a page's render may take before the 500 page answers; 10 s by default. */
  renderTimeoutMs?: number
  /** How many pages are rendered at once (render-slots.ts); 4 by default. */
  renderSlots?: number
  /** How long a kept page is fresh, and then answered stale while made again (page-cache.ts). */
  pageAges?: { freshMs: number; staleMs: number }
}

/** How long a page is fresh without a change signal (what changes without one). */
const PAGE_MAX_AGE_MS = 60_000
/** How long after that it is answered while it is made again (the CDN's stale-while-revalidate). */
const PAGE_STALE_MS = 300_000

/** Rejects when `signal` aborts (a render that took too long). */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true })
  })
}

/** What a render ended in: a page kept (several requests may share it), or one answer. */
type Rendered = { page: CachedPage } | { response: Response }

/**
 * Serves the built store, when there is one: its files and pages (GET), after the app's own
 * routes. Answers the fast routes that answer its hot GETs the same way before the app.
 */
export function mountStore(app: Hono<AppEnv>, options: StoreOptions): FastRoute[] {
  const { config, log } = options
  if (!hasStore(config)) return []
  const cacheBytes = config.storeHtmlCacheMb * 1024 * 1024
  const cache =
    cacheBytes > 0
      ? new PageCache({
          maxBytes: cacheBytes,
          maxAgeMs: options.pageAges?.freshMs ?? PAGE_MAX_AGE_MS,
          staleMs: options.pageAges?.staleMs ?? PAGE_STALE_MS,
        })
      : null
  const origin = config.publicUrl
  const build = new StoreBuild(
    config.storeDir,
    (entry, version) => loadStore(entry, version, { fetch: inProcessFetch(app, origin), origin }),
    () => cache?.clear(),
  )
  if (cache) options.changes.onDataChange(() => cache.clear())
  const slots = new RenderSlots(options.renderSlots ?? 4)

  /** Renders a page and keeps it when it is everyone's. */
  async function render(key: string, from: Headers): Promise<Rendered> {
    // The time limit counts the wait for a slot. The renderer is told to stop (the request's
    // signal) and its page is not waited for.
    const signal = AbortSignal.timeout(options.renderTimeoutMs ?? 10_000)
    const tooLong = whenAborted(signal)
    // Taken as the render begins: the page is kept unless the data changed after that.
    let generation = 0
    try {
      const rendered = await Promise.race([
        slots.run(signal, () => {
          generation = cache?.generation ?? 0
          return build.render(guestRequest(key, origin, from, signal))
        }),
        tooLong,
      ])
      // The renderer's headers may be frozen: the page's own copy gets the framing rule.
      const response = new Response(rendered.body, rendered)
      denyFraming(response.headers)
      if (!cache || !isShareable(response)) return { response }
      const page = await Promise.race([pageToKeep(response), tooLong])
      cache.put(key, page, generation)
      return { page }
    } catch (error) {
      log.error(`GET ${key}: the store could not render the page:`, error)
      return { response: build.failedPage(new URL(key, origin).pathname) }
    }
  }

  /** Renders at most once at a time per page: requests that come meanwhile share its page. */
  const rendering = new Map<string, Promise<CachedPage | null>>()
  async function renderShared(key: string, from: Headers): Promise<Rendered> {
    const running = rendering.get(key)
    if (running) {
      const page = await running
      if (page) return { page }
    }
    const result = render(key, from)
    const shared = result.then((r) => ('page' in r ? r.page : null))
    rendering.set(key, shared)
    void shared.finally(() => {
      if (rendering.get(key) === shared) rendering.delete(key)
    })
    return result
  }

  /** A kept page's answer; a stale one is made again meanwhile (once, for a guest). */
  function keptPage(key: string): CachedPage | undefined {
    const kept = cache?.get(key)
    if (kept?.stale && !rendering.has(key)) void renderShared(key, new Headers())
    return kept?.page
  }

  const answer = (c: Context<AppEnv>, body: Representations, status = 200) =>
    chosenResponse(
      choose(body, c.req.header('Accept-Encoding'), c.req.header('If-None-Match'), status),
    )

  app.get('*', async (c, next) => {
    build.refresh()
    const path = c.req.path
    const file = build.files.get(path)
    if (file) return answer(c, file)
    if (!isPagePath(path)) return next()
    const url = new URL(c.req.url)
    const key = url.pathname + url.search
    const kept = keptPage(key)
    if (kept) return answer(c, kept.body, kept.status)
    const rendered = await renderShared(key, c.req.raw.headers)
    return 'page' in rendered
      ? answer(c, rendered.page.body, rendered.page.status)
      : rendered.response
  })

  /**
   * The fast path's answer: what the app answers for a body held in memory. An answer the app's
   * compress() would change (a text sent as it is to a client taking only deflate) is left to
   * the app.
   */
  const serveHeld = (
    req: Parameters<FastRoute['serve']>[0],
    res: Parameters<FastRoute['serve']>[1],
    body: Representations,
    status: number,
    next: () => void,
  ) => {
    const acceptEncoding = req.headers['accept-encoding']
    if (
      chooseEncoding(body, acceptEncoding) === null &&
      acceptsCompression(acceptEncoding) &&
      compressesAnswer(contentTypeOf(body), body.size)
    ) {
      return next()
    }
    writeChosen(res, choose(body, acceptEncoding, req.headers['if-none-match'], status))
  }

  const pathOf = (url: string) => {
    const query = url.indexOf('?')
    return query === -1 ? url : url.slice(0, query)
  }

  return [
    {
      prefix: ASSETS_PREFIX,
      serve(req, res, _rest, next) {
        build.refresh()
        const file = build.files.get(pathOf(req.url!))
        if (!file) return next()
        serveHeld(req, res, file, 200, next)
      },
    },
    ...(cache
      ? [
          {
            prefix: '/',
            serve(req, res, _rest, next) {
              const url = req.url!
              // The API's own GETs first: never pages.
              if (url.startsWith('/api') || url.startsWith('/content-api')) return next()
              build.refresh()
              const page = keptPage(url)
              if (!page) return next()
              serveHeld(req, res, page.body, page.status, next)
            },
          } satisfies FastRoute,
        ]
      : []),
  ]
}
