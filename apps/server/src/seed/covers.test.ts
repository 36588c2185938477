import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  BANNER_MOBILE_HEIGHT,
  BANNER_MOBILE_WIDTH,
  type CoverBook,
  coverBookOf,
  coverHeight,
  renderBanner,
  renderCover,
  renderCoverSvg,
  withThaiBreaks,
} from './covers.ts'

const thai: CoverBook = {
  id: 7,
  title: 'ขุนช้างขุนแผน',
  authors: ['สุนทรภู่'],
  categoryKey: 'rattanakosin',
  lang: 'th',
  label: 'วรรณคดีรัตนโกสินทร์',
}
const english: CoverBook = {
  id: 42,
  title: 'The Adventures of Sherlock Holmes',
  authors: ['Arthur Conan Doyle'],
  categoryKey: 'mystery',
  lang: 'en',
}

interface Png {
  width: number
  height: number
  /** RGBA, row by row. */
  pixels: Uint8Array
}

/** Decodes the 8-bit RGBA PNGs resvg writes (enough to look at pixels in a test). */
function decodePng(bytes: Uint8Array): Png {
  const view = Buffer.from(bytes)
  let offset = 8
  let width = 0
  let height = 0
  const data: Buffer[] = []
  while (offset < view.length) {
    const length = view.readUInt32BE(offset)
    const type = view.toString('latin1', offset + 4, offset + 8)
    const chunk = view.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = chunk.readUInt32BE(0)
      height = chunk.readUInt32BE(4)
      expect(chunk[8]).toBe(8) // bit depth
      expect(chunk[9]).toBe(6) // RGBA
    }
    if (type === 'IDAT') data.push(chunk)
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(data))
  const stride = width * 4
  const pixels = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] as number
      const a = x >= 4 ? (pixels[y * stride + x - 4] as number) : 0
      const b = y > 0 ? (pixels[(y - 1) * stride + x] as number) : 0
      const c = x >= 4 && y > 0 ? (pixels[(y - 1) * stride + x - 4] as number) : 0
      let predicted = 0
      if (filter === 1) predicted = a
      else if (filter === 2) predicted = b
      else if (filter === 3) predicted = (a + b) >> 1
      else if (filter === 4) {
        const p = a + b - c
        const pa = Math.abs(p - a)
        const pb = Math.abs(p - b)
        const pc = Math.abs(p - c)
        predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
      }
      pixels[y * stride + x] = (value + predicted) & 255
    }
  }
  return { width, height, pixels }
}

/** The share of pixels in a box that stand out from the background at the box's left edge. */
function inkShare(png: Png, box: { x0: number; y0: number; x1: number; y1: number }): number {
  let ink = 0
  let total = 0
  for (let y = box.y0; y < box.y1; y++) {
    const bg = (y * png.width + 24) * 4
    for (let x = box.x0; x < box.x1; x++) {
      const i = (y * png.width + x) * 4
      let diff = 0
      for (let k = 0; k < 3; k++)
        diff += Math.abs((png.pixels[i + k] as number) - (png.pixels[bg + k] as number))
      if (diff > 120) ink++
      total++
    }
  }
  return ink / total
}

describe('renderCover', () => {
  it('draws a 357x510 PNG', async () => {
    const png = await renderCover(english)
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const image = decodePng(png)
    expect([image.width, image.height]).toEqual([357, 510])
  })

  it('draws a 120x171 thumbnail with the same ratio', async () => {
    expect(coverHeight(120)).toBe(171)
    const image = decodePng(await renderCover(thai, { width: 120 }))
    expect([image.width, image.height]).toEqual([120, 171])
  })

  it('draws the title in the title area, in Thai and in English', async () => {
    for (const book of [thai, english]) {
      const image = decodePng(await renderCover(book))
      // The title starts about 100 px down; the empty band above the label has no ink.
      expect(inkShare(image, { x0: 34, y0: 95, x1: 320, y1: 150 })).toBeGreaterThan(0.04)
      expect(inkShare(image, { x0: 34, y0: 18, x1: 320, y1: 34 })).toBe(0)
    }
  })

  it('wraps a long Thai title between its words instead of running off the cover', async () => {
    const long = { ...thai, title: 'กาพย์ห่อโคลงประพาสธารทองแดง' }
    const image = decodePng(await renderCover(long))
    // Nothing drawn between the text area's right edge (323) and the frame (343)...
    expect(inkShare(image, { x0: 326, y0: 95, x1: 340, y1: 190 })).toBe(0)
    // ...because the title went on to a second line.
    expect(inkShare(image, { x0: 34, y0: 160, x1: 320, y1: 200 })).toBeGreaterThan(0.04)
  })

  it('puts a zero-width space between Thai words only', () => {
    for (const title of ['ขุนช้างขุนแผน', 'สามก๊ก ฉบับวณิพก', 'Sherlock โฮมส์ ผจญภัย']) {
      const broken = withThaiBreaks(title)
      expect(broken.replaceAll('\u200B', '')).toBe(title)
      expect(broken).toContain('\u200B')
      // Never beside a space, never doubled.
      expect(broken).not.toMatch(/\s\u200B|\u200B\s|\u200B\u200B|^\u200B|\u200B$/u)
    }
    expect(withThaiBreaks('The Adventures of Sherlock Holmes')).toBe(
      'The Adventures of Sherlock Holmes',
    )
  })

  it('draws Thai text as Thai glyphs, not as missing-glyph boxes', async () => {
    const svg = await renderCoverSvg(thai)
    const boxed = await renderCoverSvg({ ...thai, title: '\u{e000}\u{e001}\u{e002}' })
    // Text becomes glyph paths; a missing glyph is an empty or box path, far shorter.
    expect(svg.length).toBeGreaterThan(boxed.length + 2000)
  })

  it('is deterministic and differs between books', async () => {
    const first = await renderCover(thai)
    const again = await renderCover({ ...thai })
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true)
    const other = await renderCover({ ...thai, id: 8 })
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false)
  })

  it('takes the cover fields from a book in its own language', () => {
    const cover = coverBookOf({
      id: 3,
      language: 'en',
      title: { th: 'โลกที่สาบสูญ', en: 'The Lost World' },
      authors: [{ th: 'อาร์เธอร์ โคนัน ดอยล์', en: 'Arthur Conan Doyle' }],
      categoryKey: 'science-fiction-fantasy',
      categoryName: { th: 'นิยายวิทยาศาสตร์', en: 'Science Fiction' },
    })
    expect(cover).toEqual({
      id: 3,
      title: 'The Lost World',
      authors: ['Arthur Conan Doyle'],
      categoryKey: 'science-fiction-fantasy',
      lang: 'en',
      label: 'Science Fiction',
    })
  })

  it('shades its background from top to bottom, which keeps the PNG small', async () => {
    for (const book of [thai, english, { ...english, id: 43 }]) {
      const png = await renderCover(book)
      const image = decodePng(png)
      const at = (x: number, y: number) => {
        const i = (y * image.width + x) * 4
        return [...image.pixels.subarray(i, i + 3)]
      }
      // Outside the frame (14 px in) and above the ornaments, each row is one colour.
      for (const y of [4, 240]) expect(at(350, y)).toEqual(at(4, y))
      expect(at(4, 4)).not.toEqual(at(4, 505))
      expect(png.byteLength).toBeLessThan(30_000)
    }
  })

  it('refuses an absurd width', async () => {
    await expect(renderCover(english, { width: 0 })).rejects.toThrow(RangeError)
  })
})

describe('renderBanner', () => {
  const slide = {
    title: { th: 'สี่แผ่นดิน', en: 'Four Reigns' },
    subtitle: { th: 'ชีวิตแม่พลอยผ่านสี่รัชกาล', en: 'Mae Ploi through four reigns' },
    colors: ['#7b1f2e', '#e0b060'] as [string, string],
  }

  it('draws a 1200x400 banner and a 720x240 phone picture of the same drawing', async () => {
    const full = decodePng(await renderBanner(slide))
    expect([full.width, full.height]).toEqual([1200, 400])
    const phone = decodePng(await renderBanner(slide, BANNER_MOBILE_WIDTH))
    expect([phone.width, phone.height]).toEqual([BANNER_MOBILE_WIDTH, BANNER_MOBILE_HEIGHT])
    // The title sits in the same place, scaled: ink in the title band, none in the top band.
    expect(inkShare(full, { x0: 72, y0: 130, x1: 500, y1: 190 })).toBeGreaterThan(0.04)
    expect(inkShare(phone, { x0: 43, y0: 78, x1: 300, y1: 114 })).toBeGreaterThan(0.04)
    expect(inkShare(phone, { x0: 43, y0: 4, x1: 700, y1: 30 })).toBe(0)
  })

  it('runs its colours from top to bottom, so that the PNG stays small', async () => {
    const png = await renderBanner(slide)
    const image = decodePng(png)
    const at = (x: number, y: number) => [
      ...image.pixels.subarray((y * 1200 + x) * 4, (y * 1200 + x) * 4 + 3),
    ]
    // The first colour at the top, the second at the bottom, one colour along a row.
    expect(at(1190, 2)).toEqual(at(700, 2))
    expect(at(1190, 397)).toEqual(at(700, 397))
    expect(at(1190, 2)[0]).toBeLessThan(0x90)
    expect(at(1190, 397)[0]).toBeGreaterThan(0xd0)
    expect(png.byteLength).toBeLessThan(40_000)
    expect((await renderBanner(slide, BANNER_MOBILE_WIDTH)).byteLength).toBeLessThan(20_000)
  })

  it('is deterministic and refuses an absurd width', async () => {
    const first = await renderBanner(slide, BANNER_MOBILE_WIDTH)
    const again = await renderBanner({ ...slide }, BANNER_MOBILE_WIDTH)
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true)
    await expect(renderBanner(slide, 4000)).rejects.toThrow(RangeError)
  })
})
