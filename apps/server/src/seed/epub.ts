/**
 * Downloadable e-book files: a real EPUB 3 (zip by fflate) with a title page and a chapter
 * carrying the book's description, or for a sample the same with a free-sample note.
 *
 * Every file is an EPUB, also for books whose catalogue format says PDF: a PDF that shows Thai
 * needs an embedded font with Thai shaping (vowel and tone-mark placement), which no
 * dependency here provides; EPUB readers shape Thai themselves. The catalogue should mark
 * every book EPUB. Output is deterministic (fixed zip times, dates from the book), so the
 * size computed at seed time is the size served.
 */
import { strToU8, zipSync, type Zippable } from 'fflate'
import type { BookInput, Lang } from './types.ts'
import { escapeXml, isbn13, joinNames } from './util.ts'

/** What an EPUB carries. */
export interface EpubBook {
  /** ISBN-13, digits only. */
  isbn: string
  title: string
  authors: string[]
  translators?: string[]
  lang: Lang
  publisher: string
  /** Plain text; blank lines separate paragraphs. */
  description: string
  /** Extra HTML for the chapter (trusted: written by the seed, not by customers). */
  summaryHtml?: string
  /** Year the work first appeared, for the title page. */
  year?: number | null
  /** YYYY-MM-DD of the edition, which becomes dcterms:modified; 2024-01-01 when absent. */
  publishedOn?: string | null
}

/** Options of buildEpub(). */
export interface EpubOptions {
  /** A free sample: adds the sample note and marks the title. */
  sample: boolean
}

/** The EPUB media type. */
export const EPUB_MEDIA_TYPE = 'application/epub+zip'

const texts = {
  th: {
    sample: 'ตัวอย่างฟรี',
    sampleNote: 'นี่คือตัวอย่างฟรีของหนังสือเล่มนี้ ซื้อฉบับเต็มได้ที่ร้านเพื่ออ่านทั้งเล่มบนทุกอุปกรณ์ของคุณ',
    by: 'เขียนโดย',
    translatedBy: 'แปลโดย',
    first: 'พิมพ์ครั้งแรก',
    contents: 'สารบัญ',
    titlePage: 'หน้าปกใน',
    about: 'เกี่ยวกับหนังสือเล่มนี้',
    isbn: 'ISBN',
  },
  en: {
    sample: 'Free sample',
    sampleNote:
      'This is a free sample of this book. Buy the full edition in the store to read all of it on any of your devices.',
    by: 'By',
    translatedBy: 'Translated by',
    first: 'First published',
    contents: 'Contents',
    titlePage: 'Title page',
    about: 'About this book',
    isbn: 'ISBN',
  },
} as const

/** A year as people write it: BCE years negative in the data. */
function yearText(year: number, lang: Lang): string {
  if (year < 0) return lang === 'th' ? `${-year} ปีก่อนคริสตกาล` : `${-year} BCE`
  return String(year)
}

function xhtml(lang: Lang, title: string, body: string, epubType = false): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml"${epubType ? ' xmlns:epub="http://www.idpf.org/2007/ops"' : ''} xml:lang="${lang}" lang="${lang}">
<head>
<meta charset="UTF-8"/>
<title>${escapeXml(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
${body}
</body>
</html>
`
}

const css = `body { font-family: "Sarabun", "Anuphan", "Noto Sans Thai", serif; line-height: 1.7; margin: 5%; }
h1 { font-size: 1.8em; line-height: 1.3; margin: 2em 0 0.5em; text-align: center; }
h2 { font-size: 1.3em; margin: 1.5em 0 0.75em; }
p { margin: 0 0 0.9em; }
.credits { text-align: center; font-size: 1.1em; }
.meta { text-align: center; font-size: 0.9em; color: #555; }
.sample { border: 1px solid #888; padding: 0.75em 1em; margin: 1.5em 0; font-style: italic; }
nav ol { list-style: none; padding: 0; }
`

/** Plain text as paragraphs: blank lines split them, single newlines become spaces. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part.length > 0)
    .map((part) => `<p>${escapeXml(part)}</p>`)
    .join('\n')
}

/** The files of the EPUB by path, in zip order (mimetype first). */
export function epubFiles(book: EpubBook, options: EpubOptions): [path: string, text: string][] {
  const t = texts[book.lang]
  const title = options.sample ? `${book.title} (${t.sample})` : book.title
  const modified = `${book.publishedOn ?? '2024-01-01'}T00:00:00Z`
  const id = `urn:isbn:${book.isbn}`
  const translators = book.translators ?? []

  const creators = book.authors
    .map(
      (name, i) =>
        `<dc:creator id="author${i + 1}">${escapeXml(name)}</dc:creator>\n<meta refines="#author${i + 1}" property="role" scheme="marc:relators">aut</meta>`,
    )
    .join('\n')
  const contributors = translators
    .map(
      (name, i) =>
        `<dc:contributor id="translator${i + 1}">${escapeXml(name)}</dc:contributor>\n<meta refines="#translator${i + 1}" property="role" scheme="marc:relators">trl</meta>`,
    )
    .join('\n')
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="bookid" xml:lang="${book.lang}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="bookid">${id}</dc:identifier>
<dc:title>${escapeXml(title)}</dc:title>
${creators}
${contributors}
<dc:language>${book.lang}</dc:language>
<dc:publisher>${escapeXml(book.publisher)}</dc:publisher>
<dc:description>${escapeXml(book.description.replace(/\s+/g, ' ').trim())}</dc:description>
<meta property="dcterms:modified">${modified}</meta>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="titlepage" href="title.xhtml" media-type="application/xhtml+xml"/>
<item id="chapter1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
<item id="css" href="style.css" media-type="text/css"/>
</manifest>
<spine>
<itemref idref="titlepage"/>
<itemref idref="chapter1"/>
</spine>
</package>
`
  const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`
  const nav = xhtml(
    book.lang,
    t.contents,
    `<nav epub:type="toc" id="toc">
<h1>${escapeXml(t.contents)}</h1>
<ol>
<li><a href="title.xhtml">${escapeXml(t.titlePage)}</a></li>
<li><a href="chapter1.xhtml">${escapeXml(t.about)}</a></li>
</ol>
</nav>`,
    true,
  )
  const credits = [
    book.authors.length > 0
      ? `<p class="credits">${escapeXml(t.by)} ${escapeXml(joinNames(book.authors, book.lang))}</p>`
      : '',
    translators.length > 0
      ? `<p class="credits">${escapeXml(t.translatedBy)} ${escapeXml(joinNames(translators, book.lang))}</p>`
      : '',
  ].join('\n')
  const meta = [
    book.year != null ? `${t.first} ${yearText(book.year, book.lang)}` : null,
    book.publisher,
    `${t.isbn} ${book.isbn}`,
  ]
    .filter((line): line is string => line !== null)
    .map((line) => `<p class="meta">${escapeXml(line)}</p>`)
    .join('\n')
  const titlePage = xhtml(
    book.lang,
    title,
    `<h1>${escapeXml(book.title)}</h1>\n${credits}\n${meta}`,
  )
  const sampleNote = options.sample
    ? `<p class="sample" id="sample-note">${escapeXml(t.sampleNote)}</p>`
    : ''
  const chapter = xhtml(
    book.lang,
    t.about,
    `<h2>${escapeXml(t.about)}</h2>\n${sampleNote}\n${paragraphs(book.description)}\n${book.summaryHtml ?? ''}`,
  )
  return [
    ['mimetype', EPUB_MEDIA_TYPE],
    ['META-INF/container.xml', container],
    ['OEBPS/content.opf', opf],
    ['OEBPS/nav.xhtml', nav],
    ['OEBPS/title.xhtml', titlePage],
    ['OEBPS/chapter1.xhtml', chapter],
    ['OEBPS/style.css', css],
  ]
}

/** A fixed zip time, so the same book gives the same bytes. */
const ZIP_TIME = new Date(Date.UTC(2024, 0, 1))

/** The EPUB 3 file of a book, or of its free sample. */
export function buildEpub(book: EpubBook, options: EpubOptions): Uint8Array {
  const zippable: Zippable = {}
  for (const [path, text] of epubFiles(book, options)) {
    // The OCF rule: mimetype first and stored, so readers can sniff the type at offset 38.
    zippable[path] = [strToU8(text), { level: path === 'mimetype' ? 0 : 9, mtime: ZIP_TIME }]
  }
  return zipSync(zippable)
}

/** The downloadable file of a book as the server serves it. */
export interface BookFile {
  bytes: Uint8Array
  contentType: string
  fileName: string
}

/**
 * The file of a book in the shape the server keeps (its own language). Always an EPUB (see the
 * module note on PDF).
 */
export function buildBookFile(book: BookInput, options: EpubOptions): BookFile {
  const lang = book.language
  const bytes = buildEpub(
    {
      isbn: book.isbn ?? isbn13(`979${String(book.id % 1e9).padStart(9, '0')}`),
      title: book.title[lang],
      authors: book.authors.map((name) => name[lang]),
      translators: (book.translators ?? []).map((name) => name[lang]),
      lang,
      publisher: book.publisher?.[lang] ?? '',
      description: book.description?.[lang] ?? '',
      publishedOn: book.publishedOn ?? null,
    },
    options,
  )
  const slug = book.isbn ?? `book-${book.id}`
  return {
    bytes,
    contentType: EPUB_MEDIA_TYPE,
    fileName: options.sample ? `${slug}-sample.epub` : `${slug}.epub`,
  }
}
