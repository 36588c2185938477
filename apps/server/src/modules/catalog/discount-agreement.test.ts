/**
 * The book page and the basket take the same money off a book: for the terms of every seeded
 * coupon (and a few that hit the rule's edges: a cap, half a satang, more than the price), a
 * book's discounted price on its page (the discount as an automatic one) equals its line in a
 * basket that holds only it (the discount as a coupon), on the same books or categories.
 */
import type { components } from '@ebook/api/generated/v2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons } from '../../seed/content.ts'
import { seedCatalogFixture, ids, type CatalogFixture } from '../../testing/fixtures/catalog.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { priceCart } from '../cart/pricing.ts'
import { catalogModule } from './index.ts'

type Details = components['schemas']['ProductDetailsModel']

interface Terms {
  name: string
  percent: boolean
  value: number
  max: number | null
  /** Categories it is limited to (the fixture's), else every book of the fixture. */
  categories: number[] | null
}

/** The seeded coupons' terms; one limited to categories goes on the fixture's novels (which has a subcategory). */
const seeded: Terms[] = coupons().map((coupon) => ({
  name: coupon.code,
  percent: coupon.kind === 'percent',
  value: coupon.value,
  max: coupon.maxDiscount,
  categories: coupon.categoryIds ? [ids.category.novels] : null,
}))

const edges: Terms[] = [
  { name: '33.33% capped at 20 baht', percent: true, value: 33.33, max: 20, categories: null },
  { name: '12.5% (half satangs)', percent: true, value: 12.5, max: null, categories: null },
  {
    name: '15.75 baht (more than a 10-baht book)',
    percent: false,
    value: 15.75,
    max: null,
    categories: null,
  },
  { name: 'a fixed amount with a cap', percent: false, value: 80, max: 30, categories: null },
  { name: '100%', percent: true, value: 100, max: null, categories: [ids.category.history] },
]

let server: TestServer
let books: CatalogFixture
/** The visible books of the fixture and, for each, a customer whose basket holds only it. */
let baskets: { bookId: number; customerId: number }[]

beforeAll(async () => {
  server = await createTestServer({ modules: [catalogModule] })
  books = await seedCatalogFixture(server.db)
  const visible = await server.db.query<{ id: number }>(
    'SELECT id FROM books WHERE published AND NOT deleted ORDER BY id',
  )
  baskets = []
  for (const { id } of visible) {
    const { customerId } = await server.addCustomer()
    await server.db.query(
      `INSERT INTO cart_items (customer_id, book_id, cart_type, acknowledged_price)
       SELECT $1, id, 1, price FROM books WHERE id = $2`,
      [customerId, id],
    )
    baskets.push({ bookId: id, customerId })
  }
})
afterAll(async () => {
  await server?.close()
})

/** Inserts the terms as an automatic discount or as a coupon on what they cover. */
async function addDiscount(terms: Terms, coupon: string | null): Promise<number> {
  const row = await server.db.queryOne<{ id: number }>(
    `INSERT INTO discounts (name_th, applies_to, use_percentage, percentage, amount,
                            max_discount_amount, requires_coupon_code, coupon_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      terms.name,
      terms.categories ? 'categories' : 'books',
      terms.percent,
      terms.percent ? terms.value : 0,
      terms.percent ? 0 : terms.value,
      terms.max,
      coupon !== null,
      coupon,
    ],
  )
  const id = row!.id
  if (terms.categories) {
    for (const category of terms.categories) {
      await server.db.query(
        'INSERT INTO discount_categories (discount_id, category_id) VALUES ($1, $2)',
        [id, category],
      )
    }
  } else {
    await server.db.query(
      `INSERT INTO discount_books (discount_id, book_id)
       SELECT $1, id FROM books WHERE published AND NOT deleted`,
      [id],
    )
  }
  return id
}

async function pagePrice(bookId: number): Promise<{ price: number; discounted: number | null }> {
  const response = await server.request('GET', `/api/v2/product/productdetails/${bookId}`, {
    language: 'en',
  })
  expect(response.status).toBe(200)
  const { ProductPrice } = ((await response.json()) as { Data: Details }).Data
  return { price: ProductPrice.PriceValue, discounted: ProductPrice.PriceWithDiscountValue }
}

describe('one discount rule for the book page and the basket', () => {
  it.each([...seeded, ...edges].map((terms, index) => [terms.name, terms, index] as const))(
    '%s: the page shows the price the basket charges',
    async (_name, terms, index) => {
      const automatic = await addDiscount(terms, null)
      const coupon = await addDiscount(terms, `AGREE${index}`)
      server.deps.changes.notice({ catalogue: true })
      try {
        let discounted = 0
        for (const { bookId, customerId } of baskets) {
          await server.db.query('DELETE FROM cart_discounts WHERE customer_id = $1', [customerId])
          await server.db.query(
            'INSERT INTO cart_discounts (customer_id, discount_id) VALUES ($1, $2)',
            [customerId, coupon],
          )
          const page = await pagePrice(bookId)
          const basket = await priceCart(server.db, customerId, 'en')
          expect(basket.items.map((item) => item.bookId)).toEqual([bookId])
          expect({ bookId, charged: page.discounted ?? page.price }).toEqual({
            bookId,
            charged: basket.items[0]!.subtotal.value,
          })
          if (page.discounted !== null) discounted++
        }
        // Each case discounts some books (and, when limited to categories, not all).
        expect(discounted).toBeGreaterThan(0)
        if (terms.categories) expect(discounted).toBeLessThan(baskets.length)
      } finally {
        await server.db.query('UPDATE discounts SET active = false WHERE id = ANY($1::int[])', [
          [automatic, coupon],
        ])
      }
    },
  )

  it('covers the books of a subcategory of a discounted category on the page too', async () => {
    // Harry is in Fantasy, a subcategory of Novels (the category the seeded THAILIT20's terms use).
    const terms = seeded.find((each) => each.categories !== null)!
    const automatic = await addDiscount(terms, null)
    server.deps.changes.notice({ catalogue: true })
    try {
      expect((await pagePrice(books.harry)).discounted).not.toBeNull()
      expect((await pagePrice(books.history)).discounted).toBeNull()
    } finally {
      await server.db.query('UPDATE discounts SET active = false WHERE id = $1', [automatic])
    }
  })
})
