import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import {
  callsTo,
  customerInfo,
  fails,
  malee,
  ok,
  open,
  serverWith,
  storeSignedIn,
} from './test-helpers'

const TOKEN = 'q8Zr2kP4x9LmN0aB7cD1eF3g'
const GUID = '6f1c2a8e-4b7d-4e1a-9c3f-2d5b8a7e6c01'
const VALIDATE = `/api/v2/customer/validate-reset-password/${TOKEN}/${GUID}`

/** A form control by its label, exactly (a required field's label ends with its '*'). */
const field = (label: string) => page.getByLabelText(new RegExp(`^${label}\\*?$`))

describe('reset password', () => {
  it('checks the link first, then takes the new password and goes to the login page', async () => {
    const server = serverWith({
      [`GET ${VALIDATE}`]: ok({
        Token: TOKEN,
        Guid: GUID,
        MaskedEmail: 'm****@example.com',
        DisablePasswordChanging: false,
        Result: null,
      }),
      'POST /api/v2/customer/confirm-reset-password': ok(null),
    })
    const { app } = await open(`/reset-password/${TOKEN}/${GUID}`, { server })
    await expect.element(page.getByText('ตั้งรหัสผ่านใหม่สำหรับบัญชี m****@example.com')).toBeVisible()
    expect(callsTo(server.calls, 'GET', VALIDATE)).toHaveLength(1)

    await userEvent.type(field('รหัสผ่านใหม่'), 'abc')
    await expect.element(page.getByText('รหัสผ่านต้องยาวอย่างน้อย 8 ตัวอักษร')).toBeVisible()
    await userEvent.fill(field('รหัสผ่านใหม่'), 'a-new-secret')
    await userEvent.fill(field('ยืนยันรหัสผ่านใหม่'), 'a-new-secret')
    await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click()

    await expect
      .element(page.getByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่'))
      .toBeVisible()
    await expect.poll(() => app.router.state.location.pathname).toBe('/Login')
    const validateAt = server.calls.findIndex((call) => call.path === VALIDATE)
    const confirmAt = server.calls.findIndex(
      (call) => call.path === '/api/v2/customer/confirm-reset-password',
    )
    expect(validateAt).toBeLessThan(confirmAt)
    expect(server.calls[confirmAt]!.body).toEqual({
      Data: {
        Token: TOKEN,
        Guid: GUID,
        NewPassword: 'a-new-secret',
        ConfirmNewPassword: 'a-new-secret',
      },
    })
  })

  it('shows why a link cannot be used, without the form, and offers a new one', async () => {
    const server = serverWith({
      [`GET ${VALIDATE}`]: fails(
        400,
        'This password reset link has expired. Please ask for a new one.',
      ),
    })
    await open(`/en/reset-password/${TOKEN}/${GUID}`, { server })
    await expect
      .element(page.getByRole('heading', { name: 'This link cannot be used', level: 1 }))
      .toBeVisible()
    await expect
      .element(page.getByText('This password reset link has expired. Please ask for a new one.'))
      .toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'Ask for a new link' }))
      .toHaveAttribute('href', '/en/customer/forget-password')
    expect(page.getByLabelText(/New password/).query()).toBeNull()
    expect(callsTo(server.calls, 'POST', '/api/v2/customer/confirm-reset-password')).toHaveLength(0)
  })

  it("is 'Page Not Found: {path}' when the address cannot be a reset link", async () => {
    const server = serverWith({})
    await open('/en/reset-password/short/not-a-guid', { server })
    await expect
      .element(
        page.getByRole('heading', {
          level: 1,
          name: 'Page Not Found: /en/reset-password/short/not-a-guid',
        }),
      )
      .toBeVisible()
    expect(document.title).toBe('Page Not Found | E-book Store')
    expect(server.calls.some((call) => call.path.includes('validate-reset-password'))).toBe(false)
  })
})

describe('forgot password', () => {
  it('asks for a link and says the same whatever the address', async () => {
    const server = serverWith({ 'POST /api/v2/customer/reset-password': ok(null) })
    await open('/customer/forget-password', { server })
    await userEvent.type(field('อีเมล'), 'malee')
    await expect.element(field('อีเมล')).toHaveAccessibleDescription('รูปแบบอีเมลไม่ถูกต้อง')
    await userEvent.type(field('อีเมล'), '@example.com')
    await page.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }).click()
    await expect.element(page.getByRole('heading', { name: 'ตรวจสอบอีเมลของคุณ' })).toBeVisible()
    await expect.element(page.getByText(/หากมีบัญชีที่ใช้อีเมล malee@example.com/)).toBeVisible()
    expect(callsTo(server.calls, 'POST', '/api/v2/customer/reset-password')[0]!.body).toEqual({
      Data: { Email: 'malee@example.com' },
    })
  })
})

describe('profile', () => {
  it('shows the date of birth with the month names of the months list, and saves a new one', async () => {
    storeSignedIn()
    const server = serverWith({
      'GET /api/v2/customer/info': ok(customerInfo()),
      'GET /api/v2/customer/login-info': ok(malee),
      'POST /api/v2/customer/info': ok(customerInfo()),
    })
    await open('/customer/profile', { server })
    expect(document.title).toBe('ข้อมูลส่วนตัว | ร้านหนังสืออีบุ๊ก')
    const birthday = page.getByRole('button', { name: 'วันเกิด', exact: true })
    await expect.element(birthday).toHaveTextContent('14 กุมภาพันธ์ 2533')
    await expect.element(page.getByRole('textbox', { name: 'ชื่อ', exact: true })).toHaveValue('มาลี')

    await birthday.click()
    await page.getByRole('gridcell', { name: /20/ }).getByRole('button').click()
    await expect.element(birthday).toHaveTextContent('20 กุมภาพันธ์ 2533')
    await userEvent.fill(page.getByRole('textbox', { name: 'ชื่อ', exact: true }), 'มาลีวัลย์')
    await page.getByRole('button', { name: 'บันทึก', exact: true }).click()

    await expect.element(page.getByText('บันทึกข้อมูลส่วนตัวแล้ว')).toBeVisible()
    expect(callsTo(server.calls, 'POST', '/api/v2/customer/info')[0]!.body).toMatchObject({
      Data: {
        FirstName: 'มาลีวัลย์',
        DateOfBirthDay: 20,
        DateOfBirthMonth: 2,
        DateOfBirthYear: 1990,
        Gender: 'F',
        Phone: '0812345678',
      },
    })
    await expect.element(page.getByRole('link', { name: 'สวัสดี มาลีวัลย์ ใจดี' })).toBeVisible()
  })

  it('writes the month in English, and every month of the list has its name', async () => {
    storeSignedIn()
    const server = serverWith({
      'GET /api/v2/customer/info': ok(customerInfo({ DateOfBirthMonth: 11, DateOfBirthDay: 3 })),
      'GET /api/v2/customer/login-info': ok(malee),
    })
    await open('/en/customer/profile', { server })
    await expect
      .element(page.getByRole('button', { name: 'Date of birth', exact: true }))
      .toHaveTextContent('November 3, 1990')
    const { MONTHS } = await import('./months')
    const { translate } = await import('../i18n')
    expect(MONTHS.map((month) => month.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(MONTHS.map((month) => translate('en', month.key))).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ])
    expect(translate('th', MONTHS[3].key)).toBe('เมษายน')
  })

  it("keeps what was typed and shows the server's message when saving fails", async () => {
    storeSignedIn()
    const server = serverWith({
      'GET /api/v2/customer/info': ok(customerInfo()),
      'GET /api/v2/customer/login-info': ok(malee),
      'POST /api/v2/customer/info': fails(400, 'อีเมลนี้มีผู้ใช้แล้ว'),
    })
    await open('/customer/profile', { server })
    const email = page.getByRole('textbox', { name: 'อีเมล' })
    await userEvent.fill(email, 'taken@example.com')
    await page.getByRole('button', { name: 'บันทึก', exact: true }).click()
    await expect.element(page.getByRole('alert').getByText('อีเมลนี้มีผู้ใช้แล้ว')).toBeVisible()
    await expect.element(email).toHaveValue('taken@example.com')
  })

  it('links admins and approved publishers to their areas', async () => {
    const boss = {
      ...malee,
      IsAdmin: true,
      AdminRedirectUrl: '/admin',
      PublisherStatus: 20,
      PublisherRedirectUrl: '/publisher/3',
    }
    storeSignedIn(boss)
    const server = serverWith({
      'GET /api/v2/customer/info': ok(customerInfo()),
      'GET /api/v2/customer/login-info': ok(boss),
    })
    await open('/customer/profile', { server })
    await expect
      .element(page.getByRole('link', { name: 'ไปยังหน้าผู้ดูแลระบบ' }))
      .toHaveAttribute('href', '/admin')
    await expect
      .element(page.getByRole('link', { name: 'ไปยังหน้าสำนักพิมพ์' }))
      .toHaveAttribute('href', '/publisher/3')
  })

  it('shows a customer whose application is pending where it stands, and none the admin link', async () => {
    const applicant = { ...malee, PublisherStatus: 10 }
    storeSignedIn(applicant)
    const server = serverWith({
      'GET /api/v2/customer/info': ok(customerInfo()),
      'GET /api/v2/customer/login-info': ok(applicant),
    })
    await open('/en/customer/profile', { server })
    await expect.element(page.getByText('Your publisher application is under review')).toBeVisible()
    expect(page.getByRole('link', { name: 'Go to the admin area' }).query()).toBeNull()
  })
})

describe('change password', () => {
  it('validates as the user types and clears the form after the change', async () => {
    storeSignedIn()
    const server = serverWith({
      'GET /api/v2/customer/info': ok(customerInfo()),
      'GET /api/v2/customer/login-info': ok(malee),
      'POST /api/v2/customer/changepassword': ok(null),
    })
    await open('/en/customer/change-password', { server })
    await userEvent.fill(field('Current password'), 'old-secret')
    await userEvent.type(field('New password'), 'malee@example.com')
    await expect
      .element(field('New password'))
      .toHaveAccessibleDescription(
        'At least 8 characters, with at least 4 different ones. The password must not be your e-mail or username.',
      )
    await userEvent.fill(field('New password'), 'a-new-secret')
    await userEvent.fill(field('Confirm new password'), 'a-new-secret')
    await page.getByRole('button', { name: 'Change password', exact: true }).click()
    await expect.element(page.getByText('Your password was changed.')).toBeVisible()
    await expect.element(field('Current password')).toHaveValue('')
    expect(callsTo(server.calls, 'POST', '/api/v2/customer/changepassword')[0]!.body).toEqual({
      Data: {
        OldPassword: 'old-secret',
        NewPassword: 'a-new-secret',
        ConfirmNewPassword: 'a-new-secret',
      },
    })
  })
})

describe('delete account', () => {
  it('deactivates only after the confirm dialog, then forgets the customer and goes home', async () => {
    storeSignedIn()
    const server = serverWith({
      'GET /api/v2/customer/info': ok(customerInfo()),
      'GET /api/v2/customer/login-info': ok(malee),
      'POST /api/v2/customer/deactivate': ok(null),
    })
    const { app } = await open('/customer/delete-account', { server })
    await userEvent.fill(field('รหัสผ่าน'), 'my-secret')
    const submit = page.getByRole('button', { name: 'ปิดบัญชีของฉัน' })
    await submit.click()

    const dialog = page.getByRole('alertdialog')
    await expect.element(dialog.getByText('ปิดบัญชีนี้ถาวรหรือไม่?')).toBeVisible()
    await dialog.getByRole('button', { name: 'ไม่' }).click()
    await expect.poll(() => dialog.query()).toBeNull()
    expect(callsTo(server.calls, 'POST', '/api/v2/customer/deactivate')).toHaveLength(0)
    await expect.element(field('รหัสผ่าน')).toHaveValue('my-secret')

    await submit.click()
    await dialog.getByRole('button', { name: 'ตกลง' }).click()
    await expect.element(page.getByText('ปิดบัญชีของคุณเรียบร้อยแล้ว')).toBeVisible()
    await expect.poll(() => app.router.state.location.pathname).toBe('/')
    expect(callsTo(server.calls, 'POST', '/api/v2/customer/deactivate')[0]!.body).toEqual({
      Data: { Password: 'my-secret' },
    })
    await expect.poll(() => localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('customerInfo')).toBeNull()
    await expect.element(page.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible()
  })

  it('keeps the password typed when the server refuses it', async () => {
    storeSignedIn()
    const server = serverWith({
      'GET /api/v2/customer/info': ok(customerInfo()),
      'GET /api/v2/customer/login-info': ok(malee),
      'POST /api/v2/customer/deactivate': fails(400, 'รหัสผ่านไม่ถูกต้อง'),
    })
    const { app } = await open('/customer/delete-account', { server })
    await userEvent.fill(field('รหัสผ่าน'), 'wrong-secret')
    await page.getByRole('button', { name: 'ปิดบัญชีของฉัน' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'ตกลง' }).click()
    await expect.element(page.getByRole('alert').getByText('รหัสผ่านไม่ถูกต้อง')).toBeVisible()
    await expect.element(field('รหัสผ่าน')).toHaveValue('wrong-secret')
    expect(app.router.state.location.pathname).toBe('/customer/delete-account')
    expect(localStorage.getItem('token')).toBe('token-of-malee')
  })
})

describe('linked external sign-ins', () => {
  it('lists them and removes one after confirming', async () => {
    storeSignedIn()
    const google = {
      Id: 3,
      Email: 'malee@gmail.com',
      ExternalIdentifier: '1048',
      AuthMethodName: 'ExternalAuth.Google',
    }
    const apple = {
      Id: 4,
      Email: null,
      ExternalIdentifier: '0009.abc',
      AuthMethodName: 'ExternalAuth.Apple',
    }
    let removed = false
    const server = serverWith({
      'GET /api/v2/customer/info': () =>
        ok(customerInfo({ AssociatedExternalAuthRecords: removed ? [apple] : [google, apple] })),
      'GET /api/v2/customer/login-info': ok(malee),
      'POST /api/v2/customer/removeexternalassociation/3': () => ((removed = true), ok([apple])),
    })
    await open('/removesocial', { server })
    const list = page.getByRole('list', { name: 'บัญชีที่เชื่อมต่อ' })
    await expect.element(list.getByRole('listitem').nth(1)).toBeVisible()
    await expect.element(list.getByText('malee@gmail.com')).toBeVisible()
    await expect.element(list.getByText('ไม่มีอีเมล')).toBeVisible()

    await page.getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ Google (malee@gmail.com)' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect.element(dialog.getByText('ยกเลิกการเชื่อมต่อ Google?')).toBeVisible()
    await dialog.getByRole('button', { name: 'ตกลง' }).click()

    await expect.element(page.getByText('ยกเลิกการเชื่อมต่อ Google แล้ว')).toBeVisible()
    await expect.poll(() => list.getByRole('listitem').elements().length).toBe(1)
    expect(list.getByText('malee@gmail.com').query()).toBeNull()
    expect(
      callsTo(server.calls, 'POST', '/api/v2/customer/removeexternalassociation/3'),
    ).toHaveLength(1)
  })

  it('says so when none is linked', async () => {
    storeSignedIn()
    const server = serverWith({
      'GET /api/v2/customer/info': ok(customerInfo()),
      'GET /api/v2/customer/login-info': ok(malee),
    })
    await open('/en/removesocial', { server })
    await expect
      .element(page.getByRole('heading', { name: 'No linked accounts yet' }))
      .toBeVisible()
  })
})
