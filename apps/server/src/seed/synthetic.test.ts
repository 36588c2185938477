import { describe, expect, it } from 'vitest'
import { categories } from './categories.ts'
import { imprints } from './publishers.ts'
import {
  SYNTHETIC_AUTHOR_ID,
  SYNTHETIC_BOOK_ID,
  SYNTHETIC_LAST_DAY,
  syntheticAuthors,
  syntheticCatalogue,
  syntheticChunks,
} from './synthetic.ts'
import { tags } from './tags.ts'
import { addDays, isValidIsbn13 } from './util.ts'

describe('syntheticCatalogue', () => {
  it('makes exactly the requested number of books, with consecutive ids', () => {
    const books = [...syntheticCatalogue(2500)]
    expect(books).toHaveLength(2500)
    expect(books[0]?.id).toBe(SYNTHETIC_BOOK_ID)
    expect(books.at(-1)?.id).toBe(SYNTHETIC_BOOK_ID + 2499)
    expect([...syntheticCatalogue(0)]).toHaveLength(0)
    expect(() => [...syntheticCatalogue(-1)]).toThrow(RangeError)
  })

  it('is deterministic for a seed and differs between seeds', () => {
    expect([...syntheticCatalogue(300, 7)]).toEqual([...syntheticCatalogue(300, 7)])
    expect([...syntheticCatalogue(300, 8)]).not.toEqual([...syntheticCatalogue(300, 7)])
  })

  it('fills every field with valid values', () => {
    const categoryIds = new Set(categories().map((c) => c.id))
    const imprintById = new Map(imprints().map((i) => [i.id, i]))
    const tagIds = new Set(tags().map((t) => t.id))
    const authorIds = new Set(syntheticAuthors().map((a) => a.id))
    const keys = new Set<string>()
    let thai = 0
    for (const book of syntheticCatalogue(3000, 3)) {
      keys.add(book.key)
      if (book.language === 'th') {
        thai++
        expect(book.title.th).toMatch(/[\u0E00-\u0E7F]/)
      } else expect(book.title.en).toMatch(/^[A-Z][A-Za-z ]+$/)
      expect(book.title.th.length).toBeGreaterThan(0)
      expect(book.shortDescription.th).toMatch(/[\u0E00-\u0E7F]/)
      expect(book.shortDescription.en).toMatch(/^[A-Za-z]/)
      expect(categoryIds.has(book.categoryId)).toBe(true)
      expect(imprintById.get(book.imprintId)?.publisherId).toBe(book.publisherId)
      for (const id of book.tagIds) expect(tagIds.has(id)).toBe(true)
      expect(book.authorIds.length).toBeGreaterThan(0)
      for (const id of book.authorIds) expect(authorIds.has(id)).toBe(true)
      expect(isValidIsbn13(book.isbn)).toBe(true)
      expect(book.price).toBeGreaterThan(0)
      if (book.oldPrice !== null) expect(book.oldPrice).toBeGreaterThan(book.price)
      expect(book.publishedOn >= '2015-07-01' && book.publishedOn <= SYNTHETIC_LAST_DAY).toBe(true)
      expect(book.markAsNew).toBe(book.publishedOn > addDays(SYNTHETIC_LAST_DAY, -90))
      expect(book.pageCount).toBeGreaterThan(0)
      expect(book.fileSizeBytes).toBeGreaterThan(0)
    }
    expect(keys.size).toBe(3000)
    expect(thai / 3000).toBeGreaterThan(0.55)
    expect(thai / 3000).toBeLessThan(0.78)
  })

  it('gives authors in the id range the books use', () => {
    const authors = syntheticAuthors(10)
    expect(authors.map((a) => a.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => SYNTHETIC_AUTHOR_ID + i),
    )
    expect(authors[0]?.name.th).toMatch(/[\u0E00-\u0E7F]/)
    expect(authors[1]?.name.en).toMatch(/^[A-Z]/)
  })

  it('makes 100,000 books in chunks, each made only when asked for', () => {
    const lazy = syntheticChunks(100_000, 5000)[Symbol.iterator]()
    const first = lazy.next()
    expect(first.done).toBe(false)
    expect(first.value).toHaveLength(5000)
    let count = 0
    let chunks = 0
    for (const chunk of syntheticChunks(100_000, 5000)) {
      chunks++
      count += chunk.length
    }
    expect(count).toBe(100_000)
    expect(chunks).toBe(20)
  })
})
