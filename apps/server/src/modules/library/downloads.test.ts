import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { attachmentDisposition, DOWNLOAD_LINK_SECONDS, NIL_GUID } from './downloads.ts'
import { libraryModule } from './index.ts'
import { addBook, addPurchase, addSample, epubBytes } from './test-fixtures.ts'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ modules: [libraryModule] })
})
afterAll(async () => {
  await server?.close()
})

interface Download {
  DownloadUrl: string
  ExpiresAt: string
  FileName: string
  FileFormat: string
  FileSizeBytes: number
  OrderItemId: string | null
  Redirect: boolean
}

async function askLink(token: string | undefined, bookId: number, guid: string, flags: string) {
  const response = await server.request(
    'GET',
    `/api/v2/download/getdownloadcloud/${bookId}/${guid}?${flags}`,
    { ...(token ? { token } : {}), language: 'en' },
  )
  const body = (await expectContractResponse(response)) as {
    Data: Download | null
    ErrorList: string[]
  }
  return { status: response.status, body }
}

/** Follows a download link the way the store does: a GET with the session token. */
function follow(url: string, token?: string) {
  const { pathname } = new URL(url)
  return server.app.request(pathname, { headers: token ? { Token: token } : {} })
}

describe('GET /v2/download/getdownloadcloud', () => {
  it("gives the owner a short-lived link to the purchased book's EPUB", async () => {
    const { customerId, token } = await server.addCustomer()
    const book = await addBook(server.db)
    const { orderItemGuid, orderItemId } = await addPurchase(server.db, customerId, book)
    const before = Date.now()
    const { status, body } = await askLink(token, book, orderItemGuid, 'full=true')
    expect(status).toBe(200)
    const link = body.Data!
    expect(link).toMatchObject({
      OrderItemId: orderItemGuid,
      FileName: `book-${book}.epub`,
      FileFormat: 'EPUB',
      FileSizeBytes: epubBytes(`full ${book}`).length,
      Redirect: false,
    })
    expect(link.DownloadUrl.startsWith(server.config.publicUrl)).toBe(true)
    const expires = Date.parse(link.ExpiresAt)
    expect(expires).toBeGreaterThan(before)
    expect(expires).toBeLessThanOrEqual(Date.now() + DOWNLOAD_LINK_SECONDS * 1000 + 1000)

    const file = await follow(link.DownloadUrl, token)
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('application/epub+zip')
    expect(file.headers.get('Content-Disposition')).toBe(attachmentDisposition(link.FileName))
    expect(file.headers.get('Cache-Control')).toBe('private, no-store')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(epubBytes(`full ${book}`))
    const counted = await server.db.queryOne<{ download_count: number }>(
      'SELECT download_count FROM order_items WHERE id = $1',
      [orderItemId],
    )
    expect(counted!.download_count).toBe(1)
  })

  it('refuses the link to a guest, another customer, and once it expired', async () => {
    const { customerId, token } = await server.addCustomer()
    const book = await addBook(server.db)
    const { orderItemGuid } = await addPurchase(server.db, customerId, book)
    const { body } = await askLink(token, book, orderItemGuid, 'full=true')
    const url = body.Data!.DownloadUrl

    const guest = await follow(url)
    expect(guest.status).toBe(401)
    expect(await guest.json()).toEqual({ Data: null, Message: null, ErrorList: ['กรุณาเข้าสู่ระบบ'] })
    const other = await server.addCustomer()
    const stranger = await follow(url, other.token)
    expect(stranger.status).toBe(404)
    expect(((await stranger.json()) as { ErrorList: string[] }).ErrorList).toHaveLength(1)
    expect((await follow(`${url}x`, token)).status).toBe(404)
    expect(
      (await follow(`${server.config.publicUrl}/api/downloads/${'a'.repeat(500)}`, token)).status,
    ).toBe(404)

    await server.db.query("UPDATE download_links SET expires_at = now() - interval '1 second'")
    const expired = await follow(url, token)
    expect(expired.status).toBe(410)
    expect(((await expired.json()) as { ErrorList: string[] }).ErrorList[0]).toMatch(/หมดอายุ/u)
  })

  it('answers 404 for an order item that is not the caller’s or not for this book', async () => {
    const owner = await server.addCustomer()
    const book = await addBook(server.db)
    const otherBook = await addBook(server.db)
    const { orderItemGuid } = await addPurchase(server.db, owner.customerId, book)
    const intruder = await server.addCustomer()
    for (const [token, id, guid] of [
      [intruder.token, book, orderItemGuid],
      [owner.token, otherBook, orderItemGuid],
      [owner.token, book, NIL_GUID],
      [owner.token, 999999, orderItemGuid],
    ] as const) {
      const { status, body } = await askLink(token, id, guid, 'full=true')
      expect(status).toBe(404)
      expect(body.Data).toBeNull()
    }
  })

  it('answers 400 for an unpaid or refunded order', async () => {
    const { customerId, token } = await server.addCustomer()
    const unpaid = await addBook(server.db)
    const pending = await addPurchase(server.db, customerId, unpaid, { paymentStatus: 10 })
    const response = await askLink(token, unpaid, pending.orderItemGuid, 'full=true')
    expect(response.status).toBe(400)
    expect(response.body.ErrorList).toEqual(['This order is not paid yet.'])
    const refundedBook = await addBook(server.db)
    const refunded = await addPurchase(server.db, customerId, refundedBook, {
      paymentStatus: 35,
      refunded: true,
    })
    const again = await askLink(token, refundedBook, refunded.orderItemGuid, 'full=true')
    expect(again.status).toBe(400)
    expect(again.body.ErrorList).toEqual(['This book has been refunded.'])
  })

  it('gives samples that are in the library, with the nil GUID', async () => {
    const { customerId, token } = await server.addCustomer()
    const book = await addBook(server.db, { sample: true })
    const notAdded = await askLink(token, book, NIL_GUID, 'sample=true')
    expect(notAdded.status).toBe(400)
    await addSample(server.db, customerId, book)
    const { status, body } = await askLink(token, book, NIL_GUID, 'sample=true')
    expect(status).toBe(200)
    expect(body.Data).toMatchObject({ OrderItemId: null, FileName: `book-${book}-sample.epub` })
    const file = await follow(body.Data!.DownloadUrl, token)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(epubBytes(`sample ${book}`))

    const noSample = await addBook(server.db)
    await addPurchase(server.db, customerId, noSample)
    const missing = await askLink(token, noSample, NIL_GUID, 'sample=true')
    expect(missing.status).toBe(404)
  })

  it('answers 400 unless exactly one flag is true, 401 to a guest, 400 to bad ids', async () => {
    const { token } = await server.addCustomer()
    for (const flags of ['', 'sample=true&full=true', 'sample=false', 'full=false&sample=false']) {
      const { status, body } = await askLink(token, 1, NIL_GUID, flags)
      expect(status).toBe(400)
      expect(body.ErrorList).toEqual(['Send exactly one of sample=true or full=true.'])
    }
    const guest = await askLink(undefined, 1, NIL_GUID, 'sample=true')
    expect(guest.status).toBe(401)
    for (const [id, guid, flags] of [
      ['abc', NIL_GUID, 'full=true'],
      ['0', NIL_GUID, 'full=true'],
      ['1', 'not-a-guid', 'full=true'],
      ['1', NIL_GUID, 'full=yes'],
    ]) {
      const response = await server.request(
        'GET',
        `/api/v2/download/getdownloadcloud/${id}/${guid}?${flags}`,
        { token },
      )
      expect(response.status).toBe(400)
      await expectContractResponse(response)
    }
  })
})
