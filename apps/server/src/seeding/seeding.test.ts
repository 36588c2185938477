import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { searchText } from '../db/search-text.ts'
import type { Db } from '../db/types.ts'
import { catalogue } from '../seed/catalogue.ts'
import { SYNTHETIC_BOOK_ID } from '../seed/synthetic.ts'
import { thaiAddresses } from '../seed/addresses.ts'
import { createTestDb } from '../testing/db.ts'
import { coverBookOf } from '../seed/covers.ts'
import { BookLookups } from './books.ts'
import { coverBookOfPicture, pictureBytes } from './covers.ts'
import { SEED_SETTING, seedIfEmpty, seedSynthetic, type SeedReport } from './index.ts'

const TODAY = '2026-01-15'
const expected = catalogue({ today: TODAY })
const addresses = await thaiAddresses()

let db: Db
let report: SeedReport | null
let seconds = 0

beforeAll(async () => {
  db = await createTestDb()
  const started = performance.now()
  report = await seedIfEmpty(db, {}, { today: TODAY })
  seconds = (performance.now() - started) / 1000
  console.log(
    `seeding took ${seconds.toFixed(1)} s; steps (ms): ${JSON.stringify(report?.timings)}`,
  )
})

afterAll(async () => {
  await db?.close()
})

const count = async (sql: string, params: unknown[] = []) =>
  ((await db.queryOne<{ n: number }>(sql, params)) as { n: number }).n

describe('seedIfEmpty', () => {
  it('inserts the whole seed with the expected counts', async () => {
    expect(report).not.toBeNull()
    const tables: [string, number][] = [
      ['books', expected.books.length],
      ['categories', expected.categories.length],
      ['authors', expected.authors.length],
      ['vendors', expected.publishers.length],
      ['manufacturers', expected.imprints.length],
      ['tags', expected.tags.length],
      ['series', expected.series.length],
      ['reviews', expected.reviews.length],
      ['slider_items', expected.sliders.length],
      ['topics', expected.topics.length],
      ['content_blocks', expected.contentBlocks.length],
      ['discounts', expected.coupons.length],
      ['state_provinces', addresses.provinces.length],
      ['districts', addresses.districts.length],
      ['sub_districts', addresses.subDistricts.length],
    ]
    for (const [table, n] of tables) {
      expect(await count(`SELECT count(*)::int AS n FROM ${table}`), table).toBe(n)
      expect(report?.counts[table], table).toBe(n)
    }
    expect(addresses.provinces.length).toBe(77)
    expect(await count('SELECT count(*)::int AS n FROM countries')).toBeGreaterThan(1)
    expect(await count('SELECT count(*)::int AS n FROM categories WHERE show_on_home_page')).toBe(
      expected.homeCategories.length,
    )
    expect(
      await count(
        `SELECT count(*)::int AS n FROM home_widgets WHERE widget_type = 'category-product'`,
      ),
    ).toBe(expected.homeCategories.length)
    expect(await count(`SELECT count(*)::int AS n FROM book_files WHERE kind = 'sample'`)).toBe(
      expected.books.filter((b) => b.hasSample).length,
    )
    const slider = await db.queryOne<{ value: boolean }>(
      `SELECT value FROM store_settings WHERE key = 'slider.enabled'`,
    )
    expect(slider?.value).toBe(true)
  })

  it('gives every book authors, a category, an imprint, files, a cover and specifications', async () => {
    const missing = await db.query<{ id: number }>(
      `SELECT b.id FROM books b
        WHERE NOT EXISTS (SELECT 1 FROM book_authors a WHERE a.book_id = b.id AND a.role = 'author')
           OR NOT EXISTS (SELECT 1 FROM book_categories c WHERE c.book_id = b.id)
           OR NOT EXISTS (SELECT 1 FROM book_manufacturers m WHERE m.book_id = b.id)
           OR NOT EXISTS (SELECT 1 FROM book_files f WHERE f.book_id = b.id AND f.kind = 'full')
           OR NOT EXISTS (SELECT 1 FROM pictures p WHERE p.id = b.default_picture_id
                            AND p.mime_type = 'image/png' AND length(p.data) > 1000)
           OR NOT EXISTS (SELECT 1 FROM book_specifications s JOIN specification_attributes a
                            ON a.id = s.attribute_id AND a.system_name = 'file-format'
                           WHERE s.book_id = b.id AND s.option_id IS NOT NULL)
           OR b.vendor_id IS NULL OR b.search_title = '' OR b.search_people = ''`,
    )
    expect(missing).toEqual([])
    // The files are EPUBs the server makes on their first request (src/modules/reading): rows
    // without bytes yet, the full book's size estimated.
    const file = await db.queryOne<{
      data: Uint8Array | null
      size_bytes: number
      content_type: string
    }>(
      `SELECT data, size_bytes, content_type FROM book_files WHERE kind = 'full' ORDER BY id LIMIT 1`,
    )
    expect(file?.data).toBeNull()
    expect(file?.size_bytes).toBeGreaterThan(10_000)
    expect(file?.content_type).toBe('application/epub+zip')
    // Filter options for format and language, and the language option matches the book.
    const wrongLanguage = await count(
      `SELECT count(*)::int AS n FROM books b
         JOIN book_specifications s ON s.book_id = b.id
         JOIN specification_options o ON o.id = s.option_id
         JOIN specification_attributes a ON a.id = o.attribute_id AND a.system_name = 'language'
        WHERE o.system_name <> b.language`,
    )
    expect(wrongLanguage).toBe(0)
    // Reviewers bought what they reviewed; the approved totals match the reviews.
    expect(
      await count(
        `SELECT count(*)::int AS n FROM reviews r
          WHERE NOT EXISTS (SELECT 1 FROM library_items l
                             WHERE l.customer_id = r.customer_id AND l.book_id = r.book_id)`,
      ),
    ).toBe(0)
    expect(
      await count(
        `SELECT count(*)::int AS n FROM books b
          WHERE b.approved_total_reviews <> (SELECT count(*) FROM reviews r WHERE r.book_id = b.id)`,
      ),
    ).toBe(0)
    const usedUp = await db.queryOne<{ imported_times_used: number; limitation_times: number }>(
      `SELECT imported_times_used, limitation_times FROM discounts WHERE coupon_code = 'FIRST100'`,
    )
    expect(usedUp).toEqual({ imported_times_used: 100, limitation_times: 100 })
  })

  it('gives every slide a banner and a smaller phone picture of the same slide', async () => {
    const slides = await db.query<{
      full: number
      mobile: number
      full_size: string
      mobile_size: string
      full_bytes: number
      mobile_bytes: number
      full_alt: string
      mobile_alt: string
    }>(
      `SELECT p.id AS full, m.id AS mobile,
              p.width || 'x' || p.height AS full_size, m.width || 'x' || m.height AS mobile_size,
              length(p.data)::int AS full_bytes, length(m.data)::int AS mobile_bytes,
              p.alt_en AS full_alt, m.alt_en AS mobile_alt
         FROM slider_items s
         JOIN pictures p ON p.id = s.picture_id
         JOIN pictures m ON m.id = s.mobile_picture_id
        ORDER BY s.display_order`,
    )
    expect(slides).toHaveLength(expected.sliders.length)
    for (const slide of slides) {
      expect(slide.full).not.toBe(slide.mobile)
      expect([slide.full_size, slide.mobile_size]).toEqual(['1200x400', '720x240'])
      expect(slide.mobile_bytes).toBeLessThan(slide.full_bytes)
      // Small enough for a phone's first view (the diagonal banners weighed 100 to 210 KB).
      expect(slide.full_bytes).toBeLessThan(40_000)
      expect(slide.mobile_bytes).toBeLessThan(20_000)
      expect(slide.mobile_alt).toBe(slide.full_alt)
    }
  })

  it('finds a Thai word inside a Thai title through the search columns', async () => {
    const book = expected.books.find((b) => b.key === 'si-phaendin') ?? expected.books[0]
    const words = searchText([book?.title.th]).split(' ')
    const word = words.at(-1) as string
    expect(word.length).toBeGreaterThan(1)
    const found = await db.query<{ id: number }>(
      `SELECT id FROM books WHERE search_title LIKE '%' || $1 || '%'`,
      [searchText([word])],
    )
    expect(found.map((r) => r.id)).toContain(book?.id)
    // A word in the middle of a run of Thai text (no spaces in the title itself).
    const thai = expected.books.find(
      (b) => b.language === 'th' && searchText([b.title.th]).split(' ').length >= 2,
    )
    const middle = searchText([thai?.title.th]).split(' ')[1] as string
    expect(thai?.title.th.includes(' ' + middle)).toBe(false)
    const hits = await db.query<{ id: number }>(
      `SELECT id FROM books WHERE search_title LIKE '%' || $1 || '%'`,
      [middle],
    )
    expect(hits.map((r) => r.id)).toContain(thai?.id)
  })

  it('does nothing the second time: a look or two, no transaction', async () => {
    const calls = (['query', 'queryOne', 'execute', 'exec', 'transaction'] as const).map((method) =>
      vi.spyOn(db, method),
    )
    try {
      expect(await seedIfEmpty(db, {}, { today: TODAY })).toBeNull()
      expect(db.transaction).not.toHaveBeenCalled()
      const statements = calls.reduce((sum, spy) => sum + spy.mock.calls.length, 0)
      expect(statements).toBeGreaterThan(0)
      expect(statements).toBeLessThanOrEqual(2)
    } finally {
      for (const spy of calls) spy.mockRestore()
    }
    expect(await count('SELECT count(*)::int AS n FROM books')).toBe(expected.books.length)
    const setting = await db.queryOne<{ value: { today: string } }>(
      'SELECT value FROM store_settings WHERE key = $1',
      [SEED_SETTING],
    )
    expect(setting?.value.today).toBe(TODAY)
  })

  it('adds new rows after the seed without id collisions', async () => {
    const row = await db.queryOne<{ id: number }>(
      `INSERT INTO tags (name_th, se_name) VALUES ('ทดสอบ', 'test-tag') RETURNING id`,
    )
    expect(row?.id).toBeGreaterThan(expected.tags.length)
  })

  it('loads a synthetic catalogue in batches', async () => {
    const result = await seedSynthetic(db, 1500, { batchSize: 500 })
    console.log(`synthetic: 1500 books in ${result.milliseconds} ms`)
    expect(result.books).toBe(1500)
    expect(
      await count('SELECT count(*)::int AS n FROM books WHERE id >= $1', [SYNTHETIC_BOOK_ID]),
    ).toBe(1500)
    const cover = await db.queryOne<{ data: Uint8Array | null }>(
      'SELECT p.data FROM books b JOIN pictures p ON p.id = b.default_picture_id WHERE b.id = $1',
      [SYNTHETIC_BOOK_ID],
    )
    expect(cover).toEqual({ data: null })
    expect((await seedSynthetic(db, 1500)).books).toBe(0)
  })

  it('draws a cover without bytes on demand and keeps it', async () => {
    const drawn = await pictureBytes(db, SYNTHETIC_BOOK_ID)
    expect(drawn?.mimeType).toBe('image/png')
    expect([...(drawn?.data.slice(1, 4) ?? [])]).toEqual([0x50, 0x4e, 0x47]) // 'PNG'
    const stored = await db.queryOne<{ n: number }>(
      'SELECT length(data)::int AS n FROM pictures WHERE id = $1',
      [SYNTHETIC_BOOK_ID],
    )
    expect(stored?.n).toBe(drawn?.data.length)
    expect(await pictureBytes(db, 999_999_999)).toBeNull()
  })

  it('reads the same cover input from the database as the seed drew', async () => {
    const lookups = new BookLookups(expected)
    for (const book of expected.books.filter((b) => b.series || b.id % 50 === 0)) {
      expect(await coverBookOfPicture(db, book.id)).toEqual(coverBookOf(lookups.bookInput(book)))
    }
  })
})
