import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { libraryModule } from './index.ts'
import { addBook, addPurchase, addSample } from './test-fixtures.ts'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ modules: [libraryModule] })
})
afterAll(async () => {
  await server?.close()
})

interface Item {
  ProductId: number
  Name: string
  IsSample: boolean
  OrderItemGuid: string | null
  PurchasedOn: string | null
  Authors: { Name: string }[]
  ShelfIds: number[]
  Picture: { ImageUrl: string; AlternateText: string | null }
}
interface Page {
  Books: Item[]
  TotalItems: number
  TotalPages: number
  HasNextPage: boolean
  HasPreviousPage: boolean
}

async function myBooks(token: string, data: Record<string, unknown>, language = 'en') {
  const response = await server.request('POST', '/api/v2/customer/mybook', {
    token,
    language,
    json: { Data: data },
  })
  expect(response.status).toBe(200)
  return ((await expectContractResponse(response)) as { Data: Page }).Data
}

describe('POST /v2/customer/mybook', () => {
  it('lists bought books and added samples, newest first, in the language asked', async () => {
    const { customerId, token } = await server.addCustomer()
    const bought = await addBook(server.db, {
      nameTh: 'ขุนช้างขุนแผน',
      nameEn: 'Khun Chang Khun Phaen',
      author: { th: 'สุนทรภู่', en: 'Sunthorn Phu' },
    })
    const sampled = await addBook(server.db, { nameTh: 'สี่แผ่นดิน', nameEn: null, sample: true })
    const { orderItemGuid } = await addPurchase(server.db, customerId, bought)
    await addSample(server.db, customerId, sampled)

    const page = await myBooks(token, { PageNumber: 1 })
    expect(page.TotalItems).toBe(2)
    expect(page.Books.map((b) => b.ProductId)).toEqual([sampled, bought])
    const [sample, book] = page.Books
    expect(sample).toMatchObject({ Name: 'สี่แผ่นดิน', IsSample: true, OrderItemGuid: null })
    expect(sample!.PurchasedOn).toBeNull()
    expect(book).toMatchObject({
      Name: 'Khun Chang Khun Phaen',
      IsSample: false,
      OrderItemGuid: orderItemGuid,
      Authors: [{ Name: 'Sunthorn Phu' }],
      ShelfIds: [],
    })
    expect(book!.PurchasedOn).not.toBeNull()
    expect(book!.Picture.ImageUrl).toBe(`/media/covers/${bought}.png?w=357`)

    const thai = await myBooks(token, { PageNumber: 1, SortBy: 1 }, 'th')
    expect(thai.Books.map((b) => b.Name)).toEqual(['ขุนช้างขุนแผน', 'สี่แผ่นดิน'])
    expect(thai.Books[0]!.Authors[0]!.Name).toBe('สุนทรภู่')
  })

  it('pages, sorts by title and matches titles and authors', async () => {
    const { customerId, token } = await server.addCustomer()
    for (const [th, en] of [
      ['กามนิต', 'Kamanita'],
      ['พระอภัยมณี', 'Phra Aphai Mani'],
      ['ราชาธิราช', 'Rajadhiraj'],
    ] as const) {
      const id = await addBook(server.db, {
        nameTh: th,
        nameEn: en,
        author: { th: 'ผู้แต่ง', en: en === 'Phra Aphai Mani' ? 'Sunthorn Phu' : 'Anonymous' },
      })
      await addPurchase(server.db, customerId, id)
    }
    const first = await myBooks(token, { PageNumber: 1, PageSize: 2, SortBy: 5 })
    expect(first.Books.map((b) => b.Name)).toEqual(['Kamanita', 'Phra Aphai Mani'])
    expect(first).toMatchObject({ TotalItems: 3, TotalPages: 2, HasNextPage: true })
    const second = await myBooks(token, { PageNumber: 2, PageSize: 2, SortBy: 5 })
    expect(second.Books.map((b) => b.Name)).toEqual(['Rajadhiraj'])
    expect(second).toMatchObject({ HasNextPage: false, HasPreviousPage: true })
    const desc = await myBooks(token, { PageNumber: 1, SortBy: 6 })
    expect(desc.Books.map((b) => b.Name)).toEqual(['Rajadhiraj', 'Phra Aphai Mani', 'Kamanita'])

    expect((await myBooks(token, { PageNumber: 1, Query: 'sunthorn' })).Books).toHaveLength(1)
    expect((await myBooks(token, { PageNumber: 1, Query: 'อภัย' })).Books[0]!.Name).toBe(
      'Phra Aphai Mani',
    )
    expect((await myBooks(token, { PageNumber: 1, Query: '100%' })).TotalItems).toBe(0)
    expect((await myBooks(token, { PageNumber: 9 })).Books).toEqual([])
  })

  it('leaves out refunded and unpaid books', async () => {
    const { customerId, token } = await server.addCustomer()
    await addPurchase(server.db, customerId, await addBook(server.db), { refunded: true })
    await addPurchase(server.db, customerId, await addBook(server.db), { paymentStatus: 40 })
    await addPurchase(server.db, customerId, await addBook(server.db), { paymentStatus: 10 })
    const kept = await addBook(server.db)
    await addPurchase(server.db, customerId, kept, { paymentStatus: 35 })
    const page = await myBooks(token, { PageNumber: 1 })
    expect(page.Books.map((b) => b.ProductId)).toEqual([kept])
  })

  it("shows only the caller's books", async () => {
    const owner = await server.addCustomer()
    await addPurchase(server.db, owner.customerId, await addBook(server.db))
    const other = await server.addCustomer()
    expect((await myBooks(other.token, { PageNumber: 1 })).TotalItems).toBe(0)
  })

  it('answers 401 to a guest and 400 to malformed input', async () => {
    const guest = await server.request('POST', '/api/v2/customer/mybook', {
      deviceId: 'guest-1',
      json: { Data: { PageNumber: 1 } },
    })
    expect(guest.status).toBe(401)
    await expectContractResponse(guest)
    const { token } = await server.addCustomer()
    for (const data of [
      { PageNumber: 'one' },
      { PageNumber: 0 },
      { PageNumber: 1, PageSize: 1000 },
      { PageNumber: 1, SortBy: 3 },
      { PageNumber: 1, Query: 'x'.repeat(5000) },
      { PageNumber: 1, Query: 42 },
    ]) {
      const response = await server.request('POST', '/api/v2/customer/mybook', {
        token,
        language: 'en',
        json: { Data: data },
      })
      expect(response.status).toBe(400)
      const body = (await expectContractResponse(response)) as { ErrorList: string[] }
      expect(body.ErrorList.length).toBeGreaterThan(0)
    }
  })
})

describe('POST /v2/customer/addsampleebook', () => {
  async function addSampleCall(token: string, data: unknown) {
    return server.request('POST', '/api/v2/customer/addsampleebook', {
      token,
      language: 'en',
      json: { Data: data },
    })
  }

  it('adds the sample to the library once, and optionally to a shelf', async () => {
    const { customerId, token } = await server.addCustomer()
    const book = await addBook(server.db, { sample: true })
    const first = await addSampleCall(token, { ProductId: book, ShelfId: null })
    expect(first.status).toBe(200)
    const body = (await expectContractResponse(first)) as { Data: Item; Message: string }
    expect(body.Data).toMatchObject({ ProductId: book, IsSample: true, ShelfIds: [] })
    expect(body.Message).toBe('The free sample is in your library.')

    const shelf = await server.db.queryOne<{ id: number }>(
      "INSERT INTO bookshelves (customer_id, name) VALUES ($1, 'Samples') RETURNING id",
      [customerId],
    )
    const again = await addSampleCall(token, { ProductId: book, ShelfId: shelf!.id })
    expect(again.status).toBe(200)
    expect(((await expectContractResponse(again)) as { Data: Item }).Data.ShelfIds).toEqual([
      shelf!.id,
    ])
    const rows = await server.db.query(
      'SELECT 1 FROM library_items WHERE customer_id = $1 AND book_id = $2',
      [customerId, book],
    )
    expect(rows).toHaveLength(1)
  })

  it('refuses books without a sample, owned books, unknown books and foreign shelves', async () => {
    const { customerId, token } = await server.addCustomer()
    const noSample = await addBook(server.db)
    const owned = await addBook(server.db, { sample: true })
    await addPurchase(server.db, customerId, owned)
    const hidden = await addBook(server.db, { sample: true, published: false })

    const none = await addSampleCall(token, { ProductId: noSample })
    expect(none.status).toBe(400)
    expect(await expectContractResponse(none)).toMatchObject({
      ErrorList: ['This e-book has no free sample.'],
    })
    const own = await addSampleCall(token, { ProductId: owned })
    expect(own.status).toBe(400)
    expect(await expectContractResponse(own)).toMatchObject({
      ErrorList: ['You already own this e-book.'],
    })
    for (const id of [hidden, 999999]) {
      const response = await addSampleCall(token, { ProductId: id })
      expect(response.status).toBe(404)
      await expectContractResponse(response)
    }
    const other = await server.addCustomer()
    const foreign = await server.db.queryOne<{ id: number }>(
      "INSERT INTO bookshelves (customer_id, name) VALUES ($1, 'Mine') RETURNING id",
      [other.customerId],
    )
    const sampled = await addBook(server.db, { sample: true })
    const response = await addSampleCall(token, { ProductId: sampled, ShelfId: foreign!.id })
    expect(response.status).toBe(404)
    await expectContractResponse(response)
    // Nothing was added on the way.
    expect(
      await server.db.queryOne(
        'SELECT 1 FROM library_items WHERE customer_id = $1 AND book_id = $2',
        [customerId, sampled],
      ),
    ).toBeNull()
  })

  it('lets a refunded book become a sample again', async () => {
    const { customerId, token } = await server.addCustomer()
    const book = await addBook(server.db, { sample: true })
    await addPurchase(server.db, customerId, book, { refunded: true })
    const response = await addSampleCall(token, { ProductId: book })
    expect(response.status).toBe(200)
    expect(((await expectContractResponse(response)) as { Data: Item }).Data.IsSample).toBe(true)
  })

  it('answers 401 to a guest and 400 to malformed input', async () => {
    const guest = await server.request('POST', '/api/v2/customer/addsampleebook', {
      json: { Data: { ProductId: 1 } },
    })
    expect(guest.status).toBe(401)
    await expectContractResponse(guest)
    const { token } = await server.addCustomer()
    for (const data of [{}, { ProductId: 'x' }, { ProductId: 0 }, { ProductId: 1, ShelfId: -1 }]) {
      const response = await addSampleCall(token, data)
      expect(response.status).toBe(400)
      await expectContractResponse(response)
    }
  })
})
