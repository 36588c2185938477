import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { at, locales, type Locale } from './support'

/**
 * A visitor browsing the store, in Thai and in English (desktop only: nothing here depends on
 * the viewport). What the pages show is checked against the server's answers, looked up through
 * the API in the test, so no seeded title or id is written here.
 */

// ---------------------------------------------------------------------------------------------
// The server's data

type Book = { Id: number; Name: string }
type Listing = { CatalogProductsModel: { Products: Book[]; AvailableSortOptions: Option[] } }
type Option = { Text: string; Value: string }
type Named = { Id: number; Name: string }
type Details = Book & {
  VendorModel: Named | null
  ShowVendor: boolean
  ProductManufacturers: Named[]
  ProductTags: Named[]
  ProductReviewOverview: { TotalReviews: number }
}
type Topic = { Title: string; SubTopics: { Key: string; Title: string }[] | null }

async function get<T>(request: APIRequestContext, path: string, locale: Locale): Promise<T> {
  const response = await request.get(path, { headers: { Language: locale, DeviceTypeId: '20' } })
  expect(response.ok(), `GET ${path}`).toBe(true)
  const body = (await response.json()) as { Data?: T; data?: T }
  return (body.Data ?? body.data) as T
}

/** The titles of a listing's page, as the server orders them. */
async function listingTitles(request: APIRequestContext, path: string, locale: Locale) {
  const data = await get<Listing>(request, path, locale)
  return data.CatalogProductsModel.Products.map((book) => book.Name)
}

async function searchTitles(request: APIRequestContext, q: string, locale: Locale) {
  const response = await request.post('/api/v2/catalog/search', {
    headers: { Language: locale },
    data: { Data: { q } },
  })
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { Data: Listing }
  return body.Data.CatalogProductsModel.Products
}

/**
 * A best seller with a Thai title and reviews, and a Thai word from inside that title (not its
 * first word; Thai has no spaces, so the title is cut with Intl.Segmenter as the server does)
 * that the search finds it by on its first page of results.
 */
async function thaiWordOfATitle(request: APIRequestContext) {
  const rows = await get<{ id: number; name: string }[]>(
    request,
    '/content-api/v1/home/best-seller',
    'th',
  )
  const segmenter = new Intl.Segmenter('th', { granularity: 'word' })
  const candidates = rows
    .flatMap((row) =>
      [...segmenter.segment(row.name)]
        .filter((part) => part.isWordLike)
        .slice(1)
        .map((part) => ({ word: part.segment, id: row.id })),
    )
    .filter(({ word }) => /^[\u0E00-\u0E7F]{3,}$/u.test(word))
    .sort((a, b) => b.word.length - a.word.length)
  for (const { word, id } of candidates) {
    const found = await searchTitles(request, word, 'th')
    if (!found.some((book) => book.Id === id)) continue
    const details = await get<Details>(request, `/api/v2/product/productdetails/${id}`, 'th')
    if (details.ProductReviewOverview.TotalReviews > 0) return { word, id }
  }
  throw new Error('No best seller has a Thai title with a word the search finds it by.')
}

/** The same book in both languages. */
async function bookInBothLanguages(request: APIRequestContext, id: number) {
  const path = `/api/v2/product/productdetails/${id}`
  return {
    th: await get<Details>(request, path, 'th'),
    en: await get<Details>(request, path, 'en'),
  }
}

// ---------------------------------------------------------------------------------------------
// The page

const texts = {
  th: {
    home: 'ร้านหนังสืออีบุ๊ก',
    mainMenu: 'เมนูหลัก',
    pages: 'เลขหน้า',
    page: (n: number) => `หน้า ${n}`,
    sort: 'เรียงตาม',
    range: (first: number, last: number) => new RegExp(`^แสดงเล่มที่ ${first}–${last} จาก`, 'u'),
    search: 'ค้นหาหนังสือ',
    results: 'ผลการค้นหา',
    resultsTitle: (q: string) => `ผลการค้นหา “${q}”`,
    readReviews: (n: number) => `อ่าน ${n} รีวิว`,
    reviewsHeading: (title: string) => `รีวิวหนังสือ ${title}`,
    allReviews: (n: number) => `รีวิวทั้งหมด (${n})`,
    backToBook: 'กลับไปหน้าหนังสือ',
    basket: (n: number) => `ตะกร้า (${n} เล่ม)`,
    addToBasket: 'ใส่ตะกร้า',
    inBasket: 'อยู่ในตะกร้าแล้ว ดูตะกร้า',
    wishlistHeart: 'รายการที่อยากได้',
    wishlist: /^รายการที่อยากได้/u,
    wishlistBooks: 'หนังสือในรายการที่อยากได้',
    otherLanguage: /^English/u,
    toLight: 'ธีมสว่าง',
    toDark: 'ธีมมืด',
    bestsellers: 'หนังสือขายดี',
    newBooks: 'หนังสือใหม่',
    recentlyViewed: 'หนังสือที่ดูล่าสุด',
    recentlyViewedRow: 'ดูล่าสุด',
    tagKicker: 'แท็ก',
    imprintKicker: 'สำนักพิมพ์ในเครือ',
    publisherKicker: 'สำนักพิมพ์',
    sections: 'หัวข้อในหน้านี้',
    policy: 'นโยบายความเป็นส่วนตัว',
    terms: 'ข้อกำหนดและเงื่อนไข',
    purchase: 'ขั้นตอนการสั่งซื้อ',
    contact: 'ติดต่อเรา',
    contactForm: 'แบบฟอร์มติดต่อร้าน',
    fullName: 'ชื่อ-นามสกุล',
    email: 'อีเมล',
    send: 'ส่งข้อความ',
    nameRequired: 'กรุณากรอกชื่อ',
    emailRequired: 'กรุณากรอกอีเมล',
    emailInvalid: 'อีเมลไม่ถูกต้อง',
    enquiryRequired: 'กรุณากรอกข้อความ',
    settings: 'ตั้งค่า',
    otherLanguageRadio: 'English',
    lightRadio: 'สว่าง',
    notFound: 'ไม่พบหน้านี้',
  },
  en: {
    home: 'E-book Store',
    mainMenu: 'Main menu',
    pages: 'Pages',
    page: (n: number) => `Page ${n}`,
    sort: 'Sort by',
    range: (first: number, last: number) => new RegExp(`^Showing ${first}–${last} of`, 'u'),
    search: 'Search books',
    results: 'Search results',
    resultsTitle: (q: string) => `Results for “${q}”`,
    readReviews: (n: number) => `Read ${n} ${n === 1 ? 'review' : 'reviews'}`,
    reviewsHeading: (title: string) => `Reviews of ${title}`,
    allReviews: (n: number) => `All reviews (${n})`,
    backToBook: 'Back to the book',
    basket: (n: number) => `Basket (${n} ${n === 1 ? 'item' : 'items'})`,
    addToBasket: 'Add to basket',
    inBasket: 'In your basket: view basket',
    wishlistHeart: 'Wishlist',
    wishlist: /^My wishlist/u,
    wishlistBooks: 'Books in your wishlist',
    otherLanguage: /^ภาษาไทย/u,
    toLight: 'Light theme',
    toDark: 'Dark theme',
    bestsellers: 'Best sellers',
    newBooks: 'New books',
    recentlyViewed: 'Recently viewed',
    recentlyViewedRow: 'Recently viewed',
    tagKicker: 'Tag',
    imprintKicker: 'Imprint',
    publisherKicker: 'Publisher',
    sections: 'In this section',
    policy: 'Privacy policy',
    terms: 'Terms and conditions',
    purchase: 'How to buy',
    contact: 'Contact us',
    contactForm: 'Contact form',
    fullName: 'Full name',
    email: 'Email',
    send: 'Send message',
    nameRequired: 'Please enter your name',
    emailRequired: 'Please enter your email',
    emailInvalid: 'Invalid email address',
    enquiryRequired: 'Please enter a message',
    settings: 'Settings',
    otherLanguageRadio: 'ไทย',
    lightRadio: 'Light',
    notFound: 'Page Not Found',
  },
} as const

const other = (locale: Locale): Locale => (locale === 'th' ? 'en' : 'th')
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')

/** The address (path and query) must be exactly this store path in this language. */
async function expectPath(page: Page, locale: Locale, path: string) {
  await expect(page).toHaveURL(
    (url) => decodeURIComponent(url.pathname + url.search) === at(locale, path),
  )
}

const h1 = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' })

/** The titles of the books a listing shows, in order. */
const gridTitles = (page: Page, label: string) =>
  page.getByRole('list', { name: label, exact: true }).getByRole('heading')

/** A link by its name that goes to this store path. */
const linkTo = (page: Page, name: string, href: string) =>
  page.getByRole('link', { name, exact: true }).and(page.locator(`[href="${href}"]`))

for (const locale of locales) {
  const t = texts[locale]

  test.describe(`browsing (${locale})`, () => {
    test('home → category pages and sorts → search a Thai word → book → reviews, basket, wishlist, language, theme', async ({
      page,
      request,
    }) => {
      const tree = await get<{ CategoryId: number; Name: string; NumberOfProducts: number }[]>(
        request,
        '/api/v2/home/categorytree',
        locale,
      )
      const category = tree.find((item) => item.NumberOfProducts > 24)
      if (!category) throw new Error('No top category has three pages of books.')
      const categoryPath = `/api/v2/catalog/category/${category.CategoryId}`

      await test.step('home', async () => {
        await page.goto(at(locale, '/'))
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(h1(page, t.home)).toBeAttached()
        await expect(page.getByRole('link', { name: t.basket(0), exact: true })).toBeVisible()
      })

      await test.step('follow a category from the main menu', async () => {
        await page
          .getByRole('navigation', { name: t.mainMenu })
          .getByRole('link', { name: category.Name, exact: true })
          .click()
        await expectPath(page, locale, `/category/${category.CategoryId}`)
        await expect(h1(page, category.Name)).toBeVisible()
        await expect(gridTitles(page, category.Name)).toHaveText(
          await listingTitles(request, categoryPath, locale),
        )
      })

      const pageOne = await gridTitles(page, category.Name).allTextContents()
      await test.step('page 2', async () => {
        await page
          .getByRole('navigation', { name: t.pages })
          .getByRole('link', { name: t.page(2), exact: true })
          .click()
        await expectPath(page, locale, `/category/${category.CategoryId}?page=2`)
        const pageTwo = await listingTitles(request, `${categoryPath}?pageNumber=2`, locale)
        await expect(gridTitles(page, category.Name)).toHaveText(pageTwo)
        expect(pageTwo).not.toEqual(pageOne)
        await expect(page.getByText(t.range(13, 24))).toBeVisible()
      })

      await test.step('sort by name Z to A, back to page 1, then page 2 again', async () => {
        const { CatalogProductsModel: model } = await get<Listing>(request, categoryPath, locale)
        const zToA = model.AvailableSortOptions.find((option) => option.Value === '6')
        if (!zToA) throw new Error('The category offers no Z-A sort.')
        await page.getByRole('combobox', { name: t.sort }).selectOption({ label: zToA.Text })
        await expectPath(page, locale, `/category/${category.CategoryId}?sort=6`)
        await expect(gridTitles(page, category.Name)).toHaveText(
          await listingTitles(request, `${categoryPath}?orderby=6`, locale),
        )
        await page
          .getByRole('navigation', { name: t.pages })
          .getByRole('link', { name: t.page(2), exact: true })
          .click()
        await expect(page).toHaveURL(/[?&]page=2(&|$)/u)
        await expect(page).toHaveURL(/[?&]sort=6(&|$)/u)
        await expect(gridTitles(page, category.Name)).toHaveText(
          await listingTitles(request, `${categoryPath}?orderby=6&pageNumber=2`, locale),
        )
        await expect(page.getByRole('combobox', { name: t.sort })).toHaveValue('6')
      })

      const { word, id } = await thaiWordOfATitle(request)
      const book = await bookInBothLanguages(request, id)
      const title = book[locale].Name

      await test.step(`search “${word}” from the header`, async () => {
        const box = page.getByRole('combobox', { name: t.search })
        await box.fill(word)
        await box.press('Enter')
        await expectPath(page, locale, `/search?q=${word}`)
        await expect(h1(page, t.resultsTitle(word))).toBeVisible()
        const found = gridTitles(page, t.results).filter({ hasText: title })
        await expect(found).toHaveCount(1)
        // In Thai the word is inside the title; in English the same book is found by it.
        if (locale === 'th') expect(await found.textContent()).toContain(word)
        await found.getByRole('link').click()
      })

      await test.step('the book', async () => {
        await expectPath(page, locale, `/book-detail/${id}`)
        await expect(h1(page, title)).toBeVisible()
      })

      await test.step('its reviews', async () => {
        const total = book[locale].ProductReviewOverview.TotalReviews
        await page.getByRole('link', { name: t.readReviews(total), exact: true }).click()
        await expectPath(page, locale, `/book-review/${id}`)
        await expect(h1(page, t.reviewsHeading(title))).toBeVisible()
        await expect(page.getByRole('heading', { name: t.allReviews(total) })).toBeVisible()
        const reviews = await get<{ Items: { Title: string }[] }>(
          request,
          `/api/v2/product/productreviewspagging?productId=${id}&pageNumber=1`,
          locale,
        )
        await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
          reviews.Items.map((review) => review.Title),
        )
        await page.getByRole('link', { name: t.backToBook }).click()
        await expectPath(page, locale, `/book-detail/${id}`)
      })

      await test.step('add it to the basket: the header counts it, the server has it', async () => {
        await expect(page.getByRole('link', { name: t.basket(0), exact: true })).toBeVisible()
        await page.getByRole('button', { name: t.addToBasket }).click()
        await expect(page.getByRole('link', { name: t.basket(1), exact: true })).toBeVisible()
        await expect(page.getByRole('link', { name: t.inBasket })).toBeVisible()
        const deviceId = await page.evaluate(() => localStorage.getItem('deviceId'))
        const cart = await request.get('/api/v2/shoppingcart/cart', {
          headers: { deviceId: deviceId ?? '' },
        })
        const { Data } = (await cart.json()) as { Data: { Items: { ProductId: number }[] } }
        expect(Data.Items.map((item) => item.ProductId)).toEqual([id])
      })

      await test.step('add it to the wishlist', async () => {
        const heart = page.getByRole('button', { name: t.wishlistHeart, exact: true })
        await expect(heart).toHaveAttribute('aria-pressed', 'false')
        await heart.click()
        await expect(heart).toHaveAttribute('aria-pressed', 'true')
      })

      await test.step('switch the language on the book page: same book, other language', async () => {
        const there = other(locale)
        await page.getByRole('button', { name: t.otherLanguage }).click()
        await expectPath(page, there, `/book-detail/${id}`)
        await expect(page.locator('html')).toHaveAttribute('lang', there)
        await expect(h1(page, book[there].Name)).toBeVisible()
        // And back, with the header in the other language (its texts load with the switch).
        const back = page.getByRole('button', { name: texts[there].otherLanguage })
        await expect(back).toBeVisible()
        await back.click()
        await expectPath(page, locale, `/book-detail/${id}`)
        await expect(h1(page, title)).toBeVisible()
      })

      await test.step('switch the theme and reload: the theme is kept', async () => {
        const html = page.locator('html')
        await expect(html).toHaveClass(/\bdark\b/u)
        await page.getByRole('button', { name: t.toLight, pressed: false }).click()
        await expect(html).toHaveClass(/\blight\b/u)
        await expect(page.getByRole('button', { name: t.toDark, pressed: true })).toBeVisible()
        await page.reload()
        await expect(h1(page, title)).toBeVisible()
        await expect(html).toHaveClass(/\blight\b/u)
        await expect(html).not.toHaveClass(/\bdark\b/u)
      })

      await test.step('the wishlist lists the book', async () => {
        await page.goto(at(locale, '/wishlist'))
        await expect(h1(page, t.wishlist)).toBeVisible()
        await expect(gridTitles(page, t.wishlistBooks)).toHaveText([title])
      })

      await test.step('an unknown route shows the 404 page', async () => {
        await page.goto(at(locale, '/no-such-shelf/at-all'))
        await expect(h1(page, t.notFound)).toBeVisible()
      })
    })

    test('listings, the book page’s links, recently viewed, topics, contact form, settings', async ({
      page,
      request,
    }) => {
      const { id } = await thaiWordOfATitle(request)
      const book = await bookInBothLanguages(request, id)
      const details = book[locale]

      await test.step('best sellers from the header', async () => {
        await page.goto(at(locale, '/'))
        await page
          .getByRole('navigation', { name: t.mainMenu })
          .getByRole('link', { name: t.bestsellers, exact: true })
          .click()
        await expectPath(page, locale, '/bestseller')
        await expect(h1(page, t.bestsellers)).toBeVisible()
        await expect(gridTitles(page, t.bestsellers)).toHaveText(
          await listingTitles(request, '/api/v2/catalog/bestsellerproducts', locale),
        )
      })

      await test.step('new books from the header', async () => {
        await page
          .getByRole('navigation', { name: t.mainMenu })
          .getByRole('link', { name: t.newBooks, exact: true })
          .click()
        await expectPath(page, locale, '/newproducts')
        await expect(h1(page, t.newBooks)).toBeVisible()
        await expect(gridTitles(page, t.newBooks)).toHaveText(
          await listingTitles(request, '/api/v2/catalog/newproducts', locale),
        )
      })

      await test.step('a viewed book is listed as recently viewed', async () => {
        await page.goto(at(locale, `/book-detail/${id}`))
        await expect(h1(page, details.Name)).toBeVisible()
        // The app keeps the list in this browser once its page is on screen (the shell's title
        // shows before, and the app writes it just after it draws): leave only once it has.
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed')))
          .toBe(JSON.stringify([id]))
        await page.goto(at(locale, '/recentlyviewedproducts'))
        await expect(h1(page, t.recentlyViewed)).toBeVisible()
        await expect(gridTitles(page, t.recentlyViewed)).toHaveText([details.Name])
        await page.goto(at(locale, '/'))
        const row = page.getByRole('region', { name: t.recentlyViewedRow, exact: true })
        await expect(row.getByRole('link', { name: details.Name, exact: true })).toBeVisible()
      })

      await test.step('the publisher’s page from the book page', async () => {
        const vendor = details.VendorModel
        if (!vendor || !details.ShowVendor) throw new Error('The book shows no publisher.')
        await page.goto(at(locale, `/book-detail/${id}`))
        await linkTo(page, vendor.Name, at(locale, `/vendor/${vendor.Id}`)).click()
        await expectPath(page, locale, `/vendor/${vendor.Id}`)
        await expect(h1(page, vendor.Name)).toBeVisible()
        await expect(
          page.getByRole('main').getByText(t.publisherKicker, { exact: true }),
        ).toBeVisible()
        await expect(gridTitles(page, vendor.Name)).toHaveText(
          await listingTitles(request, `/api/v2/catalog/vendor/${vendor.Id}`, locale),
        )
      })

      await test.step('the imprint’s page from the book page', async () => {
        const [imprint] = details.ProductManufacturers
        if (!imprint) throw new Error('The book has no imprint.')
        await page.goto(at(locale, `/book-detail/${id}`))
        await linkTo(page, imprint.Name, at(locale, `/manufacturer/${imprint.Id}`)).click()
        await expectPath(page, locale, `/manufacturer/${imprint.Id}`)
        await expect(h1(page, imprint.Name)).toBeVisible()
        await expect(
          page.getByRole('main').getByText(t.imprintKicker, { exact: true }),
        ).toBeVisible()
        await expect(gridTitles(page, imprint.Name)).toHaveText(
          await listingTitles(request, `/api/v2/catalog/manufacturer/${imprint.Id}`, locale),
        )
      })

      await test.step('the topics from the footer', async () => {
        const topic = (code: string) =>
          get<Topic>(request, `/api/v2/topic/details-topiccode/${code}`, locale)
        const footer = page.getByRole('contentinfo')

        await footer.getByRole('link', { name: t.policy, exact: true }).click()
        await expectPath(page, locale, '/policy')
        await expect(h1(page, (await topic('policy')).Title)).toBeVisible()

        for (const code of ['termandcondition', 'purchaseprocess'] as const) {
          const main = await topic(code)
          const [section] = main.SubTopics ?? []
          if (!section) throw new Error(`The topic ${code} has no sections.`)
          await footer
            .getByRole('link', { name: code === 'purchaseprocess' ? t.purchase : t.terms })
            .click()
          await expectPath(page, locale, `/${code}`)
          await expect(h1(page, main.Title)).toBeVisible()
          const sections = page.getByRole('navigation', { name: t.sections })
          await sections.getByRole('link', { name: section.Title, exact: true }).click()
          await expectPath(page, locale, `/${code}/${section.Key}`)
          await expect(h1(page, section.Title)).toBeVisible()
          await expect(
            sections.getByRole('link', { name: section.Title, exact: true }),
          ).toHaveAttribute('aria-current', 'page')
        }
      })

      await test.step('the contact form says what is missing or wrong', async () => {
        await page.getByRole('contentinfo').getByRole('link', { name: t.contact }).click()
        await expectPath(page, locale, '/contactus')
        await expect(h1(page, t.contact)).toBeVisible()
        const form = page.getByRole('form', { name: t.contactForm })
        await form.getByRole('button', { name: t.send }).click()
        const name = form.getByRole('textbox', { name: t.fullName })
        const email = form.getByRole('textbox', { name: t.email })
        await expect(name).toBeFocused()
        await expect(name).toHaveAttribute('aria-invalid', 'true')
        await expect(name).toHaveAccessibleDescription(new RegExp(escape(t.nameRequired), 'u'))
        await expect(email).toHaveAccessibleDescription(new RegExp(escape(t.emailRequired), 'u'))
        await expect(form.getByText(t.enquiryRequired)).toBeVisible()
        await email.fill('not-an-address')
        await expect(email).toHaveAccessibleDescription(new RegExp(escape(t.emailInvalid), 'u'))
        await name.fill('สมหญิง ทดสอบ')
        await expect(name).not.toHaveAttribute('aria-invalid', 'true')
        await expect(form.getByText(t.nameRequired)).toHaveCount(0)
      })

      await test.step('settings: switch the language and the theme', async () => {
        await page.getByRole('contentinfo').getByRole('link', { name: t.settings }).click()
        await expectPath(page, locale, '/setting')
        await expect(h1(page, t.settings)).toBeVisible()
        const there = other(locale)
        await page.getByRole('radio', { name: t.otherLanguageRadio, exact: true }).check()
        await expectPath(page, there, '/setting')
        await expect(h1(page, texts[there].settings)).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', there)
        await expect(page.locator('html')).toHaveClass(/\bdark\b/u)
        await page.getByRole('radio', { name: texts[there].lightRadio, exact: true }).check()
        await expect(page.locator('html')).toHaveClass(/\blight\b/u)
        await page.reload()
        await expect(page.locator('html')).toHaveClass(/\blight\b/u)
        await expect(
          page.getByRole('radio', { name: texts[there].lightRadio, exact: true }),
        ).toBeChecked()
      })

      await test.step('the tag’s page from the book page', async () => {
        const [tag] = details.ProductTags
        if (!tag) throw new Error('The book has no tag.')
        await page.goto(at(locale, `/book-detail/${id}`))
        await expect(h1(page, details.Name)).toBeVisible()
        const link = linkTo(page, tag.Name, at(locale, `/producttag/${tag.Id}`))
        await expect(link).toBeVisible()
        await link.click()
        await expectPath(page, locale, `/producttag/${tag.Id}`)
        await expect(h1(page, tag.Name)).toBeVisible()
        await expect(page.getByRole('main').getByText(t.tagKicker, { exact: true })).toBeVisible()
        await expect(gridTitles(page, tag.Name)).toHaveText(
          await listingTitles(request, `/api/v2/catalog/productbytag/${tag.Id}`, locale),
        )
      })
    })
  })
}
