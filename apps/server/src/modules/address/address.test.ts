import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { addressModule } from './index.ts'

let server: TestServer
/**
 * Thailand; Bangkok (Phra Nakhon: 2 sub-districts) and Chiang Mai (Mueang: 1). Places have English
 * names as the seed gives them (thai-address-universal), but the palace has none (shown in Thai).
 */
const place = {
  thailand: 0,
  japan: 0,
  bangkok: 0,
  chiangMai: 0,
  phraNakhon: 0,
  mueangChiangMai: 0,
  palace: 0,
  wangBurapha: 0,
  sriphum: 0,
}

beforeAll(async () => {
  server = await createTestServer({ modules: [addressModule] })
  const db = server.db
  const id = async (sql: string, params: unknown[]) =>
    (await db.queryOne<{ id: number }>(`${sql} RETURNING id`, params))!.id
  place.thailand = await id(
    "INSERT INTO countries (name_th, name_en, two_letter_iso_code) VALUES ('ประเทศไทย', 'Thailand', 'TH')",
    [],
  )
  place.japan = await id(
    "INSERT INTO countries (name_th, name_en, two_letter_iso_code, display_order) VALUES ('ญี่ปุ่น', 'Japan', 'JP', 2)",
    [],
  )
  place.bangkok = await id(
    'INSERT INTO state_provinces (country_id, name_th, name_en) VALUES ($1, $2, $3)',
    [place.thailand, 'กรุงเทพมหานคร', 'Bangkok'],
  )
  place.chiangMai = await id(
    'INSERT INTO state_provinces (country_id, name_th, name_en) VALUES ($1, $2, $3)',
    [place.thailand, 'เชียงใหม่', 'Chiang Mai'],
  )
  place.phraNakhon = await id(
    'INSERT INTO districts (state_province_id, name_th, name_en) VALUES ($1, $2, $3)',
    [place.bangkok, 'เขตพระนคร', 'Phra Nakhon'],
  )
  place.mueangChiangMai = await id(
    'INSERT INTO districts (state_province_id, name_th, name_en) VALUES ($1, $2, $3)',
    [place.chiangMai, 'เมืองเชียงใหม่', 'Mueang Chiang Mai'],
  )
  place.wangBurapha = await id(
    'INSERT INTO sub_districts (district_id, name_th, name_en, postcode) VALUES ($1, $2, $3, $4)',
    [place.phraNakhon, 'แขวงวังบูรพาภิรมย์', 'Wang Burapha Phirom', '10200'],
  )
  place.palace = await id(
    'INSERT INTO sub_districts (district_id, name_th, postcode) VALUES ($1, $2, $3)',
    [place.phraNakhon, 'แขวงพระบรมมหาราชวัง', '10200'],
  )
  place.sriphum = await id(
    'INSERT INTO sub_districts (district_id, name_th, name_en, postcode) VALUES ($1, $2, $3, $4)',
    [place.mueangChiangMai, 'ศรีภูมิ', 'Si Phum', '50200'],
  )
})
afterAll(async () => {
  await server?.close()
})

function bangkokAddress(overrides: Record<string, unknown> = {}) {
  return {
    FirstName: 'สมชาย',
    LastName: 'ใจดี',
    Email: 'somchai@example.com',
    Company: null,
    CountryId: place.thailand,
    StateProvinceId: place.bangkok,
    DistrictId: place.phraNakhon,
    SubDistrictId: place.palace,
    Address1: '99/1 ถนนหน้าพระลาน',
    Address2: null,
    ZipPostalCode: '10200',
    PhoneNumber: '0812345678',
    ...overrides,
  }
}

async function add(token: string, address: Record<string, unknown>, language = 'en') {
  const response = await server.request('POST', '/api/v2/customer/addressadd', {
    token,
    language,
    json: { Data: { Address: address } },
  })
  const body = (await expectContractResponse(response)) as {
    Data: unknown
    Message: string | null
    ErrorList: string[]
  }
  return { status: response.status, body }
}

interface Address {
  Id: number
  City: string | null
  County: string | null
  StateProvinceName: string | null
  CountryName: string | null
  ZipPostalCode: string | null
  AvailableStates: { Text: string; Value: string; Selected: boolean }[]
  AvailableCountries: { Text: string; Selected: boolean }[]
  AvailableDistricts: { Id: number; SubDistricts: { Id: number; PostCode: string }[] }[]
}

describe('address book', () => {
  it('adds an address (201), fills the names from the ids and chooses the first for shipping', async () => {
    const { customerId, token } = await server.addCustomer()
    const created = await add(token, bangkokAddress({ City: 'ignored', County: 'ignored' }))
    expect(created.status).toBe(201)
    expect(created.body.Message).toBe('The address has been saved.')
    const id = created.body.Data as number
    const second = await add(
      token,
      bangkokAddress({
        StateProvinceId: place.chiangMai,
        DistrictId: place.mueangChiangMai,
        SubDistrictId: place.sriphum,
        ZipPostalCode: '50200',
      }),
    )
    expect(second.status).toBe(201)

    const stored = await server.db.queryOne(
      'SELECT city, county, shipping_address_id FROM addresses a JOIN customers c ON c.id = a.customer_id WHERE a.id = $1',
      [id],
    )
    expect(stored).toEqual({
      city: 'เขตพระนคร',
      county: 'แขวงพระบรมมหาราชวัง',
      shipping_address_id: id,
    })

    const list = await server.request('GET', '/api/v2/customer/addresses', {
      token,
      language: 'en',
    })
    expect(list.status).toBe(200)
    const data = (
      (await expectContractResponse(list)) as {
        Data: { Addresses: Address[]; SelectedShippingAddressId: number }
      }
    ).Data
    expect(data.SelectedShippingAddressId).toBe(id)
    expect(data.Addresses.map((a) => a.Id)).toEqual([second.body.Data, id])
    // English names where the places have them, the Thai name where not (the palace).
    expect(data.Addresses[1]).toMatchObject({
      CountryName: 'Thailand',
      StateProvinceName: 'Bangkok',
      City: 'Phra Nakhon',
      County: 'แขวงพระบรมมหาราชวัง',
      AvailableStates: [],
    })
    expect(data.Addresses[0]).toMatchObject({
      StateProvinceName: 'Chiang Mai',
      City: 'Mueang Chiang Mai',
      County: 'Si Phum',
    })
    const thai = await server.request('GET', '/api/v2/customer/addresses', {
      token,
      language: 'th',
    })
    const thaiData = ((await expectContractResponse(thai)) as { Data: { Addresses: Address[] } })
      .Data
    expect(thaiData.Addresses[0]).toMatchObject({
      CountryName: 'ประเทศไทย',
      StateProvinceName: 'เชียงใหม่',
      City: 'เมืองเชียงใหม่',
      County: 'ศรีภูมิ',
    })
    expect(customerId).toBeGreaterThan(0)
  })

  it('prepares the form: blank with Thailand chosen, or an address with its choice lists', async () => {
    const { token } = await server.addCustomer()
    const blank = await server.request('GET', '/api/v2/customer/addressedit/0', {
      token,
      language: 'th',
    })
    expect(blank.status).toBe(200)
    const empty = ((await expectContractResponse(blank)) as { Data: { Address: Address } }).Data
      .Address
    expect(empty).toMatchObject({ Id: 0, CountryName: 'ประเทศไทย', AvailableDistricts: [] })
    expect(empty.AvailableCountries.find((c) => c.Selected)?.Text).toBe('ประเทศไทย')
    expect(empty.AvailableStates.map((s) => s.Text)).toEqual(['กรุงเทพมหานคร', 'เชียงใหม่'])

    const id = (await add(token, bangkokAddress())).body.Data as number
    const form = await server.request('GET', `/api/v2/customer/addressedit/${id}`, {
      token,
      language: 'en',
    })
    const address = ((await expectContractResponse(form)) as { Data: { Address: Address } }).Data
      .Address
    expect(address.AvailableStates.map((s) => [s.Text, s.Selected])).toEqual([
      ['Bangkok', true],
      ['Chiang Mai', false],
    ])
    expect(address.AvailableDistricts).toHaveLength(1)
    expect(address.AvailableDistricts[0]!.SubDistricts.map((s) => s.Id).sort()).toEqual(
      [place.palace, place.wangBurapha].sort(),
    )
  })

  it('edits and deletes addresses; deleting the shipping choice clears it', async () => {
    const { token } = await server.addCustomer()
    const id = (await add(token, bangkokAddress())).body.Data as number
    const edited = await server.request('POST', `/api/v2/customer/addressedit/${id}`, {
      token,
      language: 'en',
      json: {
        Data: { Address: bangkokAddress({ SubDistrictId: place.wangBurapha, Address2: ' ' }) },
      },
    })
    expect(edited.status).toBe(200)
    const saved = (await expectContractResponse(edited)) as { Data: Address & { Address2: null } }
    expect(saved.Data).toMatchObject({ Id: id, County: 'Wang Burapha Phirom', Address2: null })

    const removed = await server.request('POST', `/api/v2/customer/addressdelete/${id}`, {
      token,
      language: 'en',
    })
    expect(removed.status).toBe(200)
    expect(await expectContractResponse(removed)).toEqual({
      Data: null,
      Message: 'The address has been deleted.',
      ErrorList: [],
    })
    const list = await server.request('GET', '/api/v2/customer/addresses', { token })
    expect(await expectContractResponse(list)).toMatchObject({
      Data: { Addresses: [], SelectedShippingAddressId: null },
    })
  })

  it('checks that the levels fit together and the postcode is the sub-district’s', async () => {
    const { token } = await server.addCustomer()
    for (const [overrides, message] of [
      [{ CountryId: 999999 }, 'Choose a valid country.'],
      [{ CountryId: place.japan }, 'The province is not in the chosen country.'],
      [{ StateProvinceId: place.chiangMai }, 'The district is not in the chosen province.'],
      [{ SubDistrictId: place.sriphum }, 'The sub-district is not in the chosen district.'],
      [{ ZipPostalCode: '50200' }, "The postcode is not the chosen sub-district's postcode."],
    ] as const) {
      const { status, body } = await add(token, bangkokAddress(overrides))
      expect(status).toBe(400)
      expect(body.ErrorList).toEqual([message])
    }
    const blanks = await add(token, bangkokAddress({ FirstName: '  ', Address1: ' ' }))
    expect(blanks.body.ErrorList).toEqual(['First name is required.', 'Address is required.'])
    const thai = await add(token, bangkokAddress({ LastName: ' ' }), 'th')
    expect(thai.body.ErrorList).toEqual(['กรุณากรอกนามสกุล'])
  })

  it('keeps at most 20 addresses', async () => {
    const { customerId, token } = await server.addCustomer()
    await server.db.query(
      `INSERT INTO addresses (customer_id, first_name, last_name)
       SELECT $1, 'a', 'b' FROM generate_series(1, 20)`,
      [customerId],
    )
    const { status, body } = await add(token, bangkokAddress())
    expect(status).toBe(400)
    expect(body.ErrorList).toEqual(['You can keep at most 20 addresses.'])
  })

  it('chooses the shipping address from FormValues', async () => {
    const { token } = await server.addCustomer()
    await add(token, bangkokAddress())
    const second = (await add(token, bangkokAddress({ FirstName: 'สมหญิง' }))).body.Data as number
    const save = (value: string | null, key = 'shipping_address_id') =>
      server.request('POST', '/api/v2/checkout/saveshipping', {
        token,
        language: 'en',
        json: { FormValues: [{ Key: key, Value: value }] },
      })
    const chosen = await save(String(second), 'Shipping_Address_Id')
    expect(chosen.status).toBe(200)
    expect(await expectContractResponse(chosen)).toMatchObject({
      Data: { Id: second, FirstName: 'สมหญิง' },
    })
    const list = await server.request('GET', '/api/v2/customer/addresses', { token })
    expect(await expectContractResponse(list)).toMatchObject({
      Data: { SelectedShippingAddressId: second },
    })
    for (const [value, key, status, message] of [
      [null, 'shipping_address_id', 400, 'Choose a shipping address.'],
      ['12', 'other', 400, 'Choose a shipping address.'],
      ['abc', 'shipping_address_id', 400, 'The shipping address id must be a number.'],
      ['99999999999999', 'shipping_address_id', 400, 'The shipping address id must be a number.'],
      ['999999', 'shipping_address_id', 404, 'No such address.'],
    ] as const) {
      const response = await save(value, key)
      expect(response.status).toBe(status)
      expect(
        ((await expectContractResponse(response)) as { ErrorList: string[] }).ErrorList,
      ).toEqual([message])
    }
  })

  it("answers 404 for another customer's address and 401 to guests", async () => {
    const owner = await server.addCustomer()
    const id = (await add(owner.token, bangkokAddress())).body.Data as number
    const intruder = await server.addCustomer()
    for (const [method, path, json] of [
      ['GET', `/api/v2/customer/addressedit/${id}`, undefined],
      ['POST', `/api/v2/customer/addressedit/${id}`, { Data: { Address: bangkokAddress() } }],
      ['POST', `/api/v2/customer/addressdelete/${id}`, undefined],
      [
        'POST',
        '/api/v2/checkout/saveshipping',
        { FormValues: [{ Key: 'shipping_address_id', Value: String(id) }] },
      ],
    ] as const) {
      const response = await server.request(method, path, { token: intruder.token, json })
      expect(response.status, path).toBe(404)
      expect(((await expectContractResponse(response)) as { Data: unknown }).Data).toBeNull()
      const guest = await server.request(method, path, { deviceId: 'guest-device', json })
      expect(guest.status).toBe(401)
      await expectContractResponse(guest)
    }
    const list = await server.request('GET', '/api/v2/customer/addresses', { deviceId: 'g' })
    expect(list.status).toBe(401)
    expect(await server.db.queryOne('SELECT 1 FROM addresses WHERE id = $1', [id])).not.toBeNull()
  })

  it('answers 400 to malformed input', async () => {
    const { token } = await server.addCustomer()
    for (const address of [
      bangkokAddress({ Email: 'not-an-email' }),
      bangkokAddress({ PhoneNumber: '12345' }),
      bangkokAddress({ ZipPostalCode: '1020' }),
      bangkokAddress({ DistrictId: 'one' }),
      bangkokAddress({ FirstName: 'x'.repeat(101) }),
      bangkokAddress({ Address1: 'x'.repeat(100_000) }),
      { ...bangkokAddress(), SubDistrictId: undefined },
    ]) {
      const { status, body } = await add(token, address)
      expect(status).toBe(400)
      expect(body.ErrorList.length).toBeGreaterThan(0)
    }
    for (const path of ['/api/v2/customer/addressedit/-1', '/api/v2/customer/addressedit/abc']) {
      const response = await server.request('GET', path, { token })
      expect(response.status).toBe(400)
      await expectContractResponse(response)
    }
    const missing = await server.request('POST', '/api/v2/checkout/saveshipping', {
      token,
      json: {},
    })
    expect(missing.status).toBe(400)
    await expectContractResponse(missing)
  })
})

describe('Thai address levels', () => {
  it('lists the provinces of a country by name, in the language asked', async () => {
    const th = await server.request('GET', `/api/v2/country/getstatesbycountryid/${place.thailand}`)
    expect(th.status).toBe(200)
    expect(((await expectContractResponse(th)) as { Data: unknown }).Data).toEqual([
      { id: place.bangkok, name: 'กรุงเทพมหานคร' },
      { id: place.chiangMai, name: 'เชียงใหม่' },
    ])
    const en = await server.request(
      'GET',
      `/api/v2/country/getstatesbycountryid/${place.thailand}`,
      { language: 'en' },
    )
    expect(((await expectContractResponse(en)) as { Data: { name: string }[] }).Data[0]!.name).toBe(
      'Bangkok',
    )
    const none = await server.request('GET', `/api/v2/country/getstatesbycountryid/${place.japan}`)
    expect(((await expectContractResponse(none)) as { Data: unknown }).Data).toEqual([])
    const unknown = await server.request('GET', '/api/v2/country/getstatesbycountryid/999999')
    expect(unknown.status).toBe(404)
    await expectContractResponse(unknown)
    const bad = await server.request('GET', '/api/v2/country/getstatesbycountryid/x')
    expect(bad.status).toBe(400)
    await expectContractResponse(bad)
  })

  it('lists the districts of a province with sub-districts and postcodes', async () => {
    const response = await server.request(
      'GET',
      `/api/v2/country/getcitybystatesid/${place.bangkok}`,
    )
    expect(response.status).toBe(200)
    const districts = (
      (await expectContractResponse(response)) as {
        Data: { Id: number; Name: string; SubDistricts: { Name: string; PostCode: string }[] }[]
      }
    ).Data
    expect(districts).toHaveLength(1)
    expect(districts[0]!.Name).toBe('เขตพระนคร')
    expect(districts[0]!.SubDistricts.map((s) => [s.Name, s.PostCode])).toEqual([
      ['แขวงพระบรมมหาราชวัง', '10200'],
      ['แขวงวังบูรพาภิรมย์', '10200'],
    ])
    const en = await server.request('GET', `/api/v2/country/getcitybystatesid/${place.bangkok}`, {
      language: 'en',
    })
    const english = (
      (await expectContractResponse(en)) as {
        Data: { Name: string; SubDistricts: { Name: string }[] }[]
      }
    ).Data
    expect(english[0]!.Name).toBe('Phra Nakhon')
    // By English name; the palace has none and keeps its Thai one.
    expect(english[0]!.SubDistricts.map((s) => s.Name)).toEqual([
      'Wang Burapha Phirom',
      'แขวงพระบรมมหาราชวัง',
    ])
    const unknown = await server.request('GET', '/api/v2/country/getcitybystatesid/999999')
    expect(unknown.status).toBe(404)
    await expectContractResponse(unknown)
    const bad = await server.request('GET', '/api/v2/country/getcitybystatesid/0')
    expect(bad.status).toBe(400)
    await expectContractResponse(bad)
  })
})
