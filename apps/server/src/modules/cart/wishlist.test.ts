import type { components } from '@ebook/api/generated/v2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import { addBook, giveBook } from '../../testing/fixtures/cart.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { cartModule } from './index.ts'

type Envelope<D> = { Data: D; Message: string | null; ErrorList: string[] }
type Counts = components['schemas']['CartCountsModel']
type Wishlist = components['schemas']['WishlistModel']

let server: TestServer
let devices = 0
const newDevice = () => `cart-wishlist-device-${++devices}`

beforeAll(async () => {
  server = await createTestServer({ modules: [cartModule] })
})
afterAll(async () => {
  await server?.close()
})

type Who = { token?: string; deviceId?: string }

async function addToWishlist(bookId: number, who: Who) {
  const response = await server.request(
    'POST',
    `/api/v2/shoppingcart/addproducttowishlist/${bookId}`,
    { ...who, language: 'en' },
  )
  return { response, body: (await expectContractResponse(response)) as Envelope<Counts> }
}

async function removeFromWishlist(bookId: number | string, who: Who) {
  const response = await server.request('POST', `/api/v2/shoppingcart/removewishlist/${bookId}`, {
    ...who,
    language: 'en',
  })
  return { response, body: (await expectContractResponse(response)) as Envelope<Counts> }
}

async function wishlistPage(who: Who, query = '', language = 'en') {
  const response = await server.request('GET', `/api/v2/shoppingcart/wishlistpaging${query}`, {
    ...who,
    language,
  })
  return { response, body: (await expectContractResponse(response)) as Envelope<Wishlist> }
}

describe('wishlist', () => {
  it('adds idempotently for a guest and answers the counts', async () => {
    const deviceId = newDevice()
    const bookId = await addBook(server.db)
    const first = await addToWishlist(bookId, { deviceId })
    expect(first.response.status).toBe(200)
    expect(first.body.Data).toEqual({ TotalShoppingCartProducts: 0, TotalWishListProducts: 1 })
    const second = await addToWishlist(bookId, { deviceId })
    expect(second.response.status).toBe(200)
    expect(second.body.Data.TotalWishListProducts).toBe(1)
  })

  it('removes by book id idempotently, and 404 only for a book that does not exist', async () => {
    const { token } = await server.addCustomer()
    const [kept, removed] = [await addBook(server.db), await addBook(server.db)]
    await addToWishlist(kept, { token })
    await addToWishlist(removed, { token })
    const gone = await removeFromWishlist(removed, { token })
    expect(gone.response.status).toBe(200)
    expect(gone.body.Data).toEqual({ TotalShoppingCartProducts: 0, TotalWishListProducts: 1 })
    const again = await removeFromWishlist(removed, { token })
    expect(again.response.status).toBe(200)
    expect(again.body.Data.TotalWishListProducts).toBe(1)
    expect((await removeFromWishlist(99999999, { token })).response.status).toBe(404)
    expect((await removeFromWishlist('abc', { token })).response.status).toBe(400)
  })

  it("never touches another customer's wishlist", async () => {
    const owner = await server.addCustomer()
    const other = await server.addCustomer()
    const bookId = await addBook(server.db)
    await addToWishlist(bookId, { token: owner.token })
    const { body } = await removeFromWishlist(bookId, { token: other.token })
    expect(body.Data.TotalWishListProducts).toBe(0)
    expect((await wishlistPage({ token: owner.token })).body.Data.TotalItems).toBe(1)
    expect((await wishlistPage({ token: other.token })).body.Data.TotalItems).toBe(0)
  })

  it('pages 10 at a time, newest first', async () => {
    const { token, customerId } = await server.addCustomer({
      firstName: 'Somchai',
      lastName: 'Jaidee',
    })
    const bookIds: number[] = []
    for (let i = 0; i < 12; i++) {
      const bookId = await addBook(server.db, { price: 100 + i })
      bookIds.push(bookId)
      await addToWishlist(bookId, { token })
    }
    const first = await wishlistPage({ token })
    expect(first.response.status).toBe(200)
    expect(first.body.Data).toMatchObject({
      CustomerFullname: 'Somchai Jaidee',
      PageNumber: 1,
      PageSize: 10,
      TotalItems: 12,
      TotalPages: 2,
      IsEditable: true,
    })
    expect(first.body.Data.Items.map((item) => item.ProductId)).toEqual(bookIds.slice(2).reverse())
    expect(first.body.Data.Items[0]).toMatchObject({ UnitPrice: '฿111.00', Quantity: 1 })
    const second = await wishlistPage({ token }, '?pageNumber=2')
    expect(second.body.Data.Items.map((item) => item.ProductId)).toEqual(
      bookIds.slice(0, 2).reverse(),
    )
    const beyond = await wishlistPage({ token }, '?pageNumber=9')
    expect(beyond.body.Data.Items).toEqual([])
    expect((await wishlistPage({ token }, '?pageNumber=0')).response.status).toBe(400)
    expect((await wishlistPage({ token }, '?pageNumber=x')).response.status).toBe(400)
    const guid = await server.db.queryOne<{ customer_guid: string }>(
      'SELECT customer_guid FROM customers WHERE id = $1',
      [customerId],
    )
    expect(first.body.Data.CustomerGuid).toBe(guid!.customer_guid)
  })

  it("shows a guest's wishlist with no name, and warns about unavailable books", async () => {
    const deviceId = newDevice()
    const bookId = await addBook(server.db, { nameTh: 'สี่แผ่นดิน', nameEn: 'Four Reigns' })
    await addToWishlist(bookId, { deviceId })
    await server.db.query('UPDATE books SET published = false WHERE id = $1', [bookId])
    const { body } = await wishlistPage({ deviceId }, '', 'th')
    expect(body.Data.CustomerFullname).toBeNull()
    expect(body.Data.Items.map((item) => [item.ProductName, item.Warnings])).toEqual([
      ['สี่แผ่นดิน', ['หนังสือเล่มนี้ไม่มีจำหน่ายแล้ว']],
    ])
    const empty = await wishlistPage({ deviceId: newDevice() })
    expect(empty.body.Data).toMatchObject({ Items: [], TotalItems: 0, TotalPages: 0 })
  })

  it('marks the books bought since they were wished for as owned, in both languages', async () => {
    const { token, customerId } = await server.addCustomer()
    const [bought, wished] = [await addBook(server.db), await addBook(server.db)]
    await addToWishlist(bought, { token })
    await addToWishlist(wished, { token })
    await giveBook(server.db, customerId, bought)
    const owned = (body: Envelope<Wishlist>) =>
      body.Data.Items.map((item) => [item.ProductId, item.AlreadyOwned, item.Warnings])
    expect(owned((await wishlistPage({ token })).body)).toEqual([
      [wished, false, []],
      [bought, true, ['You own this book: it is on your bookshelf.']],
    ])
    expect(owned((await wishlistPage({ token }, '', 'th')).body)).toEqual([
      [wished, false, []],
      [bought, true, ['คุณมีหนังสือเล่มนี้แล้ว อยู่บนชั้นหนังสือของคุณ']],
    ])
  })

  it('does not count a free sample on the shelf as owning the book', async () => {
    const { token, customerId } = await server.addCustomer()
    const bookId = await addBook(server.db)
    await addToWishlist(bookId, { token })
    await server.db.query(
      'INSERT INTO library_items (customer_id, book_id, is_sample) VALUES ($1, $2, true)',
      [customerId, bookId],
    )
    const { body } = await wishlistPage({ token })
    expect(body.Data.Items.map((item) => [item.AlreadyOwned, item.Warnings])).toEqual([[false, []]])
  })

  it('refuses a book with the wishlist button off, a book owned, and an unknown book', async () => {
    const { token, customerId } = await server.addCustomer()
    const off = await addBook(server.db, { disableWishlistButton: true })
    const refused = await addToWishlist(off, { token })
    expect(refused.response.status).toBe(400)
    expect(refused.body.ErrorList).toEqual(['This book cannot be added to the wishlist.'])
    const owned = await addBook(server.db)
    await giveBook(server.db, customerId, owned)
    expect((await addToWishlist(owned, { token })).body.ErrorList).toEqual([
      'You already own this book.',
    ])
    expect((await addToWishlist(99999999, { token })).response.status).toBe(404)
    expect((await addToWishlist(owned, {})).response.status).toBe(400)
  })
})
