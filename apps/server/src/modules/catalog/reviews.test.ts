import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import {
  addPaidOrder,
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
})
afterAll(async () => {
  await server?.close()
})

interface Reviews {
  Items: { Title: string; ReviewText: string }[]
}

describe('review text', () => {
  // What a customer may type that looks like markup, entities or a script: all of it is text.
  const title = '1 < 2 && 3 > 2 <b>bold?</b>'
  const text = [
    'ราคา < 100 บาท & คุ้ม; 1 < 2 && 3 > 2',
    '&lt;b&gt; stays &lt;b&gt;, &amp; stays &amp;, &#60;i&#62; and &nbsp; too',
    '<script>alert(1)</script><img src=x onerror="alert(2)">',
    'a line break above, "quotes" and \'apostrophes\'',
  ].join('\n')

  it('is stored and answered exactly as typed (only trimmed)', async () => {
    const buyer = await server.addCustomer()
    await addPaidOrder(server.db, buyer.customerId, [books.khunChang])
    const added = await server.request(
      'POST',
      `/api/v2/product/productreviewsadd/${books.khunChang}`,
      {
        token: buyer.token,
        json: { Data: { Title: `  ${title} `, ReviewText: ` ${text}\n`, Rating: 5 } },
      },
    )
    const answer = (await expectContractResponse(added)) as { Data: Reviews; ErrorList: string[] }
    expect(added.status, answer.ErrorList.join(' ')).toBe(200)
    expect(answer.Data.Items[0]).toMatchObject({ Title: title, ReviewText: text })

    const stored = await server.db.queryOne<{ title: string; review_text: string }>(
      'SELECT title, review_text FROM reviews WHERE customer_id = $1',
      [buyer.customerId],
    )
    expect(stored).toEqual({ title, review_text: text })

    const page = await server.request(
      'GET',
      `/api/v2/product/productreviewspagging?productId=${books.khunChang}`,
    )
    const listed = (await expectContractResponse(page)) as { Data: Reviews }
    expect(listed.Data.Items.find((item) => item.Title === title)?.ReviewText).toBe(text)
  })

  it('counts what remains after trimming: only spaces is no review', async () => {
    const buyer = await server.addCustomer()
    await addPaidOrder(server.db, buyer.customerId, [books.pride])
    const blank = await server.request('POST', `/api/v2/product/productreviewsadd/${books.pride}`, {
      token: buyer.token,
      language: 'en',
      json: { Data: { Title: '<b></b>', ReviewText: ' \n ', Rating: 3 } },
    })
    expect(blank.status).toBe(400)
    const body = (await expectContractResponse(blank)) as { ErrorList: string[] }
    // Markup alone is text the customer typed, so only the blank review text is refused.
    expect(body.ErrorList).toEqual(['Review text is required.'])
  })
})
