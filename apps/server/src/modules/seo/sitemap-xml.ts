/**
 * The sitemap protocol's XML (sitemaps.org 0.9): a sitemap index naming the part files, and the
 * part files' `<url>` elements, one per page and language, each listing the page in every
 * language with `xhtml:link rel="alternate" hreflang` (Google's way of tying translations).
 */
import { defaultLanguage, languages } from '../../i18n/index.ts'
import { localizedPath } from './store-paths.ts'

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

const RESERVED = /[&<>"']/

/** What XML 1.0 cannot hold; in a `u` pattern, `\ud800-\udfff` matches only unpaired surrogates. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/u

/**
 * Text as XML character data or an attribute value. Characters XML 1.0 cannot hold at all
 * (control characters other than tab, LF and CR; lone surrogates; U+FFFE, U+FFFF) throw: they
 * cannot be escaped, and no address of the store contains them.
 */
export function escapeXml(text: string): string {
  if (NOT_XML.test(text)) {
    throw new Error(`Text that XML cannot hold: ${JSON.stringify(text)}`)
  }
  return RESERVED.test(text) ? text.replace(/[&<>"']/g, (char) => ENTITIES[char]!) : text
}

/** A time in the W3C Datetime form sitemaps take, to the second, in UTC. */
export function w3cDatetime(time: Date): string {
  return `${time.toISOString().slice(0, 19)}Z`
}

/** One page of the store: its path in Thai (`/book-detail/5`) and when it last changed. */
export interface SitemapPage {
  path: string
  lastmod?: Date | null
}

/** How many `<url>` elements one page gives: one per language. */
export const URLS_PER_PAGE = languages.length

/** The opening of a part file, up to its first `<url>`. */
export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`
/** The end of a part file. */
export const URLSET_CLOSE = '</urlset>\n'

const lastmodElement = (lastmod: Date | null | undefined) =>
  lastmod ? `<lastmod>${w3cDatetime(lastmod)}</lastmod>` : ''

/**
 * Writes pages' `<url>` elements for a store at `publicUrl`: one per language, each with every
 * language's alternate and x-default (the Thai page, the store's default).
 */
export function urlWriter(publicUrl: string): (page: SitemapPage) => string {
  const base = escapeXml(publicUrl)
  return (page) => {
    const hrefs = languages.map((lang) => base + escapeXml(localizedPath(lang, page.path)))
    const alternates =
      languages
        .map((lang, i) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${hrefs[i]}"/>`)
        .join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${hrefs[languages.indexOf(defaultLanguage)]}"/>`
    const lastmod = lastmodElement(page.lastmod)
    return hrefs.map((href) => `<url><loc>${href}</loc>${lastmod}${alternates}</url>\n`).join('')
  }
}

/** A part file named in the index: its address and when its newest page changed. */
export interface SitemapFileRef {
  path: string
  lastmod?: Date | null
}

/** The sitemap index naming every part file. */
export function sitemapIndex(publicUrl: string, files: readonly SitemapFileRef[]): string {
  const base = escapeXml(publicUrl)
  const entries = files.map(
    (file) =>
      `<sitemap><loc>${base}${escapeXml(file.path)}</loc>${lastmodElement(file.lastmod)}</sitemap>\n`,
  )
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`
}
