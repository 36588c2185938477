import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { rememberReturnTo } from '../app/return-to'
import { takeReturnTo } from '../app/take-return-to'
import {
  callsTo,
  customerInfo,
  fails,
  formOf,
  malee,
  ok,
  open,
  serverWith,
  storeSignedIn,
} from './test-helpers'

/** A form control by its label, exactly (a required field's label ends with its '*'). */
const field = (label: string) => page.getByLabelText(new RegExp(`^${label}\\*?$`))

const session = (systemName = 'ExternalAuth.Google') => ({
  body: {
    user: { name: 'Malee Jaidee', email: 'malee@gmail.com', image: null },
    expires: '2027-01-01T00:00:00.000Z',
    provider: 'google',
    providerAccountId: '104837462910384756',
    systemName,
  },
})

describe('login page', () => {
  it('logs in by e-mail: toast, token and customer info kept, back to the remembered page', async () => {
    const server = serverWith({
      'POST /api/v2/customer/login': ok({ CustomerInfo: malee, Token: 'new-token' }),
    })
    const { app } = await open('/Login?redirect=%2Fbestseller', { server })
    await expect.element(page.getByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeVisible()
    expect(document.title).toBe('เข้าสู่ระบบ | ร้านหนังสืออีบุ๊ก')

    await userEvent.fill(page.getByLabelText('อีเมลหรือชื่อผู้ใช้'), 'malee@example.com')
    await userEvent.fill(page.getByLabelText('รหัสผ่าน'), 'correct-horse')
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()

    await expect.element(page.getByText('เข้าสู่ระบบสำเร็จ')).toBeVisible()
    await expect.poll(() => app.router.state.location.pathname).toBe('/bestseller')
    const [login] = callsTo(server.calls, 'POST', '/api/v2/customer/login')
    expect(login!.body).toEqual({
      Data: {
        Email: 'malee@example.com',
        Username: null,
        Password: 'correct-horse',
        RememberMe: true,
      },
    })
    expect(localStorage.getItem('token')).toBe('new-token')
    expect(JSON.parse(localStorage.getItem('customerInfo')!)).toEqual(malee)
    expect(app.session.token.get()).toBe('new-token')
    await expect.element(page.getByRole('link', { name: 'สวัสดี มาลี ใจดี' })).toBeVisible()
  })

  it('logs in by username in English and goes home when no page was remembered', async () => {
    const server = serverWith({
      'POST /api/v2/customer/login': ok({ CustomerInfo: malee, Token: 'new-token' }),
    })
    const { app } = await open('/en/Login', { server })
    await userEvent.fill(page.getByLabelText('E-mail or username'), 'malee')
    await userEvent.fill(page.getByLabelText('Password'), 'correct-horse')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect.element(page.getByText('Logged in')).toBeVisible()
    await expect.poll(() => app.router.state.location.pathname).toBe('/en')
    expect(callsTo(server.calls, 'POST', '/api/v2/customer/login')[0]!.body).toMatchObject({
      Data: { Email: null, Username: 'malee' },
    })
  })

  it("shows the server's message and keeps what was typed when login fails; sends once", async () => {
    const server = serverWith({
      'POST /api/v2/customer/login': fails(400, 'อีเมล/ชื่อผู้ใช้ หรือรหัสผ่านไม่ถูกต้อง'),
    })
    const { app } = await open('/Login', { server })
    const identity = page.getByLabelText('อีเมลหรือชื่อผู้ใช้')
    const password = page.getByLabelText('รหัสผ่าน')
    await userEvent.fill(identity, 'malee@example.com')
    await userEvent.fill(password, 'wrong-password')
    await userEvent.dblClick(page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }))

    await expect
      .element(page.getByRole('alert').getByText('อีเมล/ชื่อผู้ใช้ หรือรหัสผ่านไม่ถูกต้อง'))
      .toBeVisible()
    await expect.element(identity).toHaveValue('malee@example.com')
    await expect.element(password).toHaveValue('wrong-password')
    expect(callsTo(server.calls, 'POST', '/api/v2/customer/login')).toHaveLength(1)
    expect(localStorage.getItem('token')).toBeNull()
    expect(app.router.state.location.pathname).toBe('/Login')
  })

  it('asks for both fields before sending anything', async () => {
    const server = serverWith({})
    await open('/en/Login', { server })
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect
      .element(page.getByLabelText('E-mail or username'))
      .toHaveAccessibleDescription('Please fill this in.')
    await expect.element(page.getByLabelText('E-mail or username')).toHaveFocus()
    expect(callsTo(server.calls, 'POST', '/api/v2/customer/login')).toHaveLength(0)
  })

  it('offers the providers of the login-session provider and starts sign-in with the CSRF token', async () => {
    const server = serverWith({
      'GET /api/auth/providers': {
        body: {
          google: { id: 'google', name: 'Google', type: 'oidc', systemName: 'ExternalAuth.Google' },
          apple: { id: 'apple', name: 'Apple', type: 'oidc', systemName: 'ExternalAuth.Apple' },
          facebook: {
            id: 'facebook',
            name: 'Facebook',
            type: 'oauth',
            systemName: 'ExternalAuth.Facebook',
          },
        },
      },
      'GET /api/auth/csrf': { body: { csrfToken: 'csrf-1' } },
      'POST /api/auth/signin/facebook': { body: { url: '#at-the-provider' } },
    })
    await open('/Login?redirect=%2Fbestseller', { server })
    const buttons = page.getByRole('region', { name: 'หรือเข้าสู่ระบบด้วย' }).getByRole('button')
    await expect.element(buttons.nth(2)).toBeVisible()
    expect(buttons.elements().map((button) => button.textContent)).toEqual([
      'Gเข้าสู่ระบบด้วย Google',
      'fเข้าสู่ระบบด้วย Facebook',
      'Aเข้าสู่ระบบด้วย Apple',
    ])
    await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย Facebook' }).click()

    await expect.poll(() => window.location.hash).toBe('#at-the-provider')
    const signIn = callsTo(server.calls, 'POST', '/api/auth/signin/facebook')[0]
    expect(formOf(signIn)).toEqual({
      csrfToken: 'csrf-1',
      callbackUrl: '/Login?redirect=%2Fbestseller',
      json: 'true',
    })
    expect(takeReturnTo()).toBe('/bestseller')
    history.replaceState(null, '', window.location.pathname + window.location.search)
  })
})

describe('register page', () => {
  it('validates as the user types, in Thai', async () => {
    await open('/register', { server: serverWith({}) })
    const email = field('อีเมล')
    await userEvent.type(email, 'malee@')
    await expect.element(email).toHaveAccessibleDescription('รูปแบบอีเมลไม่ถูกต้อง')
    await userEvent.type(email, 'example.com')
    await expect.element(email).not.toHaveAttribute('aria-invalid')

    const password = field('รหัสผ่าน')
    await userEvent.type(password, 'aaaa')
    await expect.element(page.getByText('รหัสผ่านต้องยาวอย่างน้อย 8 ตัวอักษร')).toBeVisible()
    await userEvent.type(password, 'aaaaaa')
    await expect.element(page.getByText(/รหัสผ่านง่ายเกินไป/)).toBeVisible()
    await userEvent.fill(password, 'reading-is-fun')
    const confirmation = page.getByLabelText('ยืนยันรหัสผ่าน')
    await userEvent.type(confirmation, 'reading')
    await expect.element(confirmation).toHaveAccessibleDescription('รหัสผ่านทั้งสองช่องไม่ตรงกัน')
    await userEvent.type(confirmation, '-is-fun')
    await expect.element(confirmation).not.toHaveAttribute('aria-invalid')

    const phone = page.getByLabelText('เบอร์โทรศัพท์')
    await userEvent.type(phone, '12345')
    await expect
      .element(phone)
      .toHaveAccessibleDescription('ไม่บังคับ กรุณากรอกเบอร์โทรศัพท์ 9-10 หลักที่ขึ้นต้นด้วย 0 หรือ +66')
  })

  it('validates in English, keeps the fields on a server error, then registers and signs in', async () => {
    let attempt = 0
    const server = serverWith({
      'POST /api/v2/customer/register': () =>
        ++attempt === 1
          ? fails(400, 'This e-mail is already registered.')
          : ok({ CustomerInfo: malee, Token: 'registered-token' }),
    })
    const { app } = await open('/en/register?redirect=%2Fbestseller', { server })
    const email = field('E-mail')
    await userEvent.type(email, 'malee')
    await expect.element(email).toHaveAccessibleDescription('Invalid email address')
    await userEvent.type(email, '@example.com')
    await userEvent.fill(field('Password'), 'reading-is-fun')
    await userEvent.fill(page.getByLabelText('Confirm password'), 'reading-is-fun')
    await userEvent.fill(page.getByLabelText('First name'), 'Malee')
    await userEvent.fill(page.getByLabelText('Last name'), 'Jaidee')
    const submit = page.getByRole('button', { name: 'Register', exact: true })
    await submit.click()
    await expect.element(page.getByText('Please accept the privacy policy.')).toBeVisible()
    await page.getByRole('checkbox', { name: /I have read and accept the privacy policy/ }).click()
    await submit.click()

    await expect
      .element(page.getByRole('alert').getByText('This e-mail is already registered.'))
      .toBeVisible()
    await expect.element(email).toHaveValue('malee@example.com')
    await expect.element(page.getByLabelText('First name')).toHaveValue('Malee')
    await submit.click()
    await expect.element(page.getByText('Welcome! Your account is ready.')).toBeVisible()
    await expect.poll(() => app.router.state.location.pathname).toBe('/en/bestseller')
    expect(localStorage.getItem('token')).toBe('registered-token')
    expect(callsTo(server.calls, 'POST', '/api/v2/customer/register')[1]!.body).toMatchObject({
      Data: {
        Email: 'malee@example.com',
        Username: null,
        Password: 'reading-is-fun',
        ConfirmPassword: 'reading-is-fun',
        FirstName: 'Malee',
        LastName: 'Jaidee',
        AcceptPrivacyPolicy: true,
      },
    })
  })
})

describe('start-up external login', () => {
  it('runs with no token, an authenticated session and no error: stores the customer and returns to the saved page', async () => {
    rememberReturnTo('/bestseller')
    const server = serverWith({
      'GET /api/auth/session': session('ExternalAuth.Apple'),
      'POST /api/v2/customer/externallogin': ok({ CustomerInfo: malee, Token: 'external-token' }),
    })
    const { app } = await open('/Login', { server })
    // The start-up sign-in is a lazy part: wait for its call (a toast of the same words may still
    // be on screen from the test before).
    await expect
      .poll(() => callsTo(server.calls, 'POST', '/api/v2/customer/externallogin').length)
      .toBe(1)
    await expect.element(page.getByText('เข้าสู่ระบบสำเร็จ')).toBeVisible()
    const [login] = callsTo(server.calls, 'POST', '/api/v2/customer/externallogin')
    expect(login!.body).toEqual({
      Data: {
        Email: 'malee@gmail.com',
        ExternalDisplayIdentifier: '',
        ExternalIdentifier: '104837462910384756',
        ProviderSystemName: 'ExternalAuth.Apple',
      },
    })
    await expect.poll(() => app.router.state.location.pathname).toBe('/bestseller')
    expect(localStorage.getItem('token')).toBe('external-token')
    expect(JSON.parse(localStorage.getItem('customerInfo')!)).toEqual(malee)
    // Used once.
    expect(takeReturnTo()).toBe('/')
  })

  it('goes home when the page was remembered more than 60 s ago', async () => {
    rememberReturnTo('/bestseller', () => Date.now() - 61_000)
    const server = serverWith({
      'GET /api/auth/session': session(),
      'POST /api/v2/customer/externallogin': ok({ CustomerInfo: malee, Token: 'external-token' }),
    })
    const { app } = await open('/en/Login', { server })
    await expect.element(page.getByText('Logged in')).toBeVisible()
    await expect.poll(() => app.router.state.location.pathname).toBe('/en')
  })

  it('does not run when a token is stored', async () => {
    storeSignedIn()
    const server = serverWith({
      'GET /api/auth/session': session(),
      'POST /api/v2/customer/externallogin': ok({ CustomerInfo: malee, Token: 'external-token' }),
    })
    const { app } = await open('/', { server })
    await expect.element(page.getByRole('link', { name: 'สวัสดี มาลี ใจดี' })).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(callsTo(server.calls, 'POST', '/api/v2/customer/externallogin')).toHaveLength(0)
    expect(app.session.token.get()).toBe('token-of-malee')
  })

  it('does not run when the session is not authenticated', async () => {
    const server = serverWith({ 'GET /api/auth/session': { body: {} } })
    await open('/', { server })
    await expect.poll(() => callsTo(server.calls, 'GET', '/api/auth/session')).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(callsTo(server.calls, 'POST', '/api/v2/customer/externallogin')).toHaveLength(0)
  })

  it("logs 'Sign-In failed' and attempts nothing when the sign-in query carries an error", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const server = serverWith({
      'GET /api/auth/session': session(),
      'POST /api/v2/customer/externallogin': ok({ CustomerInfo: malee, Token: 'external-token' }),
    })
    await open('/auth/error?error=AccessDenied', { server })
    await expect.element(page.getByRole('heading', { name: 'เข้าสู่ระบบไม่สำเร็จ' })).toBeVisible()
    await expect
      .element(page.getByText('คุณยกเลิกการเข้าสู่ระบบ หรือไม่ได้อนุญาตให้ร้านเข้าถึงบัญชี'))
      .toBeVisible()
    await expect.poll(() => log.mock.calls).toContainEqual(['Sign-In failed'])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(callsTo(server.calls, 'GET', '/api/auth/session')).toHaveLength(0)
    expect(callsTo(server.calls, 'POST', '/api/v2/customer/externallogin')).toHaveLength(0)
    expect(localStorage.getItem('token')).toBeNull()
    log.mockRestore()
  })

  it('stays a guest and shows the ErrorList when the external login is refused', async () => {
    const server = serverWith({
      'GET /api/auth/session': session(),
      'POST /api/v2/customer/externallogin': fails(400, 'บัญชีนี้ถูกปิดใช้งานแล้ว'),
    })
    const { app } = await open('/Login', { server })
    await expect.element(page.getByText('บัญชีนี้ถูกปิดใช้งานแล้ว')).toBeVisible()
    expect(app.session.token.get()).toBeNull()
    expect(app.router.state.location.pathname).toBe('/Login')
  })
})

describe('pages that need an account', () => {
  it('send a guest to the login page and bring them back after login', async () => {
    const server = serverWith({
      'POST /api/v2/customer/login': ok({ CustomerInfo: malee, Token: 'new-token' }),
      'GET /api/v2/customer/info': ok(customerInfo()),
      'GET /api/v2/customer/login-info': ok(malee),
    })
    const { app } = await open('/customer/profile', { server })
    await expect.poll(() => app.router.state.location.pathname).toBe('/Login')
    expect(app.router.state.location.search).toEqual({ redirect: '/customer/profile' })
    expect(callsTo(server.calls, 'GET', '/api/v2/customer/info')).toHaveLength(0)

    await userEvent.fill(page.getByLabelText('อีเมลหรือชื่อผู้ใช้'), 'malee')
    await userEvent.fill(page.getByLabelText('รหัสผ่าน'), 'correct-horse')
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()
    await expect.poll(() => app.router.state.location.pathname).toBe('/customer/profile')
    await expect.element(page.getByRole('heading', { name: 'ข้อมูลส่วนตัว', level: 1 })).toBeVisible()
  })

  it('keep the language: /en pages go to /en/Login', async () => {
    const { app } = await open('/en/customer/change-password?x=1', { server: serverWith({}) })
    await expect.poll(() => app.router.state.location.pathname).toBe('/en/Login')
    expect(app.router.state.location.search).toEqual({ redirect: '/customer/change-password?x=1' })
    await expect.element(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible()
  })
})

describe('logout', () => {
  it('revokes the token, signs out of the external session with the CSRF token, clears storage and goes home', async () => {
    storeSignedIn()
    localStorage.setItem('theme', 'light')
    localStorage.setItem('recentlyViewed', '[1,2]')
    let signedOut = false
    const server = serverWith({
      'GET /api/auth/session': () => (signedOut ? { body: {} } : session()),
      'GET /api/auth/csrf': { body: { csrfToken: 'csrf-2' } },
      'POST /api/auth/signout': () => ((signedOut = true), { body: { url: '/' } }),
      'GET /api/v2/customer/logout': ok(null),
      'GET /api/v2/customer/info': ok(customerInfo()),
      'GET /api/v2/customer/login-info': ok(malee),
    })
    const { app } = await open('/en/customer/profile', { server })
    await expect.element(page.getByRole('heading', { name: 'My details', level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('button', { name: 'Log out' }).click()

    await expect.element(page.getByText('You are logged out.')).toBeVisible()
    await expect.poll(() => app.router.state.location.pathname).toBe('/en')
    const [logout] = callsTo(server.calls, 'GET', '/api/v2/customer/logout')
    expect(logout!.headers.get('Token')).toBe('token-of-malee')
    expect(formOf(callsTo(server.calls, 'POST', '/api/auth/signout')[0])).toEqual({
      csrfToken: 'csrf-2',
    })
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('customerInfo')).toBeNull()
    expect(localStorage.getItem('recentlyViewed')).toBeNull()
    expect(localStorage.getItem('theme')).toBe('light')
    expect(app.session.customer.get()).toBeNull()
    await expect.element(page.getByRole('link', { name: 'Log in' })).toBeVisible()
  })

  it("shows 'Could not fetch CSRF Token for signing out' when no CSRF token comes, and still logs out", async () => {
    storeSignedIn()
    const server = serverWith({
      'GET /api/auth/session': session(),
      'GET /api/auth/csrf': { status: 500, body: {} },
      'GET /api/v2/customer/logout': ok(null),
    })
    const { app } = await open('/', { server })
    await page.getByRole('button', { name: 'เมนูบัญชี' }).click()
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click()
    await expect.element(page.getByText('Could not fetch CSRF Token for signing out')).toBeVisible()
    expect(callsTo(server.calls, 'POST', '/api/auth/signout')).toHaveLength(0)
    await expect.poll(() => localStorage.getItem('token')).toBeNull()
    expect(app.router.state.location.pathname).toBe('/')
  })
})
