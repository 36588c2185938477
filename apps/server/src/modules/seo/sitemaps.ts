/**
 * The sitemap files, made from a plan of the sections and kept gzip'ed in memory: a plan (which
 * part files exist, and each one's range) is reused for a bounded time, and each file is written
 * once per plan, on its first request, reading the database a batch at a time. A full part file
 * is tens of megabytes of XML that gzip shrinks many times over, so the files are kept (and sent
 * to crawlers, which all take gzip) compressed.
 */
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import type { Queryable } from '../../db/types.ts'
import { etagOf } from '../../http/representations.ts'
import { LruCache } from '../catalog/cache.ts'
import { loadCatalogMeta, type CatalogMeta } from '../catalog/data.ts'
import { allSections, type SectionPart, type SitemapSection } from './sections.ts'
import {
  sitemapIndex,
  URLS_PER_PAGE,
  urlWriter,
  URLSET_CLOSE,
  URLSET_OPEN,
  type SitemapFileRef,
  type SitemapPage,
} from './sitemap-xml.ts'

/** The most addresses one sitemap file may hold (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000

/** Where the part files are served: `/sitemaps/{name}.xml`. */
export const PART_PATH = '/sitemaps/'

/** How the sitemaps are cut and kept. */
export interface SitemapOptions {
  /** The most `<url>` elements in one part file; SITEMAP_URL_LIMIT by default. */
  maxUrlsPerFile?: number
  /** How long a plan and its files are reused before the database is read again; 10 minutes by default. */
  ttlMs?: number
  /** The most gzip'ed bytes kept; 8 MB by default (a file pushed out is written again when asked for). */
  maxCachedBytes?: number
  /** The sections listed; every section by default. */
  sections?: readonly SitemapSection[]
}

interface Plan {
  /** Which plan this is (files are cached under it). */
  generation: number
  expires: number
  index: SitemapFileRef[]
  parts: Map<string, SectionPart>
}

/** A file as it is kept: gzip'ed, with an ETag (of the gzip'ed bytes, which the text decides). */
export interface SitemapFile {
  gzip: Buffer
  etag: string
  /** The text's length in bytes. */
  size: number
}

/** Text chunks, gzip'ed (on libuv's threads; the event loop only makes the text). */
async function packed(chunks: AsyncIterable<string>): Promise<SitemapFile> {
  const out: Buffer[] = []
  let size = 0
  async function* counted() {
    for await (const chunk of chunks) {
      size += Buffer.byteLength(chunk)
      yield chunk
    }
  }
  await pipeline(
    Readable.from(counted()),
    createGzip(),
    async (compressed: AsyncIterable<Buffer>) => {
      for await (const chunk of compressed) out.push(chunk)
    },
  )
  const gzip = Buffer.concat(out)
  return { gzip, etag: etagOf(gzip), size }
}

/** The sitemap index and part files of one app. */
export class Sitemaps {
  private readonly pagesPerFile: number
  private readonly ttlMs: number
  private readonly sections: readonly SitemapSection[]
  private readonly files: LruCache<string, SitemapFile>
  private readonly urlElements: (page: SitemapPage) => string
  private plan: Plan | null = null
  private planning: Promise<Plan> | null = null
  private generation = 0

  constructor(
    private readonly db: Queryable,
    private readonly publicUrl: string,
    options: SitemapOptions = {},
  ) {
    const maxUrls = options.maxUrlsPerFile ?? SITEMAP_URL_LIMIT
    if (!Number.isInteger(maxUrls) || maxUrls < URLS_PER_PAGE || maxUrls > SITEMAP_URL_LIMIT) {
      throw new Error(
        `maxUrlsPerFile must be an integer from ${URLS_PER_PAGE} to ${SITEMAP_URL_LIMIT}.`,
      )
    }
    this.pagesPerFile = Math.floor(maxUrls / URLS_PER_PAGE)
    this.ttlMs = options.ttlMs ?? 10 * 60_000
    this.sections = options.sections ?? allSections
    this.urlElements = urlWriter(publicUrl)
    this.files = new LruCache<string, SitemapFile>({
      maxEntries: 10_000,
      ttlMs: this.ttlMs,
      maxBytes: options.maxCachedBytes ?? 8 * 1024 * 1024,
      sizeOf: (file) => 128 + (file as SitemapFile).gzip.byteLength,
    })
  }

  /** The sitemap index, gzip'ed. */
  async index(): Promise<SitemapFile> {
    const plan = await this.currentPlan()
    return this.kept(plan, 'index', () => this.indexXml(plan))
  }

  /** A part file (`books-1`), gzip'ed; null when the current plan has no such file. */
  async file(name: string): Promise<SitemapFile | null> {
    const plan = await this.currentPlan()
    const part = plan.parts.get(name)
    return part ? this.kept(plan, name, () => this.partXml(part)) : null
  }

  /** A file of the plan, written on its first request (concurrent requests share the writing). */
  private kept(plan: Plan, name: string, text: () => AsyncIterable<string>): Promise<SitemapFile> {
    // Keyed by plan: a file written for an older plan is never answered for a newer one.
    return this.files.getOrLoad(`${plan.generation}:${name}`, () => packed(text()))
  }

  private async *indexXml(plan: Plan): AsyncIterable<string> {
    yield sitemapIndex(this.publicUrl, plan.index)
  }

  private async *partXml(part: SectionPart): AsyncIterable<string> {
    yield URLSET_OPEN
    for await (const pages of part.pages()) {
      yield pages.map(this.urlElements).join('')
    }
    yield URLSET_CLOSE
  }

  private currentPlan(): Promise<Plan> {
    if (this.plan && this.plan.expires > Date.now()) return Promise.resolve(this.plan)
    this.planning ??= this.makePlan().finally(() => {
      this.planning = null
    })
    return this.planning
  }

  private async makePlan(): Promise<Plan> {
    let meta: Promise<CatalogMeta> | null = null
    const context = { db: this.db, catalogMeta: () => (meta ??= loadCatalogMeta(this.db)) }
    const planned = await Promise.all(
      this.sections.map(async (section) => ({
        section,
        parts: await section.plan(context, this.pagesPerFile),
      })),
    )
    const index: SitemapFileRef[] = []
    const parts = new Map<string, SectionPart>()
    for (const { section, parts: sectionParts } of planned) {
      sectionParts.forEach((part, i) => {
        const name = `${section.name}-${i + 1}`
        parts.set(name, part)
        index.push({ path: `${PART_PATH}${name}.xml`, lastmod: part.lastmod })
      })
    }
    // Files of the plan before are never asked for again: their bytes go at once.
    this.files.clear()
    this.plan = { generation: ++this.generation, expires: Date.now() + this.ttlMs, index, parts }
    return this.plan
  }
}
