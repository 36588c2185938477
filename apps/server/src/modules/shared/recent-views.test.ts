import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/types.ts'
import { createTestDb } from '../../testing/db.ts'
import { addBook, addGuest } from '../../testing/fixtures/customer.ts'
import { RECENT_VIEWS_KEPT, RecentViews } from './recent-views.ts'

let db: Db
let views: RecentViews
beforeAll(async () => {
  db = await createTestDb()
  views = new RecentViews(db)
})
afterAll(async () => {
  await db.close()
})

const viewed = async (customerId: number) =>
  (
    await db.query<{ book_id: number }>(
      'SELECT book_id FROM recently_viewed WHERE customer_id = $1 ORDER BY viewed_at DESC, book_id',
      [customerId],
    )
  ).map((row) => row.book_id)

describe('recent views', () => {
  it('writes buffered views on flush, newest first, a repeated view moving to the front', async () => {
    const guest = await addGuest(db, 'views-a')
    const [a, b, c] = [await addBook(db), await addBook(db), await addBook(db)]
    views.record(guest, a)
    views.record(guest, b)
    views.record(guest, c)
    views.record(guest, a)
    expect(await viewed(guest)).toEqual([])
    await views.flush()
    expect(await viewed(guest)).toEqual([a, c, b])
  })

  it('keeps each customer’s newest views only, per customer', async () => {
    const first = await addGuest(db, 'views-b')
    const second = await addGuest(db, 'views-c')
    const books: number[] = []
    for (let i = 0; i < RECENT_VIEWS_KEPT + 3; i++) books.push(await addBook(db))
    for (const book of books) views.record(first, book)
    views.record(second, books[0]!)
    await views.flush()
    const kept = await viewed(first)
    expect(kept).toHaveLength(RECENT_VIEWS_KEPT)
    expect(kept[0]).toBe(books.at(-1))
    expect(kept).not.toContain(books[0])
    expect(await viewed(second)).toEqual([books[0]])
  })

  it('merges a customer’s new views into the stored ones: each book once, newest first, 50 at most', async () => {
    const guest = await addGuest(db, 'views-d')
    const books: number[] = []
    for (let i = 0; i < RECENT_VIEWS_KEPT; i++) books.push(await addBook(db))
    for (const book of books.slice(0, 30)) views.record(guest, book)
    await views.flush()
    // Again the first one, then twenty-five more: the oldest fall off, the repeated one moves up.
    views.record(guest, books[0]!)
    for (const book of books.slice(30)) views.record(guest, book)
    for (let i = 0; i < 5; i++) views.record(guest, await addBook(db))
    await views.flush()
    const kept = await viewed(guest)
    expect(kept).toHaveLength(RECENT_VIEWS_KEPT)
    expect(new Set(kept).size).toBe(RECENT_VIEWS_KEPT)
    expect(kept.slice(5, 25)).toEqual(books.slice(30).reverse())
    expect(kept[25]).toBe(books[0])
    expect(kept).not.toContain(books[1])
    // One row per customer.
    expect(
      await db.query('SELECT cardinality(book_ids) AS n FROM recent_views WHERE customer_id = $1', [
        guest,
      ]),
    ).toEqual([{ n: RECENT_VIEWS_KEPT }])
  })

  it('flushes without views pending as a no-op', async () => {
    await expect(views.flush()).resolves.toBeUndefined()
  })
})
