import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectContractResponse } from '../../testing/contract.ts'
import { createTestServer, type TestServer } from '../../testing/server.ts'
import { contentModule } from './index.ts'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ modules: [contentModule] })
  const parent = await server.db.queryOne<{ id: number }>(
    `INSERT INTO topics (system_name, title_th, title_en, body_th, body_en, meta_title_th, se_name)
     VALUES ('purchaseprocess', 'ขั้นตอนการสั่งซื้อ', 'How to buy', '<p>ไทย</p>', '<p>English</p>',
       'ขั้นตอน', 'purchaseprocess') RETURNING id`,
  )
  await server.db.query(
    `INSERT INTO topics (system_name, parent_id, route_key, title_th, title_en, body_th, se_name,
       display_order, published)
     VALUES ('purchaseprocess-payment', $1, 'payment', 'วิธีชำระเงิน', 'Paying', '<p>จ่าย</p>',
       'purchaseprocess-payment', 2, true),
       ('purchaseprocess-download', $1, 'download', 'การดาวน์โหลด', NULL, '<p>โหลด</p>',
       'purchaseprocess-download', 1, true),
       ('purchaseprocess-hidden', $1, 'hidden', 'ซ่อน', NULL, '', 'purchaseprocess-hidden', 3, false)`,
    [parent!.id],
  )
  await server.db.query(
    `INSERT INTO content_blocks (content_key, widget_zone, system_name, title_th, title_en, body_th,
       link_url, picture_url, display_order, published, starts_at, ends_at)
     VALUES
       ('basket', 'top', 'second', 'สอง', 'Two', '<p>2</p>', '/topic/coins', NULL, 2, true, NULL, NULL),
       ('basket', 'top', 'first', 'หนึ่ง', NULL, NULL, NULL, '/media/x.png', 1, true,
         now() - interval '1 day', now() + interval '1 day'),
       ('basket', 'top', 'draft', 'ร่าง', NULL, NULL, NULL, NULL, 0, false, NULL, NULL),
       ('basket', 'top', 'later', 'ทีหลัง', NULL, NULL, NULL, NULL, 0, true, now() + interval '1 day', NULL),
       ('basket', 'top', 'over', 'จบแล้ว', NULL, NULL, NULL, NULL, 0, true, NULL, now() - interval '1 hour'),
       ('basket', 'bottom', 'elsewhere', 'ที่อื่น', NULL, NULL, NULL, NULL, 0, true, NULL, NULL)`,
  )
})
afterAll(async () => {
  await server?.close()
})

describe('GET /v2/topic/details-topiccode/{topicCode}', () => {
  it('answers a main topic with its published sub-pages in order', async () => {
    const response = await server.request(
      'GET',
      '/api/v2/topic/details-topiccode/purchaseprocess',
      {
        language: 'en',
      },
    )
    expect(response.status).toBe(200)
    const { Data } = (await expectContractResponse(response)) as {
      Data: { Title: string; Body: string; MetaTitle: string; SubTopics: unknown[] }
    }
    expect(Data).toMatchObject({ Title: 'How to buy', Body: '<p>English</p>', MetaTitle: 'ขั้นตอน' })
    expect(Data.SubTopics).toEqual([
      {
        Key: 'download',
        SystemName: 'purchaseprocess-download',
        Title: 'การดาวน์โหลด',
      },
      { Key: 'payment', SystemName: 'purchaseprocess-payment', Title: 'Paying' },
    ])
  })

  it('answers a sub-page by {code}-{key}, in Thai by default, without sub-pages', async () => {
    const response = await server.request(
      'GET',
      '/api/v2/topic/details-topiccode/purchaseprocess-payment',
    )
    const { Data } = (await expectContractResponse(response)) as {
      Data: { Title: string; SubTopics: unknown[] }
    }
    expect(Data).toMatchObject({ Title: 'วิธีชำระเงิน', SubTopics: [] })
  })

  it('answers 404 for unknown or unpublished codes and 400 for malformed ones', async () => {
    for (const code of ['nothing', 'purchaseprocess-hidden']) {
      const response = await server.request('GET', `/api/v2/topic/details-topiccode/${code}`)
      expect(response.status).toBe(404)
      await expectContractResponse(response)
    }
    for (const code of ['Policy', 'a--b', 'x'.repeat(101), '%20']) {
      const response = await server.request('GET', `/api/v2/topic/details-topiccode/${code}`)
      expect(response.status).toBe(400)
      await expectContractResponse(response)
    }
  })
})

describe('GET /v2/common/dynamic-content/{contentKey}/{widgetZone}', () => {
  it('answers the published blocks scheduled for now, in display order', async () => {
    const response = await server.request('GET', '/api/v2/common/dynamic-content/basket/top', {
      language: 'en',
    })
    expect(response.status).toBe(200)
    const { Data } = (await expectContractResponse(response)) as {
      Data: { ContentKey: string; Blocks: { SystemName: string; Title: string | null }[] }
    }
    expect(Data.ContentKey).toBe('basket')
    expect(Data.Blocks.map((b) => [b.SystemName, b.Title])).toEqual([
      ['first', 'หนึ่ง'],
      ['second', 'Two'],
    ])
  })

  it('answers no blocks for an unknown zone, and 400 for a malformed one', async () => {
    const empty = await server.request('GET', '/api/v2/common/dynamic-content/nowhere/top')
    expect(empty.status).toBe(200)
    expect(await expectContractResponse(empty)).toMatchObject({ Data: { Blocks: [] } })
    const bad = await server.request('GET', '/api/v2/common/dynamic-content/Basket/top_zone')
    expect(bad.status).toBe(400)
    await expectContractResponse(bad)
  })
})

describe('contact us', () => {
  const enquiry = (overrides: Record<string, unknown> = {}) => ({
    Data: {
      Email: 'reader@example.com',
      FullName: 'ผู้อ่าน',
      Subject: 'download',
      Enquiry: 'ดาวน์โหลดหนังสือไม่ได้ครับ',
      ...overrides,
    },
  })

  it('prepares the form with the signed-in customer and the subjects', async () => {
    const { token } = await server.addCustomer({ email: 'somchai@example.com' })
    const response = await server.request('GET', '/api/v2/common/contactus', { token })
    expect(response.status).toBe(200)
    const { Data } = (await expectContractResponse(response)) as {
      Data: {
        Email: string
        FullName: string
        AvailableSubjects: { Value: string; Text: string }[]
      }
    }
    expect(Data).toMatchObject({ Email: 'somchai@example.com', FullName: 'สมชาย ใจดี' })
    expect(Data.AvailableSubjects.map((s) => s.Value)).toContain('other')
    const guest = await server.request('GET', '/api/v2/common/contactus', { language: 'en' })
    const guestForm = (await expectContractResponse(guest)) as {
      Data: { Email: null; AvailableSubjects: { Text: string }[] }
    }
    expect(guestForm.Data.Email).toBeNull()
    expect(guestForm.Data.AvailableSubjects.at(-1)!.Text).toBe('Other')
  })

  it('stores the enquiry and mails it to the store, reply-to the sender', async () => {
    const response = await server.request('POST', '/api/v2/common/contactus', {
      deviceId: 'contact-device-1',
      language: 'en',
      json: enquiry({ FullName: '  Reader  ' }),
    })
    expect(response.status).toBe(200)
    expect(await expectContractResponse(response)).toMatchObject({
      Data: { SuccessfullySent: true, Subject: 'download', FullName: 'Reader' },
      Message: 'Your enquiry has been successfully sent to the store.',
    })
    const stored = await server.db.queryOne(
      "SELECT full_name, subject, language FROM contact_messages WHERE email = 'reader@example.com' AND vendor_id IS NULL",
    )
    expect(stored).toEqual({ full_name: 'Reader', subject: 'download', language: 'en' })
    const mail = await server.db.queryOne(
      "SELECT to_address, reply_to, subject FROM outbox_emails WHERE kind = 'contact-us'",
    )
    expect(mail).toEqual({
      to_address: 'support@ebook-store.example',
      reply_to: 'reader@example.com',
      subject: '[Contact us] Downloading or reading a book',
    })
  })

  it('allows 5 enquiries an hour per customer, then answers 400', async () => {
    const { token } = await server.addCustomer()
    for (let i = 0; i < 5; i++) {
      const ok = await server.request('POST', '/api/v2/common/contactus', {
        token,
        json: enquiry(),
      })
      expect(ok.status).toBe(200)
    }
    const refused = await server.request('POST', '/api/v2/common/contactus', {
      token,
      language: 'en',
      json: enquiry(),
    })
    expect(refused.status).toBe(400)
    expect(await expectContractResponse(refused)).toMatchObject({
      ErrorList: ['You have sent too many messages. Please try again later.'],
    })
    // Another customer is not held back.
    const other = await server.addCustomer()
    const fine = await server.request('POST', '/api/v2/common/contactus', {
      token: other.token,
      json: enquiry(),
    })
    expect(fine.status).toBe(200)
  })

  it('allows 5 enquiries an hour per IP address, whatever the device', async () => {
    const path = '/api/v2/common/contactus'
    const send = (device: string) =>
      server.app.request(
        path,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', deviceId: device, Language: 'en' },
          body: JSON.stringify(enquiry()),
        },
        { incoming: { socket: { remoteAddress: '203.0.113.7' } } },
      )
    for (let i = 0; i < 5; i++) expect((await send(`ip-device-${i}`)).status).toBe(200)
    const refused = await send('ip-device-new')
    expect(refused.status).toBe(400)
    expect(await expectContractResponse(refused, { method: 'POST', path })).toMatchObject({
      ErrorList: ['You have sent too many messages. Please try again later.'],
    })
    const ip = await server.db.queryOne(
      "SELECT ip_address FROM contact_messages WHERE ip_address = '203.0.113.7' LIMIT 1",
    )
    expect(ip).toEqual({ ip_address: '203.0.113.7' })
  })

  it('answers 400 for blank fields, unknown subjects and malformed input', async () => {
    const blank = await server.request('POST', '/api/v2/common/contactus', {
      language: 'en',
      deviceId: 'blank-device',
      json: enquiry({ FullName: ' ', Enquiry: '\n' }),
    })
    expect(blank.status).toBe(400)
    expect(await expectContractResponse(blank)).toMatchObject({
      ErrorList: ['Name is required.', 'Message is required.'],
    })
    const subject = await server.request('POST', '/api/v2/common/contactus', {
      language: 'en',
      json: enquiry({ Subject: 'complaints' }),
    })
    expect(subject.status).toBe(400)
    expect(await expectContractResponse(subject)).toMatchObject({
      ErrorList: ['Choose a subject from the list.'],
    })
    for (const overrides of [
      { Email: 'nope' },
      { Enquiry: 'x'.repeat(4001) },
      { FullName: 7 },
      { Subject: '' },
      { Email: undefined },
    ]) {
      const response = await server.request('POST', '/api/v2/common/contactus', {
        json: enquiry(overrides),
      })
      expect(response.status).toBe(400)
      await expectContractResponse(response)
    }
  })
})
