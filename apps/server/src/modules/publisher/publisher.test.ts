import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setSetting } from '../../db/settings.ts'
import { expectContractResponse } from '../../testing/contract.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { isValidThaiTaxId } from './application.ts'
import { publisherModule } from './index.ts'

let server: TestServer
const vendor = { open: 0, closed: 0, inactive: 0, noEmail: 0 }

beforeAll(async () => {
  server = await createTestServer({ modules: [publisherModule] })
  const add = async (
    se: string,
    options: { allow?: boolean; active?: boolean; email?: string | null },
  ) =>
    (await server.db.queryOne<{ id: number }>(
      `INSERT INTO vendors (name_th, name_en, se_name, email, allow_customers_to_contact, active)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        `สำนักพิมพ์ ${se}`,
        `Publisher ${se}`,
        se,
        options.email === undefined ? `${se}@publisher.example` : options.email,
        options.allow ?? true,
        options.active ?? true,
      ],
    ))!.id
  vendor.open = await add('open', {})
  vendor.closed = await add('closed', { allow: false })
  vendor.inactive = await add('inactive', { active: false })
  vendor.noEmail = await add('no-email', { email: null })
})
afterAll(async () => {
  await server?.close()
})

describe('publisher master data', () => {
  it('answers book types and account types in display order, in the language asked', async () => {
    const books = await server.request('GET', '/api/v2/publisher/getmasterbook')
    expect(books.status).toBe(200)
    const bookTypes = ((await expectContractResponse(books)) as { Data: { Name: string }[] }).Data
    expect(bookTypes[0]).toEqual({ Id: 1, Name: 'นวนิยาย' })
    expect(bookTypes).toHaveLength(8)
    const accounts = await server.request('GET', '/api/v2/publisher/getmasteraccounttype', {
      language: 'en',
    })
    expect(((await expectContractResponse(accounts)) as { Data: unknown[] }).Data).toEqual([
      { Id: 1, Name: 'Individual' },
      { Id: 2, Name: 'Company' },
      { Id: 3, Name: 'Partnership' },
      { Id: 4, Name: 'Foundation or association' },
    ])
  })
})

describe('POST /v2/common/contactvendor', () => {
  const message = (vendorId: number, overrides: Record<string, unknown> = {}) => ({
    Data: {
      VendorId: vendorId,
      VendorName: 'ignored',
      Email: 'reader@example.com',
      FullName: 'ผู้อ่าน',
      Subject: 'ฉบับพิมพ์ซ้ำ',
      Enquiry: 'จะมีเล่มสองเมื่อไรครับ',
      ...overrides,
    },
  })

  it('stores the message and mails the publisher, reply-to the sender', async () => {
    const response = await server.request('POST', '/api/v2/common/contactvendor', {
      deviceId: 'vendor-device-1',
      language: 'en',
      json: message(vendor.open),
    })
    expect(response.status).toBe(200)
    expect(await expectContractResponse(response)).toMatchObject({
      Data: { VendorId: vendor.open, VendorName: 'Publisher open', SuccessfullySent: true },
      Message: 'Your message has been sent to the publisher.',
    })
    expect(
      await server.db.queryOne('SELECT subject FROM contact_messages WHERE vendor_id = $1', [
        vendor.open,
      ]),
    ).toEqual({ subject: 'ฉบับพิมพ์ซ้ำ' })
    expect(
      await server.db.queryOne(
        "SELECT to_address, reply_to FROM outbox_emails WHERE kind = 'contact-vendor'",
      ),
    ).toEqual({ to_address: 'open@publisher.example', reply_to: 'reader@example.com' })
  })

  it('reaches a publisher without an address through the store', async () => {
    const response = await server.request('POST', '/api/v2/common/contactvendor', {
      json: message(vendor.noEmail),
    })
    expect(response.status).toBe(200)
    const mail = await server.db.queryOne<{ to_address: string }>(
      "SELECT to_address FROM outbox_emails WHERE kind = 'contact-vendor' ORDER BY id DESC LIMIT 1",
    )
    expect(mail!.to_address).toBe('support@ebook-store.example')
  })

  it('answers 400 for a publisher that takes no messages, 404 for an unknown one', async () => {
    const closed = await server.request('POST', '/api/v2/common/contactvendor', {
      language: 'en',
      json: message(vendor.closed),
    })
    expect(closed.status).toBe(400)
    expect(await expectContractResponse(closed)).toMatchObject({
      ErrorList: ['This publisher does not accept messages.'],
    })
    await setSetting(server.db, 'store.features', { AllowCustomersToContactVendors: false })
    const off = await server.request('POST', '/api/v2/common/contactvendor', {
      json: message(vendor.open),
    })
    expect(off.status).toBe(400)
    await setSetting(server.db, 'store.features', {})
    for (const id of [vendor.inactive, 999999]) {
      const response = await server.request('POST', '/api/v2/common/contactvendor', {
        json: message(id),
      })
      expect(response.status).toBe(404)
      await expectContractResponse(response)
    }
  })

  it('shares the limit of 5 messages an hour per customer', async () => {
    const { token } = await server.addCustomer()
    for (let i = 0; i < 5; i++) {
      const ok = await server.request('POST', '/api/v2/common/contactvendor', {
        token,
        json: message(vendor.open),
      })
      expect(ok.status).toBe(200)
    }
    const refused = await server.request('POST', '/api/v2/common/contactvendor', {
      token,
      language: 'en',
      json: message(vendor.open),
    })
    expect(refused.status).toBe(400)
    expect(await expectContractResponse(refused)).toMatchObject({
      ErrorList: ['You have sent too many messages. Please try again later.'],
    })
  })

  it('answers 400 for blank and malformed fields', async () => {
    const blank = await server.request('POST', '/api/v2/common/contactvendor', {
      language: 'en',
      json: message(vendor.open, { Subject: '  ' }),
    })
    expect(blank.status).toBe(400)
    expect(await expectContractResponse(blank)).toMatchObject({
      ErrorList: ['Subject is required.'],
    })
    for (const overrides of [
      { VendorId: 'x' },
      { VendorId: 0 },
      { Email: 'bad' },
      { Enquiry: 'x'.repeat(4001) },
      { FullName: undefined },
    ]) {
      const response = await server.request('POST', '/api/v2/common/contactvendor', {
        json: message(vendor.open, overrides),
      })
      expect(response.status).toBe(400)
      await expectContractResponse(response)
    }
  })
})

describe('POST /v2/publisher/RegisterPublisher', () => {
  const application = (overrides: Record<string, unknown> = {}) => ({
    Data: {
      AccountTypeId: 2,
      Name: 'บริษัท หนังสือดี จำกัด',
      TaxId: '0105561234560',
      ContactName: 'สมหญิง รักอ่าน',
      ContactEmail: 'contact@nangsuedee.example',
      Phone: '021234567',
      Address: '123 ถนนพระอาทิตย์ กรุงเทพมหานคร 10200',
      BookTypeIds: [1, 3],
      BankAccount: {
        BankName: 'ธนาคารกสิกรไทย',
        AccountName: 'บริษัท หนังสือดี จำกัด',
        AccountNumber: '1234567890',
      },
      Website: 'https://nangsuedee.example',
      Description: null,
      ...overrides,
    },
  })
  const apply = (token: string | undefined, body: unknown) =>
    server.request('POST', '/api/v2/publisher/RegisterPublisher', {
      ...(token ? { token } : {}),
      language: 'en',
      json: body,
    })

  it('checks the Thai tax id check digit', () => {
    expect(isValidThaiTaxId('0105561234560')).toBe(true)
    expect(isValidThaiTaxId('1101700203450')).toBe(true)
    expect(isValidThaiTaxId('0105561234567')).toBe(false)
    expect(isValidThaiTaxId('010556123456')).toBe(false)
  })

  it('stores the application and sets PublisherStatus to pending', async () => {
    const { customerId, token } = await server.addCustomer()
    const response = await apply(token, application())
    expect(response.status).toBe(200)
    expect(await expectContractResponse(response)).toMatchObject({
      Data: { PublisherStatus: 10 },
    })
    expect(
      await server.db.queryOne('SELECT publisher_status FROM customers WHERE id = $1', [
        customerId,
      ]),
    ).toEqual({ publisher_status: 10 })
    const stored = await server.db.queryOne<{ id: number; tax_id: string; status: number }>(
      'SELECT id, tax_id, status FROM publisher_applications WHERE customer_id = $1',
      [customerId],
    )
    expect(stored).toMatchObject({ tax_id: '0105561234560', status: 10 })
    const types = await server.db.query(
      'SELECT book_type_id FROM publisher_application_book_types WHERE application_id = $1 ORDER BY 1',
      [stored!.id],
    )
    expect(types).toEqual([{ book_type_id: 1 }, { book_type_id: 3 }])

    const again = await apply(token, application())
    expect(again.status).toBe(400)
    expect(await expectContractResponse(again)).toMatchObject({
      ErrorList: ['Your application is already being reviewed.'],
    })
  })

  it('refuses an approved publisher and lets a rejected one apply again', async () => {
    const approved = await server.addCustomer()
    await server.db.query('UPDATE customers SET publisher_status = 20 WHERE id = $1', [
      approved.customerId,
    ])
    const refused = await apply(approved.token, application())
    expect(refused.status).toBe(400)
    expect(await expectContractResponse(refused)).toMatchObject({
      ErrorList: ['You are already a publisher.'],
    })

    const rejected = await server.addCustomer()
    await apply(rejected.token, application())
    await server.db.query('UPDATE publisher_applications SET status = 30 WHERE customer_id = $1', [
      rejected.customerId,
    ])
    await server.db.query('UPDATE customers SET publisher_status = 30 WHERE id = $1', [
      rejected.customerId,
    ])
    const second = await apply(rejected.token, application())
    expect(second.status).toBe(200)
    const count = await server.db.queryOne<{ n: number }>(
      'SELECT count(*)::integer AS n FROM publisher_applications WHERE customer_id = $1',
      [rejected.customerId],
    )
    expect(count!.n).toBe(2)
  })

  it('answers 400 with every problem of the application', async () => {
    const { customerId, token } = await server.addCustomer()
    const response = await apply(
      token,
      application({
        TaxId: '0105561234567',
        AccountTypeId: 99,
        BookTypeIds: [1, 77],
        Name: '  ',
        Website: 'ftp://files.example',
      }),
    )
    expect(response.status).toBe(400)
    expect(((await expectContractResponse(response)) as { ErrorList: string[] }).ErrorList).toEqual(
      [
        'Name is required.',
        'The tax id must be a valid 13-digit Thai tax id.',
        'The web site must start with http:// or https://.',
        'The chosen account type does not exist.',
        'A chosen book type does not exist.',
      ],
    )
    expect(
      await server.db.queryOne('SELECT publisher_status FROM customers WHERE id = $1', [
        customerId,
      ]),
    ).toEqual({ publisher_status: 0 })
    for (const overrides of [
      { TaxId: '12345' },
      { Phone: '12' },
      { BankAccount: { BankName: 'x', AccountName: 'y', AccountNumber: '12-34' } },
      { BookTypeIds: [] },
      { BookTypeIds: [1, 1] },
      { ContactEmail: 'nope' },
      { Description: 'x'.repeat(2001) },
      { AccountTypeId: 'two' },
      { Address: undefined },
    ]) {
      const bad = await apply(token, application(overrides))
      expect(bad.status, JSON.stringify(overrides)).toBe(400)
      await expectContractResponse(bad)
    }
  })

  it('answers 401 to a guest', async () => {
    const response = await apply(undefined, application())
    expect(response.status).toBe(401)
    await expectContractResponse(response)
  })
})
