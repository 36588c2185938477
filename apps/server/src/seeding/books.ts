/**
 * Books of the seed data (src/seed/types.ts Book) as rows of the schema: books with their search
 * columns, credits, category, imprint, tags and specification values. Shared by the first-start
 * seed and the synthetic load-test catalogue.
 */
import { searchText } from '../db/search-text.ts'
import type { Queryable } from '../db/types.ts'
import type {
  Author,
  Book,
  BookInput,
  Category,
  Imprint,
  Lang,
  Localized,
  Publisher,
  Series,
} from '../seed/types.ts'
import { EPUB_MEDIA_TYPE, epubFileName } from '../seed/epub.ts'
import { formatIsbn, joinNames } from '../seed/util.ts'
import type { Inserter, InsertRow } from './insert.ts'

/** The specification attributes of every book (ids fixed; looked up by system_name). */
export const SPEC_GROUP = { id: 1, name: { th: 'ข้อมูลหนังสือ', en: 'Book details' } }
export const SPEC = {
  author: { id: 1, name: { th: 'ผู้เขียน', en: 'Author' } },
  translator: { id: 2, name: { th: 'ผู้แปล', en: 'Translator' } },
  language: { id: 3, name: { th: 'ภาษา', en: 'Language' } },
  'file-format': { id: 4, name: { th: 'รูปแบบไฟล์', en: 'File format' } },
  pages: { id: 5, name: { th: 'จำนวนหน้า', en: 'Pages' } },
  isbn: { id: 6, name: { th: 'ISBN', en: 'ISBN' } },
  'first-published': { id: 7, name: { th: 'ปรากฏครั้งแรก', en: 'First published' } },
} as const
/** The filterable options: file format (EPUB, PDF) and language (th, en). */
export const SPEC_OPTIONS = [
  { id: 1, attribute: 'file-format', systemName: 'EPUB', name: { th: 'EPUB', en: 'EPUB' } },
  { id: 2, attribute: 'file-format', systemName: 'PDF', name: { th: 'PDF', en: 'PDF' } },
  { id: 3, attribute: 'language', systemName: 'th', name: { th: 'ภาษาไทย', en: 'Thai' } },
  { id: 4, attribute: 'language', systemName: 'en', name: { th: 'ภาษาอังกฤษ', en: 'English' } },
] as const

const optionId = (attribute: string, systemName: string): number =>
  (
    SPEC_OPTIONS.find((o) => o.attribute === attribute && o.systemName === systemName) as {
      id: number
    }
  ).id

/** Inserts the specification group, attributes and options (once per store). */
export async function insertSpecifications(inserter: Inserter): Promise<void> {
  await inserter.insert('specification_groups', [
    {
      id: SPEC_GROUP.id,
      name_th: SPEC_GROUP.name.th,
      name_en: SPEC_GROUP.name.en,
      display_order: 1,
    },
  ])
  await inserter.insert(
    'specification_attributes',
    Object.entries(SPEC).map(([systemName, attribute]) => ({
      id: attribute.id,
      group_id: SPEC_GROUP.id,
      system_name: systemName,
      name_th: attribute.name.th,
      name_en: attribute.name.en,
      display_order: attribute.id,
    })),
  )
  await inserter.insert(
    'specification_options',
    SPEC_OPTIONS.map((option) => ({
      id: option.id,
      attribute_id: SPEC[option.attribute].id,
      system_name: option.systemName,
      name_th: option.name.th,
      name_en: option.name.en,
      display_order: option.id,
    })),
  )
}

/** Finds what books refer to by id. */
export class BookLookups {
  private readonly authors: Map<number, Author>
  private readonly publishers: Map<number, Publisher>
  private readonly imprints: Map<number, Imprint>
  private readonly categories: Map<number, Category>
  private readonly series: Map<number, Series>

  constructor(data: {
    authors: readonly Author[]
    publishers: readonly Publisher[]
    imprints: readonly Imprint[]
    categories: readonly Category[]
    series: readonly Series[]
  }) {
    this.authors = new Map(data.authors.map((a) => [a.id, a]))
    this.publishers = new Map(data.publishers.map((p) => [p.id, p]))
    this.imprints = new Map(data.imprints.map((i) => [i.id, i]))
    this.categories = new Map(data.categories.map((c) => [c.id, c]))
    this.series = new Map(data.series.map((s) => [s.id, s]))
  }

  private get<T>(map: Map<number, T>, id: number, what: string): T {
    const found = map.get(id)
    if (!found) throw new Error(`seeding: unknown ${what} ${id}`)
    return found
  }

  author = (id: number) => this.get(this.authors, id, 'author')
  publisher = (id: number) => this.get(this.publishers, id, 'publisher')
  imprint = (id: number) => this.get(this.imprints, id, 'imprint')
  category = (id: number) => this.get(this.categories, id, 'category')
  seriesOf = (id: number) => this.get(this.series, id, 'series')

  /** The top-level category above a category (itself when it is one). */
  topCategory(id: number): Category {
    let category = this.category(id)
    while (category.parentId !== null) category = this.category(category.parentId)
    return category
  }

  /** What covers and files need of a book (the same input as src/seed/catalogue.ts bookInputOf). */
  bookInput(book: Book): BookInput {
    return {
      id: book.id,
      language: book.language,
      title: book.title,
      authors: book.authorIds.map((id) => this.author(id).name),
      translators: book.translatorIds.map((id) => this.author(id).name),
      publisher: this.publisher(book.publisherId).name,
      isbn: book.isbn,
      description: book.shortDescription,
      categoryKey: this.topCategory(book.categoryId).key,
      categoryName: this.category(book.categoryId).name,
      series: book.series
        ? { name: this.seriesOf(book.series.id).name, number: book.series.number }
        : null,
      publishedOn: book.publishedOn,
      pageCount: book.pageCount,
    }
  }
}

function yearText(year: number, lang: Lang): string {
  if (lang === 'th') return year > 0 ? `พ.ศ. ${year + 543}` : `ราว ${-year} ปีก่อนคริสตกาล`
  return year > 0 ? String(year) : `c. ${-year} BC`
}

const names = (people: Author[], lang: Lang) =>
  joinNames(
    people.map((p) => p.name[lang]),
    lang,
  )

/** Approved review totals of a book. */
export interface RatingTotals {
  sum: number
  count: number
}

/** The rows of a batch of books, by table. */
export interface BookRows {
  books: InsertRow[]
  book_authors: InsertRow[]
  book_categories: InsertRow[]
  book_manufacturers: InsertRow[]
  book_tags: InsertRow[]
  book_specifications: InsertRow[]
}

/**
 * The rows of books. `pictureIdOf` names each book's cover picture (null: none); `ratings` the
 * approved review totals; `featured` extra category rows (home categories' featured books).
 */
export function bookRows(
  books: readonly Book[],
  lookups: BookLookups,
  options: {
    pictureIdOf: (book: Book) => number | null
    ratings?: ReadonlyMap<number, RatingTotals>
  },
): BookRows {
  const rows: BookRows = {
    books: [],
    book_authors: [],
    book_categories: [],
    book_manufacturers: [],
    book_tags: [],
    book_specifications: [],
  }
  for (const book of books) {
    const authors = book.authorIds.map(lookups.author)
    const translators = book.translatorIds.map(lookups.author)
    const publisher = lookups.publisher(book.publisherId)
    const imprint = lookups.imprint(book.imprintId)
    const rating = options.ratings?.get(book.id)
    const released = `${book.publishedOn}T00:00:00Z`
    const text = (field: Localized) => ({ th: field.th, en: field.en })
    const title = text(book.title)
    rows.books.push({
      id: book.id,
      sku: book.sku,
      isbn: book.isbn,
      name_th: title.th,
      name_en: title.en,
      short_description_th: book.shortDescription.th,
      short_description_en: book.shortDescription.en,
      full_description_th: book.fullDescription.th,
      full_description_en: book.fullDescription.en,
      meta_title_th: title.th,
      meta_title_en: title.en,
      meta_description_th: book.shortDescription.th,
      meta_description_en: book.shortDescription.en,
      meta_keywords_th: book.metaKeywords.th,
      meta_keywords_en: book.metaKeywords.en,
      se_name: book.key,
      vendor_id: book.publisherId,
      series_id: book.series?.id ?? null,
      series_number: book.series?.number ?? null,
      language: book.language,
      page_count: book.pageCount,
      // Every downloadable file is an EPUB (see src/seed/epub.ts), so every book says EPUB.
      file_format: 'EPUB',
      price: book.price,
      old_price: book.oldPrice ?? 0,
      default_picture_id: options.pictureIdOf(book),
      mark_as_new: book.markAsNew,
      mark_as_new_start: book.markAsNew ? released : null,
      approved_rating_sum: rating?.sum ?? 0,
      approved_total_reviews: rating?.count ?? 0,
      published_on: book.publishedOn,
      search_title: searchText([book.title.th, book.title.en]),
      search_people: searchText(
        [
          ...authors.flatMap((a) => [a.name.th, a.name.en]),
          ...translators.flatMap((a) => [a.name.th, a.name.en]),
          publisher.name.th,
          publisher.name.en,
          imprint.name.th,
          imprint.name.en,
        ],
        { codes: [book.isbn, book.sku] },
      ),
      search_description: searchText(
        [
          book.shortDescription.th,
          book.shortDescription.en,
          book.fullDescription.th,
          book.fullDescription.en,
        ],
        { html: true },
      ),
      created_at: released,
      updated_at: released,
    })
    book.authorIds.forEach((authorId, position) =>
      rows.book_authors.push({ book_id: book.id, author_id: authorId, role: 'author', position }),
    )
    book.translatorIds.forEach((authorId, position) =>
      rows.book_authors.push({
        book_id: book.id,
        author_id: authorId,
        role: 'translator',
        position,
      }),
    )
    rows.book_categories.push({
      book_id: book.id,
      category_id: book.categoryId,
      display_order: 0,
      is_featured: false,
    })
    rows.book_manufacturers.push({
      book_id: book.id,
      manufacturer_id: book.imprintId,
      display_order: 0,
    })
    for (const tagId of new Set(book.tagIds))
      rows.book_tags.push({ book_id: book.id, tag_id: tagId })

    const spec = (
      attribute: keyof typeof SPEC,
      value: { option: number } | { th: string; en: string },
    ) => {
      const isOption = 'option' in value
      rows.book_specifications.push({
        book_id: book.id,
        attribute_id: SPEC[attribute].id,
        option_id: isOption ? value.option : null,
        attribute_type: isOption ? 0 : 10,
        custom_value_th: isOption ? null : value.th,
        custom_value_en: isOption ? null : value.en,
        allow_filtering: isOption,
        show_on_page: true,
        display_order: SPEC[attribute].id,
      })
    }
    spec('author', { th: names(authors, 'th'), en: names(authors, 'en') })
    if (translators.length > 0) {
      spec('translator', { th: names(translators, 'th'), en: names(translators, 'en') })
    }
    spec('language', { option: optionId('language', book.language) })
    spec('file-format', { option: optionId('file-format', 'EPUB') })
    spec('pages', { th: String(book.pageCount), en: String(book.pageCount) })
    spec('isbn', { th: formatIsbn(book.isbn), en: formatIsbn(book.isbn) })
    if (book.firstPublished !== null) {
      spec('first-published', {
        th: yearText(book.firstPublished, 'th'),
        en: yearText(book.firstPublished, 'en'),
      })
    }
  }
  return rows
}

/** Inserts the rows of a batch of books (books first, then what refers to them). */
export async function insertBookRows(inserter: Inserter, rows: BookRows): Promise<void> {
  await inserter.insert('books', rows.books)
  await inserter.insert('book_authors', rows.book_authors)
  await inserter.insert('book_categories', rows.book_categories)
  await inserter.insert('book_manufacturers', rows.book_manufacturers)
  await inserter.insert('book_tags', rows.book_tags)
  await inserter.insert('book_specifications', rows.book_specifications)
}

/** Whether any book exists (the store was seeded or filled). */
export async function hasBooks(db: Queryable): Promise<boolean> {
  return (await db.queryOne('SELECT 1 AS one FROM books LIMIT 1')) !== null
}

/**
 * The `book_files` rows of books: the full EPUB of each, and its sample when it has one. Their
 * bytes are left to the server, which makes a file on its first request (its text at the
 * book's length takes a moment to write) and keeps it; until then the size is an estimate.
 */
export function bookFileRows(books: readonly Book[]): InsertRow[] {
  const rows: InsertRow[] = []
  for (const book of books) {
    for (const sample of book.hasSample ? [false, true] : [false]) {
      rows.push({
        book_id: book.id,
        kind: sample ? 'sample' : 'full',
        file_format: 'EPUB',
        file_name: epubFileName(book, sample),
        content_type: EPUB_MEDIA_TYPE,
        size_bytes: sample ? 0 : book.fileSizeBytes,
        sha256: null,
        data: null,
      })
    }
  }
  return rows
}
