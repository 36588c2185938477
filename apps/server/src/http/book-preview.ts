/**
 * Link previews of book pages without JavaScript: when the built store's index.html answers
 * `/book-detail/{id}` (or `/en/book-detail/{id}`), the page's <title> and its Open Graph tags
 * carry the book's Name, ShortDescription (else FullDescription as text) and cover, 357x510,
 * og:type books.book (SPEC.md §2), in the page's language. The cover, the page's largest
 * picture, is preloaded at the address the page shows it at (DefaultPictureModel.ImageUrl).
 */
import type { Queryable } from '../db/types.ts'
import { htmlToText } from '../db/search-text.ts'
import { inLanguage } from '../i18n/index.ts'
import { coverUrl, COVER_WIDTH } from '../modules/shared/pictures.ts'

/** The book id and language of a book page address, or null for other pages. */
export function bookPageOf(path: string): { bookId: number; lang: 'th' | 'en' } | null {
  const match = /^\/(en\/)?book-detail\/(\d{1,9})\/?$/u.exec(path)
  if (!match) return null
  return { bookId: Number(match[2]), lang: match[1] ? 'en' : 'th' }
}

/** Text made safe for HTML, in an element or a quoted attribute. */
export const escape = (text: string) => text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`)

/** A `<link rel="preload">` of an image the page shows at once, optionally for a media query. */
export function imagePreload(href: string, media?: string): string {
  const forMedia = media ? ` media="${escape(media)}"` : ''
  return `<link rel="preload" as="image" href="${escape(href)}"${forMedia} fetchpriority="high">`
}

/** The description a preview shows: the short one, else the full one as plain text, ≤ 200 chars. */
function previewText(short: string | null, full: string | null): string {
  const text = (short?.trim() || htmlToText(full ?? '')).replace(/\s+/gu, ' ').trim()
  return text.length > 200 ? `${text.slice(0, 197)}…` : text
}

/** What a book page's HTML says of the book before the app runs. */
export interface BookPreview {
  /** The head tags: title, description, Open Graph, the cover's preload. */
  tags: string
  /** The book's name in the page's language and its cover (as the page shows it), for its shell. */
  name: string
  cover: string
}

/** The preview of a book page, or null when there is no such published book. */
export async function bookPreview(
  db: Queryable,
  page: { bookId: number; lang: 'th' | 'en' },
  publicUrl: string,
  pageUrl: string,
): Promise<BookPreview | null> {
  const book = await db.queryOne<{
    name_th: string
    name_en: string | null
    short_description_th: string | null
    short_description_en: string | null
    full_description_th: string | null
    full_description_en: string | null
  }>(
    `SELECT name_th, name_en, short_description_th, short_description_en,
            full_description_th, full_description_en
       FROM books WHERE id = $1 AND published AND NOT deleted`,
    [page.bookId],
  )
  if (!book) return null
  const en = page.lang === 'en'
  const name = inLanguage(page.lang, book.name_th, book.name_en)
  const description = en
    ? previewText(
        book.short_description_en ?? book.short_description_th,
        book.full_description_en ?? book.full_description_th,
      )
    : previewText(book.short_description_th, book.full_description_th)
  // Relative, like the product details' ImageUrl: the page's <img> finds it already fetched.
  const cover = coverUrl(page.bookId, COVER_WIDTH)
  const image = new URL(cover, publicUrl).href
  const tags = [
    `<title>${escape(name)}</title>`,
    `<meta name="description" content="${escape(description)}">`,
    `<meta property="og:type" content="books.book">`,
    `<meta property="og:title" content="${escape(name)}">`,
    `<meta property="og:description" content="${escape(description)}">`,
    `<meta property="og:image" content="${escape(image)}">`,
    `<meta property="og:image:width" content="357">`,
    `<meta property="og:image:height" content="510">`,
    `<meta property="og:url" content="${escape(pageUrl)}">`,
    `<meta property="og:locale" content="${en ? 'en_US' : 'th_TH'}">`,
    `<meta name="twitter:card" content="summary">`,
    imagePreload(cover),
  ].join('\n    ')
  return { tags, name, cover }
}

/** index.html with `tags` added at the end of its <head>. */
export function withHeadTags(html: string, tags: string): string {
  return html.replace(/\n?[ \t]*<\/head>/u, `\n    ${tags}\n  </head>`)
}

/** index.html with the book's tags in place of its own <title> (and the html lang set). */
export function withPreviewTags(html: string, tags: string, lang: 'th' | 'en'): string {
  const withoutTitle = html.replace(/<title>[\s\S]*?<\/title>\s*/u, '')
  return withHeadTags(
    withoutTitle.replace(/<html([^>]*?)\slang="[^"]*"/u, `<html$1 lang="${lang}"`),
    tags,
  )
}
