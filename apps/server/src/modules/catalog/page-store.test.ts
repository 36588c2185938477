import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HEADER_BYTES, PageStore } from './page-store.ts'
import type { BookPage } from './kept-page.ts'

function page(id: number, text: string, overrides: Partial<BookPage> = {}): BookPage {
  const body = Buffer.from(`{"Data":{"Id":${id},"Name":"${text}"}}`)
  return {
    body,
    validUntil: Infinity,
    book: {
      id,
      disable_buy_button: false,
      disable_wishlist_button: true,
      available_for_pre_order: true,
      pre_order_start: new Date('2027-01-02T03:04:05.678Z'),
      allow_customer_reviews: false,
    },
    ...overrides,
  }
}

let dir: string
let store: PageStore
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'page-store-'))
  store = new PageStore(join(dir, 'book-pages'))
  store.start()
})
afterEach(() => {
  store.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('PageStore', () => {
  it("gives back what was put: the bytes, the book's facts, per language", () => {
    const th = page(42, 'ขุนช้างขุนแผน')
    const en = page(42, 'Khun Chang Khun Phaen', {
      validUntil: Date.now() + 60_000,
      book: { ...th.book, pre_order_start: null, disable_buy_button: true },
    })
    expect(store.put('th', th, store.generation)).toBe(true)
    expect(store.put('en', en, store.generation)).toBe(true)
    const gotTh = store.get(42, 'th')!
    expect(gotTh.body.toString()).toBe(th.body.toString())
    expect({ ...gotTh, body: undefined }).toEqual({ ...th, body: undefined })
    const gotEn = store.get(42, 'en')!
    expect(gotEn.body.toString()).toBe(en.body.toString())
    expect(gotEn.book).toEqual(en.book)
    expect(gotEn.validUntil).toBe(en.validUntil)
    expect(store.pages).toBe(2)
    expect(store.get(41, 'th')).toBeUndefined()
    expect(store.get(1_000_000, 'th')).toBeUndefined()
  })

  it('leaves no file in its folder', () => {
    store.put('th', page(1, 'a'), store.generation)
    expect(readdirSync(join(dir, 'book-pages'))).toEqual([])
  })

  it('answers nothing for a page past its date, and forgets it', () => {
    const now = Date.now()
    store.put('th', page(7, 'new for now', { validUntil: now + 1000 }), store.generation)
    expect(store.has(7, 'th', now)).toBe(true)
    expect(store.get(7, 'th', now + 999)).toBeDefined()
    expect(store.get(7, 'th', now + 1000)).toBeUndefined()
    expect(store.pages).toBe(0)
  })

  it('keeps the latest page of a book, and counts the bytes left behind', () => {
    store.put('th', page(3, 'first'), store.generation)
    store.put('th', page(3, 'second, longer'), store.generation)
    expect(store.get(3, 'th')!.body.toString()).toContain('second, longer')
    expect(store.pages).toBe(1)
    expect(store.wasted).toBe(HEADER_BYTES + page(3, 'first').body.byteLength)
  })

  it('forgets a book in both languages, and refuses pages made from what was read before', () => {
    store.put('th', page(5, 'ไทย'), store.generation)
    store.put('en', page(5, 'English'), store.generation)
    const before = store.generation
    store.forget(5)
    expect(store.get(5, 'th')).toBeUndefined()
    expect(store.get(5, 'en')).toBeUndefined()
    // A page made from data read before the forget may be out of date.
    expect(store.put('th', page(5, 'stale'), before)).toBe(false)
    expect(store.get(5, 'th')).toBeUndefined()
    expect(store.put('th', page(5, 'fresh'), store.generation)).toBe(true)
  })

  it('grows for large ids, and clear() starts empty', () => {
    for (const id of [1, 5000, 250_000]) store.put('en', page(id, `b${id}`), store.generation)
    expect(store.get(250_000, 'en')!.book.id).toBe(250_000)
    expect(store.get(5000, 'en')!.body.toString()).toContain('b5000')
    store.clear()
    expect(store.open).toBe(true)
    expect(store.pages).toBe(0)
    expect(store.bytes).toBe(0)
    expect(store.get(5000, 'en')).toBeUndefined()
    store.put('en', page(9, 'after'), store.generation)
    expect(store.get(9, 'en')!.body.toString()).toContain('after')
  })

  it('tells a page read more than once lately (worth keeping in memory too)', () => {
    const counting = new PageStore(join(dir, 'counting'), 10)
    counting.start()
    try {
      counting.put('th', page(1_100_000, 'popular'), counting.generation)
      counting.put('th', page(8, 'rare'), counting.generation)
      counting.get(1_100_000, 'th')
      expect(counting.often(1_100_000, 'th')).toBe(false)
      counting.get(1_100_000, 'th')
      expect(counting.often(1_100_000, 'th')).toBe(true)
      expect(counting.often(1_100_000, 'en')).toBe(false)
      // The counts cover the last ten reads: then they start again.
      for (let read = 0; read < 8; read++) counting.get(8, 'th')
      expect(counting.often(1_100_000, 'th')).toBe(false)
    } finally {
      counting.close()
    }
  })

  it('keeps nothing while closed', () => {
    store.close()
    expect(store.put('th', page(1, 'x'), store.generation)).toBe(false)
    expect(store.get(1, 'th')).toBeUndefined()
  })
})
