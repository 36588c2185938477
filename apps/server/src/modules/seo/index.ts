/**
 * What search engines read besides the pages: `/robots.txt` and the sitemap (`/sitemap.xml`, an
 * index of the part files `/sitemaps/{section}-{n}.xml`). Plain routes, not operations of the
 * API contract; an address that names no part file answers 404 like any unknown file.
 */
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import type { Context } from 'hono'
import { defineModule, type AppEnv, type ModuleFactory } from '../../http/operations.ts'
import {
  choose,
  chooseEncoding,
  chosenResponse,
  type Representations,
} from '../../http/representations.ts'
import { robotsTxt } from './robots.ts'
import { PART_PATH, Sitemaps, type SitemapFile, type SitemapOptions } from './sitemaps.ts'

/** Where the sitemap index is served. */
export const SITEMAP_PATH = '/sitemap.xml'

/** Crawlers and CDNs may keep both for an hour. */
const CACHE_CONTROL = 'public, max-age=3600'

const XML_HEADERS = [
  ['Content-Type', 'application/xml; charset=utf-8'],
  ['Cache-Control', CACHE_CONTROL],
] as const

/** A part file's name in its address: `books-12.xml`. */
const PART_FILE = /^([a-z]+-[1-9][0-9]{0,5})\.xml$/

const gunzipped = promisify(gunzip)

/**
 * A sitemap file, gzip'ed to a client that takes gzip (crawlers do), unpacked for one that does
 * not; a 304 when If-None-Match names it. The unpacked text is made only when it is sent.
 */
async function xmlAnswer(c: Context<AppEnv>, file: SitemapFile): Promise<Response> {
  const acceptEncoding = c.req.header('Accept-Encoding')
  const kept: Representations = {
    // Only the gzip'ed bytes are kept; the text is unpacked below (off the event loop: a part
    // file is large) when it is the one sent.
    identity: null,
    size: file.size,
    gzip: file.gzip,
    br: null,
    etag: file.etag,
    headers: XML_HEADERS,
  }
  const body =
    chooseEncoding(kept, acceptEncoding) === 'gzip'
      ? kept
      : { ...kept, identity: await gunzipped(file.gzip) }
  return chosenResponse(choose(body, acceptEncoding, c.req.header('If-None-Match')))
}

/** The module, with the sitemap cut and kept as `options` say (tests make smaller files). */
export function createSeoModule(options: SitemapOptions = {}): ModuleFactory {
  return defineModule(({ db, config }) => {
    const sitemaps = new Sitemaps(db, config.publicUrl, options)
    const robots = robotsTxt(config.publicUrl, SITEMAP_PATH)
    return {
      name: 'seo',
      routes(app) {
        app.get('/robots.txt', (c) =>
          c.body(robots, 200, {
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': CACHE_CONTROL,
          }),
        )
        app.get(SITEMAP_PATH, async (c) => xmlAnswer(c, await sitemaps.index()))
        app.get(`${PART_PATH}:file`, async (c, next) => {
          const name = PART_FILE.exec(c.req.param('file'))?.[1]
          const file = name ? await sitemaps.file(name) : null
          return file ? xmlAnswer(c, file) : next()
        })
      },
    }
  })
}

/** The module as the server runs it: files of up to 50,000 addresses, kept ten minutes. */
export const seoModule = createSeoModule()
