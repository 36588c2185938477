import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import { addAccount } from '../../testing/fixtures/customer.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { customerModule } from './index.ts'
import { maskEmail } from './password.ts'

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
interface LinkModel {
  Token: string
  Guid: string
  MaskedEmail: string | null
  DisablePasswordChanging: boolean
  Result: string | null
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

async function signIn(email: string, password: string): Promise<string> {
  const res = await call<{ Token: string }>('POST', '/api/v2/customer/login', {
    json: { Data: { Email: email, Password: password } },
  })
  expect(res.status).toBe(200)
  return res.body.Data.Token
}

const loginStatus = async (email: string, password: string) =>
  (
    await server.request('POST', '/api/v2/customer/login', {
      json: { Data: { Email: email, Password: password } },
    })
  ).status

/** The newest reset e-mail's link parts for an address. */
async function resetLink(email: string) {
  const row = await server.db.queryOne<{ body_text: string; body_html: string; language: string }>(
    `SELECT body_text, body_html, language FROM outbox_emails
      WHERE lower(to_address) = lower($1) AND kind = 'password-reset' ORDER BY id DESC LIMIT 1`,
    [email],
  )
  const match = /\/reset-password\/([A-Za-z0-9_-]+)\/([0-9a-f-]{36})/u.exec(row?.body_text ?? '')
  return row && match ? { ...row, token: match[1]!, guid: match[2]! } : null
}

const requestReset = (email: string, language?: string) =>
  call('POST', '/api/v2/customer/reset-password', {
    json: { Data: { Email: email } },
    ...(language ? { language } : {}),
  })

describe('change password', () => {
  it('checks the old password and revokes every other session', async () => {
    await addAccount(server.db, { email: 'change@example.com', password: 'first-pass-1' })
    const mine = await signIn('change@example.com', 'first-pass-1')
    const other = await signIn('change@example.com', 'first-pass-1')

    const wrongOld = await call('POST', '/api/v2/customer/changepassword', {
      token: mine,
      language: 'en',
      json: {
        Data: {
          OldPassword: 'nope',
          NewPassword: 'second-pass-2',
          ConfirmNewPassword: 'second-pass-2',
        },
      },
    })
    expect(wrongOld.status).toBe(400)
    expect(wrongOld.body.ErrorList).toEqual(['The old password is incorrect.'])

    const rules = await call('POST', '/api/v2/customer/changepassword', {
      token: mine,
      language: 'en',
      json: {
        Data: {
          OldPassword: 'first-pass-1',
          NewPassword: 'first-pass-1',
          ConfirmNewPassword: 'first-pass-X',
        },
      },
    })
    expect(rules.body.ErrorList).toEqual([
      'The password and its confirmation do not match.',
      'The new password must differ from the old one.',
    ])

    const changed = await call('POST', '/api/v2/customer/changepassword', {
      token: mine,
      language: 'en',
      json: {
        Data: {
          OldPassword: 'first-pass-1',
          NewPassword: 'second-pass-2',
          ConfirmNewPassword: 'second-pass-2',
        },
      },
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toEqual({ Data: null, Message: 'Password was changed.', ErrorList: [] })

    expect((await call('GET', '/api/v2/customer/login-info', { token: mine })).status).toBe(200)
    expect((await call('GET', '/api/v2/customer/login-info', { token: other })).status).toBe(401)
    expect(await loginStatus('change@example.com', 'first-pass-1')).toBe(400)
    expect(await loginStatus('change@example.com', 'second-pass-2')).toBe(200)
  })

  it('needs a token and a well-formed body', async () => {
    const anonymous = await call('POST', '/api/v2/customer/changepassword', {
      json: {
        Data: { OldPassword: 'a', NewPassword: 'bbbbbbbb1', ConfirmNewPassword: 'bbbbbbbb1' },
      },
    })
    expect(anonymous.status).toBe(401)
    const { token } = await server.addCustomer()
    for (const json of [
      { Data: {} },
      { Data: { OldPassword: 'a', NewPassword: 'short', ConfirmNewPassword: 'short' } },
      { Data: { OldPassword: 5, NewPassword: 'bbbbbbbb1', ConfirmNewPassword: 'bbbbbbbb1' } },
    ]) {
      expect((await call('POST', '/api/v2/customer/changepassword', { token, json })).status).toBe(
        400,
      )
    }
  })

  it('tells an account without a password to use reset-password', async () => {
    const { token } = await server.addCustomer()
    const res = await call('POST', '/api/v2/customer/changepassword', {
      token,
      language: 'en',
      json: {
        Data: { OldPassword: 'x', NewPassword: 'new-pass-123', ConfirmNewPassword: 'new-pass-123' },
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.ErrorList[0]).toMatch(/has no password yet/)
  })
})

describe('password reset', () => {
  it('mails a link through the outbox; the link sets a new password once', async () => {
    const email = 'reset@example.com'
    const customerId = await addAccount(server.db, { email, password: 'old-pass-123' })
    const session = await signIn(email, 'old-pass-123')

    const requested = await requestReset('RESET@example.com', 'en')
    expect(requested.status).toBe(200)
    expect(requested.body.Message).toBe(
      'If an account uses this e-mail, we have sent it a link to set a new password.',
    )
    const link = await resetLink(email)
    expect(link).not.toBeNull()
    expect(link!.language).toBe('en')
    expect(link!.body_text).toContain(`${server.config.publicUrl}/en/reset-password/`)
    expect(link!.body_html).toContain(`/en/reset-password/${link!.token}/${link!.guid}`)
    // Only the hash of the link's secret is stored.
    const stored = await server.db.queryOne<{ token_hash: string }>(
      'SELECT token_hash FROM password_reset_tokens WHERE guid = $1',
      [link!.guid],
    )
    expect(stored!.token_hash).not.toContain(link!.token)

    const valid = await call<LinkModel>(
      'GET',
      `/api/v2/customer/validate-reset-password/${link!.token}/${link!.guid}`,
    )
    expect(valid.status).toBe(200)
    expect(valid.body.Data).toEqual({
      Token: link!.token,
      Guid: link!.guid,
      MaskedEmail: 'r*****@example.com',
      DisablePasswordChanging: false,
      Result: null,
    })

    const mismatch = await call('POST', '/api/v2/customer/confirm-reset-password', {
      language: 'en',
      json: {
        Data: {
          Token: link!.token,
          Guid: link!.guid,
          NewPassword: 'new-pass-456',
          ConfirmNewPassword: 'new-pass-789',
        },
      },
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.ErrorList).toEqual(['The password and its confirmation do not match.'])

    const confirm = {
      Token: link!.token,
      Guid: link!.guid,
      NewPassword: 'new-pass-456',
      ConfirmNewPassword: 'new-pass-456',
    }
    const done = await call('POST', '/api/v2/customer/confirm-reset-password', {
      language: 'en',
      json: { Data: confirm },
    })
    expect(done.status).toBe(200)
    expect(done.body.Message).toBe('Your new password is set. Please sign in with it.')

    expect(await loginStatus(email, 'old-pass-123')).toBe(400)
    expect(await loginStatus(email, 'new-pass-456')).toBe(200)
    // Every session of the account was signed out.
    expect((await call('GET', '/api/v2/customer/login-info', { token: session })).status).toBe(401)

    const reused = await call<LinkModel>('POST', '/api/v2/customer/confirm-reset-password', {
      language: 'en',
      json: { Data: confirm },
    })
    expect(reused.status).toBe(400)
    expect(reused.body.ErrorList).toEqual(['This password reset link has already been used.'])
    const revalidated = await call<LinkModel>(
      'GET',
      `/api/v2/customer/validate-reset-password/${link!.token}/${link!.guid}`,
    )
    expect(revalidated.status).toBe(400)
    expect(revalidated.body.Data).toMatchObject({
      DisablePasswordChanging: true,
      MaskedEmail: null,
      Result: 'ลิงก์ตั้งรหัสผ่านใหม่นี้ถูกใช้ไปแล้ว',
    })
    expect(customerId).toBeGreaterThan(0)
  })

  it('unlocks the account: a reset forgives its failed sign-ins', async () => {
    const email = 'locked-out@example.com'
    await addAccount(server.db, { email, password: 'before-reset-1' })
    for (let i = 0; i < 5; i++) expect(await loginStatus(email, `wrong-guess-${i}`)).toBe(400)
    expect(await loginStatus(email, 'before-reset-1')).toBe(429)

    await requestReset(email)
    const link = await resetLink(email)
    const done = await call('POST', '/api/v2/customer/confirm-reset-password', {
      json: {
        Data: {
          Token: link!.token,
          Guid: link!.guid,
          NewPassword: 'after-reset-2',
          ConfirmNewPassword: 'after-reset-2',
        },
      },
    })
    expect(done.status).toBe(200)
    expect(await loginStatus(email, 'after-reset-2')).toBe(200)
  })

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = await server.db.queryOne<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbox_emails',
    )
    const unknown = await requestReset('nobody-here@example.com', 'en')
    expect(unknown.status).toBe(200)
    expect(unknown.body.Message).toBe(
      'If an account uses this e-mail, we have sent it a link to set a new password.',
    )
    const after = await server.db.queryOne<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbox_emails',
    )
    expect(after!.n).toBe(before!.n)
    const thai = await requestReset('nobody-here@example.com')
    expect(thai.body.Message).toBe('หากมีบัญชีที่ใช้อีเมลนี้ เราได้ส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปให้แล้ว')
  })

  it('sends one e-mail per 5 minutes, and a newer link replaces the older one', async () => {
    const email = 'twice@example.com'
    await addAccount(server.db, { email, password: 'twice-pass-1' })
    await requestReset(email)
    const first = await resetLink(email)
    expect(first!.language).toBe('th')
    expect(first!.body_text).toContain('ตั้งรหัสผ่านใหม่')
    await requestReset(email)
    expect((await resetLink(email))!.guid).toBe(first!.guid)
    const count = await server.db.queryOne<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox_emails WHERE to_address = $1 AND kind = 'password-reset'",
      [email],
    )
    expect(count!.n).toBe(1)

    await server.db.query("DELETE FROM rate_limit_buckets WHERE key LIKE 'password-reset:%'")
    await requestReset(email)
    const second = await resetLink(email)
    expect(second!.guid).not.toBe(first!.guid)
    const old = await call<LinkModel>(
      'GET',
      `/api/v2/customer/validate-reset-password/${first!.token}/${first!.guid}`,
      { language: 'en' },
    )
    expect(old.status).toBe(400)
    expect(old.body.ErrorList).toEqual(['This password reset link is not valid.'])
  })

  it('refuses a wrong token, an unknown guid and an expired link with 400 (never 404)', async () => {
    const email = 'expire@example.com'
    await addAccount(server.db, { email, password: 'expire-pass-1' })
    await requestReset(email)
    const link = (await resetLink(email))!
    const wrongToken = await call<LinkModel>(
      'GET',
      `/api/v2/customer/validate-reset-password/${'x'.repeat(43)}/${link.guid}`,
      { language: 'en' },
    )
    const unknownGuid = await call<LinkModel>(
      'GET',
      `/api/v2/customer/validate-reset-password/${link.token}/6f1c2a8e-4b7d-4e1a-9c3f-2d5b8a7e6c01`,
      { language: 'en' },
    )
    for (const res of [wrongToken, unknownGuid]) {
      expect(res.status).toBe(400)
      expect(res.body.ErrorList).toEqual(['This password reset link is not valid.'])
      expect(res.body.Data.DisablePasswordChanging).toBe(true)
    }
    await server.db.query(
      "UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE guid = $1",
      [link.guid],
    )
    const expired = await call('POST', '/api/v2/customer/confirm-reset-password', {
      language: 'en',
      json: {
        Data: {
          Token: link.token,
          Guid: link.guid,
          NewPassword: 'new-pass-456',
          ConfirmNewPassword: 'new-pass-456',
        },
      },
    })
    expect(expired.status).toBe(400)
    expect(expired.body.ErrorList).toEqual([
      'This password reset link has expired. Please ask for a new one.',
    ])
    expect(await loginStatus(email, 'expire-pass-1')).toBe(200)
  })

  it('answers 400 for malformed input', async () => {
    expect((await requestReset('not an email')).status).toBe(400)
    expect(
      (await call('GET', '/api/v2/customer/validate-reset-password/short/not-a-guid')).status,
    ).toBe(400)
    const bad = await call('POST', '/api/v2/customer/confirm-reset-password', {
      json: { Data: { Token: 'bad token!', Guid: 'x', NewPassword: 1 } },
    })
    expect(bad.status).toBe(400)
  })

  it('masks e-mails', () => {
    expect(maskEmail('somchai@example.com')).toBe('s*****@example.com')
    expect(maskEmail('ก@example.com')).toBe('ก*****@example.com')
  })
})

describe('deactivate', () => {
  it('asks for the password, then deactivates and signs out everywhere', async () => {
    const email = 'leaving@example.com'
    const customerId = await addAccount(server.db, { email, password: 'leaving-pass-1' })
    await server.db.query(
      `INSERT INTO external_auth_records (customer_id, provider_system_name, external_identifier)
       VALUES ($1, 'ExternalAuth.Google', 'google-leaving')`,
      [customerId],
    )
    const token = await signIn(email, 'leaving-pass-1')
    const other = await signIn(email, 'leaving-pass-1')
    const missing = await call('POST', '/api/v2/customer/deactivate', {
      token,
      language: 'en',
      json: { Data: { Password: null } },
    })
    expect(missing.status).toBe(400)
    expect(missing.body.ErrorList).toEqual(['Enter your password to confirm.'])
    const wrong = await call('POST', '/api/v2/customer/deactivate', {
      token,
      language: 'en',
      json: { Data: { Password: 'not-it-at-all' } },
    })
    expect(wrong.body.ErrorList).toEqual(['The password is incorrect.'])

    const done = await call('POST', '/api/v2/customer/deactivate', {
      token,
      language: 'en',
      json: { Data: { Password: 'leaving-pass-1' } },
    })
    expect(done.status).toBe(200)
    expect(done.body.Message).toBe('Your account has been deactivated.')
    for (const t of [token, other]) {
      expect((await call('GET', '/api/v2/customer/login-info', { token: t })).status).toBe(401)
    }
    expect(
      await server.db.query('SELECT 1 FROM external_auth_records WHERE customer_id = $1', [
        customerId,
      ]),
    ).toEqual([])
    const again = await call('POST', '/api/v2/customer/login', {
      language: 'en',
      json: { Data: { Email: email, Password: 'leaving-pass-1' } },
    })
    expect(again.status).toBe(400)
    expect(again.body.ErrorList).toEqual(['This account is not active or has been deleted.'])
    // A deactivated account gets no reset e-mail.
    await requestReset(email)
    expect(await resetLink(email)).toBeNull()
  })

  it('answers 401 without a token', async () => {
    const res = await call('POST', '/api/v2/customer/deactivate', {
      json: { Data: { Password: 'x' } },
    })
    expect(res.status).toBe(401)
  })
})
