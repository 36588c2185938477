/**
 * Generated book covers: the title and author(s) drawn on a background whose colours come from
 * the book's category and whose ornament comes from its id, so that every book (seeded,
 * synthetic or added later) has a cover and the same book always gets the same PNG.
 *
 * satori lays the cover out (text becomes glyph paths in an SVG; Thai lines break between the
 * words Intl.Segmenter finds, see withThaiBreaks) and resvg rasterises it. Fonts are Anuphan (Thai, Latin and Latin Extended
 * subsets, weights 400 and 700) from @fontsource/anuphan, read once on first use.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Resvg as ResvgClass } from '@resvg/resvg-js'
import type satoriFunction from 'satori'
import { categories } from './categories.ts'
import type { BookInput, Lang, Slide } from './types.ts'
import { hashString, joinNames } from './util.ts'

/** The cover's full size in pixels: the store's product image (357x510). */
export const COVER_WIDTH = 357
export const COVER_HEIGHT = 510
/** The width of the thumbnails the store lists books with. */
export const THUMBNAIL_WIDTH = 120

/** What a cover shows. */
export interface CoverBook {
  id: number
  /** The title in the book's own language. */
  title: string
  /** Author display names in credit order. */
  authors: string[]
  /** A category key (top level or subcategory) that picks the palette; the id decides otherwise. */
  categoryKey?: string | null
  /** The language of the title and names (line breaking and the "and" between names). */
  lang: Lang
  /** A small line above the title, e.g. the category or series name; none when absent. */
  label?: string | null
}

/** Options of renderCover(). */
export interface CoverOptions {
  /** Output width in pixels, the height keeps the 357:510 ratio; 357 by default. */
  width?: number
}

/** The cover fields of a book in the shape the server keeps (the book's own language). */
export function coverBookOf(book: BookInput): CoverBook {
  const lang = book.language
  const label = book.series
    ? book.series.number === null
      ? book.series.name[lang]
      : `${book.series.name[lang]} ${book.series.number}`
    : (book.categoryName?.[lang] ?? null)
  return {
    id: book.id,
    title: book.title[lang],
    authors: book.authors.map((name) => name[lang]),
    categoryKey: book.categoryKey ?? null,
    lang,
    label,
  }
}

interface Palette {
  /** Gradient start and end. */
  from: string
  to: string
  /** Ornaments and the rule under the label. */
  accent: string
  /** Text. */
  ink: string
}

/** Three palettes per top-level category, in the category's mood; the id picks one. */
const palettes: Record<string, Palette[]> = {
  novels: [
    { from: '#3b0d1c', to: '#7a1f3d', accent: '#f2b880', ink: '#fdf3e7' },
    { from: '#14213d', to: '#37507f', accent: '#fca311', ink: '#f5f1e8' },
    { from: '#2d132c', to: '#801336', accent: '#ee4540', ink: '#fbe9e7' },
  ],
  'thai-literature': [
    { from: '#4a0e0e', to: '#8c2f1b', accent: '#e9c46a', ink: '#fff4d6' },
    { from: '#1b2a1e', to: '#3f5e3a', accent: '#d4a84b', ink: '#f6efd9' },
    { from: '#2a0f3a', to: '#5b2a6e', accent: '#e0b34a', ink: '#fbf0dc' },
  ],
  comics: [
    { from: '#ffb703', to: '#fb8500', accent: '#023047', ink: '#0b1d2a' },
    { from: '#06d6a0', to: '#118ab2', accent: '#ffd166', ink: '#07283a' },
    { from: '#ef476f', to: '#b5179e', accent: '#ffd166', ink: '#fff8f0' },
  ],
  history: [
    { from: '#3e2c1c', to: '#7b5a36', accent: '#e8d5a9', ink: '#fbf5e6' },
    { from: '#1f2b2e', to: '#4a6163', accent: '#c9a66b', ink: '#f3efe4' },
    { from: '#40342a', to: '#8a6e4b', accent: '#f0e2c0', ink: '#fffaf0' },
  ],
  'self-help': [
    { from: '#0f4c5c', to: '#2a9d8f', accent: '#f4d35e', ink: '#f7fbf9' },
    { from: '#f4a261', to: '#e76f51', accent: '#264653', ink: '#1d2d35' },
    { from: '#264653', to: '#2a9d8f', accent: '#e9c46a', ink: '#f1faee' },
  ],
  childrens: [
    { from: '#8ecae6', to: '#219ebc', accent: '#ffb703', ink: '#062a3a' },
    { from: '#ffd6a5', to: '#ffadad', accent: '#6a4c93', ink: '#3a1f4d' },
    { from: '#caffbf', to: '#9bf6ff', accent: '#ff6b6b', ink: '#15334a' },
  ],
  poetry: [
    { from: '#22223b', to: '#4a4e69', accent: '#c9ada7', ink: '#f2e9e4' },
    { from: '#3d2c5e', to: '#7d5ba6', accent: '#f6c7d8', ink: '#fbf4ff' },
    { from: '#0b3d3a', to: '#1f7a6d', accent: '#f2e8cf', ink: '#f8f5ec' },
  ],
  'philosophy-religion': [
    { from: '#1d1a12', to: '#4b3f24', accent: '#d8b15a', ink: '#f7efd8' },
    { from: '#6b3e10', to: '#c07a2c', accent: '#fde2b0', ink: '#fff9ee' },
    { from: '#102a43', to: '#334e68', accent: '#f0b429', ink: '#f0f4f8' },
  ],
}
const allPalettes = Object.values(palettes).flat()

let topKeyOfCategory: Map<string, string> | undefined
/** The top-level category key of a category key (itself for a top level), or null. */
function topCategoryKey(key: string): string | null {
  if (!topKeyOfCategory) {
    const all = categories()
    const byId = new Map(all.map((category) => [category.id, category]))
    topKeyOfCategory = new Map()
    for (const category of all) {
      let top = category
      while (top.parentId !== null) top = byId.get(top.parentId) ?? top
      topKeyOfCategory.set(category.key, top.key)
    }
  }
  return topKeyOfCategory.get(key) ?? (key in palettes ? key : null)
}

function paletteOf(book: CoverBook, hash: number): Palette {
  const top = book.categoryKey ? topCategoryKey(book.categoryKey) : null
  const list = (top && palettes[top]) || allPalettes
  return list[hash % list.length] as Palette
}

interface FontSpec {
  name: string
  data: Buffer
  weight: 400 | 700
  style: 'normal'
  lang?: string
}

/**
 * satori and resvg, imported on the first drawing: a server whose pictures are all stored never
 * loads them (satori alone weighs some 30 MB of memory).
 */
let drawing: Promise<{ satori: typeof satoriFunction; Resvg: typeof ResvgClass }> | undefined
export function drawingLibraries() {
  drawing ??= Promise.all([import('satori'), import('@resvg/resvg-js')]).then(
    ([satoriModule, resvgModule]) => ({ satori: satoriModule.default, Resvg: resvgModule.Resvg }),
  )
  return drawing
}

let fonts: FontSpec[] | undefined
/** Reads the Anuphan .woff files once (satori reads woff and ttf, not woff2). */
function coverFonts(): FontSpec[] {
  if (fonts) return fonts
  const require = createRequire(import.meta.url)
  const dir = join(dirname(require.resolve('@fontsource/anuphan/package.json')), 'files')
  const list: FontSpec[] = []
  for (const weight of [700, 400] as const) {
    for (const subset of ['latin', 'thai', 'latin-ext']) {
      list.push({
        name: 'Anuphan',
        data: readFileSync(join(dir, `anuphan-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal',
        // satori gives Thai runs (detected by script) to the fonts tagged th-TH.
        ...(subset === 'thai' ? { lang: 'th-TH' } : {}),
      })
    }
  }
  fonts = list
  return fonts
}

type Style = Record<string, string | number>
interface Node {
  type: string
  props: { style?: Style; children?: Node | string | (Node | string)[] }
}
const div = (style: Style, children?: Node['props']['children']): Node => ({
  type: 'div',
  props: children === undefined ? { style } : { style, children },
})

const THAI = /[\u0E00-\u0E7F]/u
const thaiWords = new Intl.Segmenter('th', { granularity: 'word' })
/**
 * Thai text with a zero-width space between its words: satori breaks lines where Unicode's line
 * breaking allows, which finds no place inside a Thai run (no spaces between words), so a long
 * title ran off the cover. The zero-width space is such a place and draws nothing.
 */
export function withThaiBreaks(text: string): string {
  if (!THAI.test(text)) return text
  let out = ''
  let previous = ''
  for (const { segment } of thaiWords.segment(text)) {
    if (out && !/\s$/u.test(previous) && !/^\s/u.test(segment)) out += '\u200B'
    out += segment
    previous = segment
  }
  return out
}

/** Title size by length: short titles large, long ones smaller (Thai runs a little larger). */
function titleSize(title: string, lang: Lang): number {
  const length = [...title].length
  const base = length <= 12 ? 50 : length <= 24 ? 42 : length <= 40 ? 34 : length <= 64 ? 28 : 24
  return lang === 'th' ? base + 2 : base
}

/** A semi-transparent colour of a #rrggbb colour. */
function alpha(hex: string, opacity: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${opacity})`
}

/** One of four ornaments, placed by the hash. */
function ornament(hash: number, palette: Palette): Node[] {
  const kind = (hash >>> 4) % 4
  const shift = (hash >>> 8) % 60
  const accent = palette.accent
  const abs = (style: Style): Node => div({ position: 'absolute', display: 'flex', ...style })
  if (kind === 0) {
    // Two large overlapping rings low on the cover.
    return [
      abs({
        left: -60 + shift,
        top: 250,
        width: 260,
        height: 260,
        borderRadius: 130,
        border: `2px solid ${alpha(accent, 0.55)}`,
      }),
      abs({
        left: 120 + shift,
        top: 280,
        width: 200,
        height: 200,
        borderRadius: 100,
        backgroundColor: alpha(accent, 0.18),
      }),
    ]
  }
  if (kind === 1) {
    // Diagonal bands across the lower half.
    return [0, 1, 2].map((i) =>
      abs({
        left: -100,
        top: 270 + i * 42 + (shift % 20),
        width: 600,
        height: 16 - i * 4,
        backgroundColor: alpha(accent, 0.5 - i * 0.12),
        transform: 'rotate(-14deg)',
      }),
    )
  }
  if (kind === 2) {
    // A sun rising behind the author line.
    return [
      abs({
        left: 98 + (shift % 40) - 20,
        top: 250,
        width: 160,
        height: 160,
        borderRadius: 80,
        backgroundImage: `linear-gradient(180deg, ${alpha(accent, 0.6)}, ${alpha(accent, 0)})`,
      }),
    ]
  }
  // A field of dots in the lower right.
  const dots: Node[] = []
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 6; col++) {
      if ((row + col + shift) % 3 === 0) continue
      dots.push(
        abs({
          left: 170 + col * 28,
          top: 270 + row * 28,
          width: 8,
          height: 8,
          borderRadius: 4,
          backgroundColor: alpha(accent, 0.45),
        }),
      )
    }
  }
  return dots
}

function coverTree(book: CoverBook): Node {
  const hash = hashString(`${book.id}:${book.categoryKey ?? ''}`)
  const palette = paletteOf(book, hash)
  const authors = joinNames(book.authors, book.lang)
  const size = titleSize(book.title, book.lang)
  const lineHeight = book.lang === 'th' ? 1.32 : 1.15
  const children: Node[] = [
    ...ornament(hash, palette),
    // A thin frame inside the edge, as on a printed classic.
    div({
      position: 'absolute',
      left: 14,
      top: 14,
      width: COVER_WIDTH - 28,
      height: COVER_HEIGHT - 28,
      border: `1.5px solid ${alpha(palette.ink, 0.35)}`,
      display: 'flex',
    }),
  ]
  const body: Node[] = []
  if (book.label) {
    body.push(
      div(
        {
          fontSize: 14,
          fontWeight: 400,
          letterSpacing: book.lang === 'en' ? 2 : 0.5,
          textTransform: book.lang === 'en' ? 'uppercase' : 'none',
          color: alpha(palette.ink, 0.85),
          lineClamp: 1,
          display: 'block',
        },
        withThaiBreaks(book.label),
      ),
    )
  }
  body.push(
    div({ width: 48, height: 4, backgroundColor: palette.accent, marginTop: 12, marginBottom: 18 }),
  )
  body.push(
    div(
      {
        fontSize: size,
        fontWeight: 700,
        lineHeight,
        color: palette.ink,
        display: 'block',
        lineClamp: book.lang === 'th' ? 5 : 6,
      },
      withThaiBreaks(book.title),
    ),
  )
  body.push(div({ flexGrow: 1, display: 'flex' }))
  if (authors) {
    body.push(
      div(
        {
          fontSize: authors.length > 40 ? 16 : 19,
          fontWeight: 400,
          lineHeight: 1.3,
          color: palette.ink,
          display: 'block',
          lineClamp: 2,
          padding: '8px 0',
        },
        withThaiBreaks(authors),
      ),
    )
  }
  children.push(
    div(
      {
        position: 'absolute',
        left: 34,
        top: 40,
        width: COVER_WIDTH - 68,
        height: COVER_HEIGHT - 76,
        display: 'flex',
        flexDirection: 'column',
      },
      body,
    ),
  )
  return div(
    {
      width: COVER_WIDTH,
      height: COVER_HEIGHT,
      display: 'flex',
      position: 'relative',
      overflow: 'hidden',
      fontFamily: 'Anuphan',
      // Top to bottom: rows of one colour halve the PNG (17 KB against 35 KB on average for a
      // slanted gradient), and a listing shows dozens of covers on a phone.
      backgroundImage: `linear-gradient(180deg, ${palette.from}, ${palette.to})`,
    },
    children,
  )
}

/** The cover as SVG (text as glyph paths), 357x510. */
export async function renderCoverSvg(book: CoverBook): Promise<string> {
  const { satori } = await drawingLibraries()
  // satori's types want a React element; the object form is what it reads at run time.
  return satori(coverTree(book) as unknown as Parameters<typeof satori>[0], {
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    fonts: coverFonts(),
  })
}

/** The height of a cover drawn `width` pixels wide. */
export function coverHeight(width: number): number {
  return Math.round((width * COVER_HEIGHT) / COVER_WIDTH)
}

/**
 * The cover as a PNG: 357x510, or `options.width` wide with the same ratio (120 gives the
 * 120x171 thumbnail). Same book, same bytes.
 */
export async function renderCover(
  book: CoverBook,
  options: CoverOptions = {},
): Promise<Uint8Array> {
  const width = Math.round(options.width ?? COVER_WIDTH)
  if (!Number.isFinite(width) || width < 16 || width > 2000) {
    throw new RangeError(`cover width out of range: ${options.width}`)
  }
  const svg = await renderCoverSvg(book)
  const { Resvg } = await drawingLibraries()
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng()
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength)
}

/** The home slider's banners are 1200x400. */
export const BANNER_WIDTH = 1200
export const BANNER_HEIGHT = 400
/**
 * A banner's phone picture (the slider's MobileImageUrl) is 720x240: a phone shows the banner
 * about 380 CSS pixels wide, at two device pixels or less to the CSS pixel.
 */
export const BANNER_MOBILE_WIDTH = 720
export const BANNER_MOBILE_HEIGHT = 240

/** A slide's banner drawing: its two colours, the Thai title, the English title, the subtitle. */
function bannerTree(slide: Pick<Slide, 'title' | 'subtitle' | 'colors'>): Node {
  const [from, to] = slide.colors
  const text = (size: number, weight: number, opacity: number, content: string) =>
    div(
      {
        fontSize: size,
        fontWeight: weight,
        color: `rgba(255,255,255,${opacity})`,
        lineHeight: 1.25,
      },
      withThaiBreaks(content),
    )
  return div(
    {
      width: BANNER_WIDTH,
      height: BANNER_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      padding: '0 72px',
      fontFamily: 'Anuphan',
      // Top to bottom: every row is one colour, which PNG's filters reduce to almost nothing
      // (about 22 KB a banner, against 100 to 210 KB for the same colours on a diagonal). The
      // first banner is the home page's largest picture on every screen.
      backgroundImage: `linear-gradient(180deg, ${from}, ${to})`,
    },
    [
      text(64, 700, 1, slide.title.th),
      text(34, 400, 0.9, slide.title.en),
      div({ height: 18 }),
      text(26, 400, 0.85, slide.subtitle.th),
    ],
  )
}

/**
 * A home slider banner as a PNG, drawn with the kit's Thai font like the covers: an SVG banner
 * shown through <img> cannot use a web font, so its Thai would fall back to boxes. 1200x400, or
 * `width` wide with the same 3:1 ratio (BANNER_MOBILE_WIDTH for the phone picture): the same
 * drawing scaled, so the text stays sharp. Same slide, same bytes.
 */
export async function renderBanner(
  slide: Pick<Slide, 'title' | 'subtitle' | 'colors'>,
  width: number = BANNER_WIDTH,
): Promise<Uint8Array> {
  if (!Number.isInteger(width) || width < 120 || width > BANNER_WIDTH) {
    throw new RangeError(`banner width out of range: ${width}`)
  }
  const { satori, Resvg } = await drawingLibraries()
  const svg = await satori(bannerTree(slide) as unknown as Parameters<typeof satori>[0], {
    width: BANNER_WIDTH,
    height: BANNER_HEIGHT,
    fonts: coverFonts(),
  })
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng()
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength)
}
