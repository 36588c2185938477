import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { buildBookFile, buildEpub, type EpubBook } from './epub.ts'

const thai: EpubBook = {
  isbn: '9786169810017',
  title: 'ขุนช้างขุนแผน',
  authors: ['สุนทรภู่', 'ครูแจ้ง'],
  lang: 'th',
  publisher: 'สำนักพิมพ์เรือนไม้สัก',
  description: 'เสภาเรื่องยาวที่เล่าเรื่องรัก <ความแค้น> & ชะตากรรมของคนสามคน\n\nย่อหน้าที่สอง',
  year: 1800,
  publishedOn: '2024-05-01',
}
const english: EpubBook = {
  isbn: '9781987610014',
  title: 'War & Peace',
  authors: ['Leo Tolstoy'],
  translators: ['Louise Maude', 'Aylmer Maude'],
  lang: 'en',
  publisher: 'Lanternfield "Classics"',
  description: "Napoleon's invasion of Russia, seen by five families.",
  summaryHtml: '<p>First published in <em>1869</em>.</p>',
  year: 1869,
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

describe('buildEpub', () => {
  it('starts with the mimetype entry, stored and uncompressed', () => {
    const entries = localEntries(buildEpub(thai, { sample: false }))
    expect(entries[0]?.name).toBe('mimetype')
    expect(entries[0]?.method).toBe(0)
    expect(strFromU8(entries[0]?.data as Uint8Array)).toBe('application/epub+zip')
    expect(entries.map((entry) => entry.name)).toEqual([
      'mimetype',
      'META-INF/container.xml',
      'OEBPS/content.opf',
      'OEBPS/nav.xhtml',
      'OEBPS/title.xhtml',
      'OEBPS/chapter1.xhtml',
      'OEBPS/style.css',
    ])
  })

  it('points container.xml to the package document', () => {
    const files = unzipSync(buildEpub(english, { sample: false }))
    const container = strFromU8(files['META-INF/container.xml'] as Uint8Array)
    const path = /full-path="([^"]+)"/.exec(container)?.[1]
    expect(path).toBe('OEBPS/content.opf')
    expect(files[path as string]).toBeDefined()
  })

  it('describes the book in the OPF metadata', () => {
    const files = unzipSync(buildEpub(english, { sample: false }))
    const opf = strFromU8(files['OEBPS/content.opf'] as Uint8Array)
    expect(opf).toContain('<dc:identifier id="bookid">urn:isbn:9781987610014</dc:identifier>')
    expect(opf).toContain('<dc:title>War &amp; Peace</dc:title>')
    expect(opf).toContain('<dc:creator id="author1">Leo Tolstoy</dc:creator>')
    expect(opf).toContain('<dc:contributor id="translator2">Aylmer Maude</dc:contributor>')
    expect(opf).toContain(
      '<meta refines="#translator1" property="role" scheme="marc:relators">trl</meta>',
    )
    expect(opf).toContain('<dc:language>en</dc:language>')
    expect(opf).toContain('<dc:publisher>Lanternfield &quot;Classics&quot;</dc:publisher>')
    expect(opf).toMatch(/<meta property="dcterms:modified">\d{4}-\d\d-\d\dT00:00:00Z<\/meta>/)
    // Every manifest item exists in the zip, and the spine only names manifest items.
    const ids = new Set<string>()
    for (const [, id, href] of opf.matchAll(/<item id="([^"]+)" href="([^"]+)"/g)) {
      ids.add(id as string)
      expect(files[`OEBPS/${href}`]).toBeDefined()
    }
    for (const [, idref] of opf.matchAll(/<itemref idref="([^"]+)"/g))
      expect(ids.has(idref as string)).toBe(true)
    expect(opf).toContain('properties="nav"')
  })

  it('writes well-formed XML in every file, escaping the book text', () => {
    for (const book of [thai, english]) {
      for (const sample of [false, true]) {
        const files = unzipSync(buildEpub(book, { sample }))
        for (const [path, data] of Object.entries(files)) {
          if (/\.(xhtml|opf|xml)$/.test(path))
            expect(() => assertWellFormed(strFromU8(data)), path).not.toThrow()
        }
        const chapter = strFromU8(files['OEBPS/chapter1.xhtml'] as Uint8Array)
        if (book === thai) expect(chapter).toContain('&lt;ความแค้น&gt; &amp; ชะตากรรม')
      }
    }
    expect(() => assertWellFormed('<a><b></a></b>')).toThrow()
    expect(() => assertWellFormed('<p>a & b</p>')).toThrow()
  })

  it('adds the free-sample note in the book language only to samples', () => {
    const read = (book: EpubBook, sample: boolean) =>
      strFromU8(unzipSync(buildEpub(book, { sample }))['OEBPS/chapter1.xhtml'] as Uint8Array)
    expect(read(thai, true)).toContain('นี่คือตัวอย่างฟรีของหนังสือเล่มนี้')
    expect(read(english, true)).toContain('This is a free sample of this book.')
    expect(read(thai, false)).not.toContain('sample-note')
    expect(read(english, false)).not.toContain('sample-note')
  })

  it('gives the same bytes for the same book', () => {
    const first = buildEpub(thai, { sample: true })
    expect(Buffer.from(buildEpub({ ...thai }, { sample: true })).equals(Buffer.from(first))).toBe(
      true,
    )
  })
})

describe('buildBookFile', () => {
  it('packages a book in its own language as an EPUB', () => {
    const file = buildBookFile(
      {
        id: 12,
        language: 'th',
        title: { th: 'พระอภัยมณี', en: 'Phra Aphai Mani' },
        authors: [{ th: 'สุนทรภู่', en: 'Sunthorn Phu' }],
        publisher: { th: 'สำนักพิมพ์ลายสือ', en: 'Lai Sue Editions' },
        isbn: '9786169830015',
        description: { th: 'นิทานคำกลอน', en: 'A verse tale' },
        publishedOn: '2024-02-02',
      },
      { sample: true },
    )
    expect(file.contentType).toBe('application/epub+zip')
    expect(file.fileName).toBe('9786169830015-sample.epub')
    const opf = strFromU8(unzipSync(file.bytes)['OEBPS/content.opf'] as Uint8Array)
    expect(opf).toContain('<dc:title>พระอภัยมณี (ตัวอย่างฟรี)</dc:title>')
    expect(opf).toContain('2024-02-02T00:00:00Z')
  })
})
