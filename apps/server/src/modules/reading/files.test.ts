import { createHash } from 'node:crypto'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { libraryModule } from '../library/index.ts'
import { addBook, addPurchase } from '../library/test-fixtures.ts'
import { buildEpub } from '../../seed/epub.ts'
import { readingModule } from './index.ts'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ modules: [readingModule, libraryModule] })
})
afterAll(async () => {
  await server?.close()
})

const GUEST = { deviceId: 'reader-files-guest' }

async function get(path: string, who: { token?: string; deviceId?: string } = GUEST, headers = {}) {
  const response = await server.request('GET', `/api/v2/reader/${path}`, {
    ...who,
    language: 'en',
    headers,
  })
  await expectContractResponse(response)
  return response
}

async function errorsOf(response: Response): Promise<string[]> {
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  const body = (await response.json()) as { Data: unknown; ErrorList: string[] }
  expect(body.Data).toBeNull()
  return body.ErrorList
}

const opfOf = (bytes: ArrayBuffer) =>
  strFromU8(unzipSync(new Uint8Array(bytes))['OEBPS/content.opf']!)

const stored = (bookId: number, kind: 'full' | 'sample') =>
  server.db.queryOne<{ data: Uint8Array | null; size_bytes: number; sha256: string | null }>(
    'SELECT data, size_bytes, sha256 FROM book_files WHERE book_id = $1 AND kind = $2',
    [bookId, kind],
  )

describe('GET /v2/reader/{productId}/sample', () => {
  it('gives anyone the sample EPUB, made on the first request and kept', async () => {
    const book = await addBook(server.db, { sample: true, unmade: true, pages: 150 })
    expect((await stored(book, 'sample'))?.data).toBeNull()

    const response = await get(`${book}/sample`, {})
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/epub+zip')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
    const etag = response.headers.get('ETag')
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    const bytes = await response.arrayBuffer()
    expect(Number(response.headers.get('Content-Length'))).toBe(bytes.byteLength)
    expect(opfOf(bytes)).toContain('<meta property="ebookstore:edition">sample</meta>')

    // Kept in the database with its real size and hash: the next answer is the same file.
    const row = await stored(book, 'sample')
    expect(row?.size_bytes).toBe(bytes.byteLength)
    expect(`"${row?.sha256?.slice(0, 32)}"`).toBe(etag)
    const again = await get(`${book}/sample`)
    expect(again.headers.get('ETag')).toBe(etag)
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
  })

  it('sends the file as it is to a browser that takes compressed answers (an EPUB is a ZIP)', async () => {
    const book = await addBook(server.db, { sample: true, unmade: true, pages: 60 })
    const response = await get(`${book}/sample`, GUEST, { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Encoding')).toBeNull()
    const bytes = await response.arrayBuffer()
    expect(Number(response.headers.get('Content-Length'))).toBe(bytes.byteLength)
    expect(opfOf(bytes)).toContain('sample')
  })

  it('answers 304 without a body when the browser holds the current sample', async () => {
    const book = await addBook(server.db, { sample: true, unmade: true, pages: 60 })
    const etag = (await get(`${book}/sample`)).headers.get('ETag')!
    const cached = await get(`${book}/sample`, GUEST, { 'If-None-Match': `W/${etag}` })
    expect(cached.status).toBe(304)
    expect(cached.headers.get('ETag')).toBe(etag)
    expect(await cached.text()).toBe('')
    const stale = await get(`${book}/sample`, GUEST, { 'If-None-Match': '"0000"' })
    expect(stale.status).toBe(200)
  })

  it('answers 404 for an unknown or unpublished book and for a book without a sample', async () => {
    const hidden = await addBook(server.db, { sample: true, published: false, unmade: true })
    const without = await addBook(server.db, { unmade: true })
    for (const [id, message] of [
      [999999, 'No such book.'],
      [hidden, 'No such book.'],
      [without, 'This e-book has no free sample.'],
    ] as const) {
      const response = await get(`${id}/sample`)
      expect(response.status).toBe(404)
      expect(await errorsOf(response)).toEqual([message])
    }
  })
})

describe('GET /v2/reader/{productId}/book', () => {
  it('gives the owner the whole EPUB, never cached, made from the same text as the sample', async () => {
    const { customerId, token } = await server.addCustomer()
    const book = await addBook(server.db, {
      sample: true,
      unmade: true,
      pages: 200,
      language: 'en',
    })
    await addPurchase(server.db, customerId, book)

    const response = await get(`${book}/book`, { token })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/epub+zip')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(response.headers.get('ETag')).toBeNull()
    const full = unzipSync(new Uint8Array(await response.arrayBuffer()))
    expect(strFromU8(full['OEBPS/content.opf']!)).toContain(
      '<meta property="ebookstore:edition">full</meta>',
    )
    // Both files were made at once; the sample's first chapter opens as the book's does.
    const sample = unzipSync(new Uint8Array(await (await get(`${book}/sample`)).arrayBuffer()))
    const chapters = (files: Record<string, Uint8Array>) =>
      Object.keys(files).filter((path) => path.includes('chapter-'))
    expect(chapters(full).length).toBeGreaterThan(chapters(sample).length)
    const opening = strFromU8(sample['OEBPS/chapter-001.xhtml']!).split('</p>')[0]!
    expect(strFromU8(full['OEBPS/chapter-001.xhtml']!).startsWith(opening)).toBe(true)
  })

  it('refuses a guest (401), another customer and a refunded owner (403), an unknown book (404)', async () => {
    const owner = await server.addCustomer()
    const other = await server.addCustomer()
    const refunded = await server.addCustomer()
    const book = await addBook(server.db, { sample: true, unmade: true })
    await addPurchase(server.db, owner.customerId, book)
    await addPurchase(server.db, refunded.customerId, book, { refunded: true })

    const guest = await get(`${book}/book`, GUEST)
    expect(guest.status).toBe(401)
    expect(await errorsOf(guest)).toHaveLength(1)
    for (const token of [other.token, refunded.token]) {
      const refused = await get(`${book}/book`, { token })
      expect(refused.status).toBe(403)
      expect(await errorsOf(refused)).toEqual([
        'You can read the whole book once you have bought it.',
      ])
    }
    const unknown = await get('999999/book', { token: owner.token })
    expect(unknown.status).toBe(404)
    // Nothing was made for those who were refused.
    expect((await stored(book, 'full'))?.data).toBeNull()
  })

  it('answers a damaged file with a 500 envelope that says so, and logs it', async () => {
    const { customerId, token } = await server.addCustomer()
    const book = await addBook(server.db, { sample: true, unmade: true, pages: 40 })
    await addPurchase(server.db, customerId, book)
    expect((await get(`${book}/book`, { token })).status).toBe(200)
    // Bytes that are not the ones stored (their hash), then bytes that are no EPUB at all.
    await server.db.query(
      `UPDATE book_files SET data = substring(data from 1 for length(data) - 10)
        WHERE book_id = $1 AND kind = 'full'`,
      [book],
    )
    await server.db.query(
      `UPDATE book_files SET data = convert_to('not a zip', 'UTF8'), sha256 = NULL
        WHERE book_id = $1 AND kind = 'sample'`,
      [book],
    )
    for (const path of [`${book}/book`, `${book}/sample`]) {
      const response = await get(path, { token })
      expect(response.status).toBe(500)
      const text = await response.clone().text()
      expect(text).not.toMatch(/DamagedBookFile|at .*\.ts/u)
      expect(await errorsOf(response)).toEqual([
        "This book's file is damaged and cannot be opened right now. Please try again later or contact the store.",
      ])
    }
    expect(server.logs.some((line) => line.includes(`file of book ${book} is damaged`))).toBe(true)
  })

  it('makes a book once when several readers open it together', async () => {
    const { customerId, token } = await server.addCustomer()
    const book = await addBook(server.db, { unmade: true, pages: 120, language: 'en' })
    await addPurchase(server.db, customerId, book)
    const answers = await Promise.all([1, 2, 3].map(() => get(`${book}/book`, { token })))
    const bodies = await Promise.all(answers.map(async (a) => Buffer.from(await a.arrayBuffer())))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(bodies[1]!.equals(bodies[0]!) && bodies[2]!.equals(bodies[0]!)).toBe(true)
  })
})

describe('several servers on one database', () => {
  it('serves the file one server made from another, without making it again', async () => {
    const other = await createTestServer({ db: server.db, modules: [readingModule] })
    try {
      const book = await addBook(server.db, { sample: true, unmade: true, pages: 100 })
      const first = await get(`${book}/sample`)
      expect(first.status).toBe(200)
      // What is stored is what every server serves: here, bytes no server would make for it.
      const kept = buildEpub(
        {
          id: 1,
          isbn: '1',
          title: 'Kept',
          authors: [],
          lang: 'en',
          publisher: '',
          description: '',
          pages: 10,
        },
        { sample: true },
      )
      await server.db.query(
        `UPDATE book_files SET data = $2, sha256 = $3 WHERE book_id = $1 AND kind = 'sample'`,
        [book, kept, createHash('sha256').update(kept).digest('hex')],
      )
      const response = await other.request('GET', `/api/v2/reader/${book}/sample`, GUEST)
      expect(response.status).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(kept))).toBe(true)
    } finally {
      await other.close()
    }
  })
})

describe('downloads of a book the server has not made yet', () => {
  it('makes the file and tells its real size', async () => {
    const { customerId, token } = await server.addCustomer()
    const book = await addBook(server.db, { unmade: true, pages: 80 })
    const { orderItemGuid } = await addPurchase(server.db, customerId, book)
    const response = await server.request(
      'GET',
      `/api/v2/download/getdownloadcloud/${book}/${orderItemGuid}?full=true`,
      { token, language: 'en' },
    )
    const link = (
      (await expectContractResponse(response)) as {
        Data: { DownloadUrl: string; FileSizeBytes: number }
      }
    ).Data
    const file = await server.app.request(new URL(link.DownloadUrl).pathname, {
      headers: { Token: token },
    })
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect(bytes.byteLength).toBe(link.FileSizeBytes)
    expect(bytes.byteLength).toBeGreaterThan(20_000)
    const read = await get(`${book}/book`, { token })
    expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
  })
})
