import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Frame,
  type Locator,
  type Page,
} from '@playwright/test'
import { at, type Locale } from './support'

/**
 * The reader (issue 15): a guest reads a sample from the book's page (pages, theme, text size,
 * the end with Buy); a buyer reads the whole book, goes to chapter 3 and highlights with a note,
 * and a second browser of the same customer is offered chapter 3 and sees the highlight; a guest
 * and another customer are refused the whole book (page and API); keyboard-only reading; a
 * damaged file and an unknown book. Every test fails on a Content-Security-Policy violation.
 */

const texts = {
  th: {
    readSample: 'อ่านตัวอย่าง',
    settings: 'ตั้งค่าการอ่าน',
    sepia: 'ซีเปีย',
    larger: 'ตัวอักษรใหญ่ขึ้น',
    slider: 'ตำแหน่งในเล่ม',
    sampleEnd: 'จบตัวอย่างแล้ว',
    buyNow: 'ซื้อเลย',
    guestRefused: 'เข้าสู่ระบบเพื่ออ่านหนังสือเล่มนี้',
    ownerRefused: 'หนังสือเล่มนี้ไม่อยู่บนชั้นหนังสือของคุณ',
    back: 'กลับไปที่หน้าหนังสือ',
    damaged: 'เปิดหนังสือเล่มนี้ไม่ได้',
  },
  en: {
    readSample: 'Read sample',
    contents: 'Contents',
    notes: 'Bookmarks and highlights',
    highlightNote: 'Highlight and add a note',
    note: 'Note',
    save: 'Save',
    highlighted: 'Highlighted',
    resume: /^Continue from Chapter 3\b.*, \d+ %, read on another device\?$/u,
    resumeYes: 'Continue there',
    slider: 'Place in the book',
    back: 'Back to the book',
  },
} as const

type BookDetails = {
  Id: number
  Name: string
  HasSampleDownload: boolean
  ProductPrice: { PriceValue: number }
  AddToCart: { DisableBuyButton: boolean; AvailableForPreOrder: boolean }
  ProductSpecificationModel?: unknown
}

/** A seeded EPUB with a sample that a new customer can buy, in the page's language. */
async function bookWithSample(request: APIRequestContext, locale: Locale): Promise<BookDetails> {
  const list = await request.get('/content-api/v1/home/best-seller', {
    headers: { Language: locale, DeviceTypeId: '20' },
  })
  for (const { id } of ((await list.json()) as { data: { id: number }[] }).data) {
    const answer = await request.get(`/api/v2/product/productdetails/${id}`, {
      headers: { Language: locale, deviceId: randomUUID() },
    })
    const book = ((await answer.json()) as { Data: BookDetails }).Data
    const sample = await request.get(`/api/v2/reader/${id}/sample`)
    if (
      book.HasSampleDownload &&
      sample.ok() &&
      !book.AddToCart.DisableBuyButton &&
      !book.AddToCart.AvailableForPreOrder &&
      book.ProductPrice.PriceValue > 0
    )
      return book
  }
  throw new Error('No best seller with a sample can be bought.')
}

/** A new customer registered through the API: its token and profile, as the store keeps them. */
async function newCustomer(request: APIRequestContext) {
  const password = 'Reading-42'
  const answer = await request.post('/api/v2/customer/register', {
    headers: { deviceId: randomUUID(), Language: 'en' },
    data: {
      Data: {
        Email: `reader-${randomUUID()}@example.com`,
        Password: password,
        ConfirmPassword: password,
        FirstName: 'Test',
        LastName: 'Reader',
        AcceptPrivacyPolicy: true,
      },
    },
  })
  expect(answer.status(), await answer.text()).toBe(200)
  const { Data } = (await answer.json()) as { Data: { Token: string; CustomerInfo: unknown } }
  return { token: Data.Token, info: Data.CustomerInfo }
}

type Customer = Awaited<ReturnType<typeof newCustomer>>

/** Buys a book for the customer through the API (the payment sandbox's test card). */
async function buy(
  request: APIRequestContext,
  baseURL: string,
  customer: Customer,
  bookId: number,
) {
  const headers = { Token: customer.token, deviceId: randomUUID(), Language: 'en' }
  const added = await request.post(`/api/v2/shoppingcart/addproducttocart/details/${bookId}/1`, {
    headers,
  })
  expect(added.status(), await added.text()).toBe(200)
  const checkout = await request.get('/api/v2/checkout/checkoutbook', { headers })
  const { CheckoutToken } = ((await checkout.json()) as { Data: { CheckoutToken: string } }).Data
  const card = await request.post('/sandbox/omise/tokens', {
    data: { card: { number: '4242424242424242' } },
  })
  const { id: OmiseToken } = (await card.json()) as { id: string }
  const order = await request.post('/api/v2/checkout/confirmorderomise', {
    headers,
    data: { Data: { CheckoutToken, OmiseToken, ReturnUrl: new URL('/payment', baseURL).href } },
  })
  expect(
    ((await order.json()) as { Data: { PaymentStatusEnum: number } }).Data.PaymentStatusEnum,
  ).toBe(30)
}

/** A page whose CSP violations (of the page and its book frames) and script errors are kept. */
async function watchedPage(browser: Browser, customer?: Customer) {
  const context = await browser.newContext()
  await context.addInitScript((signedIn) => {
    if (signedIn && !localStorage.getItem('token')) {
      localStorage.setItem('token', signedIn.token)
      localStorage.setItem('customerInfo', JSON.stringify(signedIn.info))
    }
    // Book pages are `blob:` frames of the store's origin: their reports go to the top page.
    const top = window.top as Window & { cspViolations?: string[] }
    top.cspViolations ??= []
    document.addEventListener('securitypolicyviolation', (event) =>
      top.cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  }, customer ?? null)
  const page = await context.newPage()
  const problems: string[] = []
  // Script errors of the reader's pages (the book page before it is another area's).
  page.on('pageerror', (error) => {
    if (new URL(page.url()).pathname.includes('/read/'))
      problems.push(`${error.message} ${error.stack ?? ''}`)
  })
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/iu.test(message.text())) problems.push(message.text())
  })
  return {
    page,
    /** No CSP violation reported and no script error, until now. */
    checkClean: async () => {
      const violations = await page.evaluate(
        () => (window as Window & { cspViolations?: string[] }).cspViolations ?? [],
      )
      expect([...violations, ...problems]).toEqual([])
    },
  }
}

/** The reader's slider, which says where the reader is (chapter, percent). */
const slider = (page: Page, locale: Locale) =>
  page.getByRole('slider', { name: texts[locale].slider })

/** Waits until the book's first page is shown; answers the slider's place. */
async function opened(page: Page, locale: Locale) {
  await expect(slider(page, locale)).toBeEnabled()
  await expect(slider(page, locale)).toHaveAttribute('aria-valuetext', /%/u)
  return (await slider(page, locale).inputValue()) as string
}

/**
 * The book's page on screen (a `blob:` frame inside the engine's closed shadow roots); with
 * `chapter`, the frame of the section under that heading (the one left stays a moment while the
 * engine swaps them).
 */
async function bookFrame(page: Page, chapter?: RegExp): Promise<Frame> {
  const heading = (frame: Frame) =>
    frame.evaluate(() => document.querySelector('h2')?.textContent ?? '').catch(() => '')
  let found: Frame | undefined
  await expect
    .poll(async () => {
      found = undefined
      for (const frame of page.frames()) {
        if (!frame.url().startsWith('blob:') || frame.isDetached()) continue
        if (!chapter || chapter.test(await heading(frame))) found = frame
      }
      return Boolean(found)
    })
    .toBe(true)
  return found!
}

/** Waits until the server's page is the app's (a click before that may be lost to hydration). */
const hydrated = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

/** Moves the keyboard focus to `target` with Tab presses alone, as a keyboard user does. */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Not reached with ${max} Tab presses: ${target.toString()}`)
}

test('th: a guest reads a sample from the book page, turns pages, changes theme and text size, and meets Buy at its end', async ({
  browser,
  request,
}) => {
  const x = texts.th
  const book = await bookWithSample(request, 'th')
  const { page, checkClean } = await watchedPage(browser)
  await page.goto(at('th', `/book-detail/${book.Id}`))
  await hydrated(page)
  await page.getByRole('link', { name: x.readSample }).click()
  await expect(page).toHaveURL(new RegExp(`/read/${book.Id}\\?edition=sample$`, 'u'))
  const first = await opened(page, 'th')

  // Turning pages moves through the book, and back.
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => slider(page, 'th').inputValue()).not.toBe(first)
  await page.getByRole('button', { name: 'หน้าก่อน' }).click()
  await expect.poll(() => slider(page, 'th').inputValue()).toBe(first)

  // Sepia, and larger text in the book's page.
  const frame = await bookFrame(page)
  const fontSize = () => frame.evaluate(() => getComputedStyle(document.documentElement).fontSize)
  const before = await fontSize()
  await page.getByRole('button', { name: x.settings }).click()
  await page.getByRole('radio', { name: x.sepia }).check()
  await page.getByRole('button', { name: x.larger }).click()
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-reader-theme="sepia"]')).toBeVisible()
  await expect.poll(fontSize).not.toBe(before)
  expect(parseFloat(await fontSize())).toBeGreaterThan(parseFloat(before))

  // The end of the sample offers the book at its price.
  await slider(page, 'th').focus()
  await page.keyboard.press('End')
  await expect(page.getByRole('heading', { name: x.sampleEnd })).toBeVisible()
  await expect(page.getByRole('button', { name: x.buyNow })).toBeVisible()
  await checkClean()
  await page.context().close()
})

test('en: a buyer reads the whole book at chapter 3 and highlights it; their other browser is offered chapter 3 and shows the highlight', async ({
  browser,
  request,
  baseURL,
}) => {
  const x = texts.en
  const book = await bookWithSample(request, 'en')
  const customer = await newCustomer(request)
  await buy(request, baseURL!, customer, book.Id)

  const first = await watchedPage(browser, customer)
  await first.page.goto(at('en', `/read/${book.Id}`))
  await opened(first.page, 'en')
  await first.page.getByRole('button', { name: x.contents }).click()
  const saved = first.page.waitForRequest(
    (sent) =>
      sent.method() === 'PUT' &&
      sent.url().endsWith(`/reader/${book.Id}/position`) &&
      /"ChapterTitle":"Chapter 3\b/u.test(sent.postData() ?? ''),
  )
  await first.page.getByRole('button', { name: /^Chapter 3\b/u }).click()
  await expect(slider(first.page, 'en')).toHaveAttribute('aria-valuetext', /^Chapter 3\b/u)
  await saved

  // Select the first words of chapter 3 and highlight them with a note.
  const frame = await bookFrame(first.page, /^Chapter 3\b/u)
  const quote = await frame.evaluate(() => {
    const paragraph = [...document.querySelectorAll('p')].find((p) => p.textContent!.length > 40)!
    const text = paragraph.firstChild!
    const range = document.createRange()
    range.setStart(text, 0)
    range.setEnd(text, 30)
    getSelection()!.removeAllRanges()
    getSelection()!.addRange(range)
    document.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }))
    return range.toString()
  })
  await first.page.getByRole('button', { name: x.highlightNote }).click()
  await first.page.getByRole('textbox', { name: x.note }).fill('Read again before the exam')
  await first.page.getByRole('button', { name: x.save }).click()
  await expect(first.page.getByRole('dialog')).toBeHidden()
  await first.checkClean()

  // The same customer in another browser: offered chapter 3, and the highlight is listed.
  const second = await watchedPage(browser, customer)
  await second.page.goto(at('en', `/read/${book.Id}`))
  await opened(second.page, 'en')
  await expect(second.page.getByRole('heading', { name: x.resume })).toBeVisible()
  await second.page.getByRole('button', { name: x.resumeYes }).click()
  await expect(slider(second.page, 'en')).toHaveAttribute('aria-valuetext', /^Chapter 3\b/u)
  await second.page.getByRole('button', { name: x.notes }).click()
  const list = second.page.getByRole('dialog')
  await expect(list.getByText(quote.trim())).toBeVisible()
  await expect(list.getByText('Read again before the exam')).toBeVisible()
  await second.checkClean()
  await first.page.context().close()
  await second.page.context().close()
})

test('th: a guest and another customer are refused the whole book, on the page and by the API', async ({
  browser,
  request,
}) => {
  const x = texts.th
  const book = await bookWithSample(request, 'th')
  const stranger = await newCustomer(request)

  const guest = await watchedPage(browser)
  await guest.page.goto(at('th', `/read/${book.Id}`))
  await hydrated(guest.page)
  await expect(guest.page.getByRole('heading', { name: x.guestRefused })).toBeVisible()
  await guest.page.getByRole('link', { name: 'อ่านตัวอย่าง' }).click()
  await opened(guest.page, 'th')
  await guest.checkClean()

  const other = await watchedPage(browser, stranger)
  await other.page.goto(at('th', `/read/${book.Id}`))
  await expect(other.page.getByRole('heading', { name: x.ownerRefused })).toBeVisible()
  await expect(other.page.getByRole('link', { name: x.back }).last()).toBeVisible()
  await other.checkClean()

  const asGuest = await request.get(`/api/v2/reader/${book.Id}/book`)
  expect(asGuest.status()).toBe(401)
  expect(((await asGuest.json()) as { ErrorList: string[] }).ErrorList.length).toBeGreaterThan(0)
  const asStranger = await request.get(`/api/v2/reader/${book.Id}/book`, {
    headers: { Token: stranger.token },
  })
  expect(asStranger.status()).toBe(403)
  expect(((await asStranger.json()) as { ErrorList: string[] }).ErrorList.length).toBeGreaterThan(0)
  await guest.page.context().close()
  await other.page.context().close()
})

test('en: reading works with the keyboard alone, and the reader passes axe', async ({
  browser,
  request,
}) => {
  const x = texts.en
  const book = await bookWithSample(request, 'en')
  const { page, checkClean } = await watchedPage(browser)
  await page.goto(at('en', `/book-detail/${book.Id}`))
  await hydrated(page)
  await tabTo(page, page.getByRole('link', { name: x.readSample }))
  await page.keyboard.press('Enter')
  const start = await opened(page, 'en')

  await page.keyboard.press('ArrowRight')
  await expect.poll(() => slider(page, 'en').inputValue()).not.toBe(start)
  await page.keyboard.press('PageUp')
  await expect.poll(() => slider(page, 'en').inputValue()).toBe(start)
  await page.keyboard.press('PageDown')
  await expect.poll(() => slider(page, 'en').inputValue()).not.toBe(start)

  // The contents, by Tab and Enter; the last entry goes there.
  await tabTo(page, page.getByRole('button', { name: x.contents }), 20)
  await page.keyboard.press('Enter')
  const last = page.getByRole('dialog').locator('nav button').last()
  await expect(last).toBeVisible()
  const lastTitle = (await last.textContent())!.trim()
  await tabTo(page, last, 40)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(slider(page, 'en')).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`^${lastTitle.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'u'),
  )

  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])

  // Escape goes back to the book's page.
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(new RegExp(`/book-detail/${book.Id}$`, 'u'))
  await checkClean()
  await page.context().close()
})

test('th: a damaged book file shows the reader error with the way back; an unknown book is a 404', async ({
  browser,
  request,
}) => {
  const x = texts.th
  const book = await bookWithSample(request, 'th')
  const { page } = await watchedPage(browser)
  await page.route(`**/api/v2/reader/${book.Id}/sample`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/epub+zip',
      body: 'PK\u0003\u0004 broken',
    }),
  )
  await page.goto(at('th', `/read/${book.Id}?edition=sample`))
  await expect(page.getByRole('heading', { name: x.damaged })).toBeVisible()
  await hydrated(page)
  await page.getByRole('link', { name: x.back }).last().click()
  await expect(page).toHaveURL(new RegExp(`/book-detail/${book.Id}$`, 'u'))

  const missing = await page.goto(at('th', '/read/99999999'))
  expect(missing?.status()).toBe(404)
  await page.context().close()
})
