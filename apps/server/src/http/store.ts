/**
 * The built store (apps/store/dist, when it exists): its files, and index.html for every other
 * page address (the app routes in the browser). Caching: hashed assets for a year, HTML
 * revalidated on every visit, and the wishlist (/wishlist, /en/wishlist) never stored.
 *
 * The page's largest picture is named in the HTML so that the browser fetches it while the app's
 * script loads, instead of after the app's first calls (app start, then the page's data): the
 * home page's first banner (its phone picture on a narrow screen) and a book page's cover. Both
 * are also drawn in the page's shell (page-shells.ts), so they are on screen before the app runs.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Context, Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import type { ServerConfig } from '../config.ts'
import type { Queryable } from '../db/types.ts'
import {
  bookPageOf,
  bookPreview,
  imagePreload,
  withHeadTags,
  withPreviewTags,
} from './book-preview.ts'
import { changingFile } from './build-file.ts'
import type { AppEnv } from './operations.ts'
import { pageShell, withPageShell } from './page-shells.ts'

/** Addresses the store never serves pages at: the APIs answer their own 404. */
const apiPrefixes = ['/api/', '/content-api/']

function isApiPath(path: string) {
  return path === '/api' || path === '/content-api' || apiPrefixes.some((p) => path.startsWith(p))
}

/** Pages whose HTML must never be cached (SPEC §9: the wishlist is excluded from page caching). */
export function isNoStorePage(path: string): boolean {
  return /^\/(en\/)?wishlist\/?$/iu.test(path)
}

/** The Cache-Control of a store file or page. */
export function cacheControlFor(path: string): string {
  if (isNoStorePage(path)) return 'no-store'
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (path === '/' || path.endsWith('.html') || !/\.[a-z0-9]+$/iu.test(path)) return 'no-cache'
  return 'public, max-age=3600'
}

/** The home page's addresses: `/` (Thai) and `/en`. */
export function isHomePage(path: string): boolean {
  return /^\/(en\/?)?$/u.test(path)
}

/**
 * The media query under which the home slider shows a banner's phone picture: the same as the
 * `<source media>` of apps/store/src/home/HomeSlider.tsx, so that the preloaded picture is the
 * one the page shows.
 */
const PHONE_MEDIA = '(max-width: 767px)'
const WIDE_MEDIA = '(min-width: 768px)'

/** What the home page's HTML needs of the slider call's answer. */
interface SliderAnswer {
  Data: {
    IsEnabled: boolean
    Sliders: { ImageUrl: string; MobileImageUrl: string | null; AltText: string | null }[]
  }
}

/** The home slider's first banner as the page shows it, in the page's language. */
export interface HomeBanner {
  image: string
  /** The phone picture (MobileImageUrl), else the banner itself. */
  phone: string
  alt: string
}

/**
 * The home slider's first banner, or null when the slider is off or empty: taken from the slider
 * call's own answer (its handler and cache, in the app), so that the HTML's picture is the one
 * the page shows.
 */
export async function homeBanner(app: Hono<AppEnv>, lang: 'th' | 'en'): Promise<HomeBanner | null> {
  const response = await app.request('/api/v2/slider/home-slider', { headers: { Language: lang } })
  if (!response.ok) return null
  const { Data: slider } = (await response.json()) as SliderAnswer
  const first = slider.IsEnabled ? slider.Sliders[0] : undefined
  if (!first?.ImageUrl) return null
  return {
    image: first.ImageUrl,
    phone: first.MobileImageUrl ?? first.ImageUrl,
    alt: first.AltText ?? '',
  }
}

/** Preload links for the home page's first banner: ImageUrl, and MobileImageUrl on a phone. */
export function homeBannerPreload(banner: HomeBanner): string {
  if (banner.phone === banner.image) return imagePreload(banner.image)
  return [imagePreload(banner.phone, PHONE_MEDIA), imagePreload(banner.image, WIDE_MEDIA)].join(
    '\n    ',
  )
}

/** What a search page's shell needs of the search call's answer. */
interface SearchAnswer {
  Data: {
    CatalogProductsModel: {
      FirstItem: number
      LastItem: number
      TotalItems: number
      OrderBy: number | null
      AvailableSortOptions: { Text: string; Value: string }[]
      Products: {
        Id: number
        Name: string
        DefaultPictureModel: { ImageUrl: string | null; AlternateText: string | null }
        Ebook: { Authors: { Name: string }[] | null } | null
      }[]
    }
  }
}

/** The store's search addresses: `/search` and `/en/search` (not the advanced search). */
export function isSearchPage(path: string): boolean {
  return /^\/(en\/)?search\/?$/u.test(path)
}

/** How many of a search's covers load at once (the store's ListingBody: its first row). */
const EAGER_COVERS = 4

/**
 * The shell of a search page (`?q=`, `&page=`, `&sort=` as the store reads them): its form and
 * the books of the page asked for, from the search call's own answer; '' when there is nothing to
 * show (no words, no results, an address the store would not take).
 */
export async function searchShell(
  app: Hono<AppEnv>,
  storeDir: string,
  lang: 'th' | 'en',
  search: URLSearchParams,
): Promise<string> {
  const q = (search.get('q') ?? '').trim().slice(0, 200)
  const page = Number(search.get('page') ?? 1)
  const sort = Number(search.get('sort') ?? 0)
  if (q === '' || !Number.isInteger(page) || page < 1 || !Number.isInteger(sort)) return ''
  const response = await app.request('/api/v2/catalog/search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Language: lang },
    body: JSON.stringify({
      Data: { q, ...(page > 1 ? { pagenumber: page } : {}), ...(sort ? { orderby: sort } : {}) },
    }),
  })
  if (!response.ok) return ''
  const { CatalogProductsModel: found } = ((await response.json()) as SearchAnswer).Data
  if (found.Products.length === 0) return ''
  const cards = found.Products.map((book, index) =>
    pageShell(storeDir, lang, 'searchCard', {
      id: String(book.Id),
      title: book.Name,
      authors: (book.Ebook?.Authors ?? []).map((author) => author.Name).join(', '),
      cover: book.DefaultPictureModel.ImageUrl ?? '',
      alt: book.DefaultPictureModel.AlternateText ?? '',
      loading: index < EAGER_COVERS ? 'eager' : 'lazy',
    }),
  ).join('')
  // Best match (0) is the shell's own first option, named by the store.
  const sorts = found.AvailableSortOptions.filter((option) => option.Value !== '0')
    .map((option) =>
      pageShell(
        storeDir,
        lang,
        'searchSort',
        { value: option.Value, text: option.Text },
        { selected: option.Value === String(found.OrderBy ?? 0) ? ' selected' : '' },
      ),
    )
    .join('')
  return pageShell(
    storeDir,
    lang,
    'search',
    {
      q,
      q_url: encodeURIComponent(q),
      first: String(found.FirstItem),
      last: String(found.LastItem),
      total: String(found.TotalItems),
    },
    { cards, sorts },
  )
}

/** Whether a built store is there to serve. */
export function hasStore(config: Pick<ServerConfig, 'storeDir'>): boolean {
  return existsSync(join(config.storeDir, 'index.html'))
}

const indexHtmlFile = changingFile((html) => html)

/** The built store's index.html (re-read when the file changes), or null without a build. */
export function storeIndexHtml(config: Pick<ServerConfig, 'storeDir'>): string | null {
  return indexHtmlFile(join(config.storeDir, 'index.html'))
}

/** Answers a page address with the store's index.html (for modules that add their own pages). */
export function storePage(c: Context, html: string): Response {
  return c.html(html, 200, { 'Cache-Control': cacheControlFor(c.req.path) })
}

/**
 * Serves the built store's files and pages, when the folder exists; a book page's HTML carries
 * the book's title and link-preview tags.
 */
export function mountStore(
  app: Hono<AppEnv>,
  config: Pick<ServerConfig, 'storeDir' | 'publicUrl'>,
  db: Queryable,
): void {
  if (!hasStore(config)) return
  // The store's build writes .br and .gz copies of its text files: sent when the browser takes them.
  const files = serveStatic<AppEnv>({ root: config.storeDir, precompressed: true })
  app.get('*', async (c, next) => {
    // The home page is a page (below), not the file index.html: it names its first banner.
    if (isApiPath(c.req.path) || isHomePage(c.req.path)) return next()
    const response: unknown = await files(c, next)
    if (!(response instanceof Response)) return
    response.headers.set('Cache-Control', cacheControlFor(c.req.path))
    return response
  })
  app.get('*', async (c, next) => {
    const path = c.req.path
    // A missing file (an address with an extension) is a 404, not the app.
    if (isApiPath(path) || /\.[a-z0-9]+$/iu.test(path)) return next()
    const html = storeIndexHtml(config)
    if (html === null) return next()
    // The page's largest picture is named in its head (a preload) and drawn in its shell.
    const bookPage = bookPageOf(path)
    if (bookPage) {
      const preview = await bookPreview(
        db,
        bookPage,
        config.publicUrl,
        new URL(path, config.publicUrl).href,
      )
      if (preview) {
        const shell = pageShell(config.storeDir, bookPage.lang, 'book', {
          cover: preview.cover,
          title: preview.name,
        })
        return storePage(
          c,
          withPageShell(withPreviewTags(html, preview.tags, bookPage.lang), shell),
        )
      }
    }
    // The store's English pages are under /en (a book page's language comes with bookPageOf).
    const lang = /^\/en(\/|$)/u.test(path) ? 'en' : 'th'
    if (isSearchPage(path)) {
      const shell = await searchShell(app, config.storeDir, lang, new URL(c.req.url).searchParams)
      return storePage(c, withPageShell(html, shell))
    }
    if (isHomePage(path)) {
      const banner = await homeBanner(app, lang)
      if (banner) {
        const shell = pageShell(config.storeDir, lang, 'home', { ...banner })
        return storePage(c, withPageShell(withHeadTags(html, homeBannerPreload(banner)), shell))
      }
    }
    return storePage(c, html)
  })
}
