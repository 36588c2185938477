import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { addBook, addPurchase } from '../library/test-fixtures.ts'
import { ANNOTATIONS_PER_BOOK } from './annotations.ts'
import { readingModule } from './index.ts'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ modules: [readingModule] })
})
afterAll(async () => {
  await server?.close()
})

type Who = { token?: string; deviceId?: string }

interface Annotation {
  Id: number
  ProductId: number
  Edition: string
  Kind: 'bookmark' | 'highlight'
  Cfi: string
  Text: string | null
  Note: string | null
  Color: string | null
  ChapterTitle: string | null
  TotalProgression: number
  CreatedOnUtc: string
  UpdatedOnUtc: string
}

async function call(method: string, path: string, who: Who, data?: unknown, language = 'en') {
  const response = await server.request(method, `/api/v2/reader/${path}`, {
    ...who,
    language,
    ...(data === undefined ? {} : { json: { Data: data } }),
  })
  const body = (await expectContractResponse(response)) as {
    Data: unknown
    Message: string | null
    ErrorList: string[]
  }
  return { status: response.status, body }
}

const highlight = (progression: number, extra: Record<string, unknown> = {}) => ({
  Edition: 'full',
  Kind: 'highlight',
  Cfi: `epubcfi(/6/10!/4/2/6,/1:0,/1:${Math.round(progression * 100)})`,
  Text: 'ขุนแผนขี่ม้าสีหมอกออกจากเมืองกาญจน์',
  Note: null,
  Color: 'green',
  ChapterTitle: 'บทที่ 3',
  TotalProgression: progression,
  ...extra,
})

async function ownedBook() {
  const customer = await server.addCustomer()
  const book = await addBook(server.db, { sample: true, unmade: true })
  await addPurchase(server.db, customer.customerId, book)
  return { ...customer, book }
}

describe('bookmarks and highlights', () => {
  it('adds highlights with notes and bookmarks, and lists them in reading order', async () => {
    const { token, book } = await ownedBook()
    const later = await call(
      'POST',
      `${book}/annotations`,
      { token },
      highlight(0.3, {
        Note: '  อ่านอีกครั้ง\nก่อนสอบ  ',
      }),
    )
    expect(later.status).toBe(200)
    expect(later.body.Data).toMatchObject({
      ProductId: book,
      Edition: 'full',
      Kind: 'highlight',
      Text: 'ขุนแผนขี่ม้าสีหมอกออกจากเมืองกาญจน์',
      Note: 'อ่านอีกครั้ง\nก่อนสอบ',
      Color: 'green',
      ChapterTitle: 'บทที่ 3',
      TotalProgression: 0.3,
    })
    const bookmark = await call(
      'POST',
      `${book}/annotations`,
      { token },
      {
        ...highlight(0.1),
        Kind: 'bookmark',
        Text: null,
        Color: 'pink',
      },
    )
    expect(bookmark.body.Data).toMatchObject({ Kind: 'bookmark', Text: null, Color: null })
    const plain = await call(
      'POST',
      `${book}/annotations`,
      { token },
      highlight(0.2, { Color: null }),
    )
    expect((plain.body.Data as Annotation).Color).toBe('yellow')

    const listed = await call('GET', `${book}/annotations?edition=full`, { token })
    expect((listed.body.Data as Annotation[]).map((a) => a.TotalProgression)).toEqual([
      0.1, 0.2, 0.3,
    ])
    expect((await call('GET', `${book}/annotations?edition=sample`, { token })).body.Data).toEqual(
      [],
    )
  })

  it('changes and deletes only the caller’s own annotations', async () => {
    const { token, book } = await ownedBook()
    const added = (await call('POST', `${book}/annotations`, { token }, highlight(0.5))).body
      .Data as Annotation
    const changed = await call(
      'PUT',
      `annotations/${added.Id}`,
      { token },
      {
        Note: 'จำไว้',
        Color: 'blue',
      },
    )
    expect(changed.body.Data).toMatchObject({ Id: added.Id, Note: 'จำไว้', Color: 'blue' })
    expect(Date.parse((changed.body.Data as Annotation).UpdatedOnUtc)).toBeGreaterThanOrEqual(
      Date.parse(added.UpdatedOnUtc),
    )

    const stranger = await server.addCustomer()
    for (const who of [{ token: stranger.token }, { deviceId: 'annotation-stranger' }]) {
      const put = await call('PUT', `annotations/${added.Id}`, who, { Note: 'x', Color: null })
      expect(put.status).toBe(404)
      expect(put.body.ErrorList).toEqual(['No such bookmark or highlight.'])
      expect((await call('DELETE', `annotations/${added.Id}`, who)).status).toBe(404)
    }
    const kept = await call('GET', `${book}/annotations?edition=full`, { token })
    expect(kept.body.Data).toEqual([changed.body.Data])

    const deleted = await call('DELETE', `annotations/${added.Id}`, { token }, undefined, 'th')
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ Data: null, Message: 'ลบแล้ว', ErrorList: [] })
    expect((await call('DELETE', `annotations/${added.Id}`, { token })).status).toBe(404)
    expect((await call('GET', `${book}/annotations?edition=full`, { token })).body.Data).toEqual([])
  })

  it("keeps a guest's highlights in a sample", async () => {
    const book = await addBook(server.db, { sample: true, unmade: true })
    const guest = { deviceId: 'annotating-guest' }
    const added = await call(
      'POST',
      `${book}/annotations`,
      guest,
      highlight(0.04, { Edition: 'sample' }),
    )
    expect(added.status).toBe(200)
    const listed = await call('GET', `${book}/annotations?edition=sample`, guest)
    expect(listed.body.Data).toEqual([added.body.Data])
    expect(
      (await call('GET', `${book}/annotations?edition=sample`, { deviceId: 'other' })).body.Data,
    ).toEqual([])
  })

  it('refuses annotations in a book the customer may not read, and malformed ones (400)', async () => {
    const { token } = await server.addCustomer()
    const notOwned = await addBook(server.db, { sample: true, unmade: true })
    const noSample = await addBook(server.db, { unmade: true })
    for (const [book, edition, who] of [
      [notOwned, 'full', { token }],
      [noSample, 'sample', { token }],
      [notOwned, 'full', { deviceId: 'annotating-guest-2' }],
    ] as const) {
      const refused = await call(
        'POST',
        `${book}/annotations`,
        who,
        highlight(0.1, { Edition: edition }),
      )
      expect(refused.status).toBe(400)
      expect(refused.body.ErrorList).toEqual([
        'You can only add bookmarks and highlights to a book you own or to a sample.',
      ])
      expect((await call('GET', `${book}/annotations?edition=${edition}`, who)).status).toBe(400)
    }
    expect((await call('POST', '999999/annotations', { token }, highlight(0.1))).status).toBe(404)

    const { token: owner, book } = await ownedBook()
    for (const bad of [
      highlight(0.1, { Text: '   ' }),
      highlight(0.1, { Text: null }),
      highlight(0.1, { Text: 'x'.repeat(1001) }),
      highlight(0.1, { Note: 'x'.repeat(2001) }),
      highlight(0.1, { Color: 'orange' }),
      highlight(0.1, { Kind: 'underline' }),
      highlight(0.1, { Cfi: 'chapter 3' }),
      highlight(1.1),
    ]) {
      const refused = await call('POST', `${book}/annotations`, { token: owner }, bad)
      expect(refused.status, JSON.stringify(bad)).toBe(400)
      expect(refused.body.ErrorList.length).toBeGreaterThan(0)
    }
    const thai = await call(
      'POST',
      `${book}/annotations`,
      { token: owner },
      highlight(0.1, { Text: '' }),
      'th',
    )
    expect(thai.body.ErrorList).toEqual(['กรุณาเลือกข้อความที่จะไฮไลต์'])
  })

  it(`keeps at most ${ANNOTATIONS_PER_BOOK} annotations per book and edition`, async () => {
    const { customerId, token, book } = await ownedBook()
    await server.db.query(
      `INSERT INTO annotations (customer_id, book_id, edition, kind, cfi, total_progression)
       SELECT $1, $2, 'full', 'bookmark', 'epubcfi(/6/4!/4/2/1:0)', 0 FROM generate_series(1, $3)`,
      [customerId, book, ANNOTATIONS_PER_BOOK],
    )
    const refused = await call('POST', `${book}/annotations`, { token }, highlight(0.1))
    expect(refused.status).toBe(400)
    expect(refused.body.ErrorList).toEqual([
      `This book already has ${ANNOTATIONS_PER_BOOK} bookmarks and highlights. Please delete some first.`,
    ])
    // The sample's annotations are counted apart.
    expect(
      (await call('POST', `${book}/annotations`, { token }, highlight(0.1, { Edition: 'sample' })))
        .status,
    ).toBe(200)
  })
})
