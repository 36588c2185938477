import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/types.ts'
import { searchText } from '../../db/search-text.ts'
import { createTestDb } from '../../testing/db.ts'
import {
  addBook,
  ids,
  seedCatalogFixture,
  type CatalogFixture,
} from '../../testing/fixtures/catalog.ts'
import { parseTerm } from './search.ts'
import { findMatches, type SearchLimits, type SearchQuery } from './search-words.ts'

let db: Db
let books: CatalogFixture

beforeAll(async () => {
  db = await createTestDb()
  books = await seedCatalogFixture(db)
})
afterAll(async () => {
  await db?.close()
})

const query = (q: string, more: Partial<SearchQuery> = {}): SearchQuery => ({
  term: parseTerm(q),
  descriptions: false,
  conditions: [],
  ...more,
})
const find = async (q: string, limits?: SearchLimits, more: Partial<SearchQuery> = {}) => {
  const found = await findMatches(db, query(q, more), limits)
  return { ...found, ids: Array.from(found.ids) }
}

describe('findMatches', () => {
  it('finds a Thai title by any whole word of it, through the word index', async () => {
    // แฮร์รี่พอตเตอร์กับศิลาอาถรรพ์ is cut into แฮร์รี่ / พอตเตอร์ / กับ / ศิลา / อาถรรพ์.
    for (const q of ['แฮร์รี่', 'พอตเตอร์', 'ศิลา', 'อาถรรพ์', 'พอตเตอร์ ศิลา']) {
      expect(await find(q), q).toMatchObject({ ids: [books.harry], how: 'words' })
    }
    expect(await find('ขุนแผน')).toMatchObject({ ids: [books.khunChang], how: 'words' })
  })

  it('finds a word’s beginning (a word still being typed) through substrings', async () => {
    expect(await find('พอตเต')).toMatchObject({ ids: [books.harry], how: 'substring' })
    expect(await find('Hobb')).toMatchObject({ ids: [books.hobbit], how: 'substring' })
  })

  it('finds a title despite a typo when nothing else matches', async () => {
    expect(await find('hobbot')).toMatchObject({ ids: [books.hobbit], how: 'typo' })
    expect(await find('zzzzqqq')).toMatchObject({ ids: [], how: 'none', capped: false })
  })

  it('forgives a one-letter typo in a Thai or English title, first, without answering everything', async () => {
    // Titles that share words and letters, so that a typo is near more than one of them.
    const titles = {
      yuanPhai: 'ลิลิตยวนพ่าย',
      phraLo: 'ลิลิตพระลอ',
      phrabat: 'นิราศพระบาท',
      suphan: 'นิราศสุพรรณ',
      klaiBan: 'ไกลบ้าน',
      kraiThong: 'ไกรทอง',
    }
    const made: Record<string, number> = {}
    for (const [key, nameTh] of Object.entries(titles)) {
      made[key] = await addBook(db, { nameTh, categoryId: ids.category.novels, price: 10 })
    }
    const typos: [string, number][] = [
      ['ลิลิตวยนพ่าย', made.yuanPhai!], // two letters swapped
      ['นิรศพระบาท', made.phrabat!], // a letter dropped
      ['นิราศสุพพรรณ', made.suphan!], // a letter doubled
      ['ไกลบ่าน', made.klaiBan!], // a wrong tone mark
      ['ขุนชางขุนแผน', books.khunChang], // a tone mark left out
      ['harry poter', books.harry],
      ['hobit', books.hobbit],
    ]
    for (const [q, id] of typos) {
      const found = await find(q)
      expect(found.ids[0], q).toBe(id)
      expect(found.ids.length, q).toBeLessThanOrEqual(3)
    }
    for (const [key, nameTh] of Object.entries(titles)) {
      expect((await find(nameTh)).ids[0], nameTh).toBe(made[key])
    }
  })

  it('finds books by a word of their credits after the titles that hold it', async () => {
    const byName = await addBook(db, {
      nameTh: 'สุนทรภู่ชีวประวัติ',
      nameEn: 'Sunthorn Phu: a life',
      categoryId: ids.category.history,
      price: 100,
    })
    const found = await find('สุนทรภู่')
    // The title that holds the word first, then the books he wrote (credits), most reviewed first.
    expect(found.ids[0]).toBe(byName)
    expect(found.ids.slice(1).sort()).toEqual([books.khunChang, books.history].sort())
  })

  it('answers at most the cap, the best first: titles starting with the word, then the most reviewed', async () => {
    const made: number[] = []
    for (const [index, name] of [
      'lantern river',
      'river song',
      'old river',
      'the river',
    ].entries()) {
      made.push(await addBook(db, { nameTh: name, categoryId: ids.category.novels, price: 10 }))
      await db.query('UPDATE books SET approved_total_reviews = $2 WHERE id = $1', [
        made[index],
        index,
      ])
    }
    const [lantern, song, old, the] = made as [number, number, number, number]
    expect(await find('river')).toMatchObject({ ids: [song, the, old, lantern], capped: false })
    expect(await find('river', { cap: 2, scan: 100 })).toEqual({
      ids: [song, the],
      capped: true,
      how: 'words',
    })
    // Two words: both must be in the title; the one that starts it ranks first.
    expect((await find('river the')).ids).toEqual([the])
  })

  it('bounds a multi-word search by the rarer word', async () => {
    const a = await addBook(db, {
      nameTh: 'quiet harbour',
      categoryId: ids.category.novels,
      price: 1,
    })
    const b = await addBook(db, {
      nameTh: 'harbour quiet',
      categoryId: ids.category.novels,
      price: 1,
    })
    // Even when each word alone has more rows than the scan limit reads, the rarer one drives.
    for (let i = 0; i < 4; i++) {
      await addBook(db, { nameTh: `harbour ${i}`, categoryId: ids.category.novels, price: 1 })
    }
    expect((await find('quiet harbour', { cap: 10, scan: 3 })).ids).toEqual([a, b])
  })

  it('follows a book’s changes: new title words, unpublished books', async () => {
    const id = await addBook(db, { nameTh: 'ชื่อเดิม', categoryId: ids.category.novels, price: 1 })
    expect((await find('ชื่อเดิม')).ids).toEqual([id])
    await db.query('UPDATE books SET name_th = $2, search_title = $3 WHERE id = $1', [
      id,
      'เล่มเปลี่ยนชื่อ',
      searchText(['เล่มเปลี่ยนชื่อ']),
    ])
    const words = async () =>
      (
        await db.query<{ word: string }>('SELECT word FROM book_title_words WHERE book_id = $1', [
          id,
        ])
      )
        .map((row) => row.word)
        .sort()
    expect(await words()).toEqual(['ชื่อ', 'เปลี่ยน', 'เล่ม'].sort())
    expect(await find('เปลี่ยน')).toMatchObject({ ids: [id], how: 'words' })
    await db.query('UPDATE books SET published = false WHERE id = $1', [id])
    expect(await words()).toEqual([])
    expect((await find('เปลี่ยน')).ids).not.toContain(id)
  })

  it('applies the advanced search’s conditions in every tier', async () => {
    const inHistory = (p: { add(value: unknown): string }, book: string) =>
      `EXISTS (SELECT 1 FROM book_categories bc WHERE bc.book_id = ${book}
                 AND bc.category_id = ${p.add(ids.category.history)})`
    expect((await find('สุนทรภู่', undefined, { conditions: [inHistory] })).ids).toContain(
      books.history,
    )
    expect((await find('สุนทรภู่', undefined, { conditions: [inHistory] })).ids).not.toContain(
      books.khunChang,
    )
  })
})
