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

interface Shelf {
  Id: number
  Name: string
  BookCount: number
  CoverPictures: { ImageUrl: string }[]
}

async function call(path: string, token: string | undefined, data: unknown, language = 'en') {
  const response = await server.request('POST', `/api/v2/customer/${path}`, {
    ...(token ? { token } : {}),
    language,
    json: { Data: data },
  })
  const body = (await expectContractResponse(response)) as {
    Data: unknown
    Message: string | null
    ErrorList: string[]
  }
  return { status: response.status, body }
}

async function createShelf(token: string, name: string): Promise<Shelf> {
  const { status, body } = await call('addbookshelf', token, { Name: name })
  expect(status).toBe(200)
  return body.Data as Shelf
}

describe('shelves', () => {
  it('creates, lists (oldest first), renames and deletes shelves', async () => {
    const { token } = await server.addCustomer()
    const first = await createShelf(token, '  วรรณคดีไทย  ')
    expect(first).toMatchObject({ Name: 'วรรณคดีไทย', BookCount: 0, CoverPictures: [] })
    const second = await createShelf(token, 'Re-read')

    const list = await server.request('GET', '/api/v2/customer/myshelves', { token })
    expect(list.status).toBe(200)
    const shelves = ((await expectContractResponse(list)) as { Data: Shelf[] }).Data
    expect(shelves.map((s) => s.Id)).toEqual([first.Id, second.Id])

    const renamed = await call('updatebookshelf', token, { ShelfId: second.Id, Name: 'อ่านซ้ำ' })
    expect(renamed.status).toBe(200)
    expect(renamed.body.Data).toMatchObject({ Id: second.Id, Name: 'อ่านซ้ำ' })
    // Renaming a shelf to its own name in another case is allowed.
    const recased = await call('updatebookshelf', token, { ShelfId: second.Id, Name: 'อ่านซ้ำ' })
    expect(recased.status).toBe(200)

    const removed = await call('removebookshelf', token, { ShelfId: first.Id })
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({
      Data: null,
      Message: 'The shelf has been deleted.',
      ErrorList: [],
    })
    const after = await server.request('GET', '/api/v2/customer/myshelves', { token })
    expect(((await expectContractResponse(after)) as { Data: Shelf[] }).Data).toHaveLength(1)
  })

  it('refuses empty names and names already used, ignoring case', async () => {
    const { token } = await server.addCustomer()
    const shelf = await createShelf(token, 'Classics')
    const other = await createShelf(token, 'Poetry')
    for (const [path, data, message] of [
      ['addbookshelf', { Name: '   ' }, 'Shelf name is required.'],
      ['addbookshelf', { Name: 'CLASSICS' }, 'You already have a shelf with this name.'],
      [
        'updatebookshelf',
        { ShelfId: other.Id, Name: 'classics ' },
        'You already have a shelf with this name.',
      ],
      ['updatebookshelf', { ShelfId: shelf.Id, Name: ' ' }, 'Shelf name is required.'],
    ] as const) {
      const { status, body } = await call(path, token, data)
      expect(status).toBe(400)
      expect(body.ErrorList).toEqual([message])
    }
    const thai = await call('addbookshelf', token, { Name: 'classics' }, 'th')
    expect(thai.body.ErrorList).toEqual(['คุณมีชั้นหนังสือชื่อนี้อยู่แล้ว'])
    // Another customer may use the same name.
    const someoneElse = await server.addCustomer()
    await createShelf(someoneElse.token, 'Classics')
  })

  it('places owned books and samples, pages the collection, and takes books off', async () => {
    const { customerId, token } = await server.addCustomer()
    const books = [await addBook(server.db), await addBook(server.db), await addBook(server.db)]
    for (const id of books.slice(0, 2)) await addPurchase(server.db, customerId, id)
    const sample = await addBook(server.db, { sample: true })
    await addSample(server.db, customerId, sample)
    await addPurchase(server.db, customerId, books[2]!)
    const shelf = await createShelf(token, 'Favourites')

    const added = await call('addproductmappingshelf', token, {
      ShelfId: shelf.Id,
      ProductIds: [books[0], books[1]],
    })
    expect(added.status).toBe(200)
    expect(added.body.Data).toMatchObject({ BookCount: 2 })
    await call('addproductmappingshelf', token, { ShelfId: shelf.Id, ProductIds: [sample] })
    // Placing a book twice leaves it as it is.
    const again = await call('addproductmappingshelf', token, {
      ShelfId: shelf.Id,
      ProductIds: [books[0]],
    })
    const placed = again.body.Data as Shelf
    expect(placed.BookCount).toBe(3)
    expect(placed.CoverPictures).toHaveLength(3)
    expect(placed.CoverPictures[0]!.ImageUrl).toBe(`/media/covers/${sample}.png?w=357`)

    // A book may be on several shelves.
    const second = await createShelf(token, 'To read')
    await call('addproductmappingshelf', token, { ShelfId: second.Id, ProductIds: [books[0]] })

    const page1 = await call('productonbookshelf', token, {
      ShelfId: shelf.Id,
      PageNumber: 1,
      PageSize: 2,
    })
    expect(page1.status).toBe(200)
    const collection = page1.body.Data as {
      Shelf: Shelf
      Books: { ProductId: number; IsSample: boolean; ShelfIds: number[] }[]
      TotalItems: number
      TotalPages: number
      HasNextPage: boolean
    }
    expect(collection.Shelf).toMatchObject({ Id: shelf.Id, BookCount: 3 })
    expect(collection).toMatchObject({ TotalItems: 3, TotalPages: 2, HasNextPage: true })
    expect(collection.Books[0]).toMatchObject({ ProductId: sample, IsSample: true })
    const page2 = await call('productonbookshelf', token, {
      ShelfId: shelf.Id,
      PageNumber: 2,
      PageSize: 2,
    })
    const rest = (page2.body.Data as typeof collection).Books
    expect(rest).toHaveLength(1)
    const onTwo = [...collection.Books, ...rest].find((b) => b.ProductId === books[0])
    expect(onTwo!.ShelfIds.sort((a, b) => a - b)).toEqual([shelf.Id, second.Id])

    const off = await call('removeproductonshelf', token, { ShelfId: shelf.Id, ProductId: sample })
    expect(off.status).toBe(200)
    expect(off.body.Data).toMatchObject({ BookCount: 2 })
    const notOn = await call('removeproductonshelf', token, {
      ShelfId: shelf.Id,
      ProductId: sample,
    })
    expect(notOn.status).toBe(404)

    // Deleting a shelf keeps the books in the library.
    await call('removebookshelf', token, { ShelfId: shelf.Id })
    const library = await call('mybook', token, { PageNumber: 1 })
    expect((library.body.Data as { TotalItems: number }).TotalItems).toBe(4)
  })

  it('places only books of the library, and nothing when one is not', async () => {
    const { customerId, token } = await server.addCustomer()
    const owned = await addBook(server.db)
    await addPurchase(server.db, customerId, owned)
    const notOwned = await addBook(server.db, { nameEn: 'Someone Else’s Book' })
    const refunded = await addBook(server.db)
    await addPurchase(server.db, customerId, refunded, { refunded: true })
    const shelf = await createShelf(token, 'Mixed')

    const response = await call('addproductmappingshelf', token, {
      ShelfId: shelf.Id,
      ProductIds: [owned, notOwned],
    })
    expect(response.status).toBe(400)
    expect(response.body.ErrorList).toEqual([
      'You can only put your own books on a shelf. Not in your library: Someone Else’s Book',
    ])
    for (const ids of [[refunded], [987654]]) {
      const { status } = await call('addproductmappingshelf', token, {
        ShelfId: shelf.Id,
        ProductIds: ids,
      })
      expect(status).toBe(400)
    }
    const list = await call('productonbookshelf', token, { ShelfId: shelf.Id })
    expect((list.body.Data as { TotalItems: number }).TotalItems).toBe(0)
  })

  it("answers 404 for another customer's shelf, and never changes it", async () => {
    const owner = await server.addCustomer()
    const book = await addBook(server.db)
    await addPurchase(server.db, owner.customerId, book)
    const shelf = await createShelf(owner.token, 'Private')
    await call('addproductmappingshelf', owner.token, { ShelfId: shelf.Id, ProductIds: [book] })

    const intruder = await server.addCustomer()
    await addPurchase(server.db, intruder.customerId, book)
    for (const [path, data] of [
      ['updatebookshelf', { ShelfId: shelf.Id, Name: 'Mine now' }],
      ['removebookshelf', { ShelfId: shelf.Id }],
      ['productonbookshelf', { ShelfId: shelf.Id }],
      ['addproductmappingshelf', { ShelfId: shelf.Id, ProductIds: [book] }],
      ['removeproductonshelf', { ShelfId: shelf.Id, ProductId: book }],
      ['updatebookshelf', { ShelfId: 999999, Name: 'Nowhere' }],
    ] as const) {
      const { status, body } = await call(path, intruder.token, data)
      expect(status).toBe(404)
      expect(body.Data).toBeNull()
    }
    const mine = await server.request('GET', '/api/v2/customer/myshelves', {
      token: intruder.token,
    })
    expect(((await expectContractResponse(mine)) as { Data: Shelf[] }).Data).toEqual([])
    const still = await call('productonbookshelf', owner.token, { ShelfId: shelf.Id })
    expect(still.body.Data).toMatchObject({ Shelf: { Name: 'Private', BookCount: 1 } })
  })

  it('answers 401 to guests on every shelf call', async () => {
    const get = await server.request('GET', '/api/v2/customer/myshelves', { deviceId: 'dev-1' })
    expect(get.status).toBe(401)
    await expectContractResponse(get)
    for (const [path, data] of [
      ['addbookshelf', { Name: 'x' }],
      ['updatebookshelf', { ShelfId: 1, Name: 'x' }],
      ['removebookshelf', { ShelfId: 1 }],
      ['productonbookshelf', { ShelfId: 1 }],
      ['addproductmappingshelf', { ShelfId: 1, ProductIds: [1] }],
      ['removeproductonshelf', { ShelfId: 1, ProductId: 1 }],
    ] as const) {
      const { status } = await call(path, undefined, data)
      expect(status).toBe(401)
    }
  })

  it('answers 400 to malformed input', async () => {
    const { token } = await server.addCustomer()
    for (const [path, data] of [
      ['addbookshelf', {}],
      ['addbookshelf', { Name: 42 }],
      ['addbookshelf', { Name: '' }],
      ['addbookshelf', { Name: 'x'.repeat(101) }],
      ['updatebookshelf', { ShelfId: 'one', Name: 'x' }],
      ['updatebookshelf', { Name: 'x' }],
      ['removebookshelf', { ShelfId: 0 }],
      ['removebookshelf', { ShelfId: 99999999999 }],
      ['productonbookshelf', { ShelfId: 1, PageSize: 500 }],
      ['addproductmappingshelf', { ShelfId: 1, ProductIds: [] }],
      ['addproductmappingshelf', { ShelfId: 1, ProductIds: [1, 1] }],
      ['addproductmappingshelf', { ShelfId: 1, ProductIds: ['a'] }],
      ['removeproductonshelf', { ShelfId: 1 }],
    ] as const) {
      const { status, body } = await call(path, token, data)
      expect(status, `${path} ${JSON.stringify(data)}`).toBe(400)
      expect(body.ErrorList.length).toBeGreaterThan(0)
    }
    const notJson = await server.request('POST', '/api/v2/customer/addbookshelf', {
      token,
      body: '{"Data":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(notJson.status).toBe(400)
    await expectContractResponse(notJson)
  })
})
