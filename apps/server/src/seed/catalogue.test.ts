import { describe, expect, it } from 'vitest'
import { englishBooks } from './books-en.ts'
import { thaiBooks } from './books-th.ts'
import { MAX_PRICE, MIN_PRICE, catalogue, newSince } from './catalogue.ts'
import { estimatedEpubBytes } from './epub.ts'
import type { Catalogue } from './types.ts'
import { isValidIsbn13 } from './util.ts'

const TODAY = '2025-06-01'
const cat: Catalogue = catalogue({ today: TODAY })

function expectUnique(values: readonly unknown[]) {
  expect(new Set(values).size).toBe(values.length)
}

describe('catalogue', () => {
  it('has at least 300 books, at least 40% of them Thai', () => {
    expect(cat.books.length).toBeGreaterThanOrEqual(300)
    const thai = cat.books.filter((b) => b.language === 'th').length
    expect(thai / cat.books.length).toBeGreaterThanOrEqual(0.4)
    expect(thai).toBe(thaiBooks.length)
    expect(cat.books.length - thai).toBe(englishBooks.length)
  })

  it('gives books unique ids, keys, SKUs and ISBNs with valid check digits', () => {
    expectUnique(cat.books.map((b) => b.id))
    expectUnique(cat.books.map((b) => b.key))
    expectUnique(cat.books.map((b) => b.sku))
    expectUnique(cat.books.map((b) => b.isbn))
    for (const book of cat.books) {
      expect(isValidIsbn13(book.isbn), book.isbn).toBe(true)
      const publisher = cat.publishers.find((p) => p.id === book.publisherId)
      expect(book.isbn.startsWith(publisher?.isbnPrefix ?? '-'), book.key).toBe(true)
      expect(book.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })

  it('keeps the ids and keys of every list unique', () => {
    for (const list of [
      cat.authors,
      cat.categories,
      cat.tags,
      cat.series,
      cat.publishers,
      cat.imprints,
    ]) {
      expectUnique(list.map((x) => x.id))
      expectUnique(list.map((x) => x.key))
    }
    expectUnique(cat.reviews.map((r) => r.id))
    expectUnique(cat.reviewers.map((r) => r.username))
  })

  it('gives every book both languages’ title and summary', () => {
    for (const book of cat.books) {
      for (const text of [book.title, book.shortDescription, book.fullDescription]) {
        expect(text.th.trim(), book.key).not.toBe('')
        expect(text.en.trim(), book.key).not.toBe('')
      }
      expect(book.shortDescription.en, book.key).not.toMatch(/lorem|ipsum|TODO/i)
    }
  })

  it('writes Thai summaries in Thai script and English ones in Latin script', () => {
    for (const book of cat.books) {
      expect(book.shortDescription.th, book.key).toMatch(/[\u0E00-\u0E7F]/)
      expect(book.shortDescription.en, book.key).not.toMatch(/[\u0E00-\u0E7F]/)
      if (book.language === 'th') expect(book.title.th, book.key).toMatch(/[\u0E00-\u0E7F]/)
    }
  })

  it('credits authors and a category, imprint, tags and series that exist', () => {
    const ids = (list: { id: number }[]) => new Set(list.map((x) => x.id))
    const authors = ids(cat.authors)
    const categories = ids(cat.categories)
    const tags = ids(cat.tags)
    const series = ids(cat.series)
    for (const book of cat.books) {
      expect(book.authorIds.length, book.key).toBeGreaterThan(0)
      for (const id of [...book.authorIds, ...book.translatorIds])
        expect(authors.has(id)).toBe(true)
      expect(categories.has(book.categoryId), book.key).toBe(true)
      for (const id of book.tagIds) expect(tags.has(id)).toBe(true)
      if (book.series) expect(series.has(book.series.id)).toBe(true)
      const imprint = cat.imprints.find((i) => i.id === book.imprintId)
      expect(imprint?.publisherId, book.key).toBe(book.publisherId)
    }
  })

  it('lists translators only on translated works, which carry the translation tag', () => {
    const translation = cat.tags.find((t) => t.key === 'translation')?.id
    for (const book of cat.books) {
      const tagged = book.tagIds.includes(translation ?? -1)
      expect(tagged, book.key).toBe(book.translatorIds.length > 0)
      for (const id of book.translatorIds) expect(book.authorIds).not.toContain(id)
    }
  })

  it('credits only people who appear on some book', () => {
    const credited = new Set(cat.books.flatMap((b) => [...b.authorIds, ...b.translatorIds]))
    expect(cat.authors.filter((a) => !credited.has(a.id)).map((a) => a.key)).toEqual([])
  })

  it('prices books in baht within range, with old prices above the price', () => {
    for (const book of cat.books) {
      expect(book.price, book.key).toBeGreaterThanOrEqual(MIN_PRICE)
      expect(book.price, book.key).toBeLessThanOrEqual(MAX_PRICE)
      if (book.oldPrice !== null) expect(book.oldPrice, book.key).toBeGreaterThan(book.price)
    }
    expect(cat.books.filter((b) => b.oldPrice !== null).length).toBeGreaterThan(20)
  })

  it('numbers books uniquely within a series', () => {
    const seen = new Set<string>()
    for (const book of cat.books) {
      if (!book.series || book.series.number === null) continue
      const slot = `${book.series.id}:${book.series.number}`
      expect(seen.has(slot), `${book.key} ${slot}`).toBe(false)
      seen.add(slot)
    }
  })

  it('spreads releases over past years with some in the last 30 days, badged new', () => {
    const since = newSince(TODAY)
    for (const book of cat.books) {
      expect(book.publishedOn <= TODAY, book.key).toBe(true)
      expect(book.markAsNew, book.key).toBe(book.publishedOn >= since)
    }
    expect(cat.books.filter((b) => b.markAsNew).length).toBeGreaterThanOrEqual(10)
    const years = new Set(cat.books.map((b) => b.publishedOn.slice(0, 4)))
    expect(years.size).toBeGreaterThanOrEqual(4)
  })

  it('records the estimated size of the file the server makes for a book', () => {
    for (const book of cat.books)
      expect(book.fileSizeBytes, book.key).toBe(estimatedEpubBytes(book.pageCount, book.language))
  })

  it('gives reviews ratings 1–5 on existing books by existing reviewers, once per book', () => {
    const books = new Map(cat.books.map((b) => [b.id, b]))
    const reviewers = new Set(cat.reviewers.map((r) => r.id))
    const pairs = new Set<string>()
    for (const review of cat.reviews) {
      expect(Number.isInteger(review.rating)).toBe(true)
      expect(review.rating).toBeGreaterThanOrEqual(1)
      expect(review.rating).toBeLessThanOrEqual(5)
      const book = books.get(review.bookId)
      expect(book).toBeDefined()
      expect(reviewers.has(review.reviewerId)).toBe(true)
      expect(review.writtenOn.slice(0, 10) > (book?.publishedOn ?? '')).toBe(true)
      expect(review.writtenOn.slice(0, 10) <= TODAY).toBe(true)
      const pair = `${review.bookId}:${review.reviewerId}`
      expect(pairs.has(pair)).toBe(false)
      pairs.add(pair)
    }
    const ratings = new Set(cat.reviews.map((r) => r.rating))
    expect([...ratings].sort()).toEqual([1, 2, 3, 4, 5])
    expect(new Set(cat.reviews.map((r) => r.bookId)).size).toBeGreaterThan(cat.books.length / 2)
    expect(new Set(cat.reviews.map((r) => r.language))).toEqual(new Set(['th', 'en']))
  })

  it('has a home slider of five banners whose targets exist', () => {
    expect(cat.sliders).toHaveLength(5)
    for (const slide of cat.sliders) {
      expect(slide.altText.th).not.toBe('')
      expect(slide.altText.en).not.toBe('')
      const t = slide.target
      const found =
        t.kind === 'book'
          ? cat.books.find((b) => b.id === t.id && b.key === t.seName)
          : t.kind === 'category'
            ? cat.categories.find((c) => c.id === t.id && c.key === t.seName)
            : t.kind === 'topic'
              ? cat.topics.find((x) => x.id === t.id && x.systemName === t.seName)
              : undefined
      expect(found, slide.key).toBeDefined()
    }
    expect(new Set(cat.sliders.map((s) => s.target.kind))).toEqual(
      new Set(['book', 'category', 'topic']),
    )
  })

  it('features books of each home category from within that category', () => {
    const parent = new Map(cat.categories.map((c) => [c.id, c.parentId]))
    const topOf = (id: number): number => {
      const p = parent.get(id)
      return p === null || p === undefined ? id : topOf(p)
    }
    expect(cat.homeCategories.length).toBeGreaterThanOrEqual(3)
    for (const home of cat.homeCategories) {
      expect(home.featuredBookIds.length).toBeGreaterThan(0)
      for (const id of home.featuredBookIds) {
        const book = cat.books.find((b) => b.id === id)
        expect(book && topOf(book.categoryId)).toBe(home.categoryId)
      }
    }
  })

  it('is deterministic: two calls for the same day are equal', () => {
    expect(catalogue({ today: TODAY })).toEqual(cat)
  })
})
