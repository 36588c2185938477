import { readFile } from 'node:fs/promises'
import {
  expect,
  test,
  type APIRequestContext,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test'
import { at, followApiCalls, keepToasts, type Locale } from './support'

/**
 * The customer's journeys (issue check): buying as a guest who registers, paying in the
 * payments sandbox, the order and its EPUB, the bookshelf, a review; a declined card paid again
 * another way; cancelling an unpaid order; the local OpenID provider; an expired session in the
 * middle of shopping; the password reset link; a purchase with the keyboard only. Thai and
 * English alternate between journeys. None depends on the viewport: the desktop project runs
 * them (playwright.config.ts).
 */

const PASSWORD = 'Reading-42'

/** A new, unique e-mail address for this test's account. */
function uniqueEmail(tag: string) {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/** A fresh device id, as the store makes one. */
const newDeviceId = () => crypto.randomUUID()

type Book = { id: number; name: string; price: number }

/** An amount as the store writes it: ฿1,234.50. */
const baht = (value: number) =>
  `฿${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/**
 * Books of the seeded catalogue a new customer can buy now and review (not pre-orders), in the
 * page's language, looked up through the API.
 */
async function buyableBooks(
  request: APIRequestContext,
  locale: Locale,
  count: number,
  { sample = false } = {},
) {
  const list = await request.get('/content-api/v1/home/new-release?pageSize=24', {
    headers: { Language: locale, DeviceTypeId: '20' },
  })
  const candidates = ((await list.json()) as { data: Book[] }).data
  const books: Book[] = []
  for (const candidate of candidates) {
    const answer = await request.get(`/api/v2/product/productdetails/${candidate.id}`, {
      headers: { Language: locale, deviceId: newDeviceId() },
    })
    const book = ((await answer.json()) as { Data: ProductDetails }).Data
    if (
      !book.AddToCart.DisableBuyButton &&
      !book.AddToCart.AvailableForPreOrder &&
      book.ProductPrice.PriceValue > 0 &&
      book.ProductReviewOverview.AllowCustomerReviews &&
      (!sample || book.HasSampleDownload)
    ) {
      books.push({ id: book.Id, name: book.Name, price: book.ProductPrice.PriceValue })
    }
    if (books.length === count) return books
  }
  throw new Error(`The seeded catalogue has fewer than ${count} buyable new releases.`)
}

type ProductDetails = {
  Id: number
  Name: string
  HasSampleDownload: boolean
  ProductPrice: { PriceValue: number }
  ProductReviewOverview: { AllowCustomerReviews: boolean }
  AddToCart: { DisableBuyButton: boolean; AvailableForPreOrder: boolean }
}

/** Registers a customer through the API; answers the e-mail address. */
async function registerThroughApi(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag)
  const answer = await request.post('/api/v2/customer/register', {
    headers: { deviceId: newDeviceId(), Language: 'en' },
    data: {
      Data: {
        Email: email,
        Username: null,
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
        FirstName: 'Test',
        LastName: tag,
        Gender: null,
        DateOfBirthDay: null,
        DateOfBirthMonth: null,
        DateOfBirthYear: null,
        Phone: null,
        Newsletter: false,
        AcceptPrivacyPolicy: true,
      },
    },
  })
  expect(answer.status(), await answer.text()).toBe(200)
  return email
}

/** The signed-in customer's token, as the store keeps it. */
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token'))

/** The customer's orders through the API (all kinds), with the token the page holds. */
async function ordersOf(page: Page) {
  const token = await tokenOf(page)
  if (!token) throw new Error('The page holds no token.')
  const answer = await page.request.get('/api/v2/order/history-details?orderHistoryTypes=AP', {
    headers: { Token: token, deviceId: newDeviceId() },
  })
  expect(answer.status()).toBe(200)
  const body = (await answer.json()) as {
    Data: {
      TotalItems: number
      Orders: {
        Id: number
        CustomOrderNumber: string
        OrderStatusEnum: number
        PaymentStatusEnum: number
        OrderTotalValue: number
      }[]
    }
  }
  return body.Data
}

/**
 * The password-reset link the server e-mailed to an address. There is no mail server: the
 * e-mail lands in the server's outbox table (outbox_emails), and in development the server
 * also logs the link. A test reads it through the server's test outbox
 * (`GET /api/test/outbox?to=`, proposed: answers the address's e-mails, newest first, only when
 * the server runs with TEST_OUTBOX=1), else from the log of a development server whose output
 * goes to the file named by E2E_SERVER_LOG.
 */
async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const outboxUrl = `/api/test/outbox?to=${encodeURIComponent(email)}`
  const logFile = process.env.E2E_SERVER_LOG
  const hasOutbox = (await request.get(outboxUrl)).ok()
  if (!hasOutbox && !logFile) {
    throw new Error(
      'The reset e-mail cannot be read: the server has no test outbox (GET /api/test/outbox, TEST_OUTBOX=1) and E2E_SERVER_LOG names no development server log.',
    )
  }
  const linkIn = (text = '') => /https?:\/\/\S+\/reset-password\/[^\s"<]+/u.exec(text)?.[0]
  let link: string | undefined
  await expect(async () => {
    if (hasOutbox) {
      const { emails } = (await (await request.get(outboxUrl)).json()) as {
        emails: { kind: string; bodyText: string }[]
      }
      link = linkIn(emails.find((mail) => mail.kind === 'password-reset')?.bodyText)
    } else {
      const log = await readFile(logFile!, 'utf8')
      link = linkIn(log.split('\n').findLast((line) => line.includes(`reset link for ${email}:`)))
    }
    expect(link, `a password-reset e-mail to ${email}`).toBeTruthy()
  }).toPass({ timeout: 30_000 })
  // The link names the server's public address; the path works on the address under test.
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

/** A download is an EPUB: a ZIP whose first entry is the mimetype application/epub+zip. */
async function expectEpub(download: Download) {
  expect(download.suggestedFilename()).toMatch(/\.epub$/u)
  const path = await download.path()
  const bytes = await readFile(path)
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK')
  expect(bytes.subarray(0, 100).toString('latin1')).toContain('mimetypeapplication/epub+zip')
  expect(bytes.length).toBeGreaterThan(1000)
}

const texts = {
  th: {
    addToBasket: 'ใส่ตะกร้า',
    inBasket: 'อยู่ในตะกร้าแล้ว ดูตะกร้า',
    basket: 'ตะกร้า (1 เล่ม)',
    loginToPay: 'เข้าสู่ระบบเพื่อชำระเงิน',
    register: 'สมัครสมาชิก',
    login: 'เข้าสู่ระบบ',
    email: 'อีเมล',
    emailOrUsername: 'อีเมลหรือชื่อผู้ใช้',
    password: 'รหัสผ่าน',
    confirmPassword: 'ยืนยันรหัสผ่าน',
    firstName: 'ชื่อ',
    lastName: 'นามสกุล',
    accept: /ฉันได้อ่านและยอมรับ/u,
    basketTitle: 'ตะกร้าสินค้า',
    couponCode: 'รหัสคูปอง',
    applyCoupon: 'ใช้คูปอง',
    removeCoupon: 'ยกเลิก',
    summary: 'สรุปคำสั่งซื้อ',
    checkout: 'ไปชำระเงิน',
    paymentTitle: 'ชำระเงิน',
    cardNumber: 'หมายเลขบัตร',
    cardName: 'ชื่อบนบัตร',
    cardExpiry: 'หมดอายุ (ดด/ปป)',
    cardCvc: 'รหัส CVV',
    pay: /^ชำระเงิน ฿/u,
    paid: 'ขอบคุณที่สั่งซื้อ!',
    toOrder: 'ดูรายละเอียดคำสั่งซื้อ',
    accountMenu: 'เมนูบัญชี',
    logout: 'ออกจากระบบ',
    loggedOut: 'ออกจากระบบแล้ว',
    orderHistory: 'ประวัติการสั่งซื้อ',
    allOrders: 'ทั้งหมด',
    order: (number: string) => `คำสั่งซื้อ ${number}`,
    downloadLabel: (title: string) => `ดาวน์โหลด: ${title}`,
    paidStatus: 'ชำระเงินแล้ว',
    collectionsOf: (title: string) => `คอลเลกชัน: ${title}`,
    putInCollections: 'จัดเข้าคอลเลกชัน',
    newCollection: 'สร้างคอลเลกชัน',
    createCollection: 'สร้างคอลเลกชันใหม่',
    collectionName: 'ชื่อคอลเลกชัน',
    save: 'บันทึก',
    done: 'เสร็จแล้ว',
    reviewTitle: 'หัวข้อรีวิว',
    reviewText: 'รีวิวของคุณ',
    stars: (n: number) => `${n} ดาว`,
    submitReview: 'ส่งรีวิว',
    counter: 'ชำระที่เคาน์เตอร์ / ATM (2C2P 123)',
    card: 'บัตรเครดิต / เดบิต',
    pending: 'รอการยืนยันการชำระเงิน',
    unpaid: 'คำสั่งซื้อนี้ยังไม่ได้ชำระเงิน',
    cancelOrder: 'ยกเลิกคำสั่งซื้อ',
    cancelConfirm: (number: string) => `ยกเลิกคำสั่งซื้อ ${number} ใช่ไหม`,
    ok: 'ตกลง',
    cancelled: (number: string) => `ยกเลิกคำสั่งซื้อ ${number} แล้ว`,
    cancelledStatus: 'ยกเลิกแล้ว',
    warning: 'คำเตือน',
    addSample: 'เพิ่มตัวอย่างฟรีลงชั้นหนังสือ',
    sampleAdded: 'เพิ่มตัวอย่างลงชั้นหนังสือแล้ว',
    pleaseLogIn: 'กรุณาเข้าสู่ระบบ',
  },
  en: {
    addToBasket: 'Add to basket',
    toOrder: 'View order details',
    inBasket: 'In your basket: view basket',
    basket: 'Basket (1 item)',
    login: 'Log in',
    emailOrUsername: 'E-mail or username',
    password: 'Password',
    checkout: 'Go to payment',
    paymentTitle: 'Payment',
    cardNumber: 'Card number',
    cardName: 'Name on card',
    cardExpiry: 'Expiry (MM/YY)',
    cardCvc: 'CVC',
    pay: /^Pay ฿/u,
    notPaid: 'The payment did not go through',
    pgw: 'QR PromptPay / mobile banking',
    localProvider: 'Continue with Local test provider',
    loggedIn: 'Logged in',
    accountMenu: 'Account menu',
    linkedAccounts: 'Linked accounts',
    forgotPassword: 'Forgot your password?',
    forgotTitle: 'Forgot your password',
    email: 'E-mail',
    sendLink: 'Send the link',
    checkEmail: 'Check your e-mail',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    savePassword: 'Save the new password',
    passwordSet: 'Your new password is set. Please log in with it.',
    myAccount: /^Hello, /u,
    paid: 'Thank you for your order!',
  },
} as const

/** Logs in through the login page with e-mail and password; waits until signed in. */
async function logIn(page: Page, locale: Locale, email: string) {
  const x = texts[locale]
  await page.goto(at(locale, '/Login'))
  await page.getByRole('textbox', { name: x.emailOrUsername }).fill(email)
  await page.getByRole('textbox', { name: x.password, exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: x.login, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${at(locale, '/')}$`, 'u'))
}

/**
 * Moves the keyboard focus to `target` with Tab presses only, as a keyboard user does; fails
 * when it cannot be reached within `max` presses.
 */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Not reached with ${max} Tab presses: ${target.toString()}`)
}

/** Fills the card form of a card payment. */
async function fillCard(page: Page, locale: Locale, number: string) {
  const x = texts[locale]
  await page.getByRole('textbox', { name: x.cardNumber }).fill(number)
  await page.getByRole('textbox', { name: x.cardName }).fill('TEST BUYER')
  await page.getByRole('textbox', { name: x.cardExpiry }).fill('12/34')
  await page.getByRole('textbox', { name: x.cardCvc }).fill('123')
}

/** From the book's page to the payment page, signed in. */
async function basketToPayment(page: Page, locale: Locale, book: Book) {
  const x = texts[locale]
  await page.goto(at(locale, `/book-detail/${book.id}`))
  await page.getByRole('button', { name: x.addToBasket }).click()
  await page.getByRole('link', { name: x.inBasket }).click()
  await page.getByRole('link', { name: x.checkout }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.paymentTitle })).toBeVisible()
}

test('th: a guest fills a basket, registers, pays with a coupon, downloads, shelves and reviews', async ({
  page,
}) => {
  const locale = 'th'
  const x = texts.th
  const toasts = await keepToasts(page)
  const [book] = await buyableBooks(page.request, locale, 1)
  const email = uniqueEmail('guest')
  const discount = Math.round(Math.min(book!.price * 0.1, 100) * 100) / 100

  // A guest puts the book in the basket.
  await page.goto(at(locale, `/book-detail/${book!.id}`))
  await page.getByRole('button', { name: x.addToBasket }).click()
  await expect(page.getByRole('link', { name: x.inBasket })).toBeVisible()
  await page.getByRole('link', { name: x.basket }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.basketTitle })).toBeVisible()
  await expect(page.getByRole('link', { name: book!.name }).first()).toBeVisible()

  // Registers from the basket's log-in button, and comes back to the basket.
  await page.getByRole('link', { name: x.loginToPay }).click()
  await page.getByRole('link', { name: x.register, exact: true }).click()
  await page.getByRole('textbox', { name: x.email, exact: true }).fill(email)
  await page.getByRole('textbox', { name: x.password, exact: true }).fill(PASSWORD)
  await page.getByRole('textbox', { name: x.confirmPassword, exact: true }).fill(PASSWORD)
  await page.getByRole('textbox', { name: x.firstName, exact: true }).fill('ผู้ซื้อ')
  await page.getByRole('textbox', { name: x.lastName, exact: true }).fill('ทดสอบ')
  await page.getByRole('checkbox', { name: x.accept }).check()
  await page.getByRole('button', { name: x.register, exact: true }).click()
  await expect(page).toHaveURL(/\/basket$/u)
  await expect(page.getByRole('link', { name: book!.name }).first()).toBeVisible()

  // Logs out and in again: the basket is still there.
  await page.getByRole('button', { name: x.accountMenu }).click()
  await page.getByRole('button', { name: x.logout }).click()
  await toasts.shown(x.loggedOut)
  await page.goto(at(locale, '/basket'))
  await page.getByRole('link', { name: x.login, exact: true }).click()
  await page.getByRole('textbox', { name: x.emailOrUsername }).fill(email)
  await page.getByRole('textbox', { name: x.password, exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: x.login, exact: true }).click()
  await expect(page.getByRole('link', { name: x.basket })).toBeVisible()
  await page.getByRole('link', { name: x.basket }).click()
  await expect(page.getByRole('link', { name: book!.name }).first()).toBeVisible()

  // The seeded coupon WELCOME10 takes 10% off.
  await page.getByRole('textbox', { name: x.couponCode }).fill('WELCOME10')
  await page.getByRole('button', { name: x.applyCoupon }).click()
  await expect(page.getByRole('button', { name: `${x.removeCoupon} WELCOME10` })).toBeVisible()
  const summary = page.getByRole('region', { name: x.summary })
  await expect(summary).toContainText(`−${baht(discount)}`)
  await expect(summary).toContainText(baht(book!.price - discount))
  await page.getByRole('link', { name: x.checkout }).click()

  // Pays by card in the sandbox; a double click places one order.
  await expect(page.getByRole('heading', { level: 1, name: x.paymentTitle })).toBeVisible()
  await page.getByRole('textbox', { name: x.cardNumber }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: x.cardName }).fill('TEST BUYER')
  await page.getByRole('textbox', { name: x.cardExpiry }).fill('12/34')
  await page.getByRole('textbox', { name: x.cardCvc }).fill('123')
  await page.getByRole('button', { name: x.pay }).dblclick()
  await expect(page.getByRole('heading', { level: 1, name: x.paid })).toBeVisible()
  await expect(page).toHaveURL(/\/payment\/completed/u)
  const orders = await ordersOf(page)
  expect(orders.TotalItems).toBe(1)
  expect(orders.Orders[0]!.OrderTotalValue).toBeCloseTo(book!.price - discount, 2)

  // The order in the history, and its details.
  await page.getByRole('button', { name: x.accountMenu }).click()
  await page.getByRole('link', { name: x.orderHistory }).click()
  await expect(page.getByRole('list', { name: x.allOrders }).getByRole('listitem')).toHaveCount(1)
  const number = orders.Orders[0]!.CustomOrderNumber
  await page.getByRole('link', { name: x.order(number) }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.order(number) })).toBeVisible()
  await expect(page.getByText(x.paidStatus, { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: book!.name, exact: true })).toBeVisible()

  // The download is the book's EPUB.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: x.downloadLabel(book!.name) }).click()
  await expectEpub(await downloading)

  // Shelved in a new collection.
  const shelfName = `ชั้นใหม่ ${Date.now().toString(36)}`
  await page.goto(at(locale, '/bookshelf'))
  await page.getByRole('button', { name: x.collectionsOf(book!.name) }).click()
  const dialog = page.getByRole('dialog', { name: x.putInCollections })
  await dialog.getByRole('button', { name: x.newCollection }).click()
  const naming = page.getByRole('dialog', { name: x.createCollection })
  await naming.getByRole('textbox', { name: x.collectionName }).fill(shelfName)
  await naming.getByRole('button', { name: x.save }).click()
  await expect(naming).toBeHidden()
  await expect(dialog.getByRole('checkbox', { name: shelfName })).toBeChecked()
  await dialog.getByRole('button', { name: x.done }).click()
  await page.getByRole('link', { name: shelfName }).click()
  await expect(page.getByRole('heading', { level: 1, name: shelfName })).toBeVisible()
  await expect(page.getByRole('link', { name: book!.name }).first()).toBeVisible()

  // Reviews the book it bought.
  const reviewTitle = `อ่านสนุก ${Date.now().toString(36)}`
  await page.goto(at(locale, `/book-review/${book!.id}`))
  await page.getByRole('textbox', { name: x.reviewTitle }).fill(reviewTitle)
  await page.getByRole('textbox', { name: x.reviewText }).fill('เล่าเรื่องได้ดี อ่านแล้ววางไม่ลง')
  // The stars are radios drawn as pictures: chosen with the keyboard, as the picture hides them.
  await page.getByRole('radio', { name: x.stars(5) }).press('Space')
  await expect(page.getByRole('radio', { name: x.stars(5) })).toBeChecked()
  await page.getByRole('button', { name: x.submitReview }).click()
  await expect(page.getByText(reviewTitle)).toBeVisible()
})

test('en: a declined card is paid again with another method', async ({ page }) => {
  const locale = 'en'
  const x = texts.en
  const [book] = await buyableBooks(page.request, locale, 1)
  const email = await registerThroughApi(page.request, 'declined')
  await logIn(page, locale, email)
  await basketToPayment(page, locale, book!)
  await fillCard(page, locale, '4000 0000 0000 0002')
  await page.getByRole('button', { name: x.pay }).click()
  await expect(page.getByText(x.notPaid)).toBeVisible()
  await expect(page).toHaveURL(/\/en\/payment\?orderId=\d+$/u)
  const [declined] = (await ordersOf(page)).Orders
  expect(declined!.PaymentStatusEnum).toBe(10)
  await expect(page.getByRole('alert')).toContainText('declined')

  // Pays the same order on 2C2P's page (the sandbox plays it), and comes back paid.
  await page.getByRole('radio', { name: x.pgw }).check()
  await page.getByRole('button', { name: x.pay }).click()
  await expect(page).toHaveURL(/\/sandbox\/pay\//u)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment (sandbox)' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue(
    '4242 4242 4242 4242',
  )
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/en/payment/completed\\?orderId=${declined!.Id}$`, 'u'))
  await expect(page.getByRole('heading', { level: 1, name: x.paid })).toBeVisible()
  const { Orders, TotalItems } = await ordersOf(page)
  expect(TotalItems).toBe(1)
  expect(Orders[0]).toMatchObject({ Id: declined!.Id, PaymentStatusEnum: 30, OrderStatusEnum: 30 })
})

test('th: an unpaid order is cancelled', async ({ page }) => {
  const locale = 'th'
  const x = texts.th
  const toasts = await keepToasts(page)
  const [book] = await buyableBooks(page.request, locale, 1)
  const email = await registerThroughApi(page.request, 'unpaid')
  await logIn(page, locale, email)
  await basketToPayment(page, locale, book!)

  // Asks for a counter payment code, then goes back to the store without paying.
  await page.getByRole('radio', { name: x.counter }).check()
  await page.getByRole('button', { name: x.pay }).click()
  await expect(page).toHaveURL(/\/sandbox\/pay\//u)
  await page.getByRole('button', { name: 'กลับไปที่ร้าน' }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.pending })).toBeVisible()
  const [order] = (await ordersOf(page)).Orders
  expect(order!.PaymentStatusEnum).toBe(10)

  // Cancels it from its details, after confirming.
  await page.getByRole('link', { name: x.toOrder }).click()
  await expect(page.getByRole('heading', { name: x.unpaid })).toBeVisible()
  await page.getByRole('button', { name: x.cancelOrder }).click()
  const confirmation = page.getByRole('alertdialog', {
    name: x.cancelConfirm(order!.CustomOrderNumber),
  })
  await confirmation.getByRole('button', { name: x.ok }).click()
  await toasts.shown(x.cancelled(order!.CustomOrderNumber))
  await expect(page.getByRole('heading', { name: x.unpaid })).toBeHidden()
  await expect(page.getByText(x.cancelledStatus).first()).toBeVisible()
  const [cancelled] = (await ordersOf(page)).Orders
  expect(cancelled).toMatchObject({ Id: order!.Id, OrderStatusEnum: 40, PaymentStatusEnum: 50 })
})

test('th: an expired session while shopping asks to log in, then comes back to the page', async ({
  page,
}) => {
  const locale = 'th'
  const x = texts.th
  const toasts = await keepToasts(page)
  const [book] = await buyableBooks(page.request, locale, 1, { sample: true })
  const email = await registerThroughApi(page.request, 'expired')
  await logIn(page, locale, email)
  const bookPath = at(locale, `/book-detail/${book!.id}`)
  const calls = followApiCalls(page)
  await page.goto(bookPath)
  await page.getByRole('button', { name: x.addToBasket }).click()
  await expect(page.getByRole('link', { name: x.inBasket })).toBeVisible()
  // Adding refreshes the header's count and the page's books too: their answers come first, or
  // one of them would meet the ended session before the click below does.
  await calls.settled()

  // The session ends on the server (as when the token expires or is revoked elsewhere).
  const token = await tokenOf(page)
  const revoked = await page.request.get('/api/v2/customer/logout', { headers: { Token: token! } })
  expect(revoked.status()).toBe(200)

  // The next call that needs the account answers 401: the need-login modal opens on this page.
  await page.getByRole('button', { name: x.addSample }).click()
  const modal = page.getByRole('alertdialog', { name: x.warning })
  await expect(modal).toContainText(x.pleaseLogIn)
  await expect(page).toHaveURL(new RegExp(`${bookPath}$`, 'u'))
  await modal.getByRole('button', { name: x.ok }).click()
  await expect(page).toHaveURL(/\/Login/u)
  await page.getByRole('textbox', { name: x.emailOrUsername }).fill(email)
  await page.getByRole('textbox', { name: x.password, exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: x.login, exact: true }).click()

  // Back on the book's page, signed in again, with the basket as it was.
  await expect(page).toHaveURL(new RegExp(`${bookPath}$`, 'u'))
  await expect(page.getByRole('link', { name: x.inBasket })).toBeVisible()
  await page.getByRole('button', { name: x.addSample }).click()
  await toasts.shown(x.sampleAdded)
  expect(await tokenOf(page)).not.toBe(token)
})

test('en: signing in through the local OpenID provider links the account', async ({ page }) => {
  const locale = 'en'
  const x = texts.en
  const toasts = await keepToasts(page)
  const email = uniqueEmail('openid')
  await page.goto(at(locale, '/Login'))
  await page.getByRole('button', { name: x.localProvider }).click()

  // The provider's own sign-in page: a typed identity.
  await expect(page).toHaveURL(/\/oidc\/interaction\//u)
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByRole('textbox', { name: 'Name' }).fill('Open Reader')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()

  // Back in the store, signed in as that person (the header says so as soon as the token is
  // kept; the toast follows once the page's texts have loaded).
  await expect(page.getByRole('link', { name: 'Hello, Open Reader' })).toBeVisible()
  await toasts.shown(x.loggedIn)
  const token = await tokenOf(page)
  const info = await page.request.get('/api/v2/customer/info', { headers: { Token: token! } })
  expect(((await info.json()) as { Data: { Email: string } }).Data.Email).toBe(email)

  // The account lists the link.
  await page.getByRole('button', { name: x.accountMenu }).click()
  await page.getByRole('link', { name: x.linkedAccounts }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.linkedAccounts })).toBeVisible()
  const links = page.getByRole('list', { name: x.linkedAccounts })
  await expect(links.getByRole('listitem')).toHaveCount(1)
  await expect(links.getByRole('listitem')).toContainText('Google')
  await expect(links.getByRole('listitem')).toContainText(email)
})

test('en: a forgotten password is reset through the e-mailed link', async ({ page }) => {
  const locale = 'en'
  const x = texts.en
  const toasts = await keepToasts(page)
  const email = await registerThroughApi(page.request, 'reset')
  const newPassword = 'Turning-Pages-7'
  await page.goto(at(locale, '/Login'))
  await page.getByRole('link', { name: x.forgotPassword }).click()
  await expect(page.getByRole('heading', { level: 1, name: x.forgotTitle })).toBeVisible()
  await page.getByRole('textbox', { name: x.email, exact: true }).fill(email)
  await page.getByRole('button', { name: x.sendLink }).click()
  await expect(page.getByRole('heading', { name: x.checkEmail })).toBeVisible()

  // The e-mailed link opens the store's reset page for this account.
  await page.goto(await resetLinkFor(page.request, email))
  await expect(page).toHaveURL(/\/en\/reset-password\//u)
  await expect(page.getByText(`${email[0]}*****@example.com`)).toBeVisible()
  await page.getByRole('textbox', { name: x.newPassword, exact: true }).fill(newPassword)
  await page.getByRole('textbox', { name: x.confirmNewPassword }).fill(newPassword)
  await page.getByRole('button', { name: x.savePassword }).click()
  await toasts.shown(x.passwordSet)
  await expect(page).toHaveURL(/\/en\/Login$/u)

  // The new password logs in; the old one no longer does.
  await page.getByRole('textbox', { name: x.emailOrUsername }).fill(email)
  await page.getByRole('textbox', { name: x.password, exact: true }).fill(newPassword)
  await page.getByRole('button', { name: x.login, exact: true }).click()
  await expect(page.getByRole('link', { name: x.myAccount })).toBeVisible()
  const old = await page.request.post('/api/v2/customer/login', {
    headers: { deviceId: newDeviceId() },
    data: { Data: { Email: email, Username: null, Password: PASSWORD, RememberMe: false } },
  })
  expect(old.status()).toBe(400)
})

test('th: a purchase can be completed with the keyboard only', async ({ page }) => {
  const locale = 'th'
  const x = texts.th
  const [book] = await buyableBooks(page.request, locale, 1)
  const email = await registerThroughApi(page.request, 'keyboard')
  await logIn(page, locale, email)
  await page.goto(at(locale, `/book-detail/${book!.id}`))

  // Book page: to the basket.
  await tabTo(page, page.getByRole('button', { name: x.addToBasket }))
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByRole('link', { name: x.inBasket }))
  await page.keyboard.press('Enter')

  // Basket: to the payment page.
  await expect(page.getByRole('heading', { level: 1, name: x.basketTitle })).toBeVisible()
  await tabTo(page, page.getByRole('link', { name: x.checkout }))
  await page.keyboard.press('Enter')

  // Payment: the card (the first method, chosen already), typed field after field, then pay.
  await expect(page.getByRole('heading', { level: 1, name: x.paymentTitle })).toBeVisible()
  await expect(page.getByRole('radio', { name: x.card })).toBeChecked()
  await tabTo(page, page.getByRole('textbox', { name: x.cardNumber }))
  await page.keyboard.type('4242424242424242')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: x.cardName })).toBeFocused()
  await page.keyboard.type('KEYBOARD BUYER')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: x.cardExpiry })).toBeFocused()
  await page.keyboard.type('1234')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: x.cardCvc })).toBeFocused()
  await page.keyboard.type('123')
  await tabTo(page, page.getByRole('button', { name: x.pay }))
  await page.keyboard.press('Enter')

  // The completed view, and the order paid.
  await expect(page.getByRole('heading', { level: 1, name: x.paid })).toBeVisible()
  const { Orders, TotalItems } = await ordersOf(page)
  expect(TotalItems).toBe(1)
  expect(Orders[0]).toMatchObject({ PaymentStatusEnum: 30, OrderStatusEnum: 30 })
})
