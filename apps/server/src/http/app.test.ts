import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../testing/contract.ts'
import { createTestServer, type TestServer } from '../testing/server.ts'
import { defineModule } from './operations.ts'
import { badRequest, notFound } from './reply.ts'

/**
 * Test-only handlers on real operations, so the HTTP layer is exercised through the contract:
 * validation, 401 on registered-only operations, 404, 500, languages.
 */
const probeModule = defineModule(() => ({
  name: 'probe',
  v2: {
    async getCategory() {
      throw notFound()
    },
    async searchAutocomplete({ params }) {
      return [
        {
          label: params.term,
          productid: 1,
          producturl: '/book-detail/1',
          productpictureurl: null,
          authors: null,
        },
      ]
    },
    async login({ body, lang }) {
      throw badRequest(
        lang === 'en' ? `No account for ${body.Data.Email}.` : `ไม่พบบัญชี ${body.Data.Email}`,
      )
    },
    async getHomeSlider() {
      throw new Error('the slider table exploded at /secret/path.ts:42')
    },
    async requestPasswordReset() {
      return null
    },
    async addProductReview() {
      throw badRequest('Only customers who bought this book can review it.')
    },
    async getCoinBalance({ auth }) {
      const customer = await auth.requireSignedIn()
      return {
        CoinsEnabled: true,
        Balance: customer.customerId,
        BalanceAmount: '฿0.00',
        BalanceAmountValue: 0,
        ExchangeRate: 1,
        ExchangeDescription: '1 coin = ฿1',
        MinimumCoinsToUse: 0,
        EarningDescription: null,
      }
    },
  },
}))

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ modules: [probeModule] })
})
afterAll(async () => {
  await server?.close()
})

async function errorsOf(response: Response) {
  await expectContractResponse(response)
  return ((await response.json()) as { ErrorList: string[] }).ErrorList
}

describe('request validation', () => {
  it('answers 400 for a path id that is not a number, in Thai by default', async () => {
    const response = await server.request('GET', '/api/v2/catalog/category/abc')
    expect(response.status).toBe(400)
    expect(await errorsOf(response)).toEqual(['categoryId: ต้องเป็นจำนวนเต็ม'])
  })

  it('answers 400 for ids below 1 or beyond the database integer range', async () => {
    const zero = await server.request('GET', '/api/v2/catalog/category/0', { language: 'en' })
    expect(zero.status).toBe(400)
    expect(await errorsOf(zero)).toEqual(['categoryId: must be at least 1'])
    const huge = await server.request('GET', '/api/v2/catalog/category/99999999999', {
      language: 'en',
    })
    expect(huge.status).toBe(400)
    expect(await errorsOf(huge)).toEqual(['categoryId: must be at most 2147483647'])
  })

  it('answers 400 for a query parameter of the wrong type and passes good ones on converted', async () => {
    const bad = await server.request(
      'GET',
      '/api/v2/catalog/category/3?pageNumber=two&orderby=99',
      {
        language: 'en',
      },
    )
    expect(bad.status).toBe(400)
    expect(await errorsOf(bad)).toEqual([
      'pageNumber: must be an integer',
      'orderby: must be one of: 0, 5, 6, 10, 11, 15',
    ])
    const good = await server.request('GET', '/api/v2/catalog/category/3?pageNumber=2&orderby=15')
    expect(good.status).toBe(404)
    await expectContractResponse(good)
  })

  it('answers 400 for a body field of the wrong type and a missing field', async () => {
    const response = await server.request('POST', '/api/v2/customer/login', {
      language: 'en',
      json: { Data: { Email: 42, RememberMe: 'yes' } },
    })
    expect(response.status).toBe(400)
    expect(await errorsOf(response)).toEqual([
      'Data.Password: is required',
      'Data.Email: must be text or null',
      'Data.RememberMe: must be true or false',
    ])
  })

  it('answers 400 for a malformed e-mail address, in both languages', async () => {
    const path = '/api/v2/customer/reset-password'
    const json = { Data: { Email: 'not-an-address' } }
    const en = await server.request('POST', path, { language: 'en', json })
    expect(en.status).toBe(400)
    expect(await errorsOf(en)).toEqual(['Data.Email: must be a valid e-mail address'])
    const th = await server.request('POST', path, { language: 'th', json })
    expect(await errorsOf(th)).toEqual(['Data.Email: ต้องเป็นอีเมลที่ถูกต้อง'])
  })

  it('answers 400 for a string longer than the contract allows', async () => {
    const response = await server.request('POST', '/api/v2/customer/login', {
      language: 'en',
      json: { Data: { Email: `${'a'.repeat(100_000)}@example.com`, Password: 'x' } },
    })
    expect(response.status).toBe(400)
    expect(await errorsOf(response)).toEqual(['Data.Email: must be at most 254 characters long'])
  })

  it('answers 400 for a body beyond 1 MiB, malformed JSON, a missing body and a body that is not an object', async () => {
    const huge = await server.request('POST', '/api/v2/customer/login', {
      language: 'en',
      json: { Data: { Email: 'a@example.com', Password: 'x'.repeat(1_100_000) } },
    })
    expect(huge.status).toBe(400)
    expect(await errorsOf(huge)).toEqual(['The request is too large.'])

    const malformed = await server.request('POST', '/api/v2/customer/login', {
      language: 'en',
      body: '{"Data": {"Email": ',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(malformed.status).toBe(400)
    expect(await errorsOf(malformed)).toEqual(['The request body is not valid JSON.'])

    const missing = await server.request('POST', '/api/v2/customer/login', { language: 'en' })
    expect(missing.status).toBe(400)
    expect(await errorsOf(missing)).toEqual(['The request body is required.'])

    const list = await server.request('POST', '/api/v2/customer/login', {
      language: 'en',
      json: [1, 2],
    })
    expect(list.status).toBe(400)
    expect(await errorsOf(list)).toEqual(['Body: must be an object'])
  })

  it('hands a valid body to the handler, whose 400 comes back in the envelope', async () => {
    const response = await server.request('POST', '/api/v2/customer/login', {
      language: 'en',
      json: { Data: { Email: 'somchai@example.com', Password: 'secret' } },
    })
    expect(response.status).toBe(400)
    expect(await errorsOf(response)).toEqual(['No account for somchai@example.com.'])
  })

  it('decodes Thai path parameters', async () => {
    const response = await server.request(
      'GET',
      `/api/v2/catalog/search-autocomplete/${encodeURIComponent('ขุนช้าง')}`,
    )
    expect(response.status).toBe(200)
    const body = (await expectContractResponse(response)) as { Data: { label: string }[] }
    expect(body.Data[0]!.label).toBe('ขุนช้าง')
  })
})

describe('answers without an operation', () => {
  it('answers 404 in the envelope for an unknown address and for an operation with no handler', async () => {
    for (const path of ['/api/v2/nothing-here', '/api/v2/customer/login-info']) {
      const response = await server.request('GET', path, { language: 'en' })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({
        Data: null,
        Message: null,
        ErrorList: ['Not found.'],
      })
    }
    const unknown = await server.request('GET', '/api/v2/nothing-here')
    await expectContractResponse(unknown)
  })

  it('answers 404 in the v1 and auth shapes under their prefixes', async () => {
    const v1 = await server.request('GET', '/content-api/v1/nothing', { language: 'en' })
    expect(v1.status).toBe(404)
    expect(await v1.json()).toEqual({ data: null, message: 'Not found.' })
    const auth = await server.request('GET', '/api/auth/nothing', { language: 'en' })
    expect(auth.status).toBe(404)
    expect(await auth.json()).toEqual({ error: 'Not found.' })
  })

  it('answers 405 with Allow for a known path with another method', async () => {
    const response = await server.request('DELETE', '/api/v2/customer/login')
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST')
    await expectContractResponse(response)
  })
})

describe('errors', () => {
  it('answers 500 with only "Internal Server Error" and logs the stack', async () => {
    const response = await server.request('GET', '/api/v2/slider/home-slider')
    expect(response.status).toBe(500)
    const text = await response.clone().text()
    expect(JSON.parse(text)).toEqual({
      Data: null,
      Message: null,
      ErrorList: ['Internal Server Error'],
    })
    expect(text).not.toMatch(/exploded|secret|\.ts|at /)
    await expectContractResponse(response)
    const logged = server.logs.find((line) => line.includes('/api/v2/slider/home-slider'))
    expect(logged).toMatch(/the slider table exploded/)
    expect(logged).toMatch(/app\.test\.ts/)
  })
})

describe('language', () => {
  it('takes the Language header, then the setlanguage cookie, then Thai', async () => {
    const path = '/api/v2/catalog/category/0'
    const header = await server.request('GET', path, {
      language: 'en',
      headers: { Cookie: 'setlanguage=th' },
    })
    expect(await header.json()).toEqual(
      expect.objectContaining({ ErrorList: ['categoryId: must be at least 1'] }),
    )
    const cookie = await server.request('GET', path, { headers: { Cookie: 'setlanguage=en' } })
    expect(await cookie.json()).toEqual(
      expect.objectContaining({ ErrorList: ['categoryId: must be at least 1'] }),
    )
    const none = await server.request('GET', path)
    expect(await none.json()).toEqual(
      expect.objectContaining({ ErrorList: ['categoryId: ต้องไม่น้อยกว่า 1'] }),
    )
  })

  it('answers 400 for a Language header outside th and en (in the cookie language or Thai)', async () => {
    const response = await server.request('GET', '/api/v2/catalog/category/3', { language: 'fr' })
    expect(response.status).toBe(400)
    expect(await errorsOf(response)).toEqual(['Language: ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: th, en'])
  })
})

describe('registered-only operations', () => {
  let customerId: number
  let token: string

  beforeAll(async () => {
    ;({ customerId, token } = await server.addCustomer({ language: 'en' }))
  })

  const issue = (id: number, lifetimeSeconds: number) =>
    server.tokens.issue(server.db, { customerId: id, lifetimeSeconds })

  it('answers 401 without a token, before validating the request', async () => {
    const missing = await server.request('GET', '/api/v2/customer/coin/balance', { language: 'en' })
    expect(missing.status).toBe(401)
    expect(await errorsOf(missing)).toEqual(['Please log in.'])
    const badBody = await server.request('POST', '/api/v2/product/productreviewsadd/1', {
      json: { Data: {} },
    })
    expect(badBody.status).toBe(401)
    await expectContractResponse(badBody)
  })

  it('serves a valid token', async () => {
    const response = await server.request('GET', '/api/v2/customer/coin/balance', { token })
    expect(response.status).toBe(200)
    const body = (await expectContractResponse(response)) as { Data: { Balance: number } }
    expect(body.Data.Balance).toBe(customerId)
  })

  it("uses the signed-in customer's saved language when no header or cookie names one", async () => {
    const response = await server.request('POST', '/api/v2/product/productreviewsadd/1', {
      token,
      json: { Data: { Title: '', ReviewText: 'ok', Rating: 9 } },
    })
    expect(response.status).toBe(400)
    expect(await errorsOf(response)).toEqual([
      'Data.Title: must not be empty',
      'Data.Rating: must be at most 5',
    ])
  })

  it('answers 401 for a forged, an expired and a revoked token, and for a deactivated customer', async () => {
    const forged = `${token.slice(0, -4)}AAAA`
    const expired = (await issue(customerId, -60)).token
    const revoked = (await issue(customerId, 3600)).token
    expect(await server.tokens.revoke(server.db, revoked)).toBe(true)
    const other = await server.db.queryOne<{ id: number }>(
      "INSERT INTO customers (is_guest, email, active) VALUES (false, 'gone@example.com', false) RETURNING id",
    )
    const inactive = (await issue(other!.id, 3600)).token
    for (const bad of [forged, expired, revoked, inactive, 'not-a-jwt']) {
      const response = await server.request('GET', '/api/v2/customer/coin/balance', { token: bad })
      expect(response.status).toBe(401)
      await expectContractResponse(response)
    }
  })
})
