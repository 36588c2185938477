import { strToU8, zipSync, type Zippable } from 'fflate'

/**
 * Small EPUB 3 files made in memory, for the reader's tests and its benchmark: a package with
 * `chapters` chapters of `paragraphs` paragraphs each, a navigation document and the reading
 * order, in Thai or English. Deterministic: the same options make the same book.
 */
export type FixtureOptions = {
  /** The book's language, 'en' by default. */
  language?: 'th' | 'en'
  /** How many chapters, 3 by default. */
  chapters?: number
  /** Paragraphs in each chapter, 12 by default. */
  paragraphs?: number
  /** The book's title, 'A Test Book' / 'หนังสือทดสอบ' by default. */
  title?: string
}

const WORDS = {
  en: 'the river ran quietly past the old mill while lanterns swayed in the evening wind and children counted boats drifting toward the sea under a pale moon where fishermen mended nets beside stone walls of a harbour town whose bells rang slowly for travellers arriving late with letters from distant cities'.split(
    ' ',
  ),
  th: 'แม่น้ำ ไหล ผ่าน โรงสี เก่า อย่าง เงียบ สงบ ขณะที่ โคมไฟ แกว่ง ไกว ใน ลม ยาม เย็น และ เด็ก ๆ นับ เรือ ที่ ลอย ไป สู่ ทะเล ใต้ แสง จันทร์ ชาวประมง ซ่อม แห อยู่ ริม กำแพง หิน ของ เมือง ท่า ระฆัง ดัง ช้า ๆ ต้อนรับ ผู้ เดินทาง มา ถึง ดึก พร้อม จดหมาย จาก แดน ไกล'.split(
    ' ',
  ),
}

/** The title of chapter `n` (from 1) as the fixture writes it. */
export function fixtureChapterTitle(n: number, language: 'th' | 'en' = 'en'): string {
  return language === 'th' ? `บทที่ ${n}` : `Chapter ${n}`
}

/**
 * A paragraph of `count` words picked by a small seeded generator: the same for the same seed,
 * and varied enough to compress as prose does. Thai has no spaces between words.
 */
function paragraph(seed: number, count: number, language: 'th' | 'en'): string {
  const words = WORDS[language]
  let state = (seed * 2654435761) >>> 0
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    out.push(words[state % words.length]!)
  }
  return language === 'th' ? out.join('') : `${out.join(' ')}.`
}

const xhtml = (language: string, title: string, body: string) =>
  `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${language}" lang="${language}">
<head><title>${title}</title><link rel="stylesheet" type="text/css" href="style.css"/></head>
<body>${body}</body>
</html>`

/** An EPUB 3 file (`application/epub+zip`) made from the options. */
export function makeFixtureEpub(options: FixtureOptions = {}): Uint8Array {
  const language = options.language ?? 'en'
  const chapters = options.chapters ?? 3
  const paragraphs = options.paragraphs ?? 12
  const title = options.title ?? (language === 'th' ? 'หนังสือทดสอบ' : 'A Test Book')
  const files: Zippable = {
    // The first entry, stored: what readers check to know an EPUB.
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(`<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`),
    'OEBPS/style.css': strToU8('body { margin: 0 1em; } h1 { text-align: center; }'),
  }
  const items: string[] = []
  const spine: string[] = []
  const nav: string[] = []
  for (let n = 1; n <= chapters; n++) {
    const heading = fixtureChapterTitle(n, language)
    const body = [`<section epub:type="chapter" id="c${n}"><h1>${heading}</h1>`]
    for (let p = 0; p < paragraphs; p++)
      body.push(`<p>${paragraph(n * 1000 + p, 40 + ((n + p) % 5) * 10, language)}</p>`)
    body.push('</section>')
    files[`OEBPS/chapter-${n}.xhtml`] = strToU8(xhtml(language, heading, body.join('\n')))
    items.push(`<item id="c${n}" href="chapter-${n}.xhtml" media-type="application/xhtml+xml"/>`)
    spine.push(`<itemref idref="c${n}"/>`)
    nav.push(`<li><a href="chapter-${n}.xhtml">${heading}</a></li>`)
  }
  files['OEBPS/nav.xhtml'] = strToU8(
    xhtml(
      language,
      title,
      `<nav epub:type="toc" id="toc"><h1>${title}</h1><ol>${nav.join('')}</ol></nav>`,
    ),
  )
  files['OEBPS/content.opf'] = strToU8(`<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id" xml:lang="${language}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="id">urn:uuid:00000000-0000-4000-8000-${String(chapters * 1000 + paragraphs).padStart(12, '0')}</dc:identifier>
<dc:title>${title}</dc:title>
<dc:language>${language}</dc:language>
<meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="css" href="style.css" media-type="text/css"/>
${items.join('\n')}
</manifest>
<spine>${spine.join('')}</spine>
</package>`)
  return zipSync(files, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') })
}

/** `makeFixtureEpub` as a Blob of the EPUB type, as the API hands the reader a book. */
export function fixtureEpubBlob(options?: FixtureOptions): Blob {
  return new Blob([makeFixtureEpub(options) as BlobPart], { type: 'application/epub+zip' })
}
