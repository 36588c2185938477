import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import {
  addPaidOrder,
  ids,
  seedCatalogFixture,
  type CatalogFixture,
} from '../../testing/fixtures/catalog.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { catalogModule } from './index.ts'

let server: TestServer
let books: CatalogFixture

beforeAll(async () => {
  server = await createTestServer({ modules: [catalogModule] })
  books = await seedCatalogFixture(server.db)
  // The app follows the store's changes (each test reads them at once with look()).
  await server.deps.changes.start()
})
afterAll(async () => {
  await server?.deps.changes.stop()
  await server?.close()
})

type Body<T> = { Data: T; Message: string | null; ErrorList: string[] }
type Request = Parameters<TestServer['request']>[2]

async function call<T>(method: string, path: string, options: Request = {}) {
  const response = await server.request(method, path, options)
  return { status: response.status, body: (await expectContractResponse(response)) as Body<T> }
}

interface Details {
  Id: number
  Name: string
  ProductPrice: {
    Price: string
    OldPrice: string | null
    DiscountPercent: number | null
    PriceWithDiscountValue: number | null
  }
  AddToCart: {
    InCart: boolean
    InWishlist: boolean
    AlreadyOwned: boolean
    DisableBuyButton: boolean
  }
  Breadcrumb: { CategoryBreadcrumb: { Id: number }[] }
  ProductTags: { Id: number; ProductCount: number }[]
  ProductManufacturers: { Id: number }[]
  VendorModel: { Id: number } | null
  ProductReviewOverview: { CanAddNewReview: boolean }
  ProductSpecificationModel: {
    Groups: {
      Id: number
      Name: string | null
      Attributes: { Id: number; Values: { ValueRaw: string }[] }[]
    }[]
  }
  Ebook: { Isbn: string | null; Language: string }
}

describe('GET /v2/product/productdetails/{id}', () => {
  it('answers every field of the book page in the language asked', async () => {
    const { status, body } = await call<Details>(
      'GET',
      `/api/v2/product/productdetails/${books.harry}`,
      { language: 'en' },
    )
    expect(status).toBe(200)
    const data = body.Data
    expect(data.Name).toBe("Harry Potter and the Philosopher's Stone")
    expect(data.ProductPrice).toMatchObject({
      Price: '฿259.00',
      OldPrice: '฿299.00',
      DiscountPercent: 13,
    })
    expect(data.Breadcrumb.CategoryBreadcrumb.map((c) => c.Id)).toEqual([1, 2])
    expect(data.ProductTags).toEqual([{ Id: 2, Name: 'Kids', SeName: 'kids', ProductCount: 1 }])
    expect(data.ProductManufacturers.map((m) => m.Id)).toEqual([2])
    expect(data.VendorModel).toMatchObject({ Id: 1, Name: 'Ruean Aksorn Press' })
    expect(data.AddToCart).toMatchObject({ InCart: false, InWishlist: false, AlreadyOwned: false })
    const group = data.ProductSpecificationModel.Groups[0]!
    expect(group).toMatchObject({ Id: 1, Name: 'Book details' })
    expect(group.Attributes.map((a) => [a.Id, a.Values[0]!.ValueRaw])).toEqual([
      [ids.attr.author, 'เจ.เค. โรว์ลิ่ง'],
      [ids.attr.language, 'Thai'],
      [ids.attr.format, 'EPUB'],
    ])
    expect(data.Ebook).toMatchObject({ Isbn: '978-616-000-001-5', Language: 'th' })
  })

  it('applies an automatic discount of the book', async () => {
    await server.db.query(
      `WITH d AS (INSERT INTO discounts (name_th, applies_to, use_percentage, percentage, requires_coupon_code)
                  VALUES ('ลดนิยาย', 'books', true, 10, false) RETURNING id)
       INSERT INTO discount_books (discount_id, book_id) SELECT id, $1 FROM d`,
      [books.khunChang],
    )
    // A new discount is a change of the catalogue: the app hears of it and shows it at once.
    await server.deps.changes.look()
    const { body } = await call<Details>('GET', `/api/v2/product/productdetails/${books.khunChang}`)
    expect(body.Data.ProductPrice).toMatchObject({
      PriceWithDiscountValue: 170.1,
      PriceWithDiscount: '฿170.10',
      DiscountPercent: 10,
    })
  })

  it("tells the customer's cart, wishlist and ownership", async () => {
    const { customerId, token } = await server.addCustomer()
    await server.db.query(
      `INSERT INTO cart_items (customer_id, book_id, cart_type, acknowledged_price) VALUES ($1, $2, 1, 100), ($1, $3, 2, 100)`,
      [customerId, books.pride, books.harry],
    )
    await server.db.query(
      'INSERT INTO library_items (customer_id, book_id, is_sample) VALUES ($1, $2, true)',
      [customerId, books.hobbit],
    )
    const flags = async (id: number) =>
      (await call<Details>('GET', `/api/v2/product/productdetails/${id}`, { token })).body.Data
        .AddToCart
    expect(await flags(books.pride)).toMatchObject({
      InCart: true,
      InWishlist: false,
      AlreadyOwned: false,
    })
    expect(await flags(books.harry)).toMatchObject({ InCart: false, InWishlist: true })
    // A sample on the shelf is not the book.
    expect(await flags(books.hobbit)).toMatchObject({
      AlreadyOwned: false,
      DisableBuyButton: false,
    })
    const orderId = await addPaidOrder(server.db, customerId, [books.hobbit])
    await server.db.query(
      `UPDATE library_items SET is_sample = false, order_item_id = (SELECT id FROM order_items WHERE order_id = $1)
        WHERE customer_id = $2 AND book_id = $3`,
      [orderId, customerId, books.hobbit],
    )
    expect(await flags(books.hobbit)).toMatchObject({ AlreadyOwned: true, DisableBuyButton: true })
    // Someone else sees none of it.
    const other = await server.addCustomer()
    expect(
      (
        await call<Details>('GET', `/api/v2/product/productdetails/${books.pride}`, {
          token: other.token,
        })
      ).body.Data.AddToCart,
    ).toMatchObject({ InCart: false, AlreadyOwned: false })
  })

  it('shows a book’s changes: its stored facts are forgotten by the database', async () => {
    const { addBook } = await import('../../testing/fixtures/catalog.ts')
    const id = await addBook(server.db, {
      nameTh: 'เล่มที่เปลี่ยน',
      categoryId: ids.category.novels,
      tagIds: [ids.tag.classic],
      price: 120,
    })
    const page = async () =>
      (
        await call<Details & { ProductTags: { Name: string }[] }>(
          'GET',
          `/api/v2/product/productdetails/${id}`,
          { language: 'en' },
        )
      ).body.Data
    const stored = async () =>
      (await server.db.queryOne<{ n: number }>(
        'SELECT count(*)::int AS n FROM book_facts WHERE book_id = $1',
        [id],
      ))!.n
    expect((await page()).ProductPrice.Price).toBe('฿120.00')
    expect(await stored()).toBe(1) // written on the first read
    await server.db.query('UPDATE books SET price = 80 WHERE id = $1', [id])
    expect(await stored()).toBe(0)
    await server.deps.changes.look() // as every server on the database hears of it
    expect((await page()).ProductPrice.Price).toBe('฿80.00')
    // A shared row the facts hold (a tag's name), and a row of the book (one more tag).
    await server.db.query("UPDATE tags SET name_en = 'Timeless' WHERE id = $1", [ids.tag.classic])
    expect(await stored()).toBe(0)
    await page()
    await server.db.query('INSERT INTO book_tags (book_id, tag_id) VALUES ($1, $2)', [
      id,
      ids.tag.kids,
    ])
    expect(await stored()).toBe(0)
    await server.deps.changes.look()
    const tags = (await page()).ProductTags
    expect(tags.map((tag) => tag.Id)).toEqual([ids.tag.classic, ids.tag.kids])
    expect(tags[0]!.Name).toBe('Timeless')
    await server.db.query("UPDATE tags SET name_en = 'Classic' WHERE id = $1", [ids.tag.classic])
  })

  it("answers the cached page as it is, gzip'ed once for a browser that takes it", async () => {
    const path = `/api/v2/product/productdetails/${books.hobbit}`
    const plain = await server.request('GET', path, { language: 'en', deviceId: 'gzip-device' })
    const text = await plain.text()
    const zipped = await server.request('GET', path, {
      language: 'en',
      deviceId: 'gzip-device',
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    })
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip')
    expect(zipped.headers.get('Vary')).toMatch(/Accept-Encoding/)
    const body = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()
    expect(body).toBe(text)
    expect(JSON.parse(body)).toMatchObject({ Data: { Id: books.hobbit }, ErrorList: [] })
    expect(plain.headers.get('Vary')).toBeNull() // no compression asked, none considered
  })

  it('answers 404 for unknown, unpublished and deleted books, 400 for a bad id', async () => {
    expect((await call('GET', '/api/v2/product/productdetails/999999')).status).toBe(404)
    expect((await call('GET', `/api/v2/product/productdetails/${books.hidden}`)).status).toBe(404)
    expect((await call('GET', '/api/v2/product/productdetails/x')).status).toBe(400)
    expect((await call('GET', '/api/v2/product/productdetails/99999999999')).status).toBe(400)
  })
})

describe('recently viewed', () => {
  it("records a guest's views and answers them newest first", async () => {
    const deviceId = 'device-recent-1'
    for (const id of [books.harry, books.pride, books.hobbit, books.harry]) {
      expect((await call('GET', `/api/v2/product/productdetails/${id}`, { deviceId })).status).toBe(
        200,
      )
    }
    const { body } = await call<{ Id: number }[]>('POST', '/api/v2/home/recentview', {
      deviceId,
      json: { Data: { ProductIds: [] } },
    })
    expect(body.Data.map((b) => b.Id)).toEqual([books.harry, books.hobbit, books.pride])
    const nobody = await call<unknown[]>('POST', '/api/v2/home/recentview', {
      json: { Data: { ProductIds: [] } },
    })
    expect(nobody.body.Data).toEqual([])
  })

  it('keeps the 50 newest views', async () => {
    const { customerId, token } = await server.addCustomer()
    const { addBook } = await import('../../testing/fixtures/catalog.ts')
    const extra: number[] = []
    for (let i = 0; i < 51; i++)
      extra.push(await addBook(server.db, { nameTh: `เล่ม ${i}`, categoryId: 3, price: 10 }))
    for (const id of extra) await call('GET', `/api/v2/product/productdetails/${id}`, { token })
    await server.deps.recentViews.flush() // views are written in batches
    const rows = await server.db.query<{ book_id: number }>(
      'SELECT book_id FROM recently_viewed WHERE customer_id = $1 ORDER BY viewed_at DESC',
      [customerId],
    )
    expect(rows.length).toBe(50)
    expect(rows[0]!.book_id).toBe(extra[50])
    expect(rows.map((r) => r.book_id)).not.toContain(extra[0])
  })

  it('answers the ids sent in their order, each once, without unknown or hidden books', async () => {
    const { body } = await call<{ Id: number }[]>('POST', '/api/v2/home/recentview', {
      json: { Data: { ProductIds: [books.pride, 999999, books.hidden, books.harry, books.pride] } },
    })
    expect(body.Data.map((b) => b.Id)).toEqual([books.pride, books.harry])
    expect(
      (await call('POST', '/api/v2/home/recentview', { json: { Data: { ProductIds: ['x'] } } }))
        .status,
    ).toBe(400)
    expect((await call('POST', '/api/v2/home/recentview', { json: { Data: {} } })).status).toBe(400)
  })
})

interface Reviews {
  Items: { Title: string; CustomerName: string; Rating: number }[]
  TotalItems: number
  TotalPages: number
  AverageRating: number
  RatingDistribution: { Rating: number; Count: number; Percent: number }[]
  AddProductReview: {
    CanCurrentCustomerLeaveReview: boolean
    SuccessfullyAdded: boolean
    Result: string | null
  }
}

describe('reviews', () => {
  const review = { Title: 'สนุกมาก', ReviewText: 'อ่านรวดเดียวจบ', Rating: 4 }

  it('lets only a signed-in buyer review, once', async () => {
    const path = `/api/v2/product/productreviewsadd/${books.khunChang}`
    expect((await call('POST', path, { json: { Data: review } })).status).toBe(401)
    const stranger = await server.addCustomer()
    const notBuyer = await call('POST', path, {
      token: stranger.token,
      json: { Data: review },
      language: 'en',
    })
    expect(notBuyer.status).toBe(400)
    expect(notBuyer.body.ErrorList).toEqual(['Only customers who bought this book can review it.'])

    const buyer = await server.addCustomer({ firstName: 'สมหญิง', lastName: 'รักอ่าน' })
    await addPaidOrder(server.db, buyer.customerId, [books.khunChang])
    const before = await call<Reviews>(
      'GET',
      `/api/v2/product/productreviewspagging?productId=${books.khunChang}`,
      { token: buyer.token },
    )
    expect(before.body.Data.AddProductReview.CanCurrentCustomerLeaveReview).toBe(true)
    const added = await call<Reviews>('POST', path, {
      token: buyer.token,
      json: { Data: { ...review, Title: ' สนุกมาก ' } },
      language: 'en',
    })
    expect(added.status).toBe(200)
    expect(added.body.Data.AddProductReview).toMatchObject({
      SuccessfullyAdded: true,
      Result: 'Product review is successfully added.',
    })
    expect(added.body.Data.Items[0]).toMatchObject({
      Title: 'สนุกมาก',
      CustomerName: 'สมหญิง ร.',
      Rating: 4,
    })
    const again = await call('POST', path, {
      token: buyer.token,
      json: { Data: review },
      language: 'en',
    })
    expect(again.status).toBe(400)
    expect(again.body.ErrorList).toEqual(['You have already reviewed this book.'])
    const details = await call<
      Details & { ProductReviewOverview: { TotalReviews: number; RatingSum: number } }
    >('GET', `/api/v2/product/productdetails/${books.khunChang}`, { token: buyer.token })
    expect(details.body.Data.ProductReviewOverview).toMatchObject({
      TotalReviews: 1,
      RatingSum: 4,
      CanAddNewReview: false,
    })
  })

  it('answers the listed 400 messages', async () => {
    const buyer = await server.addCustomer()
    await addPaidOrder(server.db, buyer.customerId, [books.pride])
    const path = `/api/v2/product/productreviewsadd/${books.pride}`
    const blank = await call('POST', path, {
      token: buyer.token,
      json: { Data: { Title: '  ', ReviewText: ' ', Rating: 3 } },
      language: 'en',
    })
    expect(blank.body.ErrorList).toEqual(['Review title is required.', 'Review text is required.'])
    const rating = await call('POST', path, {
      token: buyer.token,
      json: { Data: { ...review, Rating: 6 } },
    })
    expect(rating.status).toBe(400)
    await server.db.query('UPDATE books SET allow_customer_reviews = false WHERE id = $1', [
      books.history,
    ])
    await addPaidOrder(server.db, buyer.customerId, [books.history])
    const closed = await call('POST', `/api/v2/product/productreviewsadd/${books.history}`, {
      token: buyer.token,
      json: { Data: review },
      language: 'en',
    })
    expect(closed.body.ErrorList).toEqual(['Reviews are not allowed for this book.'])
    expect(
      (
        await call('POST', '/api/v2/product/productreviewsadd/999999', {
          token: buyer.token,
          json: { Data: review },
        })
      ).status,
    ).toBe(404)
    expect(
      (await call('POST', path, { token: buyer.token, json: { Data: { Title: 'x' } } })).status,
    ).toBe(400)
  })

  it('pages reviews newest first with the rating distribution', async () => {
    for (let i = 0; i < 12; i++) {
      const { customerId } = await server.addCustomer()
      await server.db.query(
        `INSERT INTO reviews (book_id, customer_id, title, review_text, rating, created_at)
         VALUES ($1, $2, $3, 'ดี', $4, now() - make_interval(mins => $5))`,
        [books.harry, customerId, `รีวิว ${i}`, i < 9 ? 5 : 2, i],
      )
    }
    const first = await call<Reviews>(
      'GET',
      `/api/v2/product/productreviewspagging?productId=${books.harry}`,
    )
    expect(first.body.Data).toMatchObject({ TotalItems: 12, TotalPages: 2, AverageRating: 4.3 })
    expect(first.body.Data.Items.length).toBe(10)
    expect(first.body.Data.Items[0]!.Title).toBe('รีวิว 0')
    expect(first.body.Data.RatingDistribution).toEqual([
      { Rating: 5, Count: 9, Percent: 75 },
      { Rating: 4, Count: 0, Percent: 0 },
      { Rating: 3, Count: 0, Percent: 0 },
      { Rating: 2, Count: 3, Percent: 25 },
      { Rating: 1, Count: 0, Percent: 0 },
    ])
    const second = await call<Reviews>(
      'GET',
      `/api/v2/product/productreviewspagging?productId=${books.harry}&pageNumber=2`,
    )
    expect(second.body.Data.Items.length).toBe(2)
    expect(
      (await call('GET', '/api/v2/product/productreviewspagging?productId=999999')).status,
    ).toBe(404)
    expect((await call('GET', '/api/v2/product/productreviewspagging')).status).toBe(400)
  })
})

describe('GET /v2/product/productsalsopurchase/{id}', () => {
  it('ranks books bought together in paid orders', async () => {
    const { customerId } = await server.addCustomer()
    await addPaidOrder(server.db, customerId, [books.history, books.hobbit, books.pride])
    await addPaidOrder(server.db, customerId, [books.history, books.hobbit])
    await addPaidOrder(server.db, customerId, [books.history, books.harry], { paymentStatus: 10 })
    const { body } = await call<{ Id: number }[]>(
      'GET',
      `/api/v2/product/productsalsopurchase/${books.history}`,
    )
    expect(body.Data.map((b) => b.Id)).toEqual([books.hobbit, books.pride])
    expect((await call('GET', '/api/v2/product/productsalsopurchase/999999')).status).toBe(404)
  })
})

describe('content API (v1)', () => {
  it('answers the widgets and rows in the v1 envelope', async () => {
    await server.db.exec(`
      INSERT INTO home_widgets (widget_type, title_th, title_en, category_id, display_order) VALUES
        ('new-release', 'มาใหม่', 'New', NULL, 1), ('category-product', 'นิยาย', 'Novels', 1, 2),
        ('category-product', 'ซ่อน', 'Hidden', 4, 3);
    `)
    const widgets = await call<{ type: string; title: string; categoryId: number | null }[]>(
      'GET',
      '/content-api/v1/home/widgets',
      {
        language: 'en',
      },
    )
    expect(widgets.body).toMatchObject({ message: null })
    const data = (widgets.body as unknown as { data: { type: string; title: string }[] }).data
    expect(data.map((w) => [w.type, w.title])).toEqual([
      ['new-release', 'New'],
      ['category-product', 'Novels'],
    ])
    const newest = (await call('GET', '/content-api/v1/home/new-release?limit=2'))
      .body as unknown as { data: { id: number }[] }
    const expected = await server.db.query<{ id: number }>(
      'SELECT id FROM books WHERE published AND NOT deleted ORDER BY created_at DESC, id DESC LIMIT 2',
    )
    expect(newest.data.map((b) => b.id)).toEqual(expected.map((row) => row.id))
    expect(newest.data.map((b) => b.id)).not.toContain(books.hidden)
    const row = (await call('GET', '/content-api/v1/home/category-product?id=1&limit=3'))
      .body as unknown as {
      data: { id: number; books: { id: number; authors: string[] }[] }
    }
    expect(row.data.id).toBe(1)
    expect(row.data.books.length).toBe(3)
    expect((await call('GET', '/content-api/v1/home/category-product?id=4')).status).toBe(404)
    const best = (await call('GET', '/content-api/v1/home/best-seller')).body as unknown as {
      data: unknown[]
    }
    expect(best.data.length).toBeGreaterThan(0)
  })

  it('takes a repeated id parameter for recently viewed books', async () => {
    const response = await call(
      'GET',
      `/content-api/v1/home/recent-view?id=${books.pride}&id=${books.harry}&id=999999`,
    )
    const body = response.body as unknown as { data: { id: number; price: string }[] }
    expect(body.data.map((b) => b.id)).toEqual([books.pride, books.harry])
    const bad = await call('GET', '/content-api/v1/home/recent-view?id=x')
    expect(bad.status).toBe(400)
    expect((bad.body as unknown as { message: string }).message).toBeTruthy()
    expect((await call('GET', '/content-api/v1/home/recent-view')).status).toBe(400)
  })

  it('clears the cache for admins only', async () => {
    const before = (await call('GET', `/content-api/v1/home/recent-view?id=${books.pride}`))
      .body as unknown as { data: { name: string }[] }
    expect(before.data[0]!.name).toBe('ความเย่อหยิ่งและอคติ')
    await server.db.query(`UPDATE books SET name_th = 'ชื่อใหม่' WHERE id = $1`, [books.pride])
    const cached = (await call('GET', `/content-api/v1/home/recent-view?id=${books.pride}`))
      .body as unknown as { data: { name: string }[] }
    expect(cached.data[0]!.name).toBe('ความเย่อหยิ่งและอคติ')

    expect((await call('DELETE', '/content-api/v1/cache/clear-all')).status).toBe(401)
    const customer = await server.addCustomer()
    expect(
      (await call('DELETE', '/content-api/v1/cache/clear-all', { token: customer.token })).status,
    ).toBe(403)
    const admin = await server.addCustomer({ isAdmin: true })
    const cleared = await call('DELETE', '/content-api/v1/cache/clear-all', { token: admin.token })
    expect(cleared.status).toBe(200)
    expect(
      (cleared.body as unknown as { data: { entriesCleared: number } }).data.entriesCleared,
    ).toBeGreaterThan(0)
    const fresh = (await call('GET', `/content-api/v1/home/recent-view?id=${books.pride}`))
      .body as unknown as { data: { name: string }[] }
    expect(fresh.data[0]!.name).toBe('ชื่อใหม่')
  })
})

describe('pictures', () => {
  it('serves a cover (drawn on demand), its thumbnail, with caching headers', async () => {
    const cover = await server.app.request(`/media/covers/${books.hobbit}.png?w=357`)
    expect(cover.status).toBe(200)
    expect(cover.headers.get('Content-Type')).toBe('image/png')
    expect(cover.headers.get('Cache-Control')).toMatch(/max-age=\d{6,}/)
    const etag = cover.headers.get('ETag')!
    const bytes = new Uint8Array(await cover.arrayBuffer())
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47])
    const again = await server.app.request(`/media/covers/${books.hobbit}.png`, {
      headers: { 'If-None-Match': etag },
    })
    expect(again.status).toBe(304)
    const thumb = await server.app.request(`/media/covers/${books.hobbit}.png?w=120`)
    expect(thumb.status).toBe(200)
    const thumbBytes = new Uint8Array(await thumb.arrayBuffer())
    expect(new DataView(thumbBytes.buffer).getUint32(16)).toBe(120)
    const stored = await server.db.queryOne<{ thumbnail_picture_id: number | null }>(
      'SELECT thumbnail_picture_id FROM books WHERE id = $1',
      [books.hobbit],
    )
    expect(stored!.thumbnail_picture_id).not.toBeNull()
    expect((await server.app.request('/media/covers/999999.png')).status).toBe(404)
    expect((await server.app.request(`/media/covers/${books.hobbit}.png?w=5000`)).status).toBe(404)
    expect((await server.app.request('/media/pictures/999999')).status).toBe(404)
    expect((await server.app.request('/media/placeholder.svg')).status).toBe(200)
  }, 60_000)

  it("serves the seed's long picture forms, by id and at a width", async () => {
    const cover = await server.db.queryOne<{ default_picture_id: number }>(
      'SELECT default_picture_id FROM books WHERE id = $1',
      [books.hobbit],
    )
    const id = cover!.default_picture_id
    const full = await server.app.request(`/media/pictures/${id}/the-hobbit.png`)
    expect(full.status).toBe(200)
    const thumb = await server.app.request(`/media/pictures/${id}/w120/the-hobbit.png`)
    expect(thumb.status).toBe(200)
    expect(new DataView((await thumb.arrayBuffer()) as ArrayBuffer).getUint32(16)).toBe(120)
    const mid = await server.app.request(`/media/pictures/${id}/w200/the-hobbit.png`)
    expect(new DataView((await mid.arrayBuffer()) as ArrayBuffer).getUint32(16)).toBe(200)
    expect((await server.app.request('/media/pictures/999999/w120/x.png')).status).toBe(404)
    expect((await server.app.request(`/media/pictures/${id}/w1/x.png`)).status).toBe(404)
  }, 60_000)
})
