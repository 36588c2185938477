import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import { addAccount, addBook, addGuest, addOwnedBook } from '../../testing/fixtures/customer.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { customerModule } from './index.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer({ modules: [customerModule] })
})
afterAll(async () => {
  await server?.close()
})

interface Envelope<D = unknown> {
  Data: D
  Message: string | null
  ErrorList: string[]
}
interface LoginData {
  CustomerInfo: {
    CustomerId: number
    Username: string | null
    Email: string
    FirstName: string | null
    IsAdmin: boolean
    AdminRedirectUrl: string | null
    PublisherRedirectUrl: string | null
    PublisherStatus: number
  }
  Token: string
}

let count = 0
function newRegistration(overrides: Record<string, unknown> = {}) {
  const n = ++count
  return {
    Email: `Reader${n}@Example.com`,
    Username: `reader_${n}`,
    Password: 'correct-horse-battery',
    ConfirmPassword: 'correct-horse-battery',
    FirstName: 'สมชาย',
    LastName: 'ใจดี',
    Gender: 'M',
    DateOfBirthDay: 14,
    DateOfBirthMonth: 2,
    DateOfBirthYear: 1990,
    Phone: '0812345678',
    Newsletter: true,
    AcceptPrivacyPolicy: true,
    ...overrides,
  }
}

async function call<D = unknown>(
  method: string,
  path: string,
  options: Parameters<TestServer['request']>[2] = {},
): Promise<{ status: number; body: Envelope<D> }> {
  const response = await server.request(method, path, options)
  const body = (await expectContractResponse(response)) as Envelope<D>
  return { status: response.status, body }
}

const login = (Data: Record<string, unknown>, options: Parameters<TestServer['request']>[2] = {}) =>
  call<LoginData>('POST', '/api/v2/customer/login', { ...options, json: { Data } })

describe('register → login → login-info → logout', () => {
  it('registers, signs in by e-mail and by username, and signs out', async () => {
    const registration = newRegistration()
    const registered = await call<LoginData>('POST', '/api/v2/customer/register', {
      json: { Data: registration },
      language: 'en',
    })
    expect(registered.status).toBe(200)
    expect(registered.body.Message).toBe('Your registration is complete.')
    const info = registered.body.Data.CustomerInfo
    expect(info).toMatchObject({
      Email: registration.Email,
      Username: registration.Username,
      FirstName: 'สมชาย',
      IsAdmin: false,
      AdminRedirectUrl: null,
      PublisherRedirectUrl: null,
      PublisherStatus: 0,
    })
    // Register's token lasts 180 days.
    const claims = decodeJwt(registered.body.Data.Token)
    expect(claims.CustomerId).toBe(info.CustomerId)
    expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(179 * 24 * 3600)

    const stored = await server.db.queryOne<{ password_hash: string; date_of_birth: string }>(
      'SELECT password_hash, date_of_birth::text FROM customers WHERE id = $1',
      [info.CustomerId],
    )
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/)
    expect(stored!.date_of_birth).toBe('1990-02-14')

    const byEmail = await login({
      Email: registration.Email.toUpperCase(),
      Password: registration.Password,
    })
    expect(byEmail.status).toBe(200)
    expect(byEmail.body.Data.CustomerInfo.CustomerId).toBe(info.CustomerId)
    // Without RememberMe the token lasts 24 hours.
    const exp = decodeJwt(byEmail.body.Data.Token).exp! - Math.floor(Date.now() / 1000)
    expect(exp).toBeGreaterThan(23 * 3600)
    expect(exp).toBeLessThanOrEqual(24 * 3600)

    const byUsername = await login({
      Email: null,
      Username: registration.Username.toUpperCase(),
      Password: registration.Password,
      RememberMe: true,
    })
    expect(byUsername.status).toBe(200)
    const token = byUsername.body.Data.Token
    expect(decodeJwt(token).exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(179 * 24 * 3600)

    const loginInfo = await call('GET', '/api/v2/customer/login-info', { token })
    expect(loginInfo.status).toBe(200)
    expect(loginInfo.body.Data).toEqual(info)

    const out = await call('GET', '/api/v2/customer/logout', { token, language: 'en' })
    expect(out.status).toBe(200)
    expect(out.body.Message).toBe('You have signed out.')
    const after = await call('GET', '/api/v2/customer/login-info', { token })
    expect(after.status).toBe(401)
    // The other session is still signed in.
    const other = await call('GET', '/api/v2/customer/login-info', {
      token: byEmail.body.Data.Token,
    })
    expect(other.status).toBe(200)
  })

  it('logout never answers 401: no token, a revoked one, or garbage', async () => {
    const { token } = await server.addCustomer()
    await server.tokens.revoke(server.db, token)
    for (const options of [{}, { token }, { token: 'not-a-token' }]) {
      const out = await call('GET', '/api/v2/customer/logout', options)
      expect(out.status).toBe(200)
      expect(out.body.Data).toBeNull()
    }
  })
})

describe('login', () => {
  it('answers one message for an unknown account and for a wrong password', async () => {
    await addAccount(server.db, { email: 'wrong@example.com', password: 'right-password-1' })
    const unknown = await login(
      { Email: 'nobody@example.com', Password: 'whatever-1' },
      {
        language: 'en',
      },
    )
    const wrong = await login(
      { Email: 'wrong@example.com', Password: 'not-the-password' },
      {
        language: 'en',
      },
    )
    expect(unknown.status).toBe(400)
    expect(wrong.status).toBe(400)
    expect(unknown.body.ErrorList).toEqual(['The e-mail/username or password is incorrect.'])
    expect(wrong.body.ErrorList).toEqual(unknown.body.ErrorList)
    const thai = await login({ Email: 'wrong@example.com', Password: 'not-the-password' })
    expect(thai.body.ErrorList).toEqual(['อีเมล/ชื่อผู้ใช้ หรือรหัสผ่านไม่ถูกต้อง'])
  })

  it('asks for an e-mail or username when neither is given', async () => {
    const none = await login({ Email: '  ', Username: null, Password: 'x' }, { language: 'en' })
    expect(none.status).toBe(400)
    expect(none.body.ErrorList).toEqual(['Enter your e-mail or username.'])
  })

  it('says an inactive account is not active, only with the right password', async () => {
    await addAccount(server.db, {
      email: 'inactive@example.com',
      password: 'inactive-pass-1',
      active: false,
    })
    const right = await login(
      { Email: 'inactive@example.com', Password: 'inactive-pass-1' },
      { language: 'en' },
    )
    expect(right.status).toBe(400)
    expect(right.body.ErrorList).toEqual(['This account is not active or has been deleted.'])
    const wrong = await login(
      { Email: 'inactive@example.com', Password: 'nope-nope-nope' },
      { language: 'en' },
    )
    expect(wrong.body.ErrorList).toEqual(['The e-mail/username or password is incorrect.'])
  })

  it("moves the device guest's basket, wishlist, coupons and recent views to the account", async () => {
    const db = server.db
    const email = 'merge@example.com'
    const customerId = await addAccount(db, { email, password: 'merge-pass-1' })
    const owned = await addBook(db)
    const inBoth = await addBook(db)
    const guestOnly = await addBook(db)
    const wished = await addBook(db)
    const viewedOld = await addBook(db)
    const viewedBoth = await addBook(db)
    const guestId = await addGuest(db, 'merge-device')
    // The customer owns one book and already has another in the basket.
    await addOwnedBook(db, customerId, owned)
    await db.query(
      `INSERT INTO cart_items (customer_id, book_id, cart_type, acknowledged_price) VALUES
         ($1, $3, 1, 189), ($2, $3, 1, 189), ($2, $4, 1, 150), ($2, $5, 2, 189), ($2, $6, 1, 189)`,
      [customerId, guestId, inBoth, guestOnly, wished, owned],
    )
    const discount = await db.queryOne<{ id: number }>(
      `INSERT INTO discounts (name_th, coupon_code, amount) VALUES ('ลด 20', 'MERGE20', 20) RETURNING id`,
    )
    await db.query('INSERT INTO cart_discounts (customer_id, discount_id) VALUES ($1, $2)', [
      guestId,
      discount!.id,
    ])
    await db.query(
      `INSERT INTO recent_views (customer_id, book_ids, viewed_at) VALUES
         ($1, ARRAY[$3::int], ARRAY[now() - interval '2 days']),
         ($2, ARRAY[$3::int, $4::int], ARRAY[now(), now() - interval '1 day'])`,
      [customerId, guestId, viewedBoth, viewedOld],
    )

    const signedIn = await login(
      { Email: email, Password: 'merge-pass-1' },
      {
        deviceId: 'merge-device',
      },
    )
    expect(signedIn.status).toBe(200)

    const items = await db.query<{
      book_id: number
      cart_type: number
      acknowledged_price: number
    }>(
      'SELECT book_id, cart_type, acknowledged_price FROM cart_items WHERE customer_id = $1 ORDER BY cart_type, book_id',
      [customerId],
    )
    // The owned book stays out; the one already in the basket is not doubled.
    const expected = [
      { book_id: inBoth, cart_type: 1, acknowledged_price: 189 },
      { book_id: guestOnly, cart_type: 1, acknowledged_price: 150 },
      { book_id: wished, cart_type: 2, acknowledged_price: 189 },
    ].sort((a, b) => a.cart_type - b.cart_type || a.book_id - b.book_id)
    expect(items).toEqual(expected)
    expect(await db.query('SELECT 1 FROM cart_items WHERE customer_id = $1', [guestId])).toEqual([])
    expect(
      await db.query('SELECT discount_id FROM cart_discounts WHERE customer_id = $1', [customerId]),
    ).toEqual([{ discount_id: discount!.id }])
    const viewed = await db.query<{ book_id: number }>(
      'SELECT book_id FROM recently_viewed WHERE customer_id = $1 ORDER BY viewed_at DESC',
      [customerId],
    )
    expect(viewed.map((v) => v.book_id)).toEqual([viewedBoth, viewedOld])
    expect(
      await db.query('SELECT 1 FROM recently_viewed WHERE customer_id = $1', [guestId]),
    ).toEqual([])
  })

  it('validates the body: wrong types, missing and huge fields answer 400, never 500', async () => {
    const bodies = [
      {},
      { Data: {} },
      { Data: { Email: 'a@example.com' } },
      { Data: { Email: 42, Password: 'x' } },
      { Data: { Email: 'a@example.com', Password: 'x'.repeat(10_000) } },
      { Data: { Email: 'a@example.com', Password: '' } },
      { Data: { Email: 'a@example.com', Password: 'abc', RememberMe: 'yes' } },
    ]
    for (const json of bodies) {
      const response = await call('POST', '/api/v2/customer/login', { json })
      expect(response.status).toBe(400)
      expect(response.body.ErrorList.length).toBeGreaterThan(0)
    }
    const malformed = await server.request('POST', '/api/v2/customer/login', {
      body: '{"Data":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(malformed.status).toBe(400)
  })
})

describe('register', () => {
  it("keeps the device guest's basket: the guest becomes the account", async () => {
    const book = await addBook(server.db)
    const guestId = await addGuest(server.db, 'register-device')
    await server.db.query(
      'INSERT INTO cart_items (customer_id, book_id, cart_type, acknowledged_price) VALUES ($1, $2, 1, 189)',
      [guestId, book],
    )
    const registered = await call<LoginData>('POST', '/api/v2/customer/register', {
      json: { Data: newRegistration() },
      deviceId: 'register-device',
    })
    expect(registered.status).toBe(200)
    expect(registered.body.Data.CustomerInfo.CustomerId).toBe(guestId)
    expect(
      await server.db.query('SELECT book_id FROM cart_items WHERE customer_id = $1', [guestId]),
    ).toEqual([{ book_id: book }])
  })

  it('refuses a used e-mail or username, case-insensitively', async () => {
    const first = newRegistration()
    expect(
      (await call('POST', '/api/v2/customer/register', { json: { Data: first } })).status,
    ).toBe(200)
    const again = await call('POST', '/api/v2/customer/register', {
      json: {
        Data: newRegistration({
          Email: first.Email.toLowerCase(),
          Username: first.Username.toUpperCase(),
        }),
      },
      language: 'en',
    })
    expect(again.status).toBe(400)
    expect(again.body.ErrorList).toEqual([
      'This e-mail is already registered.',
      'This username is already taken.',
    ])
  })

  it('checks passwords, privacy policy and the date of birth in one answer', async () => {
    const bad = await call('POST', '/api/v2/customer/register', {
      json: {
        Data: newRegistration({
          Password: 'aaaaaaaaaa',
          ConfirmPassword: 'bbbbbbbbbb',
          DateOfBirthDay: 31,
          DateOfBirthMonth: 2,
          AcceptPrivacyPolicy: false,
        }),
      },
      language: 'en',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.ErrorList).toEqual([
      'The password is too simple: it needs at least 4 different characters.',
      'The password and its confirmation do not match.',
      'The date of birth is not a real date.',
      'Please accept the privacy policy.',
    ])
    const thai = await call('POST', '/api/v2/customer/register', {
      json: { Data: newRegistration({ AcceptPrivacyPolicy: false }) },
    })
    expect(thai.body.ErrorList).toEqual(['กรุณายอมรับนโยบายความเป็นส่วนตัว'])
  })

  it('answers 400 from the contract for a bad e-mail, short password or bad username', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ Email: 'not-an-email' }, /^Data\.Email: must be a valid e-mail address$/],
      [{ Password: 'short', ConfirmPassword: 'short' }, /^Data\.Password: must be at least 8/],
      [{ Username: 'a b' }, /^Data\.Username:/],
      [{ Phone: '12345' }, /^Data\.Phone:/],
      [{ FirstName: 'x'.repeat(101) }, /^Data\.FirstName:/],
      [{ DateOfBirthMonth: 13 }, /^Data\.DateOfBirthMonth:/],
    ]
    for (const [change, message] of cases) {
      const response = await call('POST', '/api/v2/customer/register', {
        json: { Data: newRegistration(change) },
        language: 'en',
      })
      expect(response.status).toBe(400)
      expect(response.body.ErrorList[0]).toMatch(message)
    }
  })
})

describe('login-info', () => {
  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/v2/customer/login-info')).status).toBe(401)
  })

  it('shows the admin and the approved publisher their areas', async () => {
    const { token: adminToken } = await server.addCustomer({ isAdmin: true })
    const admin = await call<LoginData['CustomerInfo']>('GET', '/api/v2/customer/login-info', {
      token: adminToken,
    })
    expect(admin.body.Data).toMatchObject({
      IsAdmin: true,
      AdminRedirectUrl: '/admin',
      PublisherRedirectUrl: null,
      PublisherStatus: 0,
    })

    const vendor = await server.db.queryOne<{ id: number }>(
      "INSERT INTO vendors (name_th, se_name) VALUES ('สำนักพิมพ์ทดสอบ', 'test-press') RETURNING id",
    )
    const { customerId, token } = await server.addCustomer()
    await server.db.query(
      'UPDATE customers SET publisher_status = 20, vendor_id = $2 WHERE id = $1',
      [customerId, vendor!.id],
    )
    const publisher = await call<LoginData['CustomerInfo']>('GET', '/api/v2/customer/login-info', {
      token,
    })
    expect(publisher.body.Data).toMatchObject({
      IsAdmin: false,
      AdminRedirectUrl: null,
      PublisherRedirectUrl: `/publisher/${vendor!.id}`,
      PublisherStatus: 20,
    })

    await server.db.query(
      'UPDATE customers SET publisher_status = 10, vendor_id = NULL WHERE id = $1',
      [customerId],
    )
    const pending = await call<LoginData['CustomerInfo']>('GET', '/api/v2/customer/login-info', {
      token,
    })
    expect(pending.body.Data).toMatchObject({ PublisherRedirectUrl: null, PublisherStatus: 10 })
  })
})
