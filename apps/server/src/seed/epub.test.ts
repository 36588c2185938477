import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import {
  buildEpub,
  epubFiles,
  estimatedEpubBytes,
  looksLikeEpub,
  makeEpubs,
  samplePart,
  SAMPLE_SHARE,
  type EpubBook,
} from './epub.ts'
import { CHARACTERS_PER_PAGE, type ProseChapter } from './prose.ts'

const thai: EpubBook = {
  id: 101,
  isbn: '9786169810017',
  title: 'ขุนช้างขุนแผน',
  authors: ['สุนทรภู่', 'ครูแจ้ง'],
  lang: 'th',
  publisher: 'สำนักพิมพ์เรือนไม้สัก',
  description: 'เสภาเรื่องยาวที่เล่าเรื่องรัก <ความแค้น> & ชะตากรรมของคนสามคน\n\nย่อหน้าที่สอง',
  year: 1800,
  publishedOn: '2024-05-01',
  pages: 120,
}
const english: EpubBook = {
  id: 202,
  isbn: '9781987610014',
  title: 'War & Peace',
  authors: ['Leo Tolstoy'],
  translators: ['Louise Maude', 'Aylmer Maude'],
  lang: 'en',
  publisher: 'Lanternfield "Classics"',
  description: "Napoleon's invasion of Russia, seen by five families.",
  year: 1869,
  pages: 90,
}

/** Entries of a zip in their order in the archive, with the compression method of each. */
function localEntries(zip: Uint8Array): { name: string; method: number; data: Uint8Array }[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  const entries: { name: string; method: number; data: Uint8Array }[] = []
  let offset = 0
  while (view.getUint32(offset, true) === 0x04034b50) {
    const method = view.getUint16(offset + 8, true)
    const size = view.getUint32(offset + 18, true)
    const nameLength = view.getUint16(offset + 26, true)
    const extraLength = view.getUint16(offset + 28, true)
    const name = strFromU8(zip.subarray(offset + 30, offset + 30 + nameLength))
    const start = offset + 30 + nameLength + extraLength
    entries.push({ name, method, data: zip.subarray(start, start + size) })
    offset = start + size
  }
  return entries
}

/**
 * A strict well-formedness check for the XML this module writes: one root, every tag closed
 * in order, attributes quoted, entities only the XML five or numeric.
 */
function assertWellFormed(xml: string): void {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '').replace(/^<!DOCTYPE html>\s*/, '')
  const stack: string[] = []
  let roots = 0
  const token =
    /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/gi
  for (const match of body.matchAll(token)) {
    if (match[0] === '<' || match[0] === '&') throw new Error(`stray ${match[0]} at ${match.index}`)
    const [, closing, name, , selfClosing] = match
    if (closing) {
      const open = stack.pop()
      if (open !== name) throw new Error(`</${name}> closes <${open}>`)
    } else if (!selfClosing) {
      if (stack.length === 0) roots++
      stack.push(name as string)
    } else if (stack.length === 0) roots++
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`)
  if (roots !== 1) throw new Error(`${roots} root elements`)
}

const unzipText = (zip: Uint8Array) =>
  Object.fromEntries(Object.entries(unzipSync(zip)).map(([path, data]) => [path, strFromU8(data)]))

/** The chapters' paragraphs of an unzipped EPUB, by chapter file. */
function chapterParagraphs(files: Record<string, string>): [string, string[]][] {
  return Object.entries(files)
    .filter(([path]) => /chapter-\d{3}\.xhtml$/.test(path))
    .map(([path, text]) => [path, [...text.matchAll(/<p>([^<]*)<\/p>/g)].map((m) => m[1]!)])
}

const textLength = (files: Record<string, string>) =>
  chapterParagraphs(files).reduce((sum, [, ps]) => sum + ps.join('').length, 0)

describe('buildEpub', () => {
  it('starts with the mimetype entry, stored and uncompressed, then the package files and chapters', () => {
    const entries = localEntries(buildEpub(thai, { sample: false }))
    expect(entries[0]?.name).toBe('mimetype')
    expect(entries[0]?.method).toBe(0)
    expect(strFromU8(entries[0]?.data as Uint8Array)).toBe('application/epub+zip')
    const names = entries.map((entry) => entry.name)
    expect(names.slice(0, 8)).toEqual([
      'mimetype',
      'META-INF/container.xml',
      'OEBPS/content.opf',
      'OEBPS/nav.xhtml',
      'OEBPS/toc.ncx',
      'OEBPS/style.css',
      'OEBPS/title.xhtml',
      'OEBPS/about.xhtml',
    ])
    const chapters = names.slice(8)
    expect(chapters.length).toBe(10)
    expect(chapters).toEqual(
      chapters.map((_, i) => `OEBPS/chapter-${String(i + 1).padStart(3, '0')}.xhtml`),
    )
  })

  it('points container.xml to the package document, whose manifest, spine, nav and NCX agree', () => {
    const files = unzipText(buildEpub(english, { sample: false }))
    const path = /full-path="([^"]+)"/.exec(files['META-INF/container.xml']!)?.[1]
    expect(path).toBe('OEBPS/content.opf')
    const opf = files[path!]!
    const hrefs = new Map<string, string>()
    for (const [, id, href] of opf.matchAll(/<item id="([^"]+)" href="([^"]+)"/g)) {
      hrefs.set(id!, href!)
      expect(files[`OEBPS/${href}`], href).toBeDefined()
    }
    const spine = [...opf.matchAll(/<itemref idref="([^"]+)"/g)].map((m) => hrefs.get(m[1]!))
    expect(spine.every((href) => href !== undefined)).toBe(true)
    expect(spine.slice(0, 2)).toEqual(['title.xhtml', 'about.xhtml'])
    // The table of contents lists every spine item, in order, in both the nav and the NCX.
    const nav = [...files['OEBPS/nav.xhtml']!.matchAll(/<a href="([^"]+)">/g)].map((m) => m[1])
    const ncx = [...files['OEBPS/toc.ncx']!.matchAll(/<content src="([^"]+)"/g)].map((m) => m[1])
    expect(nav).toEqual(spine)
    expect(ncx).toEqual(spine)
    expect(opf).toContain('properties="nav"')
    expect(opf).toContain('<spine toc="ncx">')
  })

  it('describes the book in the OPF metadata and marks its text as placeholder', () => {
    const files = unzipText(buildEpub(english, { sample: false }))
    const opf = files['OEBPS/content.opf']!
    expect(opf).toContain('<dc:identifier id="bookid">urn:isbn:9781987610014</dc:identifier>')
    expect(opf).toContain('<dc:title>War &amp; Peace</dc:title>')
    expect(opf).toContain('<dc:creator id="author1">Leo Tolstoy</dc:creator>')
    expect(opf).toContain('<dc:contributor id="translator2">Aylmer Maude</dc:contributor>')
    expect(opf).toContain('<dc:language>en</dc:language>')
    expect(opf).toContain('<dc:publisher>Lanternfield &quot;Classics&quot;</dc:publisher>')
    expect(opf).toMatch(/<meta property="dcterms:modified">2024-01-01T00:00:00Z<\/meta>/)
    expect(opf).toContain('prefix="ebookstore: urn:ebook-store:epub:"')
    expect(opf).toContain('<meta property="ebookstore:text">placeholder</meta>')
    expect(files['OEBPS/title.xhtml']).toContain('placeholder prose the store generated')
    expect(unzipText(buildEpub(thai, { sample: false }))['OEBPS/title.xhtml']).toContain(
      'ไม่ใช่ตัวบทของผลงานนี้',
    )
  })

  it('writes well-formed XML in every file, escaping the book text', () => {
    for (const book of [thai, english]) {
      for (const sample of [false, true]) {
        const files = unzipText(buildEpub(book, { sample }))
        for (const [path, text] of Object.entries(files)) {
          if (/\.(xhtml|opf|xml|ncx)$/.test(path))
            expect(() => assertWellFormed(text), path).not.toThrow()
        }
        if (book === thai)
          expect(files['OEBPS/about.xhtml']).toContain('&lt;ความแค้น&gt; &amp; ชะตากรรม')
      }
    }
    expect(() => assertWellFormed('<a><b></a></b>')).toThrow()
    expect(() => assertWellFormed('<p>a & b</p>')).toThrow()
  })

  it("carries text at the book's length: tens of chapters, about a page's characters a page", () => {
    const long = { ...english, pages: 480 }
    const files = unzipText(buildEpub(long, { sample: false }))
    const chapters = chapterParagraphs(files)
    expect(chapters.length).toBe(40)
    const length = textLength(files)
    expect(length).toBeGreaterThan(480 * CHARACTERS_PER_PAGE.en * 0.98)
    expect(length).toBeLessThan(480 * CHARACTERS_PER_PAGE.en * 1.05)
    expect(files['OEBPS/chapter-007.xhtml']).toMatch(
      /<h2>Chapter 7: The [A-Z][a-z]+ [A-Z][a-z]+<\/h2>/,
    )
  })

  it('writes Thai as Thai is written: Thai words, spaces only between sentences', () => {
    const files = unzipText(buildEpub(thai, { sample: false }))
    const paragraphs = chapterParagraphs(files).flatMap(([, ps]) => ps)
    expect(paragraphs.length).toBeGreaterThan(50)
    for (const paragraph of paragraphs.slice(0, 200)) {
      // Thai letters, the sentence's quotation marks, and a space between sentences only.
      expect(paragraph).toMatch(/^[\u0E00-\u0E7F“” ]+$/u)
      // (A quotation is followed by a space and who said it, as in Thai print.)
      for (const sentence of paragraph.replace(/” /gu, '”').split(' '))
        expect(sentence.length).toBeGreaterThan(8)
    }
    expect(files['OEBPS/chapter-001.xhtml']).toContain('<h2>บทที่ 1 ')
  })

  it('gives the same bytes for the same book and other text for another book', () => {
    const first = buildEpub(thai, { sample: true })
    expect(Buffer.from(buildEpub({ ...thai }, { sample: true })).equals(Buffer.from(first))).toBe(
      true,
    )
    const other = unzipText(buildEpub({ ...thai, id: 102 }, { sample: false }))
    expect(other['OEBPS/chapter-001.xhtml']).not.toBe(
      unzipText(buildEpub(thai, { sample: false }))['OEBPS/chapter-001.xhtml'],
    )
  })

  it('makes the same bytes without holding the event loop (makeEpubs)', async () => {
    const made = await makeEpubs(english, true)
    expect(Buffer.from(made.full).equals(Buffer.from(buildEpub(english, { sample: false })))).toBe(
      true,
    )
    expect(
      Buffer.from(made.sample!).equals(Buffer.from(buildEpub(english, { sample: true }))),
    ).toBe(true)
    expect((await makeEpubs(english, false)).sample).toBeNull()
  })

  it('estimates the size of a book it has not made within a quarter', () => {
    for (const book of [
      { ...english, pages: 300 },
      { ...thai, pages: 300 },
    ]) {
      const size = buildEpub(book, { sample: false }).length
      const estimate = estimatedEpubBytes(book.pages, book.lang)
      expect(Math.abs(estimate - size) / size, book.lang).toBeLessThan(0.25)
    }
  })
})

describe('the free sample', () => {
  it('is the first 5-10 % of the full text, from the same files with the same names', () => {
    for (const book of [thai, english, { ...english, pages: 1000 }]) {
      const full = unzipText(buildEpub(book, { sample: false }))
      const sample = unzipText(buildEpub(book, { sample: true }))
      const share = textLength(sample) / textLength(full)
      expect(share, `${book.lang} ${book.pages}`).toBeGreaterThanOrEqual(SAMPLE_SHARE.min)
      expect(share, `${book.lang} ${book.pages}`).toBeLessThanOrEqual(SAMPLE_SHARE.max)
      // Every chapter of the sample is the full book's, the last one possibly cut at a paragraph.
      const chapters = chapterParagraphs(sample)
      for (const [index, [path, paragraphs]] of chapters.entries()) {
        const whole = chapterParagraphs(full).find(([p]) => p === path)![1]
        if (index < chapters.length - 1) expect(paragraphs).toEqual(whole)
        else expect(whole.slice(0, paragraphs.length)).toEqual(paragraphs)
      }
    }
  })

  it('is titled as a free sample in the book language and keeps the spine order', () => {
    const sample = unzipText(buildEpub(thai, { sample: true }))
    expect(sample['OEBPS/content.opf']).toContain('<dc:title>ขุนช้างขุนแผน (ตัวอย่างฟรี)</dc:title>')
    expect(sample['OEBPS/content.opf']).toContain(
      '<meta property="ebookstore:edition">sample</meta>',
    )
    expect(sample['OEBPS/title.xhtml']).toContain('id="sample-note"')
    expect(unzipText(buildEpub(thai, { sample: false }))['OEBPS/title.xhtml']).not.toContain(
      'sample-note',
    )
    const spine = [...sample['OEBPS/content.opf']!.matchAll(/<itemref idref="([^"]+)"/g)]
    expect(spine.map((m) => m[1]).slice(0, 3)).toEqual(['titlepage', 'about', 'c1'])
  })

  it('cuts at a chapter boundary when whole chapters fit, else at a paragraph', () => {
    const chapter = (title: string, sizes: number[]): ProseChapter => ({
      title,
      paragraphs: sizes.map((size, i) => `${title}${i}`.padEnd(size, '.')),
    })
    // Twenty chapters of 5 % each: the first whole chapter is enough.
    const even = Array.from({ length: 20 }, (_, i) => chapter(`c${i}`, [50, 50]))
    expect(samplePart(even)).toEqual([even[0]])
    // Three chapters of a third each: the first chapter's first paragraphs up to 7.5 % (8.3 %).
    const long = Array.from({ length: 3 }, (_, i) => chapter(`c${i}`, Array(20).fill(50)))
    const part = samplePart(long)
    expect(part).toHaveLength(1)
    expect(part[0]!.paragraphs).toEqual(long[0]!.paragraphs.slice(0, 5))
    // A first paragraph longer than the maximum is still taken whole.
    expect(samplePart([chapter('a', [900, 50]), chapter('b', [50])])[0]!.paragraphs).toHaveLength(1)
  })
})

describe('looksLikeEpub', () => {
  it('knows an EPUB container from other bytes', () => {
    expect(looksLikeEpub(buildEpub(english, { sample: true }))).toBe(true)
    expect(
      looksLikeEpub(new TextEncoder().encode('PK\u0003\u0004not an epub at all, really')),
    ).toBe(false)
    expect(looksLikeEpub(buildEpub(english, { sample: true }).slice(0, 40))).toBe(false)
    expect(looksLikeEpub(new Uint8Array(0))).toBe(false)
  })
})

describe('epubFiles', () => {
  it('writes the chapters it is given', () => {
    const files = epubFiles(english, [{ title: 'Only', paragraphs: ['One & two.'] }], {
      sample: false,
    })
    expect(files.map(([path]) => path)).toContain('OEBPS/chapter-001.xhtml')
    expect(files.find(([path]) => path === 'OEBPS/chapter-001.xhtml')![1]).toContain(
      '<p>One &amp; two.</p>',
    )
  })
})
