/**
 * Assembles the seeded store: the hand-written books of books-th.ts and books-en.ts with their
 * ids, SKUs, ISBNs (from the publishers' fictional prefixes, valid check digits), prices in
 * baht, release dates, file sizes, reviews, the home slider and the home categories, plus the
 * store content of content.ts.
 *
 * Everything is deterministic for a given `today`: release dates are spread over the four
 * years before it (a few within the last NEW_DAYS days, so that "new products" has books),
 * and the rest comes from hashes of the book keys. Seeding runs once, on the first start, so
 * the dates are those of that day from then on.
 */
import { authors } from './authors.ts'
import type { BookEntry } from './book-entry.ts'
import { englishBooks } from './books-en.ts'
import { thaiBooks } from './books-th.ts'
import { categories } from './categories.ts'
import { coupons, dynamicContent, topics } from './content.ts'
import { estimatedEpubBytes } from './epub.ts'
import { defaultImprintKey, imprints, publishers } from './publishers.ts'
import { reviewers, reviewsFor } from './reviews.ts'
import { series } from './series.ts'
import { tags } from './tags.ts'
import type {
  Author,
  Book,
  BookInput,
  Catalogue,
  Category,
  HomeCategory,
  Lang,
  Localized,
  Slide,
  SliderTarget,
} from './types.ts'
import { addDays, escapeXml, formatIsbn, hashString, isbn13, joinNames } from './util.ts'

/** Books released within this many days before today are badged as new. */
export const NEW_DAYS = 30
/** The span of release dates, in days before today. */
const RELEASE_SPAN_DAYS = 4 * 365
/** Prices in baht: the cheapest and the dearest book. */
export const MIN_PRICE = 59
export const MAX_PRICE = 459

/** Today's date in UTC, YYYY-MM-DD. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10)
}

/** The first release day that counts as new on `today`. */
export function newSince(today: string): string {
  return addDays(today, -(NEW_DAYS - 1))
}

/** The hand-written books with their text language, Thai first. */
export function bookEntries(): { entry: BookEntry; language: Lang }[] {
  return [
    ...thaiBooks.map((entry) => ({ entry, language: 'th' as const })),
    ...englishBooks.map((entry) => ({ entry, language: 'en' as const })),
  ]
}

function byKey<T extends { key: string }>(list: readonly T[], what: string): (key: string) => T {
  const map = new Map(list.map((item) => [item.key, item]))
  return (key) => {
    const item = map.get(key)
    if (!item) throw new Error(`unknown ${what} ${key}`)
    return item
  }
}

/** A price ending in 9 within the store's range. */
function storePrice(baht: number): number {
  const rounded = Math.round(baht / 10) * 10 - 1
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, rounded))
}

function priceOf(entry: BookEntry, hash: number): { price: number; oldPrice: number | null } {
  const list = storePrice(69 + entry.pages * 0.22 + (hash % 90))
  if (hash % 5 !== 0 || list < 99) return { price: list, oldPrice: null }
  const off = 0.15 + ((hash >>> 8) % 4) * 0.05 // 15–30 % off
  const price = storePrice(list * (1 - off))
  return price < list ? { price, oldPrice: list } : { price: list, oldPrice: null }
}

function releaseDay(hash: number, today: string): string {
  // About one book in eleven is recent; the rest are spread over the last four years.
  const daysAgo = hash % 11 === 0 ? (hash >>> 4) % (NEW_DAYS - 2) : (hash >>> 4) % RELEASE_SPAN_DAYS
  return addDays(today, -daysAgo)
}

function yearText(year: number | null, lang: Lang): string | null {
  if (year === null) return null
  if (lang === 'th') return year > 0 ? `พ.ศ. ${year + 543}` : `ราว ${-year} ปีก่อนคริสตกาล`
  return year > 0 ? String(year) : `c. ${-year} BC`
}

const labels = {
  th: {
    by: 'ผู้แต่ง',
    tr: 'ผู้แปล',
    first: 'ปรากฏครั้งแรก',
    pages: 'ความยาว',
    pagesUnit: 'หน้า (เทียบฉบับพิมพ์)',
    format: 'รูปแบบไฟล์',
    isbn: 'ISBN',
    publisher: 'สำนักพิมพ์',
    series: 'ชุด',
    no: 'เล่มที่',
    language: 'ภาษา',
    languages: { th: 'ไทย', en: 'อังกฤษ' },
  },
  en: {
    by: 'Author',
    tr: 'Translator',
    first: 'First published',
    pages: 'Length',
    pagesUnit: 'pages (print equivalent)',
    format: 'File format',
    isbn: 'ISBN',
    publisher: 'Publisher',
    series: 'Series',
    no: 'no.',
    language: 'Language',
    languages: { th: 'Thai', en: 'English' },
  },
} as const

interface Lookups {
  author: (id: number) => Author
  publisherName: (id: number) => Localized
  category: (id: number) => Category
  topCategory: (id: number) => Category
  seriesName: (id: number) => Localized
}

function lookupsOf(
  cat: Pick<Catalogue, 'authors' | 'publishers' | 'categories' | 'series'>,
): Lookups {
  const authorsById = new Map(cat.authors.map((a) => [a.id, a]))
  const publishersById = new Map(cat.publishers.map((p) => [p.id, p]))
  const categoriesById = new Map(cat.categories.map((c) => [c.id, c]))
  const seriesById = new Map(cat.series.map((s) => [s.id, s]))
  const need = <T>(value: T | undefined, what: string, id: number): T => {
    if (value === undefined) throw new Error(`unknown ${what} ${id}`)
    return value
  }
  const category = (id: number) => need(categoriesById.get(id), 'category', id)
  return {
    author: (id) => need(authorsById.get(id), 'author', id),
    publisherName: (id) => need(publishersById.get(id), 'publisher', id).name,
    category,
    topCategory: (id) => {
      let current = category(id)
      while (current.parentId !== null) current = category(current.parentId)
      return current
    },
    seriesName: (id) => need(seriesById.get(id), 'series', id).name,
  }
}

function fullDescription(book: Omit<Book, 'fullDescription'>, lookups: Lookups): Localized {
  const html = (lang: Lang): string => {
    const l = labels[lang]
    const names = (ids: number[]) =>
      escapeXml(
        joinNames(
          ids.map((id) => lookups.author(id).name[lang]),
          lang,
        ),
      )
    const rows: [string, string][] = [[l.by, names(book.authorIds)]]
    if (book.translatorIds.length > 0) rows.push([l.tr, names(book.translatorIds)])
    const first = yearText(book.firstPublished, lang)
    if (first) rows.push([l.first, first])
    if (book.series) {
      const name = escapeXml(lookups.seriesName(book.series.id)[lang])
      rows.push([
        l.series,
        book.series.number === null ? name : `${name} ${l.no} ${book.series.number}`,
      ])
    }
    rows.push(
      [l.language, l.languages[book.language]],
      [l.pages, `${book.pageCount} ${l.pagesUnit}`],
      [l.format, book.format],
      [l.publisher, escapeXml(lookups.publisherName(book.publisherId)[lang])],
      [l.isbn, formatIsbn(book.isbn)],
    )
    const list = rows.map(([k, v]) => `<li><strong>${k}:</strong> ${v}</li>`).join('')
    return `<p>${escapeXml(book.shortDescription[lang])}</p><ul>${list}</ul>`
  }
  return { th: html('th'), en: html('en') }
}

/** What covers need of a catalogue book (BookInput), with names resolved. */
export function bookInputOf(
  book: Book,
  cat: Pick<Catalogue, 'authors' | 'publishers' | 'categories' | 'series'>,
): BookInput {
  return bookInputWith(book, lookupsOf(cat))
}

function bookInputWith(book: Omit<Book, 'fullDescription'>, lookups: Lookups): BookInput {
  const top = lookups.topCategory(book.categoryId)
  return {
    id: book.id,
    language: book.language,
    title: book.title,
    authors: book.authorIds.map((id) => lookups.author(id).name),
    translators: book.translatorIds.map((id) => lookups.author(id).name),
    publisher: lookups.publisherName(book.publisherId),
    isbn: book.isbn,
    description: book.shortDescription,
    categoryKey: top.key,
    categoryName: lookups.category(book.categoryId).name,
    series: book.series
      ? { name: lookups.seriesName(book.series.id), number: book.series.number }
      : null,
    publishedOn: book.publishedOn,
    pageCount: book.pageCount,
  }
}

function buildBooks(
  today: string,
  base: Pick<Catalogue, 'authors' | 'publishers' | 'categories' | 'series' | 'imprints' | 'tags'>,
): Book[] {
  const author = byKey(base.authors, 'author')
  const category = byKey(base.categories, 'category')
  const tag = byKey(base.tags, 'tag')
  const seriesOf = byKey(base.series, 'series')
  const imprint = byKey(base.imprints, 'imprint')
  const lookups = lookupsOf(base)
  const isbnSequence = new Map<number, number>()
  const since = newSince(today)

  return bookEntries().map(({ entry, language }, i) => {
    const id = i + 1
    const hash = hashString(entry.key)
    const cat = category(entry.cat)
    const top = lookups.topCategory(cat.id)
    const imp = imprint(entry.imprint ?? defaultImprintKey(language, cat.key, top.key))
    const publisher = base.publishers.find((p) => p.id === imp.publisherId)
    if (!publisher) throw new Error(`imprint ${imp.key} has no publisher`)
    const sequence = (isbnSequence.get(publisher.id) ?? 0) + 1
    isbnSequence.set(publisher.id, sequence)
    const { price, oldPrice } = priceOf(entry, hash)
    const publishedOn = releaseDay(hash, today)
    const title: Localized = { th: entry.th, en: entry.en }
    const keywords = (lang: Lang) =>
      [entry[lang], ...entry.by.map((key) => author(key).name[lang]), cat.name[lang]].join(', ')
    const book: Omit<Book, 'fullDescription'> = {
      id,
      key: entry.key,
      sku: `EB-${language.toUpperCase()}-${String(id).padStart(5, '0')}`,
      title,
      shortDescription: entry.about,
      authorIds: entry.by.map((key) => author(key).id),
      translatorIds: (entry.tr ?? []).map((key) => author(key).id),
      publisherId: publisher.id,
      imprintId: imp.id,
      categoryId: cat.id,
      tagIds: entry.tags.map((key) => tag(key).id),
      language,
      isbn: isbn13(`${publisher.isbnPrefix}${String(sequence).padStart(3, '0')}`),
      pageCount: entry.pages,
      format: entry.format ?? 'EPUB',
      fileSizeBytes: 0,
      hasSample: entry.sample ?? hash % 10 < 7,
      series: entry.series ? { id: seriesOf(entry.series[0]).id, number: entry.series[1] } : null,
      price,
      oldPrice,
      publishedOn,
      markAsNew: publishedOn >= since,
      firstPublished: entry.year,
      metaKeywords: { th: keywords('th'), en: keywords('en') },
    }
    book.fileSizeBytes = estimatedEpubBytes(book.pageCount, book.language)
    return { ...book, fullDescription: fullDescription(book, lookups) }
  })
}

const slideEntries: {
  key: string
  target: ['book' | 'category' | 'topic', string]
  title: Localized
  subtitle: Localized
  altText: Localized
  colors: [string, string]
}[] = [
  {
    key: 'four-reigns',
    target: ['book', 'si-phaendin'],
    title: { th: 'สี่แผ่นดิน', en: 'Four Reigns' },
    subtitle: {
      th: 'ชีวิตแม่พลอยผ่านสี่รัชกาล นวนิยายอมตะของ ม.ร.ว.คึกฤทธิ์ ปราโมช',
      en: 'Phloi’s life through four reigns, Kukrit Pramoj’s timeless novel',
    },
    altText: {
      th: 'แบนเนอร์นวนิยายสี่แผ่นดิน ของ ม.ร.ว.คึกฤทธิ์ ปราโมช',
      en: 'Banner for the novel Four Reigns by Kukrit Pramoj',
    },
    colors: ['#7a1f2b', '#e9c46a'],
  },
  {
    key: 'thai-literature',
    target: ['category', 'thai-literature'],
    title: { th: 'วรรณคดีไทย', en: 'Thai Literature' },
    subtitle: {
      th: 'จากไตรภูมิพระร่วงถึงขุนช้างขุนแผน อ่านง่ายบนทุกจอ',
      en: 'From the Traiphum to Khun Chang Khun Phaen, easy to read on any screen',
    },
    altText: {
      th: 'แบนเนอร์หมวดวรรณคดีไทย ตั้งแต่สมัยสุโขทัยถึงรัตนโกสินทร์',
      en: 'Banner for the Thai Literature category, from Sukhothai to Rattanakosin',
    },
    colors: ['#264653', '#e76f51'],
  },
  {
    key: 'sherlock-holmes',
    target: ['book', 'hound-of-the-baskervilles'],
    title: { th: 'เชอร์ล็อก โฮมส์', en: 'Sherlock Holmes' },
    subtitle: {
      th: 'หมาผีแห่งบาสเกอร์วิลล์ และคดีอื่น ๆ ครบทั้งชุด',
      en: 'The Hound of the Baskervilles and the whole series',
    },
    altText: {
      th: 'แบนเนอร์นวนิยายสืบสวนหมาผีแห่งบาสเกอร์วิลล์ ชุดเชอร์ล็อก โฮมส์',
      en: 'Banner for The Hound of the Baskervilles, a Sherlock Holmes mystery',
    },
    colors: ['#1d3557', '#a8dadc'],
  },
  {
    key: 'childrens',
    target: ['category', 'childrens'],
    title: { th: 'หนังสือเด็ก', en: "Children's Books" },
    subtitle: {
      th: 'นิทานพื้นบ้าน เทพนิยาย และวรรณกรรมเยาวชนคลาสสิก',
      en: 'Folk tales, fairy tales and young readers’ classics',
    },
    altText: {
      th: 'แบนเนอร์หมวดหนังสือเด็ก นิทานและวรรณกรรมเยาวชน',
      en: "Banner for the Children's category: tales and young readers' classics",
    },
    colors: ['#2a9d8f', '#f4a261'],
  },
  {
    key: 'how-to-buy',
    target: ['topic', 'purchaseprocess'],
    title: { th: 'ซื้ออีบุ๊กง่าย ๆ', en: 'Buying e-books made easy' },
    subtitle: {
      th: 'ชำระเงิน ดาวน์โหลด และอ่านได้ทันทีบนทุกอุปกรณ์',
      en: 'Pay, download and start reading on any device',
    },
    altText: {
      th: 'แบนเนอร์ขั้นตอนการสั่งซื้ออีบุ๊ก',
      en: 'Banner explaining how to buy e-books',
    },
    colors: ['#3d405b', '#81b29a'],
  },
]

function sliders(cat: Pick<Catalogue, 'books' | 'categories' | 'topics'>): Slide[] {
  return slideEntries.map((entry, i) => {
    const [kind, key] = entry.target
    let target: SliderTarget
    if (kind === 'book') {
      const book = cat.books.find((b) => b.key === key)
      if (!book) throw new Error(`slider book ${key}`)
      target = { type: 10, kind, id: book.id, seName: book.key }
    } else if (kind === 'category') {
      const category = cat.categories.find((c) => c.key === key)
      if (!category) throw new Error(`slider category ${key}`)
      target = { type: 20, kind, id: category.id, seName: category.key }
    } else {
      const topic = cat.topics.find((t) => t.systemName === key)
      if (!topic) throw new Error(`slider topic ${key}`)
      target = { type: 50, kind, id: topic.id, seName: topic.systemName }
    }
    return {
      id: i + 1,
      key: entry.key,
      title: entry.title,
      subtitle: entry.subtitle,
      altText: entry.altText,
      target,
      displayOrder: i + 1,
      colors: entry.colors,
    }
  })
}

/** The top-level categories shown on the home page, in order. */
const HOME_CATEGORY_KEYS = ['novels', 'thai-literature', 'childrens', 'history', 'self-help']
const HOME_FEATURED = 12

function homeCategories(cat: Pick<Catalogue, 'books' | 'categories' | 'reviews'>): HomeCategory[] {
  const ratings = new Map<number, { sum: number; count: number }>()
  for (const review of cat.reviews) {
    const r = ratings.get(review.bookId) ?? { sum: 0, count: 0 }
    r.sum += review.rating
    r.count += 1
    ratings.set(review.bookId, r)
  }
  const parents = new Map(cat.categories.map((c) => [c.id, c.parentId]))
  const topOf = (id: number): number => {
    let current = id
    for (let parent = parents.get(current); parent != null; parent = parents.get(current))
      current = parent
    return current
  }
  // Best first: average rating weighted by the number of reviews, then newest.
  const score = (bookId: number) => {
    const r = ratings.get(bookId)
    return r ? (r.sum + 3 * 2) / (r.count + 2) : 3
  }
  return HOME_CATEGORY_KEYS.map((key, i) => {
    const category = cat.categories.find((c) => c.key === key)
    if (!category) throw new Error(`home category ${key}`)
    const featured = cat.books
      .filter((b) => topOf(b.categoryId) === category.id)
      .sort(
        (a, b) =>
          score(b.id) - score(a.id) || b.publishedOn.localeCompare(a.publishedOn) || a.id - b.id,
      )
      .slice(0, HOME_FEATURED)
      .map((b) => b.id)
    return { categoryId: category.id, displayOrder: i + 1, featuredBookIds: featured }
  })
}

/** Options of catalogue(). */
export interface CatalogueOptions {
  /** The seeding day (YYYY-MM-DD, UTC); today by default. Release and review dates count back from it. */
  today?: string
}

/** The whole seeded store: the same data for the same `today`. */
export function catalogue(options: CatalogueOptions = {}): Catalogue {
  const today = options.today ?? todayUtc()
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`not a YYYY-MM-DD date: ${today}`)
  const base = {
    categories: categories(),
    authors: authors(),
    publishers: publishers(),
    imprints: imprints(),
    tags: tags(),
    series: series(),
  }
  const books = buildBooks(today, base)
  const reviews = reviewsFor(books, today)
  const storeTopics = topics()
  return {
    ...base,
    books,
    reviewers: reviewers(),
    reviews,
    sliders: sliders({ books, categories: base.categories, topics: storeTopics }),
    homeCategories: homeCategories({ books, categories: base.categories, reviews }),
    topics: storeTopics,
    contentBlocks: dynamicContent(),
    coupons: coupons(),
  }
}
