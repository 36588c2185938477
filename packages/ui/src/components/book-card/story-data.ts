/// <reference types="vite/client" />
/**
 * Sample books for the stories of the book components: real Thai and English titles, and covers
 * drawn as inline SVG data URLs, so stories need no network. The Thai glyphs of the kit's font
 * are embedded in each cover, since an SVG shown as an image cannot use the page's fonts.
 * Not part of the kit's API.
 */
import anuphanThai from '@fontsource-variable/anuphan/files/anuphan-thai-wght-normal.woff2?inline'
import type { BookCardProps } from './BookCard'

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** Breaks a title into lines of about `width` characters, at word breaks (Thai included). */
function wrap(title: string, width: number): string[] {
  const words = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(title)].map(
    (part) => part.segment,
  )
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    if (line.trim() && (line + word).trim().length > width) {
      lines.push(line.trim())
      line = word
    } else {
      line += word
    }
  }
  if (line.trim()) lines.push(line.trim())
  return lines.slice(0, 6)
}

/** A 357 x 510 cover: a coloured page with the title and the author, as an SVG data URL. */
export function coverDataUrl(title: string, author: string, color: string): string {
  const lines = wrap(title, 11)
  const titleText = lines
    .map((line, index) => `<tspan x="36" dy="${index === 0 ? 0 : 46}">${escapeXml(line)}</tspan>`)
    .join('')
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="357" height="510" viewBox="0 0 357 510">',
    `<style>@font-face{font-family:Cover;src:url(${anuphanThai}) format('woff2');font-weight:100 700}`,
    'text{font-family:Cover,DejaVu Sans,sans-serif;fill:#fff}</style>',
    `<rect width="357" height="510" fill="${color}"/>`,
    '<rect x="20" y="20" width="317" height="470" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="2"/>',
    '<rect x="20" y="330" width="317" height="4" fill="#fff" fill-opacity=".45"/>',
    `<text y="110" font-size="38" font-weight="700">${titleText}</text>`,
    `<text x="36" y="390" font-size="24" font-weight="400">${escapeXml(author)}</text>`,
    '</svg>',
  ].join('')
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

type SampleBook = Omit<BookCardProps, 'renderLink' | 'actions'> & { id: string }

const book = (
  id: string,
  title: string,
  authors: string[],
  color: string,
  rest: Partial<SampleBook> = {},
): SampleBook => ({
  id,
  title,
  authors,
  coverUrl: coverDataUrl(title, authors[0] ?? '', color),
  href: `/book-detail/${id}`,
  ...rest,
})

/** Books for stories, with prices, ratings and badges of every kind. */
export const sampleBooks: SampleBook[] = [
  book('101', 'ขุนช้างขุนแผน', ['สุนทรภู่', 'พระบาทสมเด็จพระพุทธเลิศหล้านภาลัย'], '#7c2d12', {
    price: 259,
    oldPrice: 325,
    rating: 4.5,
    reviewCount: 128,
    badges: ['epub'],
  }),
  book('102', 'พระอภัยมณี', ['สุนทรภู่'], '#1e3a8a', {
    price: 189,
    rating: 5,
    reviewCount: 342,
    badges: ['new', 'epub'],
  }),
  book('103', 'สี่แผ่นดิน', ['ม.ร.ว.คึกฤทธิ์ ปราโมช'], '#14532d', {
    price: 450,
    oldPrice: 560,
    rating: 4,
    reviewCount: 87,
    badges: ['pdf'],
  }),
  book('104', 'ข้างหลังภาพ', ['ศรีบูรพา'], '#581c87', {
    price: 145,
    rating: 4.5,
    reviewCount: 56,
  }),
  book('105', 'Pride and Prejudice', ['Jane Austen'], '#831843', {
    price: 0,
    rating: 4.5,
    reviewCount: 1024,
    badges: ['epub', 'pdf'],
  }),
  book('106', 'ลูกอีสาน', ['คำพูน บุญทวี'], '#713f12', {
    price: 220,
    badges: ['new'],
  }),
  book('107', 'คู่กรรม', ['ทมยันตี'], '#0f766e', {
    price: 299,
    oldPrice: 399,
    rating: 3.5,
    reviewCount: 12,
  }),
  book('108', 'Jane Eyre', ['Charlotte Brontë'], '#334155', {
    price: 99.5,
    rating: 4,
    reviewCount: 230,
    badges: ['epub'],
  }),
  book('109', 'ความสุขของกะทิ', ['งามพรรณ เวชชาชีวะ'], '#9d174d', {
    price: 165,
    rating: 5,
    reviewCount: 410,
  }),
  book('110', 'ปีศาจ', ['เสนีย์ เสาวพงศ์'], '#1f2937', {
    price: 235,
    oldPrice: 275,
    badges: ['new', 'pdf'],
  }),
  book('111', 'Wuthering Heights', ['Emily Brontë'], '#3f6212', {
    price: 120,
    rating: 4,
    reviewCount: 77,
  }),
  book('112', 'จดหมายจากเมืองไทย', ['โบตั๋น'], '#4338ca', {
    price: 199,
    rating: 4.5,
    reviewCount: 64,
    badges: ['epub'],
  }),
]

/** A title long enough to need the two-line clamp. */
export const longThaiTitle = book(
  '201',
  'เพชรพระอุมา ภาคแรก ตอน ไพรมหากาฬ เล่ม 1 ฉบับพิมพ์ใหม่ปรับปรุงพร้อมภาพประกอบ',
  ['พนมเทียน'],
  '#065f46',
  { price: 315, oldPrice: 350, rating: 5, reviewCount: 1520, badges: ['new', 'epub'] },
)
