/**
 * The store's e-book files: real EPUB 3 (zip by fflate, the `mimetype` entry first and stored)
 * with a title page, the book's description, tens of chapters of text at the book's length, an
 * EPUB 3 navigation document and an NCX table of contents for older readers.
 *
 * The text is placeholder prose (prose.ts), said so on the title page and in the package
 * metadata (`ebookstore:text` = `placeholder`). A free sample is made from the same book: its
 * first 5-10 %, cut at a chapter or paragraph boundary (samplePart). It keeps the full book's
 * file names and spine order, so a place (an EPUB CFI) in the sample is the same place in the
 * full book.
 *
 * Every file is an EPUB, also for books whose catalogue format says PDF: a PDF that shows Thai
 * needs an embedded font with Thai shaping, which no dependency here provides; EPUB readers
 * shape Thai themselves. Output is deterministic (fixed zip times, dates from the book).
 */
import { strToU8, zip, zipSync, type Zippable } from 'fflate'
import { placeholderChapters, type ProseChapter } from './prose.ts'
import type { Lang } from './types.ts'
import { escapeXml, joinNames } from './util.ts'

/** What an EPUB carries. */
export interface EpubBook {
  /** The book's id in the store: seeds its placeholder text. */
  id: number
  /** ISBN-13, digits only. */
  isbn: string
  title: string
  authors: string[]
  translators?: string[]
  lang: Lang
  publisher: string
  /** Plain text; blank lines separate paragraphs. */
  description: string
  /** Printed pages of the book, which set the text's length (200 when unknown). */
  pages: number | null
  /** Year the work first appeared, for the title page. */
  year?: number | null
  /** YYYY-MM-DD of the edition, which becomes dcterms:modified; 2024-01-01 when absent. */
  publishedOn?: string | null
}

/** Options of buildEpub(). */
export interface EpubOptions {
  /** The free sample: the first part of the book (samplePart) instead of all of it. */
  sample: boolean
}

/** The EPUB media type. */
export const EPUB_MEDIA_TYPE = 'application/epub+zip'

/** Pages assumed for a book whose page count is unknown. */
const DEFAULT_PAGES = 200

/** The share of the book's text a sample carries: at least the first, at most the second. */
export const SAMPLE_SHARE = { min: 0.05, max: 0.1 } as const

const texts = {
  th: {
    sample: 'ตัวอย่างฟรี',
    sampleNote: 'ตัวอย่างฟรี: ส่วนต้นของหนังสือเล่มนี้ ซื้อฉบับเต็มที่ร้านเพื่ออ่านทั้งเล่ม',
    placeholder:
      'เนื้อหาในไฟล์นี้เป็นข้อความที่ร้านสร้างขึ้นแทนตัวบทจริงเพื่อการสาธิต มีความยาวเท่ากับหนังสือจริง แต่ไม่ใช่ตัวบทของผลงานนี้',
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
      'Free sample: the opening of this book. Buy the full edition in the store to read all of it.',
    placeholder:
      'The text of this file is placeholder prose the store generated in place of the work, at the length of the real book; it is not the text of this work.',
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

const css = `body { line-height: 1.7; margin: 0 5%; }
h1 { font-size: 1.8em; line-height: 1.3; margin: 2em 0 0.5em; text-align: center; }
h2 { font-size: 1.3em; line-height: 1.4; margin: 1.5em 0 1em; }
p { margin: 0 0 0.9em; }
.credits { text-align: center; font-size: 1.1em; }
.meta { text-align: center; font-size: 0.9em; }
.note { border: 1px solid; padding: 0.75em 1em; margin: 1.5em 0; font-style: italic; }
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

/** The chapters of a book's text, one at a time: its placeholder prose at its length. */
export function bookChapters(
  book: Pick<EpubBook, 'id' | 'lang' | 'pages'>,
): Iterable<ProseChapter> {
  return placeholderChapters(book.lang, book.id, book.pages ?? DEFAULT_PAGES)
}

const chapterLength = (chapter: ProseChapter) =>
  chapter.paragraphs.reduce((sum, paragraph) => sum + paragraph.length, 0)

/**
 * A sample's part of the chapters: whole chapters while they stay within SAMPLE_SHARE.max of
 * the text; when they come to less than SAMPLE_SHARE.min, the next chapter's first paragraphs
 * up to about the middle of the range (a paragraph boundary, never past the maximum unless a
 * single paragraph is that long). At least one paragraph.
 */
export function samplePart(chapters: readonly ProseChapter[]): ProseChapter[] {
  const total = chapters.reduce((sum, chapter) => sum + chapterLength(chapter), 0)
  const part: ProseChapter[] = []
  let taken = 0
  for (const chapter of chapters) {
    const length = chapterLength(chapter)
    if (taken + length <= total * SAMPLE_SHARE.max) {
      part.push(chapter)
      taken += length
      if (taken >= total * SAMPLE_SHARE.min) return part
      continue
    }
    const target = total * ((SAMPLE_SHARE.min + SAMPLE_SHARE.max) / 2)
    const kept: string[] = []
    for (const paragraph of chapter.paragraphs) {
      if (kept.length > 0 && taken + paragraph.length > total * SAMPLE_SHARE.max) break
      kept.push(paragraph)
      taken += paragraph.length
      if (taken >= target) break
    }
    part.push({ title: chapter.title, paragraphs: kept })
    return part
  }
  return part
}

/** The file name of chapter `index` (0-based) inside OEBPS/. */
const chapterFile = (index: number) => `chapter-${String(index + 1).padStart(3, '0')}.xhtml`

/**
 * The files of the EPUB by path, in zip order (mimetype first), of the book's `chapters` (all
 * of them: a sample takes its part itself).
 */
export function epubFiles(
  book: EpubBook,
  all: readonly ProseChapter[],
  options: EpubOptions,
): [path: string, text: string][] {
  const t = texts[book.lang]
  const title = options.sample ? `${book.title} (${t.sample})` : book.title
  const modified = `${book.publishedOn ?? '2024-01-01'}T00:00:00Z`
  const id = `urn:isbn:${book.isbn}`
  const translators = book.translators ?? []
  const chapters = options.sample ? samplePart(all) : all

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
  const chapterItems = chapters
    .map(
      (_, i) =>
        `<item id="c${i + 1}" href="${chapterFile(i)}" media-type="application/xhtml+xml"/>`,
    )
    .join('\n')
  const chapterRefs = chapters.map((_, i) => `<itemref idref="c${i + 1}"/>`).join('\n')
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="bookid" xml:lang="${book.lang}" prefix="ebookstore: urn:ebook-store:epub:">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="bookid">${id}</dc:identifier>
<dc:title>${escapeXml(title)}</dc:title>
${creators}
${contributors}
<dc:language>${book.lang}</dc:language>
<dc:publisher>${escapeXml(book.publisher)}</dc:publisher>
<dc:description>${escapeXml(book.description.replace(/\s+/g, ' ').trim())}</dc:description>
<meta property="dcterms:modified">${modified}</meta>
<meta property="ebookstore:text">placeholder</meta>
<meta property="ebookstore:edition">${options.sample ? 'sample' : 'full'}</meta>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
<item id="css" href="style.css" media-type="text/css"/>
<item id="titlepage" href="title.xhtml" media-type="application/xhtml+xml"/>
<item id="about" href="about.xhtml" media-type="application/xhtml+xml"/>
${chapterItems}
</manifest>
<spine toc="ncx">
<itemref idref="titlepage"/>
<itemref idref="about"/>
${chapterRefs}
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
  const contents: [href: string, label: string][] = [
    ['title.xhtml', t.titlePage],
    ['about.xhtml', t.about],
    ...chapters.map((chapter, i): [string, string] => [chapterFile(i), chapter.title]),
  ]
  const nav = xhtml(
    book.lang,
    t.contents,
    `<nav epub:type="toc" id="toc">
<h1>${escapeXml(t.contents)}</h1>
<ol>
${contents.map(([href, label]) => `<li><a href="${href}">${escapeXml(label)}</a></li>`).join('\n')}
</ol>
</nav>`,
    true,
  )
  const ncx = `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1" xml:lang="${book.lang}">
<head>
<meta name="dtb:uid" content="${id}"/>
<meta name="dtb:depth" content="1"/>
<meta name="dtb:totalPageCount" content="0"/>
<meta name="dtb:maxPageNumber" content="0"/>
</head>
<docTitle><text>${escapeXml(title)}</text></docTitle>
<navMap>
${contents
  .map(
    ([href, label], i) =>
      `<navPoint id="p${i + 1}" playOrder="${i + 1}"><navLabel><text>${escapeXml(label)}</text></navLabel><content src="${href}"/></navPoint>`,
  )
  .join('\n')}
</navMap>
</ncx>
`
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
    .filter((line): line is string => line !== null && line !== '')
    .map((line) => `<p class="meta">${escapeXml(line)}</p>`)
    .join('\n')
  const sampleNote = options.sample
    ? `<p class="note" id="sample-note">${escapeXml(t.sampleNote)}</p>\n`
    : ''
  const titlePage = xhtml(
    book.lang,
    title,
    `<h1>${escapeXml(book.title)}</h1>\n${credits}\n${meta}\n${sampleNote}<p class="note" id="placeholder-note">${escapeXml(t.placeholder)}</p>`,
  )
  const about = xhtml(
    book.lang,
    t.about,
    `<h2>${escapeXml(t.about)}</h2>\n${paragraphs(book.description)}`,
  )
  const chapterPages = chapters.map((chapter, i): [string, string] => [
    `OEBPS/${chapterFile(i)}`,
    xhtml(
      book.lang,
      chapter.title,
      `<section epub:type="chapter" id="chapter-${i + 1}">
<h2>${escapeXml(chapter.title)}</h2>
${chapter.paragraphs.map((paragraph) => `<p>${escapeXml(paragraph)}</p>`).join('\n')}
</section>`,
      true,
    ),
  ])
  return [
    ['mimetype', EPUB_MEDIA_TYPE],
    ['META-INF/container.xml', container],
    ['OEBPS/content.opf', opf],
    ['OEBPS/nav.xhtml', nav],
    ['OEBPS/toc.ncx', ncx],
    ['OEBPS/style.css', css],
    ['OEBPS/title.xhtml', titlePage],
    ['OEBPS/about.xhtml', about],
    ...chapterPages,
  ]
}

/** A fixed zip time, so the same book gives the same bytes. */
const ZIP_TIME = new Date(Date.UTC(2024, 0, 1))

function zippable(files: [path: string, text: string][]): Zippable {
  const entries: Zippable = {}
  for (const [path, text] of files) {
    // The OCF rule: mimetype first and stored, so readers can sniff the type at offset 38. The
    // rest at deflate level 1: a file is made while its first reader waits, and level 1 takes a
    // third of level 6's time for a fifth more bytes.
    entries[path] = [strToU8(text), { level: path === 'mimetype' ? 0 : 1, mtime: ZIP_TIME }]
  }
  return entries
}

/** The EPUB 3 file of a book, or of its free sample. */
export function buildEpub(book: EpubBook, options: EpubOptions): Uint8Array {
  return zipSync(zippable(epubFiles(book, [...bookChapters(book)], options)))
}

/**
 * The EPUB of a book and, when asked, of its sample, the same bytes as buildEpub's, made
 * without holding the event loop: the text a chapter at a time between other work, the zips
 * compressed by fflate's workers.
 */
export async function makeEpubs(
  book: EpubBook,
  withSample: boolean,
): Promise<{ full: Uint8Array; sample: Uint8Array | null }> {
  const chapters: ProseChapter[] = []
  for (const chapter of bookChapters(book)) {
    chapters.push(chapter)
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
  const zipped = (options: EpubOptions) =>
    new Promise<Uint8Array>((resolve, reject) =>
      zip(zippable(epubFiles(book, chapters, options)), (error, bytes) =>
        error ? reject(error) : resolve(bytes),
      ),
    )
  const [full, sample] = await Promise.all([
    zipped({ sample: false }),
    withSample ? zipped({ sample: true }) : null,
  ])
  return { full, sample }
}

/** Whether bytes are an EPUB container: a zip whose first entry is the stored `mimetype`. */
export function looksLikeEpub(bytes: Uint8Array): boolean {
  const signature = strToU8(`mimetype${EPUB_MEDIA_TYPE}`)
  if (bytes.length < 30 + signature.length) return false
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 3 || bytes[3] !== 4) return false
  return signature.every((byte, i) => bytes[30 + i] === byte)
}

/** The file name of a book's EPUB or sample (the ISBN, else the book id). */
export function epubFileName(book: { id: number; isbn: string | null }, sample: boolean): string {
  const slug = book.isbn ?? `book-${book.id}`
  return sample ? `${slug}-sample.epub` : `${slug}.epub`
}

/**
 * About how many bytes a book's EPUB has before it is made (the catalogue shows it until the
 * file exists): bytes per printed page of zipped placeholder text, measured on buildEpub's
 * output, plus the fixed parts.
 */
export function estimatedEpubBytes(pages: number | null, lang: Lang): number {
  return 6000 + (pages ?? DEFAULT_PAGES) * ZIPPED_BYTES_PER_PAGE[lang]
}

const ZIPPED_BYTES_PER_PAGE: Record<Lang, number> = { en: 560, th: 730 }
