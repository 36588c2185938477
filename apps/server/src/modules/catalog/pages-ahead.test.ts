/**
 * Book pages made in advance (pages-ahead.ts): a server whose pages come from its page store
 * answers exactly what a server that makes each page when asked answers, before and after the
 * catalogue changes underneath it (SQL straight into the database, as another server or an
 * administrator would), and after the dates its pages depend on.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { components } from '@ebook/api/generated/v2'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { StoreChanges } from '../../http/store-changes.ts'
import type { Lang } from '../../i18n/index.ts'
import {
  addPaidOrder,
  seedCatalogFixture,
  ids,
  type CatalogFixture,
} from '../../testing/fixtures/catalog.ts'
import { createTestServer, memoryLogger, type TestServer } from '../../testing/server.ts'
import { catalogModule } from './index.ts'
import { BookPages, bookPageInfrastructure } from './book-pages.ts'
import { PagesAhead } from './pages-ahead.ts'
import { CatalogService } from './service.ts'

type ProductDetails = components['schemas']['ProductDetailsModel']

let dir: string
let server: TestServer
let ahead: PagesAhead
let books: CatalogFixture
let visible: number[]
const MINUTE = 60_000
let clock = Date.now()

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: clock })
  dir = mkdtempSync(join(tmpdir(), 'pages-ahead-'))
  server = await createTestServer({
    modules: [catalogModule],
    config: { dataDir: dir, renderAhead: true },
  })
  books = await seedCatalogFixture(server.db)
  visible = (
    await server.db.query<{ id: number }>(
      'SELECT id FROM books WHERE published AND NOT deleted ORDER BY id',
    )
  ).map((row) => row.id)
  ahead = server.background.find((work) => work instanceof PagesAhead)!
  await ahead.start()
  await ahead.settled()
})
afterAll(async () => {
  await ahead?.stop()
  await server?.deps.changes.stop()
  await server?.close()
  vi.useRealTimers()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** Moves the clock on (the caches' times, the pages' dates). */
function later(ms: number) {
  clock += ms
  vi.setSystemTime(clock)
}

async function answer(target: TestServer, id: number, lang: Lang): Promise<string> {
  const response = await target.request('GET', `/api/v2/product/productdetails/${id}`, {
    language: lang,
  })
  expect(response.status).toBe(200)
  return response.text()
}

/** The page as a server that keeps nothing ahead makes it now (a new app: empty caches). */
async function madeNow(id: number, lang: Lang): Promise<string> {
  const plain = await createTestServer({
    db: server.db,
    modules: [catalogModule],
    config: { dataDir: dir, renderAhead: false },
  })
  return answer(plain, id, lang)
}

async function expectSameAsMadeNow(id: number) {
  for (const lang of ['th', 'en'] as const) {
    expect(await answer(server, id, lang)).toBe(await madeNow(id, lang))
  }
}

/** The page kept in the store, as the answer's JSON. */
function stored(id: number, lang: Lang) {
  const page = ahead.store.get(id, lang)
  return page && (JSON.parse(page.body.toString()) as { Data: ProductDetails }).Data
}

/** Looks for changes and waits for the pages they make again. */
async function look() {
  await ahead.look()
  await ahead.settled()
}

describe('book pages made in advance', () => {
  it('makes the page of every visible book in both languages, as the handler makes it', async () => {
    expect(ahead.store.pages).toBe(visible.length * 2)
    expect(stored(books.hidden, 'th')).toBeUndefined()
    expect(server.logs.some((line) => line.startsWith('Book pages made in advance:'))).toBe(true)
    for (const id of visible) {
      await expectSameAsMadeNow(id)
      const body = await answer(server, id, 'en')
      expect(body).toBe(ahead.store.get(id, 'en')!.body.toString())
    }
  })

  it('shows a change made in the database straight away after the next look (no cache cleared)', async () => {
    await answer(server, books.pride, 'th') // now in memory too
    await server.db.query('UPDATE books SET price = 99, old_price = 0 WHERE id = $1', [books.pride])
    await look()
    expect(stored(books.pride, 'th')!.ProductPrice.PriceValue).toBe(99)
    expect(JSON.parse(await answer(server, books.pride, 'th')).Data.ProductPrice.PriceValue).toBe(
      99,
    )
    await expectSameAsMadeNow(books.pride)
  })

  it("makes a tag's other books again when its count of books changes", async () => {
    const countOf = (id: number) =>
      stored(id, 'en')!.ProductTags.find((tag) => tag.Id === ids.tag.kids)?.ProductCount as number
    const before = countOf(books.harry)
    await server.db.query('INSERT INTO book_tags (book_id, tag_id) VALUES ($1, $2)', [
      books.pride,
      ids.tag.kids,
    ])
    await look()
    // Pride's page has the tag at once, with the count as last read (cached for five minutes).
    expect(countOf(books.pride)).toBe(before)
    later(5 * MINUTE + 1000)
    await look()
    // Read again: every page that shows the tag changes, Harry's too.
    expect(countOf(books.harry)).toBe(before + 1)
    expect(countOf(books.pride)).toBe(before + 1)
    await expectSameAsMadeNow(books.harry)
    await expectSameAsMadeNow(books.pride)
  })

  it('makes every page again when the automatic discounts change', async () => {
    await server.db.query(
      `WITH d AS (INSERT INTO discounts (name_th, applies_to, use_percentage, percentage, requires_coupon_code)
                  VALUES ('ลดนิยาย', 'books', true, 10, false) RETURNING id)
       INSERT INTO discount_books (discount_id, book_id) SELECT id, $1 FROM d`,
      [books.khunChang],
    )
    // The discounts are read once a minute.
    later(MINUTE + 1000)
    await look()
    expect(ahead.store.pages).toBe(visible.length * 2)
    expect(stored(books.khunChang, 'th')!.ProductPrice.PriceWithDiscountValue).toBe(170.1)
    await expectSameAsMadeNow(books.khunChang)
  })

  it('drops a page at once when this server changes its book (a review)', async () => {
    const buyer = await server.addCustomer()
    await addPaidOrder(server.db, buyer.customerId, [books.harry])
    const before = stored(books.harry, 'th')!.ProductReviewOverview.TotalReviews
    const added = await server.request('POST', `/api/v2/product/productreviewsadd/${books.harry}`, {
      token: buyer.token,
      json: { Data: { Title: 'สนุก', ReviewText: 'อ่านจบในคืนเดียว', Rating: 5 } },
    })
    expect(added.status).toBe(200)
    // No look: the page on disk is gone (or, once the change's notice came, made again with
    // the review), and the answer has the review.
    const kept = stored(books.harry, 'th')
    if (kept) expect(kept.ProductReviewOverview.TotalReviews).toBe(before + 1)
    const page = JSON.parse(await answer(server, books.harry, 'th')).Data
    expect(page.ProductReviewOverview.TotalReviews).toBe(before + 1)
  })

  it('makes a page again when a date it depends on has passed', async () => {
    await server.db.query(
      `UPDATE books SET mark_as_new = true, mark_as_new_start = NULL,
              mark_as_new_end = $2::timestamptz WHERE id = $1`,
      [books.hobbit, new Date(clock + 30 * MINUTE).toISOString()],
    )
    await look()
    expect(stored(books.hobbit, 'en')!.MarkAsNew).toBe(true)
    expect(JSON.parse(await answer(server, books.hobbit, 'en')).Data.MarkAsNew).toBe(true)
    later(31 * MINUTE)
    expect(stored(books.hobbit, 'en')).toBeUndefined()
    expect(JSON.parse(await answer(server, books.hobbit, 'en')).Data.MarkAsNew).toBe(false)
    await expectSameAsMadeNow(books.hobbit)
  })

  it('makes a page again when a discount on it starts or ends', async () => {
    await server.db.query(
      `WITH d AS (INSERT INTO discounts (name_th, applies_to, use_percentage, percentage,
                                         requires_coupon_code, starts_at, ends_at)
                  VALUES ('ลดประวัติศาสตร์', 'categories', true, 20, false, $2::timestamptz, $3::timestamptz)
                  RETURNING id)
       INSERT INTO discount_categories (discount_id, category_id) SELECT id, $1 FROM d`,
      [
        ids.category.history,
        new Date(clock + 10 * MINUTE).toISOString(),
        new Date(clock + 20 * MINUTE).toISOString(),
      ],
    )
    later(MINUTE + 1000)
    await look()
    const price = async () =>
      JSON.parse(await answer(server, books.history, 'th')).Data.ProductPrice
        .PriceWithDiscountValue as number | null
    expect(await price()).toBeNull()
    later(10 * MINUTE)
    expect(await price()).not.toBeNull()
    await expectSameAsMadeNow(books.history)
    later(10 * MINUTE)
    expect(await price()).toBeNull()
  })

  it('makes every page again after a change of the catalogue (a category renamed)', async () => {
    await server.db.query('UPDATE categories SET name_en = $1 WHERE id = $2', [
      'Novels and fiction',
      ids.category.novels,
    ])
    await ahead.look()
    await ahead.settled()
    expect(ahead.store.pages).toBe(visible.length * 2)
    expect(stored(books.pride, 'en')!.Breadcrumb.CategoryBreadcrumb[0]?.Name).toBe(
      'Novels and fiction',
    )
    for (const id of visible) await expectSameAsMadeNow(id)
  })

  it('closes its store when stopped', async () => {
    await ahead.stop()
    expect(ahead.store.open).toBe(false)
    expect(ahead.store.pages).toBe(0)
    // Pages are still answered, made when asked for.
    expect(JSON.parse(await answer(server, books.pride, 'th')).Data.Id).toBe(books.pride)
  })
})

describe('the page file', () => {
  it('is made again with only the live pages once it holds more old pages than live ones', async () => {
    const infrastructure = bookPageInfrastructure({
      dataDir: join(dir, 'compacting'),
      renderAhead: true,
    })
    const store = infrastructure.store!
    const svc = new CatalogService(server.db, infrastructure.cache)
    const pages = new BookPages(svc, infrastructure, server.deps.guestActivity)
    const changes = new StoreChanges(server.db, memoryLogger([]))
    changes.onChange(({ books }) => {
      for (const id of books) svc.forgetBook(id)
      compacting.remake(books)
    })
    const compacting = new PagesAhead(svc, store, pages, changes, memoryLogger([]), {
      compactAtWastedBytes: 0,
    })
    await compacting.start()
    try {
      await compacting.settled()
      expect(store.wasted).toBe(0)
      const pages = store.pages
      const bumpPrices = async () => {
        await server.db.query('UPDATE books SET price = price + 1')
        await compacting.look()
        await compacting.settled()
      }
      // Every page made again once: as many old bytes as live ones, kept.
      await bumpPrices()
      expect(store.wasted).toBeGreaterThan(0)
      expect(store.pages).toBe(pages)
      // Twice: more old bytes than live ones, and a new file with the live pages.
      await bumpPrices()
      expect(store.wasted).toBe(0)
      expect(store.pages).toBe(pages)
      const price = JSON.parse(store.get(books.pride, 'th')!.body.toString()).Data.ProductPrice
      expect(price.PriceValue).toBe(101)
    } finally {
      await compacting.stop()
      await changes.stop()
    }
  })
})
