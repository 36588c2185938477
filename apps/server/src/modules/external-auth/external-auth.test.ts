import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { serverPageCsp } from '../../http/security-headers.ts'
import { customerModule } from '../customer/index.ts'
import { createExternalAuthModule, externalAuthRecordsOf } from './index.ts'
import { localSubject } from './local-oidc.ts'
import { TestBrowser } from './test-browser.ts'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ modules: [createExternalAuthModule({}), customerModule] })
})
afterAll(async () => {
  await server?.close()
})

type LoginBody = {
  Data: {
    Token: string
    CustomerInfo: { CustomerId: number; Email: string; FirstName: string | null }
  }
}
type SessionBody = {
  user?: { name: string | null; email: string | null }
  provider?: string
  providerAccountId?: string
  systemName?: string
}

async function csrf(browser: TestBrowser): Promise<string> {
  const response = await browser.request('GET', '/api/auth/csrf')
  return ((await expectContractResponse(response)) as { csrfToken: string }).csrfToken
}

/** Starts sign-in with the local provider; answers the provider's authorization URL. */
async function startSignIn(browser: TestBrowser, callbackUrl = '/account'): Promise<URL> {
  const response = await browser.request('POST', '/api/auth/signin/local', {
    form: { csrfToken: await csrf(browser), callbackUrl },
  })
  expect(response.status).toBe(302)
  await expectContractResponse(response)
  return new URL(response.headers.get('Location')!)
}

/**
 * Runs the provider's part: the authorization request, the interaction page, the submitted
 * identity, and the resumed authorization, up to the redirect back to the callback.
 */
async function atProvider(
  browser: TestBrowser,
  authorization: URL,
  form: Record<string, string>,
): Promise<string> {
  const auth = await browser.request('GET', authorization.toString())
  expect(auth.status).toBe(303)
  const interaction = browser.pathOf(auth.headers.get('Location')!)
  expect(interaction).toMatch(/^\/oidc\/interaction\//u)
  const pageResponse = await browser.request('GET', interaction)
  expect(pageResponse.status).toBe(200)
  expect(pageResponse.headers.get('Content-Security-Policy')).toBe(serverPageCsp.localSignIn)
  expect(await pageResponse.text()).toContain('name="email"')
  const submitted = await browser.request('POST', interaction, { form })
  expect(submitted.status).toBe(303)
  const resumed = await browser.request('GET', submitted.headers.get('Location')!)
  expect(resumed.status).toBe(303)
  const callback = resumed.headers.get('Location')!
  expect(callback.startsWith(`${server.config.publicUrl}/api/auth/callback/local?`)).toBe(true)
  return callback
}

/** The whole sign-in with the local provider; answers where the callback redirected. */
async function signInLocal(
  browser: TestBrowser,
  identity: { email: string; name: string },
  callbackUrl = '/account',
): Promise<string> {
  const callback = await atProvider(browser, await startSignIn(browser, callbackUrl), identity)
  const response = await browser.request('GET', callback)
  expect(response.status).toBe(302)
  await expectContractResponse(response)
  return response.headers.get('Location')!
}

async function session(browser: TestBrowser): Promise<SessionBody> {
  return (await expectContractResponse(
    await browser.request('GET', '/api/auth/session'),
  )) as SessionBody
}

function externalLogin(browser: TestBrowser, data: Record<string, string>, deviceId?: string) {
  return browser.request('POST', '/api/v2/customer/externallogin', {
    json: { Data: { ExternalDisplayIdentifier: '', ...data } },
    language: 'en',
    ...(deviceId ? { deviceId } : {}),
  })
}

describe('the whole external sign-in with the local OpenID provider', () => {
  it('csrf → sign-in → provider page → callback → session → externallogin → unlink', async () => {
    const browser = new TestBrowser(server)
    const authorization = await startSignIn(browser)
    expect(authorization.origin + authorization.pathname).toBe(
      `${server.config.publicUrl}/oidc/auth`,
    )
    const params = authorization.searchParams
    expect(params.get('response_type')).toBe('code')
    expect(params.get('code_challenge_method')).toBe('S256')
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(params.get(name)?.length).toBeGreaterThanOrEqual(43)
    }
    expect(params.get('redirect_uri')).toBe(`${server.config.publicUrl}/api/auth/callback/local`)

    const callback = await atProvider(browser, authorization, {
      email: 'Pim@Example.com',
      name: 'พิมพ์ ใจงาม',
    })
    const back = await browser.request('GET', callback)
    expect(back.status).toBe(302)
    expect(back.headers.get('Location')).toBe('/account')
    const setCookie = back.headers.getSetCookie().join('\n')
    expect(setCookie).toMatch(/ebook\.session-token=[^;]+;.*HttpOnly/u)

    const current = await session(browser)
    const sub = localSubject('pim@example.com')
    expect(current).toMatchObject({
      user: { name: 'พิมพ์ ใจงาม', email: 'pim@example.com', image: null },
      provider: 'local',
      providerAccountId: sub,
      systemName: 'ExternalAuth.Google',
    })

    const response = await externalLogin(browser, {
      Email: 'pim@example.com',
      ExternalIdentifier: sub,
      ProviderSystemName: 'ExternalAuth.Google',
    })
    expect(response.status).toBe(200)
    const { Data } = (await expectContractResponse(response)) as LoginBody
    expect(Data.CustomerInfo).toMatchObject({ Email: 'pim@example.com', FirstName: 'พิมพ์' })
    expect(await server.tokens.verify(server.db, Data.Token)).toMatchObject({
      customerId: Data.CustomerInfo.CustomerId,
    })
    const customerId = Data.CustomerInfo.CustomerId
    // The account lists the link (customer info's AssociatedExternalAuthRecords).
    const info = await server.request('GET', '/api/v2/customer/info', { token: Data.Token })
    const records = (
      (await expectContractResponse(info)) as {
        Data: { AssociatedExternalAuthRecords: { Id: number }[] }
      }
    ).Data.AssociatedExternalAuthRecords
    expect(records).toEqual([
      {
        Id: expect.any(Number) as number,
        Email: 'pim@example.com',
        ExternalIdentifier: sub,
        AuthMethodName: 'ExternalAuth.Google',
      },
    ])

    // The same identity again: the same customer, no second link.
    const again = await externalLogin(browser, {
      Email: 'pim@example.com',
      ExternalIdentifier: sub,
      ProviderSystemName: 'ExternalAuth.Google',
    })
    const second = (await expectContractResponse(again)) as LoginBody
    expect(second.Data.CustomerInfo.CustomerId).toBe(customerId)
    expect(await externalAuthRecordsOf(server.db, customerId)).toHaveLength(1)

    // The last way to sign in (no password) cannot be removed...
    const refused = await server.request(
      'POST',
      `/api/v2/customer/removeexternalassociation/${records[0]!.Id}`,
      { token: Data.Token, language: 'en' },
    )
    expect(refused.status).toBe(400)
    expect(((await expectContractResponse(refused)) as { ErrorList: string[] }).ErrorList).toEqual([
      'This is the only way to sign in to your account. Set a password first (forgot password), then unlink it.',
    ])
    // ...until the account has a password.
    await server.db.query("UPDATE customers SET password_hash = 'argon2-hash' WHERE id = $1", [
      customerId,
    ])
    const removed = await server.request(
      'POST',
      `/api/v2/customer/removeexternalassociation/${records[0]!.Id}`,
      { token: Data.Token, language: 'en' },
    )
    expect(removed.status).toBe(200)
    expect(await expectContractResponse(removed)).toEqual({
      Data: [],
      Message: 'The linked sign-in was removed.',
      ErrorList: [],
    })
    expect(await externalAuthRecordsOf(server.db, customerId)).toEqual([])
  })

  it('links the identity to the registered customer with the same e-mail', async () => {
    const { customerId } = await server.addCustomer({ email: 'Wanida@example.com' })
    const browser = new TestBrowser(server)
    await signInLocal(browser, { email: 'wanida@example.com', name: 'Wanida S' })
    const response = await externalLogin(browser, {
      Email: 'wanida@example.com',
      ExternalIdentifier: localSubject('wanida@example.com'),
      ProviderSystemName: 'ExternalAuth.Google',
    })
    const { Data } = (await expectContractResponse(response)) as LoginBody
    expect(Data.CustomerInfo.CustomerId).toBe(customerId)
    const records = await externalAuthRecordsOf(server.db, customerId)
    expect(records.map((r) => r.ExternalIdentifier)).toEqual([localSubject('wanida@example.com')])
  })

  it("moves the device guest's basket to the account", async () => {
    const book = await server.db.queryOne<{ id: number }>(
      `INSERT INTO books (name_th, se_name, sku, price) VALUES ('หนังสือทดสอบ', 'ext-book-1', 'EXT-1', 100)
       RETURNING id`,
    )
    const guest = await server.db.queryOne<{ id: number }>(
      'INSERT INTO customers (is_guest) VALUES (true) RETURNING id',
    )
    await server.db.query('INSERT INTO devices (device_id, guest_customer_id) VALUES ($1, $2)', [
      'ext-guest-device',
      guest!.id,
    ])
    await server.db.query(
      `INSERT INTO cart_items (customer_id, book_id, cart_type, quantity, acknowledged_price)
       VALUES ($1, $2, 1, 1, 100)`,
      [guest!.id, book!.id],
    )
    const browser = new TestBrowser(server)
    await signInLocal(browser, { email: 'cart@example.com', name: 'Cart Person' })
    const response = await externalLogin(
      browser,
      {
        Email: 'cart@example.com',
        ExternalIdentifier: localSubject('cart@example.com'),
        ProviderSystemName: 'ExternalAuth.Google',
      },
      'ext-guest-device',
    )
    const { Data } = (await expectContractResponse(response)) as LoginBody
    expect(
      await server.db.query('SELECT book_id FROM cart_items WHERE customer_id = $1', [
        Data.CustomerInfo.CustomerId,
      ]),
    ).toEqual([{ book_id: book!.id }])
  })

  it('refuses a linked account that is deactivated', async () => {
    const browser = new TestBrowser(server)
    await signInLocal(browser, { email: 'gone@example.com', name: 'Gone Away' })
    const data = {
      Email: 'gone@example.com',
      ExternalIdentifier: localSubject('gone@example.com'),
      ProviderSystemName: 'ExternalAuth.Google',
    }
    const { Data } = (await expectContractResponse(await externalLogin(browser, data))) as LoginBody
    await server.db.query('UPDATE customers SET active = false WHERE id = $1', [
      Data.CustomerInfo.CustomerId,
    ])
    const response = await externalLogin(browser, data)
    expect(response.status).toBe(400)
    expect(await expectContractResponse(response)).toEqual({
      Data: null,
      Message: null,
      ErrorList: ['The account linked to this sign-in is deactivated.'],
    })
  })
})

describe('POST /v2/customer/externallogin trusts only the session', () => {
  const claim = {
    Email: 'nobody@example.com',
    ExternalIdentifier: localSubject('nobody@example.com'),
    ProviderSystemName: 'ExternalAuth.Google',
  }
  const refusal = {
    Data: null,
    Message: null,
    ErrorList: ['We could not verify your sign-in with Google. Please sign in with Google again.'],
  }

  it('answers 400 without a session', async () => {
    const response = await externalLogin(new TestBrowser(server), claim)
    expect(response.status).toBe(400)
    expect(await expectContractResponse(response)).toEqual(refusal)
  })

  it('answers 400 for another subject, provider or e-mail than the session proves', async () => {
    const browser = new TestBrowser(server)
    await signInLocal(browser, { email: 'real@example.com', name: 'Real Person' })
    const sub = localSubject('real@example.com')
    for (const data of [
      { ...claim, Email: 'real@example.com' },
      {
        Email: 'real@example.com',
        ExternalIdentifier: sub,
        ProviderSystemName: 'ExternalAuth.Facebook',
      },
      {
        Email: 'other@example.com',
        ExternalIdentifier: sub,
        ProviderSystemName: 'ExternalAuth.Google',
      },
    ]) {
      const response = await externalLogin(browser, data)
      expect(response.status).toBe(400)
      expect(
        ((await expectContractResponse(response)) as { ErrorList: string[] }).ErrorList,
      ).toHaveLength(1)
    }
    const forged = new TestBrowser(server)
    forged.cookies.set(
      'ebook.session-token',
      browser.cookies.get('ebook.session-token')!.replace(/.$/u, 'x'),
    )
    expect((await externalLogin(forged, { ...claim, ExternalIdentifier: sub })).status).toBe(400)
    expect(
      await server.db.query("SELECT id FROM customers WHERE email = 'real@example.com'"),
    ).toEqual([])
  })

  it('answers 400 in Thai by default and for malformed input', async () => {
    const th = await server.request('POST', '/api/v2/customer/externallogin', {
      json: { Data: { ...claim, ExternalDisplayIdentifier: '' } },
    })
    expect(((await expectContractResponse(th)) as { ErrorList: string[] }).ErrorList[0]).toMatch(
      /ไม่สามารถยืนยัน/u,
    )
    for (const json of [
      {},
      {
        Data: {
          Email: 'a@b.co',
          ExternalDisplayIdentifier: '',
          ExternalIdentifier: '',
          ProviderSystemName: 'ExternalAuth.Google',
        },
      },
      {
        Data: {
          ...claim,
          ExternalDisplayIdentifier: '',
          ProviderSystemName: 'ExternalAuth.Twitter',
        },
      },
      { Data: { ...claim, ExternalDisplayIdentifier: '', ExternalIdentifier: 'x'.repeat(300) } },
      { Data: { ...claim, ExternalDisplayIdentifier: '', Email: 42 } },
    ]) {
      const response = await server.request('POST', '/api/v2/customer/externallogin', {
        json,
        language: 'en',
      })
      expect(response.status).toBe(400)
      await expectContractResponse(response)
    }
  })
})

describe('POST /v2/customer/removeexternalassociation/{recordId}', () => {
  it("answers 401 for a guest and 404 for someone else's or no record", async () => {
    const owner = await server.addCustomer()
    const record = await server.db.queryOne<{ id: number }>(
      `INSERT INTO external_auth_records (customer_id, provider_system_name, external_identifier, email)
       VALUES ($1, 'ExternalAuth.Facebook', 'fb-123', 'fb@example.com') RETURNING id`,
      [owner.customerId],
    )
    const guest = await server.request(
      'POST',
      `/api/v2/customer/removeexternalassociation/${record!.id}`,
    )
    expect(guest.status).toBe(401)
    await expectContractResponse(guest)
    const other = await server.addCustomer()
    for (const id of [record!.id, 999999]) {
      const response = await server.request(
        'POST',
        `/api/v2/customer/removeexternalassociation/${id}`,
        {
          token: other.token,
          language: 'en',
        },
      )
      expect(response.status).toBe(404)
      expect(await expectContractResponse(response)).toMatchObject({
        ErrorList: ['No such linked sign-in.'],
      })
    }
    const bad = await server.request('POST', '/api/v2/customer/removeexternalassociation/abc', {
      token: other.token,
    })
    expect(bad.status).toBe(400)
    await expectContractResponse(bad)
    expect(await externalAuthRecordsOf(server.db, owner.customerId)).toHaveLength(1)
  })

  it('removes one of two links of an account without password, answering the rest', async () => {
    const { customerId, token } = await server.addCustomer()
    const [first, second] = await server.db.query<{ id: number }>(
      `INSERT INTO external_auth_records (customer_id, provider_system_name, external_identifier, email)
       VALUES ($1, 'ExternalAuth.Google', 'g-1', 'a@example.com'),
              ($1, 'ExternalAuth.Apple', 'a-1', NULL) RETURNING id`,
      [customerId],
    )
    const response = await server.request(
      'POST',
      `/api/v2/customer/removeexternalassociation/${first!.id}`,
      {
        token,
      },
    )
    expect(await expectContractResponse(response)).toEqual({
      Data: [
        {
          Id: second!.id,
          Email: null,
          ExternalIdentifier: 'a-1',
          AuthMethodName: 'ExternalAuth.Apple',
        },
      ],
      Message: 'ยกเลิกการเชื่อมบัญชีเรียบร้อยแล้ว',
      ErrorList: [],
    })
  })
})

describe('CSRF, sign-out and callback errors', () => {
  it('keeps one CSRF token per browser and sets it as an HTTP-only cookie', async () => {
    const browser = new TestBrowser(server)
    const response = await browser.request('GET', '/api/auth/csrf')
    expect(response.headers.get('Set-Cookie')).toMatch(/^ebook\.csrf-token=.+HttpOnly/u)
    const { csrfToken } = (await expectContractResponse(response)) as { csrfToken: string }
    expect(await csrf(browser)).toBe(csrfToken)
  })

  it('refuses sign-out without a valid CSRF token with the exact message', async () => {
    const browser = new TestBrowser(server)
    await signInLocal(browser, { email: 'out@example.com', name: 'Out Side' })
    const other = await csrf(new TestBrowser(server))
    const forms: Record<string, string>[] = [
      { callbackUrl: '/' },
      { csrfToken: '' },
      { csrfToken: 'nope' },
      { csrfToken: other },
    ]
    for (const form of forms) {
      const response = await browser.request('POST', '/api/auth/signout', { form, language: 'th' })
      expect(response.status).toBe(400)
      expect(await expectContractResponse(response)).toEqual({
        error: 'Could not fetch CSRF Token for signing out',
      })
    }
    // No form at all: the same answer, word for word.
    const empty = await browser.request('POST', '/api/auth/signout', { form: {} })
    expect(empty.status).toBe(400)
    expect(await expectContractResponse(empty)).toEqual({
      error: 'Could not fetch CSRF Token for signing out',
    })
    expect((await session(browser)).provider).toBe('local')
    const response = await browser.request('POST', '/api/auth/signout', {
      form: { csrfToken: await csrf(browser), callbackUrl: 'https://evil.example/' },
    })
    expect(await expectContractResponse(response)).toEqual({ url: '/' })
    expect(await session(browser)).toEqual({})
  })

  it('refuses sign-in without CSRF, and with a provider that is not configured', async () => {
    const browser = new TestBrowser(server)
    const missing = await browser.request('POST', '/api/auth/signin/local', {
      form: { csrfToken: 'forged' },
      language: 'en',
    })
    expect(missing.status).toBe(400)
    expect(await expectContractResponse(missing)).toEqual({
      error: 'Missing or invalid CSRF token. Get one from /api/auth/csrf and try again.',
    })
    const google = await browser.request('POST', '/api/auth/signin/google', {
      form: { csrfToken: await csrf(browser) },
      language: 'en',
    })
    expect(google.status).toBe(404)
    expect(await expectContractResponse(google)).toEqual({
      error: 'No such sign-in provider is configured.',
    })
    const unknown = await browser.request('POST', '/api/auth/signin/twitter', {
      form: { csrfToken: await csrf(browser) },
    })
    expect(unknown.status).toBe(400)
    await expectContractResponse(unknown)
  })

  it('answers {url} with json=true and keeps callbackUrl on the same origin', async () => {
    const browser = new TestBrowser(server)
    const response = await browser.request('POST', '/api/auth/signin/local', {
      form: { csrfToken: await csrf(browser), json: 'true', callbackUrl: '//evil.example/x' },
    })
    const { url } = (await expectContractResponse(response)) as { url: string }
    expect(url).toMatch(/\/oidc\/auth\?/u)
    const back = await browser.request(
      'GET',
      await atProvider(browser, new URL(url), { email: 'json@example.com', name: 'J S' }),
    )
    expect(back.headers.get('Location')).toBe('/')
    const full = new TestBrowser(server)
    expect(
      await signInLocal(
        full,
        { email: 'json@example.com', name: 'J S' },
        `${server.config.publicUrl}/en/basket?x=1`,
      ),
    ).toBe('/en/basket?x=1')
  })

  it('redirects to the error page when the state does not match, setting no session', async () => {
    const browser = new TestBrowser(server)
    const callback = new URL(
      await atProvider(browser, await startSignIn(browser, '/en/login'), {
        email: 'state@example.com',
        name: 'State Mismatch',
      }),
    )
    callback.searchParams.set('state', 'tampered')
    const response = await browser.request('GET', callback.toString())
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/en/auth/error?error=Callback')
    expect(await session(browser)).toEqual({})
    expect(server.logs.join('\n')).toMatch(/state mismatch/u)
  })

  it('redirects to the error page when the ID token carries another nonce', async () => {
    const browser = new TestBrowser(server)
    const authorization = await startSignIn(browser)
    authorization.searchParams.set('nonce', 'a-nonce-this-browser-never-made')
    const response = await browser.request(
      'GET',
      await atProvider(browser, authorization, { email: 'nonce@example.com', name: 'No Nonce' }),
    )
    expect(response.headers.get('Location')).toBe('/auth/error?error=Callback')
    expect(await session(browser)).toEqual({})
    expect(server.logs.join('\n')).toMatch(/nonce mismatch/u)
  })

  it('redirects to the error page when the PKCE challenge was swapped', async () => {
    const browser = new TestBrowser(server)
    const authorization = await startSignIn(browser)
    authorization.searchParams.set('code_challenge', 'x'.repeat(43))
    const response = await browser.request(
      'GET',
      await atProvider(browser, authorization, { email: 'pkce@example.com', name: 'P K' }),
    )
    expect(response.headers.get('Location')).toBe('/auth/error?error=Callback')
    expect(await session(browser)).toEqual({})
  })

  it('redirects with AccessDenied when the person cancels at the provider', async () => {
    const browser = new TestBrowser(server)
    const response = await browser.request(
      'GET',
      await atProvider(browser, await startSignIn(browser), { cancel: '1' }).catch(async () => {
        throw new Error('cancel should reach the callback')
      }),
    )
    expect(response.headers.get('Location')).toBe('/auth/error?error=AccessDenied')
  })

  it('redirects with Callback when no sign-in was started', async () => {
    const response = await new TestBrowser(server).request(
      'GET',
      '/api/auth/callback/local?code=abc&state=def',
    )
    expect(response.status).toBe(302)
    await expectContractResponse(response)
    expect(response.headers.get('Location')).toBe('/auth/error?error=Callback')
  })

  it('answers the provider page with 400 for a bad identity or an unknown interaction', async () => {
    const browser = new TestBrowser(server)
    const auth = await browser.request('GET', (await startSignIn(browser)).toString())
    const interaction = browser.pathOf(auth.headers.get('Location')!)
    const bad = await browser.request('POST', interaction, {
      form: { email: 'not-an-email', name: 'X' },
    })
    expect(bad.status).toBe(400)
    const unknown = await new TestBrowser(server).request('GET', interaction)
    expect(unknown.status).toBe(400)
    // Every provider page, a failure too, comes with its CSP and is never framed.
    for (const page of [bad, unknown]) {
      expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
      expect(page.headers.get('Content-Security-Policy')).toContain("form-action 'self'")
      expect(page.headers.get('X-Frame-Options')).toBe('DENY')
    }
  })
})

describe('GET /providers and the settings', () => {
  it('lists the local provider (signing in as Google) by default', async () => {
    const response = await server.request('GET', '/api/auth/providers')
    expect(await expectContractResponse(response)).toEqual({
      local: {
        id: 'local',
        name: 'Local test provider',
        type: 'oidc',
        signinUrl: '/api/auth/signin/local',
        callbackUrl: '/api/auth/callback/local',
        systemName: 'ExternalAuth.Google',
      },
    })
  })

  it('lists the configured real providers; AUTH_LOCAL_OIDC=0 turns the local one off', async () => {
    const configured = await createTestServer({
      db: server.db,
      modules: [
        createExternalAuthModule({
          AUTH_GOOGLE_ID: 'g-id',
          AUTH_GOOGLE_SECRET: 'g-secret',
          AUTH_APPLE_ID: 'th.example.store',
          AUTH_APPLE_SECRET: 'apple-client-secret-jwt',
          AUTH_FACEBOOK_ID: 'fb-id',
          AUTH_LOCAL_OIDC: '0',
        }),
      ],
    })
    const providers = (await expectContractResponse(
      await configured.request('GET', '/api/auth/providers'),
    )) as Record<string, { systemName: string; type: string }>
    expect(Object.keys(providers)).toEqual(['google', 'apple'])
    expect(providers.apple).toMatchObject({ systemName: 'ExternalAuth.Apple', type: 'oidc' })

    const browser = new TestBrowser(configured)
    const google = await browser.request('POST', '/api/auth/signin/google', {
      form: { csrfToken: await csrf(browser) },
    })
    const url = new URL(google.headers.get('Location')!)
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth')
    expect(url.searchParams.get('client_id')).toBe('g-id')
    expect(url.searchParams.get('scope')).toBe('openid email profile')
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${configured.config.publicUrl}/api/auth/callback/google`,
    )

    const apple = await browser.request('POST', '/api/auth/signin/apple', {
      form: { csrfToken: await csrf(browser), json: 'true' },
    })
    const appleUrl = new URL(((await apple.json()) as { url: string }).url)
    expect(appleUrl.searchParams.get('response_mode')).toBe('form_post')

    // Apple posts back cross-site: the answer goes through the store's /auth/callback-apple.
    const posted = await browser.request('POST', '/api/auth/callback/apple', {
      form: { code: 'c-1', state: 's-1', user: '{"name":{"firstName":"Ann"}}' },
    })
    expect(posted.status).toBe(302)
    await expectContractResponse(posted)
    const forward = new URL(posted.headers.get('Location')!, 'http://store')
    expect(forward.pathname).toBe('/auth/callback-apple')
    expect(Object.fromEntries(forward.searchParams)).toEqual({
      code: 'c-1',
      state: 's-1',
      user: '{"name":{"firstName":"Ann"}}',
    })

    expect(
      (
        await browser.request('POST', '/api/auth/signin/local', {
          form: { csrfToken: await csrf(browser) },
        })
      ).status,
    ).toBe(404)
    const callback = await browser.request('GET', '/api/auth/callback/local?code=x&state=y')
    expect(callback.headers.get('Location')).toBe('/auth/error?error=Configuration')
    expect((await configured.request('GET', '/oidc/.well-known/openid-configuration')).status).toBe(
      404,
    )
  })

  it('serves the local provider discovery document under /oidc', async () => {
    const response = await server.request('GET', '/oidc/.well-known/openid-configuration')
    expect(response.status).toBe(200)
    const discovery = (await response.json()) as Record<string, unknown>
    expect(discovery.issuer).toBe(`${server.config.publicUrl}/oidc`)
    expect(discovery.code_challenge_methods_supported).toEqual(['S256'])
  })
})
