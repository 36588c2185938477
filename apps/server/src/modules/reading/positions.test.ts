import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { libraryModule } from '../library/index.ts'
import { addBook, addPurchase, addSample } from '../library/test-fixtures.ts'
import { readingModule } from './index.ts'
import { mergeGuestInto } from '../customer/sign-in.ts'
import { DEVICES_KEPT } from './positions.ts'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ modules: [readingModule, libraryModule] })
})
afterAll(async () => {
  await server?.close()
})

type Who = { token?: string; deviceId?: string }

interface Position {
  ProductId: number
  Edition: 'sample' | 'full'
  DeviceId: string
  DeviceName: string
  Locator: { Href: string; Cfi: string; Progression: number; TotalProgression: number }
  UpdatedOnUtc: string
}

const locator = (chapter: number, total: number) => ({
  Href: `chapter-${String(chapter).padStart(3, '0')}.xhtml`,
  Cfi: `epubcfi(/6/${2 * chapter + 4}!/4/2/6/1:0)`,
  Progression: 0.42,
  TotalProgression: total,
  ChapterTitle: `บทที่ ${chapter}`,
})

async function save(bookId: number, who: Who, data: Record<string, unknown>, language = 'en') {
  const response = await server.request('PUT', `/api/v2/reader/${bookId}/position`, {
    ...who,
    language,
    json: { Data: data },
  })
  const body = (await expectContractResponse(response)) as { Data: Position; ErrorList: string[] }
  return { status: response.status, body }
}

async function list(bookId: number, who: Who, edition: string, language = 'en') {
  const response = await server.request(
    'GET',
    `/api/v2/reader/${bookId}/position?edition=${edition}`,
    { ...who, language },
  )
  const body = (await expectContractResponse(response)) as {
    Data: Position[]
    ErrorList: string[]
  }
  return { status: response.status, body }
}

const place = (edition: string, device: string, chapter: number, total: number) => ({
  Edition: edition,
  DeviceId: device,
  DeviceName: `Chrome on ${device}`,
  Locator: locator(chapter, total),
})

describe('reading positions', () => {
  it("keeps a guest's place in a sample, stamped by the server's clock", async () => {
    const book = await addBook(server.db, { sample: true, unmade: true })
    const guest = { deviceId: 'guest-phone-1' }
    const before = Date.now()
    const saved = await save(book, guest, {
      ...place('sample', 'guest-phone-1', 2, 0.4),
      // A time the client claims is not taken.
      UpdatedOnUtc: '2001-01-01T00:00:00Z',
    })
    expect(saved.status).toBe(200)
    expect(saved.body.Data).toMatchObject({
      ProductId: book,
      Edition: 'sample',
      DeviceId: 'guest-phone-1',
      DeviceName: 'Chrome on guest-phone-1',
      Locator: locator(2, 0.4),
    })
    const stamped = Date.parse(saved.body.Data.UpdatedOnUtc)
    expect(stamped).toBeGreaterThanOrEqual(before - 1000)
    expect(stamped).toBeLessThanOrEqual(Date.now() + 1000)

    const read = await list(book, guest, 'sample')
    expect(read.body.Data).toEqual([saved.body.Data])
    // Another device's guest has kept nothing, and asking makes no guest.
    const guests = async () =>
      (await server.db.queryOne<{ n: number }>(
        'SELECT count(*)::int AS n FROM customers WHERE is_guest',
      ))!.n
    const count = await guests()
    expect((await list(book, { deviceId: 'never-seen-device' }, 'sample')).body.Data).toEqual([])
    expect(await guests()).toBe(count)
  })

  it("moves a guest's places, bookmarks and highlights in a sample to the account that signs in", async () => {
    const book = await addBook(server.db, { sample: true, unmade: true })
    const device = 'guest-tablet-7'
    await save(book, { deviceId: device }, place('sample', device, 3, 0.06))
    const added = await server.request('POST', `/api/v2/reader/${book}/annotations`, {
      deviceId: device,
      json: {
        Data: {
          Edition: 'sample',
          Kind: 'highlight',
          Cfi: 'epubcfi(/6/8!/4/2/6,/1:0,/1:12)',
          Text: 'ขุนช้างขุนแผน',
          Note: 'อ่านต่อ',
          Color: 'yellow',
          ChapterTitle: 'บทที่ 3',
          TotalProgression: 0.06,
        },
      },
    })
    expect(added.status).toBe(200)
    const guest = (await server.db.queryOne<{ id: number }>(
      'SELECT guest_customer_id AS id FROM devices WHERE device_id = $1',
      [device],
    ))!.id
    const { customerId, token } = await server.addCustomer()
    await mergeGuestInto(server.db, guest, customerId)

    const places = await list(book, { token }, 'sample')
    expect(places.body.Data).toEqual([
      expect.objectContaining({ DeviceId: device, Locator: locator(3, 0.06) }),
    ])
    const notes = await server.request('GET', `/api/v2/reader/${book}/annotations?edition=sample`, {
      token,
    })
    const { Data } = (await expectContractResponse(notes)) as { Data: { Note: string }[] }
    expect(Data.map((annotation) => annotation.Note)).toEqual(['อ่านต่อ'])
    expect((await list(book, { deviceId: device }, 'sample')).body.Data).toEqual([])
  })

  it("lists an owner's devices newest first, one place per device", async () => {
    const { customerId, token } = await server.addCustomer()
    const book = await addBook(server.db, { unmade: true })
    await addPurchase(server.db, customerId, book)
    await save(book, { token }, place('full', 'laptop', 3, 0.2))
    await save(book, { token }, place('full', 'phone', 7, 0.5))
    let read = await list(book, { token }, 'full')
    expect(read.body.Data.map((p) => [p.DeviceId, p.Locator.TotalProgression])).toEqual([
      ['phone', 0.5],
      ['laptop', 0.2],
    ])
    // The laptop reads on: its one place moves and it becomes the newest.
    await save(book, { token }, place('full', 'laptop', 4, 0.25))
    read = await list(book, { token }, 'full')
    expect(read.body.Data.map((p) => [p.DeviceId, p.Locator.TotalProgression])).toEqual([
      ['laptop', 0.25],
      ['phone', 0.5],
    ])
    // The sample's places are kept apart from the book's.
    expect((await list(book, { token }, 'sample')).status).toBe(400)
  })

  it(`keeps the newest ${DEVICES_KEPT} devices of a book`, async () => {
    const { customerId, token } = await server.addCustomer()
    const book = await addBook(server.db, { unmade: true })
    await addPurchase(server.db, customerId, book)
    for (let i = 0; i <= DEVICES_KEPT; i++)
      await save(book, { token }, place('full', `device-${i}`, 1, i / 100))
    const devices = (await list(book, { token }, 'full')).body.Data.map((p) => p.DeviceId)
    expect(devices).toHaveLength(DEVICES_KEPT)
    expect(devices[0]).toBe(`device-${DEVICES_KEPT}`)
    expect(devices).not.toContain('device-0')
  })

  it('refuses places in a book the customer may not read (400), and unknown books (404)', async () => {
    const { customerId, token } = await server.addCustomer()
    const notOwned = await addBook(server.db, { unmade: true })
    const noSample = await addBook(server.db, { unmade: true })
    const refunded = await addBook(server.db, { unmade: true })
    await addPurchase(server.db, customerId, refunded, { refunded: true })
    for (const [bookId, edition, who] of [
      [notOwned, 'full', { token }],
      [refunded, 'full', { token }],
      [noSample, 'sample', { token }],
      [notOwned, 'full', { deviceId: 'guest-tablet' }],
    ] as const) {
      const saved = await save(bookId, who, place(edition, 'x', 1, 0.1))
      expect(saved.status).toBe(400)
      expect(saved.body.ErrorList).toEqual([
        'You can only keep your place in a book you own or in a sample.',
      ])
      expect((await list(bookId, who, edition)).status).toBe(400)
    }
    const thai = await save(notOwned, { token }, place('full', 'x', 1, 0.1), 'th')
    expect(thai.body.ErrorList).toEqual(['บันทึกตำแหน่งที่อ่านได้เฉพาะหนังสือที่คุณซื้อแล้วหรือตัวอย่างฟรี'])
    expect((await save(999999, { token }, place('full', 'x', 1, 0.1))).status).toBe(404)
    const none = await server.db.queryOne<{ n: number }>(
      'SELECT count(*)::int AS n FROM reading_positions WHERE book_id = ANY($1)',
      [[notOwned, noSample, refunded]],
    )
    expect(none?.n).toBe(0)
  })

  it('answers 400 with ErrorList to bodies out of bounds', async () => {
    const book = await addBook(server.db, { sample: true, unmade: true })
    const guest = { deviceId: 'guest-bad-bodies' }
    const good = place('sample', 'guest-bad-bodies', 1, 0.1)
    for (const bad of [
      { ...good, Edition: 'audio' },
      { ...good, Locator: { ...good.Locator, Progression: 1.5 } },
      { ...good, Locator: { ...good.Locator, TotalProgression: -0.1 } },
      { ...good, Locator: { ...good.Locator, Cfi: '/6/4!/4/2' } },
      { ...good, Locator: { ...good.Locator, ChapterTitle: 'x'.repeat(301) } },
      { ...good, Locator: { ...good.Locator, Href: '' } },
      { ...good, DeviceName: 'x'.repeat(101) },
      { ...good, DeviceName: '   ' },
      { ...good, DeviceId: undefined },
    ]) {
      const saved = await save(book, guest, bad)
      expect(saved.status, JSON.stringify(bad)).toBe(400)
      expect(saved.body.ErrorList.length).toBeGreaterThan(0)
    }
    // Neither a token nor a deviceId: no one to keep the place for.
    expect((await save(book, {}, good)).status).toBe(400)
  })

  it('shows on the bookshelf how far each book was read, the furthest of all devices', async () => {
    const { customerId, token } = await server.addCustomer()
    const bought = await addBook(server.db, { unmade: true })
    const sampled = await addBook(server.db, { sample: true, unmade: true })
    const unread = await addBook(server.db, { unmade: true })
    await addPurchase(server.db, customerId, bought)
    await addPurchase(server.db, customerId, unread)
    await addSample(server.db, customerId, sampled)
    await save(bought, { token }, place('full', 'laptop', 9, 0.6))
    await save(bought, { token }, place('full', 'phone', 3, 0.3))
    await save(sampled, { token }, place('sample', 'phone', 1, 0.8))
    const response = await server.request('POST', '/api/v2/customer/mybook', {
      token,
      json: { Data: { PageNumber: 1 } },
    })
    const books = (
      (await expectContractResponse(response)) as {
        Data: { Books: { ProductId: number; ReadingProgress: number | null }[] }
      }
    ).Data.Books
    const progress = Object.fromEntries(books.map((b) => [b.ProductId, b.ReadingProgress]))
    expect(progress).toEqual({ [bought]: 0.6, [sampled]: 0.8, [unread]: null })
  })
})
