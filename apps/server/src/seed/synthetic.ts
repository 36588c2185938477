/**
 * A large synthetic catalogue for load tests: plausible Thai and English books composed from
 * word lists, in the Book shape of the real catalogue, generated lazily (a generator) so that
 * 100,000 books take a couple of seconds and almost no memory. Same n and seed, same books.
 *
 * Books use the real categories, publishers, imprints and tags; their authors come from
 * syntheticAuthors() (ids from SYNTHETIC_AUTHOR_ID). Their ids start at SYNTHETIC_BOOK_ID so
 * they never meet the real catalogue's. fileSizeBytes is an estimate, as for every book: the
 * server makes a book's EPUB on its first request (src/seed/epub.ts).
 */
import { categories } from './categories.ts'
import { estimatedEpubBytes } from './epub.ts'
import { defaultImprintKey, imprints } from './publishers.ts'
import { tags } from './tags.ts'
import type { Author, Book, Category, Lang, Localized } from './types.ts'
import { addDays, isbn13, seededRandom } from './util.ts'

/** The first synthetic book id. */
export const SYNTHETIC_BOOK_ID = 1_000_001
/** The first synthetic author id. */
export const SYNTHETIC_AUTHOR_ID = 100_001
/** How many synthetic authors the books share. */
export const SYNTHETIC_AUTHOR_COUNT = 2_000
/** Release dates run from here for ten years; books of the last 90 days are marked new. */
const FIRST_DAY = '2015-07-01'
const SPAN_DAYS = 3653
const LAST_DAY = addDays(FIRST_DAY, SPAN_DAYS - 1)
const NEW_DAYS = 90

const thaiFirstNames = [
  'สมชาย',
  'สมศรี',
  'วิไล',
  'ประเสริฐ',
  'กาญจนา',
  'ธนพล',
  'อรุณี',
  'สุรชัย',
  'พิมพ์ชนก',
  'ณัฐวุฒิ',
  'ปิยะนุช',
  'ชัยวัฒน์',
  'รัตนา',
  'อนุชา',
  'จันทร์เพ็ญ',
  'กิตติ',
  'มาลัย',
  'ศักดิ์ชัย',
  'นภา',
  'วรเชษฐ์',
]
const thaiLastNames = [
  'ใจดี',
  'ศรีสุข',
  'วงศ์ไทย',
  'รักเรียน',
  'แสงทอง',
  'บุญมา',
  'ทองคำ',
  'พงษ์พันธ์',
  'สายสุวรรณ',
  'มีสุข',
  'เกษมสันต์',
  'ชัยมงคล',
  'อินทร์แก้ว',
  'ศรีวงศ์',
  'นาคประเสริฐ',
  'ดวงดี',
  'ปัญญาวงศ์',
  'จันทร์หอม',
]
const englishFirstNames = [
  'Eleanor',
  'Thomas',
  'Margaret',
  'Henry',
  'Clara',
  'Arthur',
  'Beatrice',
  'Walter',
  'Alice',
  'Edmund',
  'Harriet',
  'Samuel',
  'Violet',
  'George',
  'Florence',
  'Oliver',
  'Edith',
  'Frederick',
  'Lucy',
  'Albert',
]
const englishLastNames = [
  'Ashford',
  'Bellamy',
  'Carrington',
  'Davenport',
  'Ellison',
  'Fairfax',
  'Greaves',
  'Hollis',
  'Ingram',
  'Kendrick',
  'Lockwood',
  'Merriweather',
  'Northcott',
  'Pemberton',
  'Radcliffe',
  'Sinclair',
  'Thornbury',
  'Whitlock',
]

const thaiNouns = [
  'สายลม',
  'ดวงดาว',
  'แม่น้ำ',
  'ขุนเขา',
  'ดอกไม้',
  'เงาจันทร์',
  'ความฝัน',
  'หัวใจ',
  'ทะเล',
  'ป่าลึก',
  'เมืองเก่า',
  'บ้านริมคลอง',
  'นักเดินทาง',
  'จดหมาย',
  'นาฬิกา',
  'ประตูลับ',
  'ห้องสมุด',
  'สะพาน',
  'เรือใบ',
  'แสงเทียน',
  'ราชสีห์',
  'นกกระเรียน',
  'ตำนาน',
  'ปริศนา',
]
const thaiModifiers = [
  'สีคราม',
  'ที่หายไป',
  'แห่งรัตติกาล',
  'กลางสายฝน',
  'ยามเช้า',
  'ในความทรงจำ',
  'ริมฟ้า',
  'สุดขอบโลก',
  'ที่ไม่มีวันลืม',
  'แห่งสยาม',
  'ใต้แสงดาว',
  'ในฤดูหนาว',
  'ของแผ่นดิน',
  'ลำดับที่เจ็ด',
]
const thaiPatterns: ((a: string, b: string, c: string) => string)[] = [
  (a, b) => `${a}${b}`,
  (a, b, c) => `${a}${b}และ${c}`,
  (a) => `ความลับของ${a}`,
  (a, b) => `บันทึก${a}${b}`,
  (a, _b, c) => `${a}กับ${c}`,
  (a, b) => `เรื่องเล่าจาก${a}${b}`,
]
const englishAdjectives = [
  'Silent',
  'Golden',
  'Forgotten',
  'Hidden',
  'Crimson',
  'Distant',
  'Midnight',
  'Last',
  'Wandering',
  'Secret',
  'Broken',
  'Evening',
  'Northern',
  'Glass',
  'Winter',
  'Lantern',
]
const englishNouns = [
  'River',
  'Garden',
  'Harbour',
  'Letter',
  'Kingdom',
  'Compass',
  'Orchard',
  'Lighthouse',
  'Library',
  'Voyage',
  'Mirror',
  'Island',
  'Clockmaker',
  'Cartographer',
  'Monsoon',
  'Temple',
  'Bridge',
  'Crown',
]
const englishPatterns: ((adj: string, a: string, b: string) => string)[] = [
  (adj, a) => `The ${adj} ${a}`,
  (adj, a, b) => `The ${a} and the ${b}`,
  (adj, a, b) => `A ${adj} ${a} for the ${b}`,
  (adj, a) => `Notes from the ${adj} ${a}`,
  (adj, a, b) => `The ${b} of the ${adj} ${a}`,
  (adj, a) => `${adj} ${a}s`,
]

const pickFrom = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T

/** The synthetic authors (Thai and English names, half each), deterministic. */
export function syntheticAuthors(count = SYNTHETIC_AUTHOR_COUNT, seed = 1): Author[] {
  const random = seededRandom(seed ^ 0x5eed)
  const authors: Author[] = []
  for (let i = 0; i < count; i++) {
    const id = SYNTHETIC_AUTHOR_ID + i
    let name: Localized
    if (i % 2 === 0) {
      const th = `${pickFrom(random, thaiFirstNames)} ${pickFrom(random, thaiLastNames)}`
      name = { th, en: th }
    } else {
      const en = `${pickFrom(random, englishFirstNames)} ${pickFrom(random, englishLastNames)}`
      name = { th: en, en }
    }
    authors.push({ id, key: `synthetic-author-${id}`, name, lived: null })
  }
  return authors
}

interface Context {
  subcategories: { category: Category; topKey: string }[]
  imprintOf: Map<string, { id: number; publisherId: number }>
  tagIds: number[]
}

function context(): Context {
  const all = categories()
  const byId = new Map(all.map((category) => [category.id, category]))
  const subcategories = all
    .filter((category) => category.parentId !== null)
    .map((category) => ({
      category,
      topKey: (byId.get(category.parentId as number) as Category).key,
    }))
  const imprintOf = new Map(
    imprints().map((imprint) => [
      imprint.key,
      { id: imprint.id, publisherId: imprint.publisherId },
    ]),
  )
  return { subcategories, imprintOf, tagIds: tags().map((tag) => tag.id) }
}

/** Options of syntheticCatalogue(). */
export interface SyntheticOptions {
  /** Authors the books draw from (syntheticAuthors() count); 2,000 by default. */
  authorCount?: number
}

/**
 * n synthetic books, one at a time: ids SYNTHETIC_BOOK_ID onward, two in three Thai, some
 * discounted, some with samples. Same n and seed, same books.
 */
export function* syntheticCatalogue(
  n: number,
  seed = 1,
  options: SyntheticOptions = {},
): Generator<Book, void, undefined> {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`not a count: ${n}`)
  const authorCount = options.authorCount ?? SYNTHETIC_AUTHOR_COUNT
  const authors = syntheticAuthors(authorCount, seed)
  const { subcategories, imprintOf, tagIds } = context()
  const random = seededRandom(seed)
  for (let i = 0; i < n; i++) {
    const id = SYNTHETIC_BOOK_ID + i
    const language: Lang = random() < 2 / 3 ? 'th' : 'en'
    const { category, topKey } = pickFrom(random, subcategories)
    const imprint = imprintOf.get(defaultImprintKey(language, category.key, topKey)) as {
      id: number
      publisherId: number
    }

    let title: Localized
    if (language === 'th') {
      const th = pickFrom(random, thaiPatterns)(
        pickFrom(random, thaiNouns),
        pickFrom(random, thaiModifiers),
        pickFrom(random, thaiNouns),
      )
      title = { th, en: th }
    } else {
      const en = pickFrom(random, englishPatterns)(
        pickFrom(random, englishAdjectives),
        pickFrom(random, englishNouns),
        pickFrom(random, englishNouns),
      )
      title = { th: en, en }
    }
    // Authors of the book's language: Thai names at even indexes, English at odd ones.
    const authorIndex = Math.floor(random() * (authorCount / 2)) * 2 + (language === 'th' ? 0 : 1)
    const author = authors[Math.min(authorIndex, authors.length - 1)] as Author
    const authorIds = [author.id]
    if (random() < 0.08) {
      const second = authors[Math.floor(random() * authors.length)] as Author
      if (second.id !== author.id) authorIds.push(second.id)
    }

    const tagCount = 1 + Math.floor(random() * 3)
    const bookTags = new Set<number>()
    for (let t = 0; t < tagCount; t++) bookTags.add(pickFrom(random, tagIds))

    const pageCount = 80 + Math.floor(random() * 520)
    const price = 59 + Math.floor(random() * 25) * 10 // 59 … 299 baht, ending in 9
    const discounted = random() < 0.2
    const oldPrice = discounted ? price + 20 + Math.floor(random() * 8) * 10 : null
    const day = Math.floor(random() * SPAN_DAYS)
    const publishedOn = addDays(FIRST_DAY, day)
    const firstPublished = 1900 + Math.floor(random() * 125)
    const name = author.name[language]
    const shortDescription: Localized = {
      th: `${title.th} ผลงานของ${name} ในหมวด${category.name.th} ความยาว ${pageCount} หน้า`,
      en: `A ${pageCount}-page book of ${category.name.en.toLowerCase()} by ${name}: ${title.en}.`,
    }
    const isbn = isbn13(`979${String(id).padStart(9, '0')}`)
    yield {
      id,
      key: `synthetic-${id}`,
      sku: `SYN-${id}`,
      title,
      shortDescription,
      fullDescription: {
        th: `<p>${shortDescription.th}</p><p>หนังสือสังเคราะห์สำหรับทดสอบระบบ</p>`,
        en: `<p>${shortDescription.en}</p><p>A synthetic book for load tests.</p>`,
      },
      authorIds,
      translatorIds: [],
      publisherId: imprint.publisherId,
      imprintId: imprint.id,
      categoryId: category.id,
      tagIds: [...bookTags],
      language,
      isbn,
      pageCount,
      format: 'EPUB',
      fileSizeBytes: estimatedEpubBytes(pageCount, language),
      hasSample: random() < 0.4,
      series: null,
      price,
      oldPrice,
      publishedOn,
      markAsNew: day >= SPAN_DAYS - NEW_DAYS,
      firstPublished,
      metaKeywords: {
        th: `${title.th}, ${name}, ${category.name.th}`,
        en: `${title.en}, ${name}, ${category.name.en}`,
      },
    }
  }
}

/** The synthetic books in arrays of `size` (for batched inserts). */
export function* syntheticChunks(
  n: number,
  size = 1000,
  seed = 1,
  options: SyntheticOptions = {},
): Generator<Book[], void, undefined> {
  let chunk: Book[] = []
  for (const book of syntheticCatalogue(n, seed, options)) {
    chunk.push(book)
    if (chunk.length === size) {
      yield chunk
      chunk = []
    }
  }
  if (chunk.length > 0) yield chunk
}

/** The last release date of the synthetic books (YYYY-MM-DD). */
export const SYNTHETIC_LAST_DAY = LAST_DAY
