import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { queueEmail } from '../../db/outbox.ts'
import { commonModule } from './index.ts'

let server: TestServer
const appStart = { Data: { DeviceTypeId: 20 } }

beforeAll(async () => {
  server = await createTestServer({ modules: [commonModule] })
})
afterAll(async () => {
  await server?.close()
})

type AppStartBody = {
  Data: {
    StoreName: string
    CurrentLanguage: string
    IsLoggedIn: boolean
    DefaultCountryId: number
    CurrencyCode: string
    AvailableLanguages: { UniqueSeoCode: string; IsDefault: boolean }[]
  }
}

describe('POST /appstart', () => {
  it('answers the start-up settings in Thai by default', async () => {
    const response = await server.request('POST', '/api/appstart', { json: appStart })
    expect(response.status).toBe(200)
    const { Data } = (await expectContractResponse(response)) as AppStartBody
    expect(Data).toMatchObject({
      StoreName: 'ร้านหนังสืออีบุ๊ก',
      CurrentLanguage: 'th',
      IsLoggedIn: false,
      CurrencyCode: 'THB',
    })
    expect(Data.AvailableLanguages.map((l) => [l.UniqueSeoCode, l.IsDefault])).toEqual([
      ['th', true],
      ['en', false],
    ])
  })

  it('answers in English when asked and pre-selects Thailand once it exists', async () => {
    const thailand = await server.db.queryOne<{ id: number }>(
      "INSERT INTO countries (name_th, name_en, two_letter_iso_code) VALUES ('ไทย', 'Thailand', 'TH') RETURNING id",
    )
    const response = await server.request('POST', '/api/appstart', {
      json: appStart,
      language: 'en',
    })
    const { Data } = (await expectContractResponse(response)) as AppStartBody
    expect(Data.StoreName).toBe('E-book store')
    expect(Data.CurrentLanguage).toBe('en')
    expect(Data.DefaultCountryId).toBe(thailand!.id)
  })

  it('says whether the token is valid, and never answers 401 for a bad one', async () => {
    const { token } = await server.addCustomer()
    const valid = await server.request('POST', '/api/appstart', { json: appStart, token })
    expect(((await expectContractResponse(valid)) as AppStartBody).Data.IsLoggedIn).toBe(true)
    await server.tokens.revoke(server.db, token)
    for (const bad of [token, 'garbage']) {
      const response = await server.request('POST', '/api/appstart', { json: appStart, token: bad })
      expect(response.status).toBe(200)
      expect(((await expectContractResponse(response)) as AppStartBody).Data.IsLoggedIn).toBe(false)
    }
  })

  it('records the device type and subscription of a device', async () => {
    await server.request('POST', '/api/appstart', {
      json: { Data: { DeviceTypeId: 10, SubscriptionId: 'push-sub-1' } },
      deviceId: 'android-1',
    })
    expect(
      await server.db.queryOne(
        "SELECT device_type_id, subscription_id FROM devices WHERE device_id = 'android-1'",
      ),
    ).toEqual({ device_type_id: 10, subscription_id: 'push-sub-1' })
  })

  it('answers 400 for an unknown device type', async () => {
    const response = await server.request('POST', '/api/appstart', {
      json: { Data: { DeviceTypeId: 7 } },
      language: 'en',
    })
    expect(response.status).toBe(400)
    expect(((await expectContractResponse(response)) as { ErrorList: string[] }).ErrorList).toEqual(
      ['Data.DeviceTypeId: must be one of: 5, 10, 15, 20'],
    )
  })
})

describe('GET /common/setlanguage/{lang}', () => {
  it('sets the setlanguage cookie for 365 days and answers in the new language', async () => {
    const response = await server.request('GET', '/api/common/setlanguage/en', { language: 'th' })
    expect(response.status).toBe(200)
    expect(await expectContractResponse(response)).toEqual({
      Data: 'en',
      Message: 'Language changed.',
      ErrorList: [],
    })
    const cookie = response.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(/^setlanguage=en;/)
    expect(cookie).toMatch(/Max-Age=31536000/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/SameSite=Lax/)
  })

  it("saves the guest's choice, so later answers without header or cookie use it", async () => {
    await server.request('GET', '/api/common/setlanguage/en', { deviceId: 'browser-7' })
    const response = await server.request('POST', '/api/appstart', {
      json: appStart,
      deviceId: 'browser-7',
    })
    expect(((await expectContractResponse(response)) as AppStartBody).Data.CurrentLanguage).toBe(
      'en',
    )
    const other = await server.request('POST', '/api/appstart', {
      json: appStart,
      deviceId: 'browser-8',
    })
    expect(((await expectContractResponse(other)) as AppStartBody).Data.CurrentLanguage).toBe('th')
  })

  it("saves a signed-in customer's choice on the account", async () => {
    const { customerId, token } = await server.addCustomer()
    const response = await server.request('GET', '/api/common/setlanguage/en', { token })
    expect(response.status).toBe(200)
    expect(
      await server.db.queryOne('SELECT language FROM customers WHERE id = $1', [customerId]),
    ).toEqual({
      language: 'en',
    })
    const back = await server.request('GET', '/api/common/setlanguage/th', { token })
    expect(await expectContractResponse(back)).toMatchObject({
      Data: 'th',
      Message: 'เปลี่ยนภาษาแล้ว',
    })
  })

  it('answers 400 for a language the store does not have', async () => {
    const response = await server.request('GET', '/api/common/setlanguage/fr', { language: 'en' })
    expect(response.status).toBe(400)
    expect(((await expectContractResponse(response)) as { ErrorList: string[] }).ErrorList).toEqual(
      ['lang: must be one of: th, en'],
    )
  })
})

describe('GET /builds/latest.json', () => {
  it('answers 404 with no body when no store is built', async () => {
    const response = await server.request('GET', '/builds/latest.json')
    expect(response.status).toBe(404)
    expect(await expectContractResponse(response)).toBeNull()
  })

  it("answers the built store's id, never cached", async () => {
    const storeDir = mkdtempSync(join(tmpdir(), 'ebook-store-'))
    try {
      mkdirSync(join(storeDir, 'client', 'builds'), { recursive: true })
      const build = { buildId: 'b3f9c2a1', builtAt: '2026-11-22T10:00:00.000Z' }
      writeFileSync(join(storeDir, 'client', 'builds', 'latest.json'), JSON.stringify(build))
      const withStore = await createTestServer({
        db: server.db,
        modules: [commonModule],
        config: { storeDir },
      })
      const response = await withStore.request('GET', '/builds/latest.json')
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('no-cache')
      expect(await expectContractResponse(response)).toEqual(build)
    } finally {
      rmSync(storeDir, { recursive: true, force: true })
    }
  })
})

describe('GET /api/test/outbox (TEST_OUTBOX=1 only)', () => {
  it('is not served unless switched on', async () => {
    const response = await server.request('GET', '/api/test/outbox?to=a@example.com')
    expect(response.status).toBe(404)
  })

  it('answers the e-mails queued to an address, newest first', async () => {
    const withOutbox = await createTestServer({
      db: server.db,
      modules: [commonModule],
      config: { testOutbox: true },
    })
    const to = `Outbox-${Date.now()}@Example.com`
    for (const subject of ['first', 'second']) {
      await queueEmail(server.db, {
        kind: 'password-reset',
        to,
        subject,
        bodyText: `link ${subject}`,
        language: 'en',
      })
    }
    const response = await withOutbox.request(
      'GET',
      `/api/test/outbox?to=${encodeURIComponent(to.toLowerCase())}`,
    )
    expect(response.status).toBe(200)
    const { emails } = (await response.json()) as { emails: { subject: string; kind: string }[] }
    expect(emails.map((email) => email.subject)).toEqual(['second', 'first'])
    expect(emails[0]!.kind).toBe('password-reset')
    expect((await withOutbox.request('GET', '/api/test/outbox')).status).toBe(400)
  })
})
