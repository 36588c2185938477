import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { CUSTOMER_INFO_KEY } from '../app/session'
import { customer, ok, refused, signIn, type Answer } from '../orders/test-data'
import { fakeServer, renderStore, type Call } from '../test/harness'
import { isThaiTaxId } from './application'

let stops: (() => void)[] = []
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
})
async function open(...args: Parameters<typeof renderStore>) {
  const rendered = await renderStore(...args)
  stops.push(rendered.stop)
  return rendered
}

const bookTypes = [
  { Id: 1, Name: 'นวนิยาย' },
  { Id: 2, Name: 'สารคดี' },
  { Id: 3, Name: 'การ์ตูน' },
]
const accountTypes = [
  { Id: 1, Name: 'บุคคลธรรมดา' },
  { Id: 2, Name: 'นิติบุคคล (บริษัท)' },
]

function publisherServer(status = 0, apply: (call: Call) => Answer = () => undefined) {
  return fakeServer((call) => {
    switch (call.path) {
      case '/api/v2/publisher/getmasterbook':
        return ok(bookTypes)
      case '/api/v2/publisher/getmasteraccounttype':
        return ok(accountTypes)
      case '/api/v2/customer/login-info':
        return ok({ ...customer, PublisherStatus: status })
      case '/api/v2/publisher/RegisterPublisher':
        return apply(call) ?? ok({ PublisherStatus: 10 })
    }
    return undefined
  })
}

const applyCalls = (calls: Call[]) =>
  calls.filter((call) => call.path === '/api/v2/publisher/RegisterPublisher')

/** Fills every required field with good values. */
async function fillApplication() {
  await page.getByRole('radio', { name: 'นิติบุคคล (บริษัท)' }).click()
  await userEvent.fill(page.getByRole('textbox', { name: 'ชื่อบุคคลหรือนิติบุคคล' }), 'บริษัท หนังสือดี จำกัด')
  await userEvent.fill(page.getByRole('textbox', { name: 'เลขประจำตัวผู้เสียภาษี' }), '0105561234560')
  await userEvent.fill(page.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }), '02-123-4567')
  await userEvent.fill(
    page.getByRole('textbox', { name: 'ที่อยู่ตามทะเบียน' }),
    '123 ถนนพระอาทิตย์ กรุงเทพฯ 10200',
  )
  await page.getByRole('checkbox', { name: 'นวนิยาย' }).click()
  await page.getByRole('checkbox', { name: 'การ์ตูน' }).click()
  await userEvent.fill(page.getByRole('textbox', { name: 'ธนาคาร' }), 'ธนาคารกสิกรไทย')
  await userEvent.fill(page.getByRole('textbox', { name: 'ชื่อบัญชี' }), 'บริษัท หนังสือดี จำกัด')
  await userEvent.fill(page.getByRole('textbox', { name: 'เลขที่บัญชี' }), '123-4-56789-0')
}

describe('publisher application', () => {
  it('checks Thai tax ids by their check digit', () => {
    expect(isThaiTaxId('0105561234560')).toBe(true)
    expect(isThaiTaxId('0-1055-61234-56-0')).toBe(true)
    expect(isThaiTaxId('0105561234567')).toBe(false)
    expect(isThaiTaxId('010556123456')).toBe(false)
  })

  it('sends a guest to the login page', async () => {
    const { app } = await open('/vendor/apply')
    await expect.poll(() => app.router.state.location.pathname).toBe('/Login')
    expect(app.router.state.location.search).toMatchObject({ redirect: '/vendor/apply' })
  })

  it('offers the master data’s choices and checks the form as it is typed, sending nothing while wrong', async () => {
    signIn()
    const { server } = await open('/vendor/apply', { server: publisherServer() })
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'สมัครเป็นสำนักพิมพ์' }))
      .toBeVisible()
    await expect.element(page.getByRole('radio', { name: 'บุคคลธรรมดา' })).toBeVisible()
    await expect.element(page.getByRole('checkbox', { name: 'สารคดี' })).toBeVisible()
    // The signed-in customer's e-mail is filled in.
    await expect
      .element(page.getByRole('textbox', { name: 'อีเมลติดต่อ' }))
      .toHaveValue('malee@example.com')

    const taxId = page.getByRole('textbox', { name: 'เลขประจำตัวผู้เสียภาษี' })
    await userEvent.type(taxId, '0105561234567')
    await expect.element(taxId).toHaveAttribute('aria-invalid', 'true')
    await expect.element(page.getByText('เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง')).toBeVisible()
    await userEvent.clear(taxId)
    await userEvent.type(taxId, '0105561234560')
    await expect.element(taxId).not.toHaveAttribute('aria-invalid')

    await page.getByRole('button', { name: 'ส่งใบสมัคร' }).click()
    await expect.element(page.getByText('กรุณาเลือกประเภทผู้สมัคร')).toBeVisible()
    await expect.element(page.getByText('เลือกประเภทหนังสืออย่างน้อย 1 ประเภท')).toBeVisible()
    await expect.element(page.getByText('เลขที่บัญชีต้องเป็นตัวเลข 10–15 หลัก')).toBeVisible()
    expect(applyCalls(server.calls)).toHaveLength(0)
  })

  it('sends the application once, with the master data’s ids, and says it was received', async () => {
    signIn()
    const { app, server } = await open('/vendor/apply', { server: publisherServer() })
    await fillApplication()
    const submit = page.getByRole('button', { name: 'ส่งใบสมัคร' })
    await userEvent.dblClick(submit)
    await expect.element(page.getByRole('heading', { name: 'ส่งใบสมัครแล้ว' })).toBeVisible()
    const calls = applyCalls(server.calls)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.body).toEqual({
      Data: {
        AccountTypeId: 2,
        Name: 'บริษัท หนังสือดี จำกัด',
        TaxId: '0105561234560',
        ContactName: null,
        ContactEmail: 'malee@example.com',
        Phone: '021234567',
        Address: '123 ถนนพระอาทิตย์ กรุงเทพฯ 10200',
        BookTypeIds: [1, 3],
        BankAccount: {
          BankName: 'ธนาคารกสิกรไทย',
          AccountName: 'บริษัท หนังสือดี จำกัด',
          AccountNumber: '1234567890',
        },
        Website: null,
        Description: null,
      },
    })
    // The cached customer knows the application is pending.
    expect(app.session.customer.get()?.PublisherStatus).toBe(10)
    expect(JSON.parse(localStorage.getItem(CUSTOMER_INFO_KEY)!).PublisherStatus).toBe(10)
  })

  it('keeps what was typed when the server refuses, with each message by its field or above', async () => {
    signIn()
    let first = true
    const server = publisherServer(0, () => {
      if (!first) return undefined
      first = false
      return refused(400, 'Data.Phone: รูปแบบไม่ถูกต้อง', 'ระบบไม่รับใบสมัครในขณะนี้')
    })
    await open('/vendor/apply', { server })
    await fillApplication()
    await page.getByRole('button', { name: 'ส่งใบสมัคร' }).click()
    const problems = page.getByRole('alert').filter({ hasText: 'ส่งใบสมัครไม่สำเร็จ' })
    await expect.element(problems.getByText('ระบบไม่รับใบสมัครในขณะนี้')).toBeVisible()
    const phone = page.getByRole('textbox', { name: 'เบอร์โทรศัพท์' })
    await expect.element(phone).toHaveAttribute('aria-invalid', 'true')
    await expect.element(page.getByText('รูปแบบไม่ถูกต้อง', { exact: true })).toBeVisible()
    await expect.element(phone).toHaveValue('02-123-4567')
    await expect
      .element(page.getByRole('textbox', { name: 'ชื่อบุคคลหรือนิติบุคคล' }))
      .toHaveValue('บริษัท หนังสือดี จำกัด')
    await expect.element(page.getByRole('checkbox', { name: 'การ์ตูน' })).toBeChecked()
    // Changing the field clears the server's message; sending again works.
    await userEvent.fill(phone, '0812345678')
    await expect.element(phone).not.toHaveAttribute('aria-invalid')
    await page.getByRole('button', { name: 'ส่งใบสมัคร' }).click()
    await expect.element(page.getByRole('heading', { name: 'ส่งใบสมัครแล้ว' })).toBeVisible()
    expect(applyCalls(server.calls)).toHaveLength(2)
  })

  it('shows where a pending applicant stands instead of the form', async () => {
    signIn()
    await open('/en/vendor/apply', { server: publisherServer(10) })
    await expect
      .element(page.getByRole('heading', { name: 'Your application is being reviewed' }))
      .toBeVisible()
    expect(page.getByRole('button', { name: 'Send application' }).query()).toBeNull()
  })
})

const vendor = (allow = true) => ({
  Id: 1,
  Name: 'สำนักพิมพ์เรือนไม้สัก',
  Description: null,
  MetaKeywords: null,
  MetaDescription: null,
  MetaTitle: null,
  SeName: 'ruean-mai-sak',
  PictureModel: null,
  AllowCustomersToContactVendors: allow,
  CatalogProductsModel: {
    PageNumber: 1,
    PageSize: 12,
    TotalItems: 0,
    TotalPages: 0,
    FirstItem: 0,
    LastItem: 0,
    HasPreviousPage: false,
    HasNextPage: false,
    OrderBy: 0,
    AvailableSortOptions: [],
    NoResultMessage: null,
    Products: [],
  },
})

function contactServer(allow = true, send: (call: Call) => Answer = () => undefined) {
  return fakeServer((call) => {
    if (call.path === '/api/v2/catalog/vendor/1') return ok(vendor(allow))
    if (call.path === '/api/v2/catalog/vendor/404') return refused(404, 'ไม่พบสำนักพิมพ์')
    if (call.path === '/api/v2/common/contactvendor')
      return (
        send(call) ??
        ok({
          VendorId: 1,
          VendorName: 'สำนักพิมพ์เรือนไม้สัก',
          Email: 'somchai@example.com',
          FullName: 'สมชาย',
          SubjectEnabled: true,
          Subject: 'x',
          Enquiry: 'x',
          SuccessfullySent: true,
          Result: 'ส่งข้อความถึงสำนักพิมพ์แล้ว',
          DisplayCaptcha: false,
        })
      )
    return undefined
  })
}

describe('contact a publisher', () => {
  it('lets a guest write to a publisher: checked as typed, sent once, then confirmed', async () => {
    const { server } = await open('/contact-publisher/1', { server: contactServer() })
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'ติดต่อ สำนักพิมพ์เรือนไม้สัก' }))
      .toBeVisible()
    await page.getByRole('button', { name: 'ส่งข้อความ' }).click()
    await expect.element(page.getByText('กรุณากรอกชื่อของคุณ')).toBeVisible()
    const email = page.getByRole('textbox', { name: 'อีเมล' })
    await userEvent.type(email, 'somchai@')
    await expect.element(page.getByText('อีเมลไม่ถูกต้อง')).toBeVisible()
    await userEvent.type(email, 'example.com')
    await expect.element(page.getByText('อีเมลไม่ถูกต้อง')).not.toBeInTheDocument()
    await userEvent.fill(page.getByRole('textbox', { name: 'ชื่อของคุณ' }), 'สมชาย ใจดี')
    await userEvent.fill(page.getByRole('textbox', { name: 'หัวข้อ' }), 'ฉบับพิมพ์ใหม่')
    await userEvent.fill(page.getByRole('textbox', { name: 'ข้อความ' }), 'จะมีเล่มสองเมื่อไรครับ')
    await userEvent.dblClick(page.getByRole('button', { name: 'ส่งข้อความ' }))
    await expect.element(page.getByRole('heading', { name: 'ส่งข้อความแล้ว' })).toBeVisible()
    await expect.element(page.getByText('ส่งข้อความถึงสำนักพิมพ์แล้ว')).toBeVisible()
    const calls = server.calls.filter((call) => call.path === '/api/v2/common/contactvendor')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.body).toEqual({
      Data: {
        VendorId: 1,
        VendorName: 'สำนักพิมพ์เรือนไม้สัก',
        FullName: 'สมชาย ใจดี',
        Email: 'somchai@example.com',
        Subject: 'ฉบับพิมพ์ใหม่',
        Enquiry: 'จะมีเล่มสองเมื่อไรครับ',
      },
    })
  })

  it('fills in the signed-in customer and keeps the message when the server refuses it', async () => {
    signIn()
    await open('/en/contact-publisher/1', {
      server: contactServer(true, () =>
        refused(400, 'You sent too many messages. Try again later.'),
      ),
    })
    await expect.element(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('มาลี รักอ่าน')
    await expect
      .element(page.getByRole('textbox', { name: 'E-mail' }))
      .toHaveValue('malee@example.com')
    await userEvent.fill(page.getByRole('textbox', { name: 'Subject' }), 'Reprint')
    await userEvent.fill(page.getByRole('textbox', { name: 'Message' }), 'When is volume two out?')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect
      .element(page.getByText('You sent too many messages. Try again later.'))
      .toBeVisible()
    await expect
      .element(page.getByRole('textbox', { name: 'Message' }))
      .toHaveValue('When is volume two out?')
  })

  it('says so when the publisher takes no messages', async () => {
    await open('/contact-publisher/1', { server: contactServer(false) })
    await expect
      .element(page.getByRole('heading', { name: 'สำนักพิมพ์นี้ไม่ได้เปิดรับข้อความ' }))
      .toBeVisible()
    expect(page.getByRole('button', { name: 'ส่งข้อความ' }).query()).toBeNull()
  })

  it("answers 'Page Not Found: {path}' for a bad id and '404!' for an unknown publisher", async () => {
    const { app } = await open('/contact-publisher/x1', { server: contactServer() })
    await expect
      .element(page.getByRole('heading', { name: 'ไม่พบหน้านี้: /contact-publisher/x1' }))
      .toBeVisible()
    await app.router.navigate({ href: '/contact-publisher/404' } as never)
    await expect.element(page.getByRole('heading', { name: '404!' })).toBeVisible()
  })
})
