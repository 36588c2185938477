import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { CUSTOMER_INFO_KEY } from '../app/session'
import { fakeServer, renderStore, type Call } from '../test/harness'

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

const subjects = [
  ['order', 'สอบถามการสั่งซื้อ', 'Orders'],
  ['payment', 'การชำระเงิน', 'Payment'],
  ['other', 'อื่น ๆ', 'Other'],
] as const

const contactForm = (english: boolean, prefill: { Email?: string; FullName?: string } = {}) => ({
  Email: prefill.Email ?? null,
  FullName: prefill.FullName ?? null,
  SubjectEnabled: true,
  Subject: null,
  AvailableSubjects: subjects.map(([Value, th, en]) => ({
    Disabled: false,
    Group: null,
    Selected: false,
    Text: english ? en : th,
    Value,
  })),
  Enquiry: null,
  SuccessfullySent: false,
  Result: null,
  DisplayCaptcha: false,
})

type Send = (call: Call) => { status?: number; body: unknown }

/** A fake contact-us server: the prepared form, and what sending answers. */
function contactServer(send: Send, prefill?: { Email?: string; FullName?: string }) {
  return fakeServer((call) => {
    if (call.path !== '/api/v2/common/contactus') return undefined
    if (call.method === 'GET') {
      return {
        body: { Data: contactForm(call.headers.get('Language') === 'en', prefill), ErrorList: [] },
      }
    }
    return send(call)
  })
}

const sent: Send = (call) => {
  const data = (call.body as { Data: Record<string, string> }).Data
  return {
    body: {
      Data: {
        ...contactForm(false),
        ...data,
        SuccessfullySent: true,
        Result: 'ส่งข้อความถึงร้านค้าเรียบร้อยแล้ว',
      },
      Message: 'ส่งข้อความถึงร้านค้าเรียบร้อยแล้ว',
      ErrorList: [],
    },
  }
}

const posts = (server: ReturnType<typeof fakeServer>) =>
  server.calls.filter((c) => c.path === '/api/v2/common/contactus' && c.method === 'POST')

/** A field's label and what goes in it. */
type Entry = [label: string, value: string]

async function fillForm(form: { name: Entry; email: Entry; subject: Entry; message: Entry }) {
  await userEvent.fill(page.getByRole('textbox', { name: form.name[0] }), form.name[1])
  await userEvent.fill(page.getByRole('textbox', { name: form.email[0] }), form.email[1])
  await userEvent.selectOptions(
    page.getByRole('combobox', { name: form.subject[0] }),
    form.subject[1],
  )
  await userEvent.fill(page.getByRole('textbox', { name: form.message[0] }), form.message[1])
}

describe('contact us', () => {
  it('checks the e-mail as it is typed, in English and in Thai', async () => {
    const { app } = await open('/en/contactus', { server: contactServer(sent) })
    const email = page.getByRole('textbox', { name: 'Email' })
    await userEvent.type(email, 'malee@')
    await expect.element(email).toHaveAccessibleDescription(/Invalid email address/)
    await expect.element(email).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(email, 'example.com')
    await expect.element(email).not.toHaveAttribute('aria-invalid')
    expect(document.title).toBe('Contact us | E-book Store')

    // In Thai (what was typed stays when the language changes).
    await app.router.navigate({ href: '/contactus' } as never)
    const thaiEmail = page.getByRole('textbox', { name: 'อีเมล' })
    await expect.element(thaiEmail).toHaveValue('malee@example.com')
    await userEvent.clear(thaiEmail)
    await userEvent.type(thaiEmail, 'malee')
    await expect.element(thaiEmail).toHaveAccessibleDescription(/อีเมลไม่ถูกต้อง/)
  })

  it('does not send an empty form: every field says what it needs and the first one is focused', async () => {
    const server = contactServer(sent)
    await open('/en/contactus', { server })
    await page.getByRole('button', { name: 'Send message' }).click()
    const name = page.getByRole('textbox', { name: 'Full name' })
    await expect.element(name).toHaveAccessibleDescription('Please enter your name')
    await expect.element(name).toHaveFocus()
    await expect
      .element(page.getByRole('combobox', { name: 'Subject' }))
      .toHaveAccessibleDescription('Please choose a subject')
    await expect
      .element(page.getByRole('textbox', { name: 'Message' }))
      .toHaveAccessibleDescription(/Please enter a message/)
    expect(posts(server)).toHaveLength(0)
  })

  it('sends the form as Data and shows the server’s result', async () => {
    const server = contactServer(sent)
    await open('/contactus', { server })
    await fillForm({
      name: ['ชื่อ-นามสกุล', 'มาลี ใจดี'],
      email: ['อีเมล', 'malee@example.com'],
      subject: ['หัวข้อ', 'การชำระเงิน'],
      message: ['ข้อความ', 'ชำระเงินแล้วแต่ยังดาวน์โหลดไม่ได้'],
    })
    await page.getByRole('button', { name: 'ส่งข้อความ' }).click()
    await expect.element(page.getByRole('heading', { name: 'ส่งข้อความแล้ว' })).toBeVisible()
    await expect.element(page.getByText('ส่งข้อความถึงร้านค้าเรียบร้อยแล้ว')).toBeVisible()
    expect(posts(server)[0]!.body).toEqual({
      Data: {
        FullName: 'มาลี ใจดี',
        Email: 'malee@example.com',
        Subject: 'payment',
        Enquiry: 'ชำระเงินแล้วแต่ยังดาวน์โหลดไม่ได้',
      },
    })
    // Another message starts with the name and e-mail kept and the message empty.
    await page.getByRole('button', { name: 'ส่งข้อความอื่น' }).click()
    await expect.element(page.getByRole('textbox', { name: 'ชื่อ-นามสกุล' })).toHaveValue('มาลี ใจดี')
    await expect.element(page.getByRole('textbox', { name: 'ข้อความ' })).toHaveValue('')
  })

  it("shows the server's ErrorList (the rate limit) and keeps everything typed", async () => {
    const server = contactServer(() => ({
      status: 400,
      body: {
        Data: null,
        ErrorList: ['You have sent too many messages. Please try again later.'],
      },
    }))
    await open('/en/contactus', { server })
    await fillForm({
      name: ['Full name', 'Malee Jaidee'],
      email: ['Email', 'malee@example.com'],
      subject: ['Subject', 'Orders'],
      message: ['Message', 'Where is my receipt?'],
    })
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('You have sent too many messages. Please try again later.')
    expect(posts(server)).toHaveLength(1)
    await expect
      .element(page.getByRole('textbox', { name: 'Full name' }))
      .toHaveValue('Malee Jaidee')
    await expect
      .element(page.getByRole('textbox', { name: 'Email' }))
      .toHaveValue('malee@example.com')
    await expect.element(page.getByRole('combobox', { name: 'Subject' })).toHaveValue('order')
    await expect
      .element(page.getByRole('textbox', { name: 'Message' }))
      .toHaveValue('Where is my receipt?')
  })

  it("is filled in with the signed-in customer's name and e-mail", async () => {
    localStorage.setItem('token', 'customer-token')
    localStorage.setItem(
      CUSTOMER_INFO_KEY,
      JSON.stringify({
        CustomerId: 7,
        Username: 'malee',
        FirstName: 'มาลี',
        LastName: 'ใจดี',
        Email: 'malee@example.com',
        IsAdmin: false,
        AdminRedirectUrl: null,
        PublisherRedirectUrl: null,
        PublisherStatus: null,
      }),
    )
    await open('/contactus', { server: contactServer(sent) })
    await expect.element(page.getByRole('textbox', { name: 'ชื่อ-นามสกุล' })).toHaveValue('มาลี ใจดี')
    await expect
      .element(page.getByRole('textbox', { name: 'อีเมล' }))
      .toHaveValue('malee@example.com')
  })

  it('shows what the server said when the form cannot be loaded', async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/common/contactus'
        ? { status: 503, body: { ErrorList: ['ปิดปรับปรุงชั่วคราว'] } }
        : undefined,
    )
    await open('/contactus', { server })
    await expect.element(page.getByRole('heading', { name: 'โหลดหน้านี้ไม่สำเร็จ' })).toBeVisible()
    await expect.element(page.getByRole('alert')).toHaveTextContent('ปิดปรับปรุงชั่วคราว')
  })
})
