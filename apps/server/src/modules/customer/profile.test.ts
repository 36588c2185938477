import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setSetting } from '../../db/settings.ts'
import { expectContractResponse } from '../../testing/contract.ts'
import { addAccount } from '../../testing/fixtures/customer.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { customerModule } from './index.ts'

let server: TestServer
let thailand: number
let bangkok: number
let chiangMai: number
let tokyo: number

beforeAll(async () => {
  server = await createTestServer({ modules: [customerModule] })
  const db = server.db
  thailand = (await db.queryOne<{ id: number }>(
    "INSERT INTO countries (name_th, name_en, two_letter_iso_code) VALUES ('ไทย', 'Thailand', 'TH') RETURNING id",
  ))!.id
  const japan = (await db.queryOne<{ id: number }>(
    "INSERT INTO countries (name_th, name_en, two_letter_iso_code) VALUES ('ญี่ปุ่น', 'Japan', 'JP') RETURNING id",
  ))!.id
  bangkok = (await db.queryOne<{ id: number }>(
    "INSERT INTO state_provinces (country_id, name_th, name_en) VALUES ($1, 'กรุงเทพมหานคร', 'Bangkok') RETURNING id",
    [thailand],
  ))!.id
  chiangMai = (await db.queryOne<{ id: number }>(
    "INSERT INTO state_provinces (country_id, name_th, name_en) VALUES ($1, 'เชียงใหม่', 'Chiang Mai') RETURNING id",
    [thailand],
  ))!.id
  tokyo = (await db.queryOne<{ id: number }>(
    "INSERT INTO state_provinces (country_id, name_th, name_en) VALUES ($1, 'โตเกียว', 'Tokyo') RETURNING id",
    [japan],
  ))!.id
})
afterAll(async () => {
  await server?.close()
})

interface Envelope<D = unknown> {
  Data: D
  Message: string | null
  ErrorList: string[]
}
interface Profile {
  Email: string
  Username: string | null
  FirstName: string | null
  LastName: string | null
  Gender: string | null
  DateOfBirthDay: number | null
  DateOfBirthMonth: number | null
  DateOfBirthYear: number | null
  Phone: string | null
  Newsletter: boolean
  CountryId: number | null
  StateProvinceId: number | null
  AvailableCountries: { Text: string; Value: string; Selected: boolean }[]
  AvailableStates: { Text: string; Value: string; Selected: boolean }[]
  HasPassword: boolean
  AllowUsersToChangeUsernames: boolean
  NumberOfExternalAuthenticationProviders: number
  AssociatedExternalAuthRecords: {
    Id: number
    Email: string | null
    ExternalIdentifier: string
    AuthMethodName: string
  }[]
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

const update = (token: string, Data: Record<string, unknown>, language = 'en') =>
  call<Profile>('POST', '/api/v2/customer/info', { token, language, json: { Data } })

describe('customer info', () => {
  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/v2/customer/info')).status).toBe(401)
    expect(
      (
        await call('POST', '/api/v2/customer/info', {
          json: { Data: { Email: 'a@example.com', FirstName: 'a', LastName: 'b' } },
        })
      ).status,
    ).toBe(401)
  })

  it('shows the profile with the linked sign-ins', async () => {
    const { customerId, token } = await server.addCustomer({
      email: 'profile@example.com',
      username: 'profile_user',
    })
    await server.db.query(
      `UPDATE customers SET gender = 'F', date_of_birth = '1988-07-09', phone = '0812345678',
              country_id = $2, state_province_id = $3 WHERE id = $1`,
      [customerId, thailand, chiangMai],
    )
    await server.db.query(
      `INSERT INTO external_auth_records (customer_id, provider_system_name, external_identifier, email)
       VALUES ($1, 'ExternalAuth.Google', 'g-123', 'profile@gmail.com')`,
      [customerId],
    )
    const res = await call<Profile>('GET', '/api/v2/customer/info', { token, language: 'en' })
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({
      Email: 'profile@example.com',
      Username: 'profile_user',
      Gender: 'F',
      DateOfBirthDay: 9,
      DateOfBirthMonth: 7,
      DateOfBirthYear: 1988,
      Phone: '0812345678',
      CountryId: thailand,
      StateProvinceId: chiangMai,
      HasPassword: false,
      AllowUsersToChangeUsernames: false,
      NumberOfExternalAuthenticationProviders: 3,
    })
    expect(res.body.Data.AssociatedExternalAuthRecords).toEqual([
      {
        Id: expect.any(Number) as number,
        Email: 'profile@gmail.com',
        ExternalIdentifier: 'g-123',
        AuthMethodName: 'ExternalAuth.Google',
      },
    ])
    expect(res.body.Data.AvailableStates.map((s) => [s.Text, s.Selected])).toEqual([
      ['Bangkok', false],
      ['Chiang Mai', true],
    ])
    expect(res.body.Data.AvailableCountries.find((c) => c.Selected)?.Text).toBe('Thailand')
    const thai = await call<Profile>('GET', '/api/v2/customer/info', { token })
    expect(thai.body.Data.AvailableCountries.find((c) => c.Selected)?.Text).toBe('ไทย')
  })

  it('saves the editable fields and answers the profile again', async () => {
    const customerId = await addAccount(server.db, {
      email: 'edit@example.com',
      password: 'edit-pass-1',
      username: 'edit_user',
    })
    const { token } = await server.tokens.issue(server.db, { customerId, lifetimeSeconds: 3600 })
    const saved = await update(token, {
      Email: 'Edit.New@example.com',
      Username: 'ignored_change',
      FirstName: 'มานี',
      LastName: 'มีนา',
      Gender: 'F',
      DateOfBirthDay: 29,
      DateOfBirthMonth: 2,
      DateOfBirthYear: 2000,
      Phone: '+66812345678',
      Newsletter: true,
      CountryId: thailand,
      StateProvinceId: bangkok,
      // Read-only fields of the whole model may come back; they are ignored.
      HasPassword: false,
      AvailableCountries: [],
    })
    expect(saved.body.ErrorList).toEqual([])
    expect(saved.status).toBe(200)
    expect(saved.body.Message).toBe('Your details were saved.')
    expect(saved.body.Data).toMatchObject({
      Email: 'Edit.New@example.com',
      Username: 'edit_user',
      FirstName: 'มานี',
      LastName: 'มีนา',
      Gender: 'F',
      DateOfBirthDay: 29,
      DateOfBirthMonth: 2,
      DateOfBirthYear: 2000,
      Phone: '+66812345678',
      Newsletter: true,
      CountryId: thailand,
      StateProvinceId: bangkok,
      HasPassword: true,
    })
    const again = await call<Profile>('GET', '/api/v2/customer/info', { token })
    expect(again.body.Data.Email).toBe('Edit.New@example.com')

    // Clearing the date of birth and the phone.
    const cleared = await update(token, {
      Email: 'edit.new@example.com',
      FirstName: 'มานี',
      LastName: 'มีนา',
      DateOfBirthDay: null,
      DateOfBirthMonth: null,
      DateOfBirthYear: null,
      Phone: '',
    })
    expect(cleared.body.Data).toMatchObject({ DateOfBirthYear: null, Phone: null, Gender: 'F' })
  })

  it('changes the username only when the store allows it', async () => {
    const { token } = await server.addCustomer({ username: 'before_change' })
    await setSetting(server.db, 'customer.allow_change_username', true)
    try {
      const res = await update(token, {
        Email: 'renamed@example.com',
        Username: 'after_change',
        FirstName: 'ก',
        LastName: 'ข',
      })
      expect(res.body.Data).toMatchObject({
        Username: 'after_change',
        AllowUsersToChangeUsernames: true,
      })
      const { token: other } = await server.addCustomer()
      const taken = await update(other, {
        Email: 'other-renamed@example.com',
        Username: 'AFTER_CHANGE',
        FirstName: 'ก',
        LastName: 'ข',
      })
      expect(taken.status).toBe(400)
      expect(taken.body.ErrorList).toEqual(['This username is already taken.'])
    } finally {
      await setSetting(server.db, 'customer.allow_change_username', false)
    }
  })

  it('answers 400 with the form prepared again', async () => {
    await addAccount(server.db, { email: 'taken@example.com', password: 'taken-pass-1' })
    const { token } = await server.addCustomer({ email: 'mine@example.com' })
    const res = await update(token, {
      Email: 'TAKEN@example.com',
      FirstName: '   ',
      LastName: 'ข',
      DateOfBirthDay: 31,
      DateOfBirthMonth: 4,
      DateOfBirthYear: 1990,
      CountryId: thailand,
      StateProvinceId: tokyo,
    })
    expect(res.status).toBe(400)
    expect(res.body.ErrorList).toEqual([
      'First name is required.',
      'This e-mail is already used by another account.',
      'The date of birth is not a real date.',
      'The chosen province is not in the chosen country.',
    ])
    expect((res.body.Data as Profile).Email).toBe('TAKEN@example.com')
    expect((res.body.Data as Profile).AvailableStates.length).toBe(2)
    const thai = await update(
      token,
      { Email: 'mine@example.com', FirstName: 'ก', LastName: 'ข', DateOfBirthDay: 1 },
      'th',
    )
    expect(thai.body.ErrorList).toEqual(['วันเกิดไม่ใช่วันที่ที่มีอยู่จริง'])
    const stored = await call<Profile>('GET', '/api/v2/customer/info', { token })
    expect(stored.body.Data.Email).toBe('mine@example.com')
  })

  it('answers 400 for malformed bodies, never 500', async () => {
    const { token } = await server.addCustomer()
    for (const json of [
      {},
      { Data: { Email: 'x' } },
      { Data: { Email: 'a@example.com', FirstName: 'a', LastName: 'b', CountryId: 'TH' } },
      { Data: { Email: 'a@example.com', FirstName: 'a', LastName: 'b', Gender: 'X' } },
      { Data: { Email: 'a@example.com', FirstName: 'a'.repeat(5000), LastName: 'b' } },
      { Data: { Email: 'a@example.com', FirstName: 'a', LastName: 'b', CountryId: 9999999999 } },
    ]) {
      const res = await call('POST', '/api/v2/customer/info', { token, json })
      expect(res.status).toBe(400)
    }
    const unknownCountry = await update(token, {
      Email: 'a@example.com',
      FirstName: 'a',
      LastName: 'b',
      CountryId: 999999,
    })
    expect(unknownCountry.body.ErrorList).toEqual(['The chosen country does not exist.'])
  })
})

describe('coin balance', () => {
  interface Coins {
    CoinsEnabled: boolean
    Balance: number
    BalanceAmount: string
    BalanceAmountValue: number
    ExchangeRate: number
    ExchangeDescription: string
    MinimumCoinsToUse: number
    EarningDescription: string | null
  }

  it('answers the newest ledger balance and its worth', async () => {
    const { customerId, token } = await server.addCustomer()
    const empty = await call<Coins>('GET', '/api/v2/customer/coin/balance', { token })
    expect(empty.status).toBe(200)
    expect(empty.body.Data).toMatchObject({ Balance: 0, BalanceAmountValue: 0 })

    await server.db.query(
      `INSERT INTO reward_points_history (customer_id, points, points_balance, message) VALUES
         ($1, 150, 150, 'earned'), ($1, -30, 120, 'spent')`,
      [customerId],
    )
    const res = await call<Coins>('GET', '/api/v2/customer/coin/balance', { token, language: 'en' })
    expect(res.body.Data).toEqual({
      CoinsEnabled: true,
      Balance: 120,
      BalanceAmount: '฿120.00',
      BalanceAmountValue: 120,
      ExchangeRate: 1,
      ExchangeDescription: '1 coin = ฿1.00',
      MinimumCoinsToUse: 0,
      EarningDescription: '1 coin for every ฿10.00 spent',
    })

    await setSetting(server.db, 'coins.baht_per_coin', 0.5)
    try {
      const thai = await call<Coins>('GET', '/api/v2/customer/coin/balance', { token })
      expect(thai.body.Data).toMatchObject({
        Balance: 120,
        BalanceAmount: '฿60.00',
        BalanceAmountValue: 60,
        ExchangeRate: 0.5,
        ExchangeDescription: '1 เหรียญ = ฿0.50',
      })
    } finally {
      await setSetting(server.db, 'coins.baht_per_coin', 1)
    }
  })

  it('answers 0 when the store runs no coins, and 401 without a token', async () => {
    const { customerId, token } = await server.addCustomer()
    await server.db.query(
      `INSERT INTO reward_points_history (customer_id, points, points_balance, message)
       VALUES ($1, 50, 50, 'earned')`,
      [customerId],
    )
    await setSetting(server.db, 'store.features', { CoinsEnabled: false })
    try {
      const res = await call<Coins>('GET', '/api/v2/customer/coin/balance', { token })
      expect(res.body.Data).toMatchObject({
        CoinsEnabled: false,
        Balance: 0,
        EarningDescription: null,
      })
    } finally {
      await setSetting(server.db, 'store.features', {})
    }
    expect((await call('GET', '/api/v2/customer/coin/balance')).status).toBe(401)
  })
})
