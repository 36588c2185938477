import { ApiError } from '@ebook/api'
import { MutationObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { fakeServer, renderStore } from '../test/harness'
import { CUSTOMER_INFO_KEY } from './session'

const customer = {
  CustomerId: 7,
  Username: 'malee',
  FirstName: 'มาลี',
  LastName: 'ใจดี',
  Email: 'malee@example.com',
  IsAdmin: false,
  AdminRedirectUrl: null,
  PublisherRedirectUrl: null,
  PublisherStatus: null,
}

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

describe('start-up', () => {
  it('sends POST /appstart first, with DeviceTypeId 20 and no device id; later calls carry one', async () => {
    const { server } = await open('/')
    await expect.element(page.getByRole('heading', { name: 'หนังสือใหม่', exact: true })).toBeVisible()
    const [first, ...rest] = server.calls
    expect(first).toMatchObject({
      method: 'POST',
      path: '/api/appstart',
      body: { Data: { DeviceTypeId: 20 } },
    })
    expect(first!.headers.get('deviceId')).toBeNull()
    const v2 = rest.find((call) => call.path.startsWith('/api/v2/'))!
    expect(v2.headers.get('deviceId')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('puts a stored token into the auth store and sends it as the Token header', async () => {
    localStorage.setItem('token', 'stored-token')
    localStorage.setItem(CUSTOMER_INFO_KEY, JSON.stringify(customer))
    const { app, server } = await open('/')
    expect(app.session.token.get()).toBe('stored-token')
    await expect.element(page.getByRole('link', { name: 'สวัสดี มาลี ใจดี' })).toBeVisible()
    expect(
      server.calls.find((call) => call.path === '/api/v2/shoppingcart/cart')!.headers.get('Token'),
    ).toBe('stored-token')
  })

  it('restores the customer from local storage when the profile is empty and caches it in a cookie as JSON', async () => {
    localStorage.setItem('token', 'stored-token')
    localStorage.setItem(CUSTOMER_INFO_KEY, JSON.stringify(customer))
    const { app } = await open('/')
    expect(app.session.customer.get()).toEqual(customer)
    const cookie = document.cookie
      .split('; ')
      .find((part) => part.startsWith(`${CUSTOMER_INFO_KEY}=`))!
    expect(JSON.parse(decodeURIComponent(cookie.split('=')[1]!))).toEqual(customer)
  })

  it('asks the login-info call who is signed in when only a token is stored', async () => {
    localStorage.setItem('token', 'stored-token')
    const server = fakeServer((call) =>
      call.path === '/api/v2/customer/login-info'
        ? { body: { Data: customer, ErrorList: [] } }
        : undefined,
    )
    const { app } = await open('/', { server })
    await expect.poll(() => app.session.customer.get()).toEqual(customer)
    expect(JSON.parse(localStorage.getItem(CUSTOMER_INFO_KEY)!)).toEqual(customer)
  })

  it('keeps the customer in step with other tabs (storage events)', async () => {
    const { app } = await open('/')
    expect(app.session.customer.get()).toBeNull()
    const fromOtherTab = (key: string | null, newValue: string | null) =>
      window.dispatchEvent(
        new StorageEvent('storage', { key, newValue, storageArea: localStorage }),
      )
    fromOtherTab('token', 'other-tab-token')
    fromOtherTab(CUSTOMER_INFO_KEY, JSON.stringify(customer))
    expect(app.session.token.get()).toBe('other-tab-token')
    await expect.element(page.getByRole('link', { name: 'สวัสดี มาลี ใจดี' })).toBeVisible()
    fromOtherTab(null, null)
    expect(app.session.customer.get()).toBeNull()
    await expect.element(page.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible()
  })
})

describe('the basket badge across tabs', () => {
  /** A basket of `count` books for the customer with the token, empty for a guest. */
  const cartServer = (count: () => number) =>
    fakeServer((call) => {
      if (call.path === '/api/v2/shoppingcart/cart') {
        const items = call.headers.get('Token') ? count() : 0
        return {
          body: {
            Data: { Items: Array.from({ length: items }, (_, i) => ({ Id: i + 1, Quantity: 1 })) },
            ErrorList: [],
          },
        }
      }
      if (call.path === '/api/v2/customer/info')
        return { status: 401, body: { ErrorList: ['กรุณาเข้าสู่ระบบ'] } }
      return undefined
    })

  it("shows the guest's basket once another tab signs out (th)", async () => {
    localStorage.setItem('token', 'customer-token')
    await open('/', { server: cartServer(() => 3) })
    await expect.element(page.getByRole('link', { name: 'ตะกร้า (3 เล่ม)' })).toBeVisible()
    // The other tab's logout clears the shared storage; this tab hears of it.
    localStorage.removeItem('token')
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', newValue: null, storageArea: localStorage }),
    )
    await expect.element(page.getByRole('link', { name: 'ตะกร้า (0 เล่ม)' })).toBeVisible()
  })

  it("shows the guest's basket after a 401 (en)", async () => {
    localStorage.setItem('token', 'customer-token')
    const { app } = await open('/en', { server: cartServer(() => 2) })
    await expect.element(page.getByRole('link', { name: 'Basket (2 items)' })).toBeVisible()
    await app.queryClient
      .fetchQuery({
        queryKey: ['customer', 'probe'],
        queryFn: () => app.api.v2.GET('/v2/customer/info'),
      })
      .catch(() => undefined)
    await expect.element(page.getByRole('alertdialog')).toBeVisible()
    await expect.element(page.getByRole('link', { name: 'Basket (0 items)' })).toBeVisible()
  })

  it('shows what another tab put in the basket, and tells the other tabs of its own changes (en)', async () => {
    localStorage.setItem('token', 'customer-token')
    let count = 1
    const { app } = await open('/en', { server: cartServer(() => count) })
    await expect.element(page.getByRole('link', { name: 'Basket (1 item)' })).toBeVisible()
    const otherTab = new BroadcastChannel('ebook-store:basket')
    const heard: unknown[] = []
    otherTab.onmessage = (event) => heard.push(event.data)
    stops.push(() => otherTab.close())
    count = 2
    // The tab listens once it is idle: the other tab says so until the badge follows.
    await expect
      .poll(() => {
        otherTab.postMessage('changed')
        return page.getByRole('link', { name: 'Basket (2 items)' }).query()
      })
      .not.toBeNull()
    await new MutationObserver(app.queryClient, {
      mutationKey: ['cart', 'add'],
      mutationFn: () => Promise.resolve(null),
    }).mutate()
    await expect.poll(() => heard).toEqual(['changed'])
  })
})

describe('errors of calls', () => {
  it('401: clears all browser storage and shows the need-login modal; OK goes to the localized login page with the page', async () => {
    localStorage.setItem('token', 'expired')
    localStorage.setItem('recentlyViewed', '[1]')
    localStorage.setItem('theme', 'light')
    sessionStorage.setItem('something', 'x')
    const server = fakeServer((call) =>
      call.path === '/api/v2/shoppingcart/cart'
        ? { status: 401, body: { ErrorList: ['กรุณาเข้าสู่ระบบ'] } }
        : undefined,
    )
    const { app } = await open('/en', { server })
    const modal = page.getByRole('alertdialog')
    await expect.element(modal).toBeVisible()
    await expect.element(modal.getByText('Please log in')).toBeVisible()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('recentlyViewed')).toBeNull()
    expect(sessionStorage.getItem('something')).toBeNull()
    // A preference, not an identity: the theme stays.
    expect(localStorage.getItem('theme')).toBe('light')
    expect(app.session.token.get()).toBeNull()
    await modal.getByRole('button', { name: 'OK' }).click()
    await expect.poll(() => app.router.state.location.pathname).toBe('/en/Login')
    expect(app.router.state.location.search).toEqual({ redirect: '/' })
  })

  it("500: shows 'Internal Server Error 500' as an error toast for 3 s", async () => {
    const server = fakeServer((call) =>
      call.path === '/api/v2/shoppingcart/cart' ? { status: 500, body: {} } : undefined,
    )
    await open('/', { server })
    const toast = page.getByText('Internal Server Error 500')
    await expect.element(toast).toBeVisible()
    const shownAt = Date.now()
    await expect.poll(() => toast.query(), { timeout: 5000, interval: 100 }).toBeNull()
    expect(Date.now() - shownAt).toBeGreaterThan(2500)
  })

  it('shows the ErrorList messages of a failed mutation as a toast', async () => {
    const { app } = await open('/')
    const observer = new MutationObserver(app.queryClient, {
      mutationFn: () =>
        Promise.reject(
          new ApiError({
            kind: 'http',
            status: 400,
            messages: ['รหัสคูปองไม่ถูกต้อง'],
            call: 'POST /x',
          }),
        ),
    })
    await observer.mutate().catch(() => undefined)
    await expect.element(page.getByText('รหัสคูปองไม่ถูกต้อง')).toBeVisible()
  })
})

describe('routes and error pages', () => {
  it("shows 'Page Not Found' for an unknown route, and for a language prefix other than en", async () => {
    const { app } = await open('/en/no/such/page')
    await expect
      .element(page.getByRole('heading', { name: 'Page Not Found', exact: true }))
      .toBeVisible()
    await app.router.navigate({ href: '/de' } as never)
    await expect.element(page.getByRole('heading', { name: 'ไม่พบหน้านี้', exact: true })).toBeVisible()
  })

  it('sets <html lang> from the route: Thai without a prefix, English under /en', async () => {
    const { app } = await open('/')
    await expect.poll(() => document.documentElement.lang).toBe('th')
    await app.router.navigate({ to: '/{-$locale}', params: { locale: 'en' } })
    await expect.poll(() => document.documentElement.lang).toBe('en')
    await expect.element(page.getByRole('heading', { name: 'New releases' })).toBeVisible()
  })
})

describe('switches', () => {
  it('switches the language: tells the server, keeps the page with the other prefix, remembers it 365 days', async () => {
    const { app, server } = await open('/')
    await page.getByRole('button', { name: 'เปลี่ยนภาษาเป็นภาษาอังกฤษ' }).click()
    await expect.poll(() => app.router.state.location.pathname).toBe('/en')
    await expect
      .poll(() => server.calls.some((call) => call.path === '/api/common/setlanguage/en'))
      .toBe(true)
    expect(document.cookie).toContain('locale=en')
    await expect
      .element(page.getByRole('button', { name: 'Switch the language to Thai' }))
      .toBeVisible()
    await page.getByRole('button', { name: 'Switch the language to Thai' }).click()
    await expect.poll(() => app.router.state.location.pathname).toBe('/')
    expect(document.cookie).toContain('locale=th')
  })

  it('starts dark, switches to light on request and remembers it', async () => {
    await open('/')
    const root = document.documentElement
    expect(root.classList.contains('dark')).toBe(true)
    await page.getByRole('button', { name: 'ธีมสว่าง' }).click()
    expect(root.classList.contains('light')).toBe(true)
    expect(root.classList.contains('dark')).toBe(false)
    expect(localStorage.getItem('theme')).toBe('light')
    await page.getByRole('button', { name: 'ธีมมืด' }).click()
    expect(root.classList.contains('dark')).toBe(true)
    expect(localStorage.getItem('theme')).toBe('dark')
  })
})

/** Answers the header's autocomplete with one book, สี่แผ่นดิน (id 72). */
function suggestingServer() {
  return fakeServer((call) =>
    call.path.startsWith('/api/v2/catalog/search-autocomplete/')
      ? {
          body: {
            Data: [
              {
                label: 'สี่แผ่นดิน',
                productid: 72,
                producturl: '/book-detail/72',
                productpictureurl: null,
                authors: 'คึกฤทธิ์',
              },
            ],
            ErrorList: [],
          },
        }
      : undefined,
  )
}

describe('search box', () => {
  it('suggests books while typing and opens the chosen one', async () => {
    const server = suggestingServer()
    const { app } = await open('/en', { server })
    await userEvent.type(page.getByRole('combobox', { name: 'Search books' }), 'สี่')
    const option = page.getByRole('option', { name: /สี่แผ่นดิน/ })
    await expect.element(option).toBeVisible()
    // The whole word is asked for (a shorter one may have been asked while the box loaded).
    await expect
      .poll(() =>
        server.calls.some(
          (call) => call.path === `/api/v2/catalog/search-autocomplete/${encodeURIComponent('สี่')}`,
        ),
      )
      .toBe(true)
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect.poll(() => app.router.state.location.pathname).toBe('/en/book-detail/72')
  })
  for (const [path, label, results] of [
    ['/', 'ค้นหาหนังสือ', '/search'],
    ['/en', 'Search books', '/en/search'],
  ] as const) {
    it(`searches the typed words after Escape closed the suggestions (${path})`, async () => {
      const server = suggestingServer()
      const { app } = await open(path, { server })
      await userEvent.type(page.getByRole('combobox', { name: label }), 'สี่')
      await expect.element(page.getByRole('option', { name: /สี่แผ่นดิน/ })).toBeVisible()
      await userEvent.keyboard('{ArrowDown}{Escape}')
      await expect.element(page.getByRole('option', { name: /สี่แผ่นดิน/ })).not.toBeInTheDocument()
      await userEvent.keyboard('{Enter}')
      await expect.poll(() => app.router.state.location.pathname).toBe(results)
      expect(app.router.state.location.search).toEqual({ q: 'สี่' })
    })
  }
})
