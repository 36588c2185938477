import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import { at, type Locale } from './support'

/**
 * axe-core on every page of the store, in both languages and both themes (dark is the default;
 * light is the visitor's choice kept in localStorage 'theme', which index.html applies before the
 * first paint). Each page waits for its real content (its heading, no busy region, the footer)
 * before axe runs, and one test per page reports every violation of its views at once.
 * Desktop only: the rules do not depend on the viewport, and the sweep must stay short.
 * The pages come with the server's Content-Security-Policy, and the browser must report no
 * violation of it in any view (axe runs through the DevTools protocol, which the CSP does not
 * govern).
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
/**
 * WCAG 2.1 A rules that axe ships as experimental, so that its tags alone leave them out:
 * label-content-name-mismatch is success criterion 2.5.3 (Label in Name).
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } }
type Theme = 'dark' | 'light'
/**
 * The views of each page: each language once and each theme once. A theme changes only colours
 * (a class on <html>), so every rule but colour contrast sees the same document in both themes;
 * a language changes the words and `lang`, so each is checked with every rule.
 */
const views: readonly { locale: Locale; theme: Theme }[] = [
  { locale: 'th', theme: 'dark' },
  { locale: 'en', theme: 'light' },
]

// ---------------------------------------------------------------------------------------------
// Seeded ids and names, and a signed-in customer with an address, a paid order and a basket

type ByLocale<T> = Record<Locale, T>
type Named = { Id: number; Name: string }
type Details = Named & {
  VendorModel: Named | null
  ProductManufacturers: Named[]
  ProductTags: Named[]
}
const topicCodes = ['about', 'policy', 'termandcondition', 'purchaseprocess'] as const
type TopicCode = (typeof topicCodes)[number]
type Topic = { Title: string; SubTopics: { Key: string; Title: string }[] | null }

type Catalogue = {
  book: ByLocale<Details>
  category: ByLocale<Named>
  homeRow: ByLocale<string>
  thaiWord: string
  topics: ByLocale<Record<TopicCode, Topic>>
}

type Customer = {
  token: string
  info: unknown
  deviceId: string
  addressId: number
  orderId: number
  orderNumber: string
}

type Envelope<T> = { Data: T; ErrorList?: string[] }

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: { locale?: Locale; deviceId?: string; token?: string; data?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Language: options.locale ?? 'th', DeviceTypeId: '20' }
  if (options.deviceId) headers.deviceId = options.deviceId
  if (options.token) headers.Token = options.token
  const response = await request.fetch(path, { method, headers, data: options.data })
  const body = (await response.json()) as Envelope<T> & { data?: T }
  expect(response.ok(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(true)
  return (body.Data ?? body.data) as T
}

async function lookUpCatalogue(request: APIRequestContext): Promise<Catalogue> {
  const rows = await call<{ id: number; name: string }[]>(
    request,
    'GET',
    '/content-api/v1/home/best-seller',
  )
  const segmenter = new Intl.Segmenter('th', { granularity: 'word' })
  const thaiWord = rows
    .flatMap((row) => [...segmenter.segment(row.name)].filter((part) => part.isWordLike).slice(1))
    .map((part) => part.segment)
    .find((word) => /^[\u0E00-\u0E7F]{3,}$/u.test(word))
  if (!thaiWord || !rows[0]) throw new Error('The best sellers have no Thai title.')
  const both = async <T>(get: (locale: Locale) => Promise<T>): Promise<ByLocale<T>> => ({
    th: await get('th'),
    en: await get('en'),
  })
  const book = await both((locale) =>
    call<Details>(request, 'GET', `/api/v2/product/productdetails/${rows[0]!.id}`, { locale }),
  )
  const category = await both(async (locale) => {
    const tree = await call<{ CategoryId: number; Name: string }[]>(
      request,
      'GET',
      '/api/v2/home/categorytree',
      { locale },
    )
    return { Id: tree[0]!.CategoryId, Name: tree[0]!.Name }
  })
  const homeRow = await both(async (locale) => {
    const rows = await call<{ Name: string }[]>(
      request,
      'GET',
      '/api/v2/home/homepagecategorieswithproducts',
      { locale },
    )
    return rows[0]!.Name
  })
  const topics = await both(async (locale) => {
    const entries = await Promise.all(
      topicCodes.map(async (code) => {
        const path = `/api/v2/topic/details-topiccode/${code}`
        return [code, await call<Topic>(request, 'GET', path, { locale })] as const
      }),
    )
    return Object.fromEntries(entries) as Record<TopicCode, Topic>
  })
  return { book, category, homeRow, thaiWord, topics }
}

/** A new customer (registered through the API) with an address, a paid order and a book in the basket. */
async function newCustomer(
  request: APIRequestContext,
  baseURL: string,
  catalogue: Catalogue,
): Promise<Customer> {
  const deviceId = randomUUID()
  const email = `a11y-${randomUUID()}@example.com`
  const password = 'correct-horse-battery'
  const { Token: token, CustomerInfo: info } = await call<{ Token: string; CustomerInfo: unknown }>(
    request,
    'POST',
    '/api/v2/customer/register',
    {
      deviceId,
      data: {
        Data: {
          Email: email,
          Password: password,
          ConfirmPassword: password,
          FirstName: 'สมใจ',
          LastName: 'ทดสอบ',
          AcceptPrivacyPolicy: true,
        },
      },
    },
  )
  const as = { deviceId, token }
  // A Bangkok (province 10) address: a district of it, its first sub-district and that postcode.
  const districts = await call<{ Id: number; SubDistricts: { Id: number; PostCode: string }[] }[]>(
    request,
    'GET',
    '/api/v2/country/getcitybystatesid/10',
  )
  const district = districts.find((item) => item.SubDistricts.length > 0)!
  const subDistrict = district.SubDistricts[0]!
  const addressId = await call<number>(request, 'POST', '/api/v2/customer/addressadd', {
    ...as,
    data: {
      Data: {
        Address: {
          FirstName: 'สมใจ',
          LastName: 'ทดสอบ',
          Email: email,
          CountryId: 1,
          StateProvinceId: 10,
          DistrictId: district.Id,
          SubDistrictId: subDistrict.Id,
          Address1: '99/1 ถนนหน้าพระลาน',
          ZipPostalCode: subDistrict.PostCode,
          PhoneNumber: '0812345678',
        },
      },
    },
  })
  // A paid order of the seeded book (the sandbox's test card), so the bookshelf has it too.
  const bookId = catalogue.book.th.Id
  await call(request, 'POST', `/api/v2/shoppingcart/addproducttocart/details/${bookId}/1`, as)
  const { CheckoutToken } = await call<{ CheckoutToken: string }>(
    request,
    'GET',
    '/api/v2/checkout/checkoutbook',
    as,
  )
  const card = await request.post('/sandbox/omise/tokens', {
    data: { card: { number: '4242424242424242' } },
  })
  const { id: OmiseToken } = (await card.json()) as { id: string }
  const order = await call<{
    OrderId: number
    CustomOrderNumber: string
    PaymentStatusEnum: number
  }>(request, 'POST', '/api/v2/checkout/confirmorderomise', {
    ...as,
    data: {
      Data: { CheckoutToken, OmiseToken, ReturnUrl: new URL('/payment', baseURL).href },
    },
  })
  expect(order.PaymentStatusEnum).toBe(30)
  await call(request, 'POST', '/api/v2/customer/addbookshelf', {
    ...as,
    data: { Data: { Name: 'อ่านก่อนนอน' } },
  })
  // Another book in the basket, for the payment page.
  const others = await call<{ id: number }[]>(request, 'GET', '/content-api/v1/home/new-release')
  const another = others.find((row) => row.id !== bookId)!
  await call(request, 'POST', `/api/v2/shoppingcart/addproducttocart/details/${another.id}/1`, as)
  return {
    token,
    info,
    deviceId,
    addressId,
    orderId: order.OrderId,
    orderNumber: order.CustomOrderNumber,
  }
}

/**
 * The tab every page of a worker's sweep opens in, and what the browser reported in it of the
 * Content-Security-Policy since the test began.
 */
type SweepTab = { page: Page; cspViolations: string[] }

// Axe rules do not depend on the viewport: the desktop project runs the sweep (playwright.config.ts).
const test = base.extend<
  { tab: SweepTab },
  { catalogue: Catalogue; customer: Customer; sweepTab: SweepTab }
>({
  catalogue: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      })
      await use(await lookUpCatalogue(request))
      await request.dispose()
    },
    { scope: 'worker' },
  ],
  // One customer per worker: the pages only read its data.
  customer: [
    async ({ playwright, catalogue }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!
      const request = await playwright.request.newContext({ baseURL })
      await use(await newCustomer(request, baseURL, catalogue))
      await request.dispose()
    },
    { scope: 'worker' },
  ],
  // One tab per worker for the whole sweep, its cookies and storage emptied before each page's
  // test: every view is still a full load of the page (its server rendering, headers and
  // scripts), but in a warm tab; a new context and tab per test cost as much CPU again as the loads.
  sweepTab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      })
      const page = await context.newPage()
      await use({ page, cspViolations: await recordCspViolations(page) })
      await context.close()
    },
    { scope: 'worker' },
  ],
  tab: async ({ sweepTab }, use) => {
    await emptyStorage(sweepTab.page.context(), sweepTab.page)
    sweepTab.cspViolations.length = 0
    await use(sweepTab)
  },
})

/**
 * Empties the tab's cookies and the store's browser storage, as a new browser has them. The
 * storage is reached from a small document of the store's origin (robots.txt), not a page.
 */
async function emptyStorage(context: BrowserContext, page: Page) {
  await context.clearCookies()
  await page.goto('/robots.txt')
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
}

// Two views a page, each analysed in full (the home page with all its rows: some 3,700
// elements): a hung-test guard above the config's, for a busy machine.
test.describe.configure({ timeout: 300_000 })

// ---------------------------------------------------------------------------------------------
// The pages

/** What a page is opened with: the seeded catalogue, and the customer on the customer's pages. */
type Context = { catalogue: Catalogue; customer?: Customer }
const mine = ({ customer }: Context): Customer => {
  if (!customer) throw new Error('A customer page opened without the customer.')
  return customer
}
type Heading = string | RegExp

type StorePage = {
  /** The test's name. */
  name: string
  /** The Thai path; English is the same under /en. */
  path: (context: Context) => string
  /** The page's h1 in each language (a string is the whole name). */
  heading: (locale: Locale, context: Context) => Heading
  /** Whose browser opens it: a guest (default) or the signed-in customer. */
  as?: 'guest' | 'customer'
  /** The guest's browser state, set before every load (a basket, a wishlist, viewed books). */
  guest?: (request: APIRequestContext, catalogue: Catalogue) => Promise<Record<string, string>>
  /** More to wait for than the heading, the footer and no busy region. */
  ready?: (page: Page, locale: Locale, context: Context) => Promise<void>
}

const text = (th: Heading, en: Heading) => (locale: Locale) => (locale === 'th' ? th : en)

/** A guest device whose basket or wishlist (type 1 / 2) holds the seeded book. */
const guestWith =
  (type: 1 | 2) =>
  async (request: APIRequestContext, catalogue: Catalogue): Promise<Record<string, string>> => {
    const deviceId = randomUUID()
    const path = `/api/v2/shoppingcart/addproducttocart/details/${catalogue.book.th.Id}/${type}`
    await call(request, 'POST', path, { deviceId })
    return { deviceId }
  }

const listed =
  (name: (locale: Locale, context: Context) => string) =>
  async (page: Page, locale: Locale, context: Context) => {
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: name(locale, context), exact: true })
        .first(),
    ).toBeVisible()
  }

const bookName = (locale: Locale, { catalogue }: Context) => catalogue.book[locale].Name
const vendorOf = (book: Details) => book.VendorModel ?? { Id: 0, Name: '' }
const topic =
  (code: TopicCode, key?: 'first') =>
  (locale: Locale, { catalogue }: Context) => {
    const main = catalogue.topics[locale][code]
    return key ? main.SubTopics![0]!.Title : main.Title
  }
const firstKey = (catalogue: Catalogue, code: TopicCode) =>
  catalogue.topics.th[code].SubTopics![0]!.Key
const BAD_RESET_LINK =
  '/reset-password/AAAAAAAAAAAAAAAAAAAAAAAA/00000000-0000-4000-8000-000000000000'

const storePages: StorePage[] = [
  // Part 1: browsing
  {
    name: 'home',
    path: () => '/',
    heading: text('ร้านหนังสืออีบุ๊ก', 'E-book Store'),
    ready: async (page, locale, { catalogue }) => {
      // The category rows come when scrolled near: the whole page is checked with them.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      const row = page.getByRole('region', { name: catalogue.homeRow[locale], exact: true })
      await expect(row.getByRole('link').first()).toBeVisible()
    },
  },
  {
    name: 'best sellers',
    path: () => '/bestseller',
    heading: text('หนังสือขายดี', 'Best sellers'),
    ready: listed(bookName),
  },
  { name: 'new books', path: () => '/newproducts', heading: text('หนังสือใหม่', 'New books') },
  {
    name: 'recently viewed',
    path: () => '/recentlyviewedproducts',
    heading: text('หนังสือที่ดูล่าสุด', 'Recently viewed'),
    guest: async (_request, catalogue) => ({
      recentlyViewed: JSON.stringify([catalogue.book.th.Id]),
    }),
    ready: listed(bookName),
  },
  {
    name: 'category',
    path: ({ catalogue }) => `/category/${catalogue.category.th.Id}`,
    heading: (locale, { catalogue }) => catalogue.category[locale].Name,
  },
  {
    name: 'tag',
    path: ({ catalogue }) => `/producttag/${catalogue.book.th.ProductTags[0]!.Id}`,
    heading: (locale, { catalogue }) => catalogue.book[locale].ProductTags[0]!.Name,
  },
  {
    name: 'manufacturer',
    path: ({ catalogue }) => `/manufacturer/${catalogue.book.th.ProductManufacturers[0]!.Id}`,
    heading: (locale, { catalogue }) => catalogue.book[locale].ProductManufacturers[0]!.Name,
  },
  {
    name: 'vendor',
    path: ({ catalogue }) => `/vendor/${vendorOf(catalogue.book.th).Id}`,
    heading: (locale, { catalogue }) => vendorOf(catalogue.book[locale]).Name,
  },
  {
    name: 'book detail',
    path: ({ catalogue }) => `/book-detail/${catalogue.book.th.Id}`,
    heading: bookName,
  },
  {
    name: 'book reviews',
    path: ({ catalogue }) => `/book-review/${catalogue.book.th.Id}`,
    heading: (locale, context) =>
      locale === 'th'
        ? `รีวิวหนังสือ ${bookName(locale, context)}`
        : `Reviews of ${bookName(locale, context)}`,
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    },
  },
  {
    name: 'search',
    path: ({ catalogue }) => `/search?q=${encodeURIComponent(catalogue.thaiWord)}`,
    heading: (locale, { catalogue }) =>
      locale === 'th' ? `ผลการค้นหา “${catalogue.thaiWord}”` : `Results for “${catalogue.thaiWord}”`,
    ready: async (page, locale) => {
      const list = page.getByRole('list', {
        name: locale === 'th' ? 'ผลการค้นหา' : 'Search results',
      })
      await expect(list.getByRole('link').first()).toBeVisible()
    },
  },
  {
    name: 'advanced search',
    path: ({ catalogue }) => `/search/advance?q=${encodeURIComponent(catalogue.thaiWord)}`,
    heading: text('ค้นหาแบบละเอียด', 'Advanced search'),
    ready: async (page, locale) => {
      const list = page.getByRole('list', {
        name: locale === 'th' ? 'ผลการค้นหา' : 'Search results',
      })
      await expect(list.getByRole('link').first()).toBeVisible()
    },
  },
  {
    name: 'wishlist',
    path: () => '/wishlist',
    heading: text(/^รายการที่อยากได้/u, /^My wishlist/u),
    guest: guestWith(2),
    ready: listed(bookName),
  },
  { name: 'topic', path: () => '/topic/about', heading: topic('about') },
  { name: 'contact us', path: () => '/contactus', heading: text('ติดต่อเรา', 'Contact us') },
  { name: 'policy', path: () => '/policy', heading: topic('policy') },
  { name: 'terms', path: () => '/termandcondition', heading: topic('termandcondition') },
  {
    name: 'terms section',
    path: ({ catalogue }) => `/termandcondition/${firstKey(catalogue, 'termandcondition')}`,
    heading: topic('termandcondition', 'first'),
  },
  { name: 'purchase process', path: () => '/purchaseprocess', heading: topic('purchaseprocess') },
  {
    name: 'purchase process section',
    path: ({ catalogue }) => `/purchaseprocess/${firstKey(catalogue, 'purchaseprocess')}`,
    heading: topic('purchaseprocess', 'first'),
  },
  { name: 'settings', path: () => '/setting', heading: text('ตั้งค่า', 'Settings') },
  {
    name: 'unknown route (404)',
    path: () => '/no-such-page/here',
    heading: text('ไม่พบหน้านี้', 'Page Not Found'),
  },

  // Part 2: accounts and buying, as a guest
  { name: 'login', path: () => '/Login', heading: text('เข้าสู่ระบบ', 'Log in') },
  { name: 'register', path: () => '/register', heading: text('สมัครสมาชิก', 'Register') },
  {
    name: 'sign-in error',
    path: () => '/auth/error?error=AccessDenied',
    heading: text('เข้าสู่ระบบไม่สำเร็จ', 'Sign-in failed'),
  },
  {
    name: 'forgotten password',
    path: () => '/customer/forget-password',
    heading: text('ลืมรหัสผ่าน', 'Forgot your password'),
  },
  {
    name: 'reset password with a bad link',
    path: () => BAD_RESET_LINK,
    heading: text('ใช้ลิงก์นี้ไม่ได้', 'This link cannot be used'),
  },
  { name: 'basket, empty', path: () => '/basket', heading: text('ตะกร้าสินค้า', 'Basket') },
  {
    name: 'basket with a book',
    path: () => '/basket',
    heading: text('ตะกร้าสินค้า', 'Basket'),
    guest: guestWith(1),
    ready: listed(bookName),
  },

  // Part 2: the signed-in customer
  ...(
    [
      ['profile', '/customer/profile', 'ข้อมูลส่วนตัว', 'My details'],
      ['change password', '/customer/change-password', 'เปลี่ยนรหัสผ่าน', 'Change password'],
      ['delete account', '/customer/delete-account', 'ปิดบัญชี', 'Close my account'],
      ['linked accounts', '/removesocial', 'บัญชีภายนอกที่เชื่อมต่อ', 'Linked accounts'],
      ['addresses', '/customer/addresses', 'ที่อยู่ของฉัน', 'My addresses'],
      ['add an address', '/customer/addressadd', 'เพิ่มที่อยู่', 'Add an address'],
      ['billing address', '/customer/shipping-address', 'ที่อยู่สำหรับใบเสร็จ', 'Billing address'],
      [
        'add a billing address',
        '/customer/shipping-address-add',
        'เพิ่มที่อยู่สำหรับใบเสร็จ',
        'Add a billing address',
      ],
      ['payment', '/payment', 'ชำระเงิน', 'Payment'],
      ['order history', '/order-history', 'ประวัติการสั่งซื้อ', 'Order history'],
      ['bookshelf', '/bookshelf', 'ชั้นหนังสือของฉัน', 'My bookshelf'],
      ['bookshelf collections', '/bookshelf/collection', 'คอลเลกชันของฉัน', 'My collections'],
      ['publisher application', '/vendor/apply', 'สมัครเป็นสำนักพิมพ์', 'Become a publisher'],
    ] as const
  ).map(([name, path, th, en]): StorePage => ({
    name,
    path: () => path,
    heading: text(th, en),
    as: 'customer',
  })),
  {
    name: 'edit an address',
    path: (context) => `/customer/addressedit/${mine(context).addressId}`,
    heading: text('แก้ไขที่อยู่', 'Edit address'),
    as: 'customer',
  },
  {
    name: 'order details',
    path: (context) => `/orderdetails/${mine(context).orderId}`,
    heading: (locale, context) =>
      `${locale === 'th' ? 'คำสั่งซื้อ' : 'Order'} ${mine(context).orderNumber}`,
    as: 'customer',
    ready: listed(bookName),
  },
  {
    name: 'contact a publisher',
    path: ({ catalogue }) => `/contact-publisher/${vendorOf(catalogue.book.th).Id}`,
    heading: (locale, { catalogue }) =>
      locale === 'th'
        ? `ติดต่อ ${vendorOf(catalogue.book[locale]).Name}`
        : `Contact ${vendorOf(catalogue.book[locale]).Name}`,
    as: 'customer',
  },
]

// ---------------------------------------------------------------------------------------------
// The sweep

type Finding = {
  theme: Theme
  locale: Locale
  rule: string
  impact: string | null | undefined
  help: string
  targets: string[]
}

/** Opens the page in one language and theme, waits for its content, and runs axe on it. */
async function check(
  page: Page,
  storePage: StorePage,
  context: Context,
  storage: BrowserStorage,
  locale: Locale,
  theme: Theme,
): Promise<Finding[]> {
  const path = at(locale, storePage.path(context))
  // The theme is the visitor's stored choice, read before the first paint. The first view of a
  // test has none stored (dark is the default: the tab is on robots.txt, storage empty); later
  // views store theirs.
  if (new URL(page.url()).pathname === '/robots.txt')
    expect(theme, 'the first view of a page is in the default theme').toBe('dark')
  else await page.evaluate((value) => localStorage.setItem('theme', value), theme)
  // What the page's browser keeps (the test's storage), as the page's scripts find it.
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, String(value))
  }, storage)
  const response = await page.goto(path)
  expect(
    response?.headers()['content-security-policy'],
    `${path}: its Content-Security-Policy`,
  ).toBeTruthy()
  const html = page.locator('html')
  await expect(html).toHaveClass(new RegExp(`\\b${theme}\\b`, 'u'))
  await expect(html).toHaveAttribute('lang', locale)
  const heading = storePage.heading(locale, context)
  await expect(
    page.getByRole('heading', { level: 1, name: heading, exact: typeof heading === 'string' }),
    `${path}: its heading`,
  ).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0])
  await storePage.ready?.(page, locale, context)
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  // options() replaces everything set before it: it comes first, then the tags. Legacy mode runs
  // axe in the page itself (the store has no cross-origin frames) instead of opening a blank tab
  // to merge the frames' results: the same findings in half the time.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: EXTRA_RULES })
    .withTags(TAGS)
    .analyze()
  return violations.map((violation) => ({
    theme,
    locale,
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

function describeFindings(path: string, findings: Finding[]): string {
  const lines = findings.map(
    (finding) =>
      `  ${finding.rule} [${finding.impact}] (${finding.locale}, ${finding.theme}) ${finding.help}\n` +
      finding.targets.map((target) => `      ${target}`).join('\n'),
  )
  return `axe found ${findings.length} violation(s) on ${path}:\n${lines.join('\n')}`
}

/**
 * What the browser reports of the CSP while the page is open (`securitypolicyviolation`, from the
 * start of every document): the directive, what it blocked, and where.
 */
async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (violation: string) =>
    violations.push(`${page.url()}: ${violation}`),
  )
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (violation: string) => void })
      .reportCspViolation
    document.addEventListener('securitypolicyviolation', (event) =>
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
          (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
      ),
    )
  })
  return violations
}

/**
 * The browser storage a page's test starts with. Where the app keeps them (app/session.ts,
 * packages/api/src/storage.ts): browser storage, and the token in a cookie too (the server's
 * render sends a guest on an account page to log in).
 */
type BrowserStorage = Record<string, string>

/** The page in its views; fails with every violation found, with rule, targets and view. */
async function sweep(
  { page, cspViolations }: SweepTab,
  storePage: StorePage,
  context: Context,
  storage: BrowserStorage,
) {
  const { token } = storage
  const url = test.info().project.use.baseURL
  if (token && url) await page.context().addCookies([{ name: 'token', value: token, url }])
  const findings: Finding[] = []
  for (const { locale, theme } of views)
    findings.push(...(await check(page, storePage, context, storage, locale, theme)))
  expect(findings.length, describeFindings(storePage.path(context), findings)).toBe(0)
  expect(cspViolations, 'Content-Security-Policy violations').toEqual([])
}

for (const storePage of storePages) {
  if (storePage.as === 'customer')
    test(`axe: ${storePage.name}`, async ({ tab, catalogue, customer }) => {
      await sweep(
        tab,
        storePage,
        { catalogue, customer },
        {
          token: customer.token,
          customerInfo: JSON.stringify(customer.info),
          deviceId: customer.deviceId,
        },
      )
    })
  else
    test(`axe: ${storePage.name}`, async ({ tab, request, catalogue }) => {
      const storage = (await storePage.guest?.(request, catalogue)) ?? {}
      await sweep(tab, storePage, { catalogue }, storage)
    })
}
