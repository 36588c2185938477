import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { at, locales, seededBook } from './support'

/**
 * The store renders every page on the server (apps/store/src/server/entry.tsx): the HTML carries
 * the page's content, its real status and its security headers, and the browser's app takes the
 * page over without a mismatch or a Content-Security-Policy violation.
 */

/** Errors the page reports: React's hydration warnings, failed scripts, CSP violations. */
async function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return errors
}

/** A top category with books, through the API. */
async function seededCategory(page: Page) {
  const response = await page.request.get('/api/v2/home/categorytree', {
    headers: { DeviceId: 'e2e', Language: 'th' },
  })
  const tree = (
    (await response.json()) as { Data: { CategoryId: number; NumberOfProducts: number }[] }
  ).Data
  const category = tree.find((item) => item.NumberOfProducts > 0)
  if (!category) throw new Error('The seeded catalogue has no category with books.')
  return category.CategoryId
}

type BookDetails = {
  Ebook: { Language: string; HasSample: boolean; Translators: unknown[] }
  ProductPrice: { DiscountPercent: number | null }
  ProductReviewOverview: { TotalReviews: number }
}

/** What makes a book page render differently: one seeded book of each kind is checked. */
const bookKinds: Record<string, (book: BookDetails) => boolean> = {
  'with a sample': (book) => book.Ebook.HasSample,
  'without a sample': (book) => !book.Ebook.HasSample,
  'in Thai': (book) => book.Ebook.Language === 'th',
  'in English': (book) => book.Ebook.Language === 'en',
  'with a discount': (book) => (book.ProductPrice.DiscountPercent ?? 0) > 0,
  'with reviews': (book) => book.ProductReviewOverview.TotalReviews > 0,
  'without reviews': (book) => book.ProductReviewOverview.TotalReviews === 0,
  translated: (book) => book.Ebook.Translators.length > 0,
}

/** A seeded book of each kind (the first in the sitemap's order), through the API. */
async function booksOfEachKind(request: APIRequestContext): Promise<Record<string, number>> {
  const sitemap = await (await request.get('/sitemaps/books-1.xml')).text()
  const ids = [
    ...new Set([...sitemap.matchAll(/<loc>[^<]*\/book-detail\/(\d+)<\/loc>/gu)].map((m) => m[1]!)),
  ]
  const found: Record<string, number> = {}
  for (const id of ids) {
    const missing = Object.keys(bookKinds).filter((kind) => !(kind in found))
    if (missing.length === 0) break
    const response = await request.get(`/api/v2/product/productdetails/${id}`, {
      headers: { DeviceId: 'e2e-book-kinds', Language: 'th' },
    })
    const book = ((await response.json()) as { Data: BookDetails }).Data
    for (const kind of missing) if (bookKinds[kind]!(book)) found[kind] = Number(id)
  }
  expect(Object.keys(found).sort()).toEqual(Object.keys(bookKinds).sort())
  return found
}

for (const locale of locales) {
  test.describe(`server rendering (${locale})`, () => {
    test('pages carry their content without JavaScript', async ({ browser, request }) => {
      const book = await seededBook(request, locale)
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()

      await page.goto(at(locale, `/book-detail/${book.id}`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.name)
      await expect(
        page
          .locator('main')
          .getByText(/฿\s?[\d,]+/u)
          .first(),
      ).toBeVisible()
      await expect(
        page.locator(`main img[src^="/media/covers/${book.id}.png"]`).first(),
      ).toBeVisible()

      await page.goto(at(locale, `/category/${await seededCategory(page)}`))
      await expect(page.locator('main a[href*="/book-detail/"]').first()).toBeVisible()

      await page.goto(at(locale, `/search?q=${encodeURIComponent(book.name)}`))
      await expect(
        page.locator('main').getByRole('link', { name: book.name }).first(),
      ).toHaveAttribute('href', at(locale, `/book-detail/${book.id}`))

      await page.goto(at(locale, '/'))
      await expect(page.locator('main a[href*="/book-detail/"]').first()).toBeVisible()
      await context.close()
    })

    test('the app takes the pages over without a mismatch or a CSP violation', async ({
      page,
      request,
    }) => {
      const errors = await watchErrors(page)
      const book = await seededBook(request, locale)
      const paths = [
        '/',
        `/book-detail/${book.id}`,
        `/book-review/${book.id}`,
        '/bestseller',
        `/search?q=${encodeURIComponent(book.name)}`,
        '/basket',
        '/Login',
      ]
      for (const path of paths) {
        await page.goto(at(locale, path))
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      }
      expect(errors).toEqual([])
    })

    test('the app takes every kind of book page over without a mismatch', async ({
      page,
      request,
    }) => {
      const errors = await watchErrors(page)
      const books = await booksOfEachKind(request)
      for (const [kind, id] of Object.entries(books)) {
        await page.goto(at(locale, `/book-detail/${id}`))
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
        expect(errors, `a book ${kind} (${id})`).toEqual([])
      }
    })

    // HTTP answers alone, with no browser: the same on any viewport, so the desktop runs it.
    test(
      'statuses: 404 for an unknown page or book, a redirect for a guest on an account page',
      { tag: '@desktop' },
      async ({ request }) => {
        const unknown = await request.get(at(locale, '/no-such-page-here'))
        expect(unknown.status()).toBe(404)
        expect(await unknown.text()).toContain(locale === 'th' ? 'ไม่พบหน้านี้' : 'Page Not Found')

        const book = await request.get(at(locale, '/book-detail/987654'))
        expect(book.status()).toBe(404)
        expect(await book.text()).toContain(locale === 'th' ? 'ไม่พบหนังสือ' : 'Book not found')

        expect((await request.get(at(locale, '/category/987654'))).status()).toBe(404)
        expect((await request.get(at(locale, '/book-detail/abc'))).status()).toBe(404)

        const account = await request.get(at(locale, '/order-history'), { maxRedirects: 0 })
        expect(account.status()).toBe(302)
        expect(account.headers().location).toBe(at(locale, '/Login?redirect=%2Forder-history'))
      },
    )

    test('an unknown page shows the 404 page, whose link goes home', async ({ page }) => {
      await page.goto(at(locale, '/no-such-page-here'))
      const title = locale === 'th' ? 'ไม่พบหน้านี้' : 'Page Not Found'
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      await page.getByRole('link', { name: locale === 'th' ? /หน้าแรก/u : /Go back home/u }).click()
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/')}$`, 'u'))
    })

    // The header's switch is on the desktop bar (on a phone it sits in the menu).
    test(
      'the remembered theme is on the page before it paints, across a reload',
      { tag: '@desktop' },
      async ({ page }) => {
        await page.goto(at(locale, '/'))
        const html = page.locator('html')
        await expect(html).toHaveClass(/dark/)
        await expect(html).toHaveAttribute('data-hydrated', 'true')
        await page.locator('header button[aria-pressed]').click()
        await expect(html).toHaveClass(/light/)
        // What the HTML's own script sets, before any of the app's scripts runs.
        await page.route(/\/assets\/.+\.js$/u, (route) => route.abort())
        await page.reload()
        await expect(html).toHaveClass('light')
      },
    )
  })
}

// HTTP answers alone, with no browser: the same on any viewport, so the desktop runs them.
test(
  'a book page carries its preview tags, canonical link and language alternates',
  { tag: '@desktop' },
  async ({ request }) => {
    for (const locale of locales) {
      const book = await seededBook(request, locale)
      const response = await request.get(at(locale, `/book-detail/${book.id}`))
      expect(response.status()).toBe(200)
      const html = await response.text()
      const meta = (property: string) =>
        new RegExp(`<meta[^>]+property="${property}"[^>]+content="([^"]*)"`, 'u').exec(html)?.[1]
      expect(meta('og:type')).toBe('books.book')
      expect(meta('og:title')).toBeTruthy()
      expect(meta('og:image')).toMatch(/\/media\/covers\/\d+\.png/u)
      expect(meta('og:image:width')).toBe('357')
      expect(meta('og:image:height')).toBe('510')
      expect(html).toMatch(/<title>[^<]+<\/title>/u)
      expect(html).toMatch(
        new RegExp(
          `<link rel="canonical" href="[^"]+${at(locale, `/book-detail/${book.id}`)}"`,
          'u',
        ),
      )
      expect(html).toMatch(/<link rel="alternate" hrefLang="en"/iu)
      expect(html).toMatch(/<link rel="alternate" hrefLang="th"/iu)
    }
  },
)

test(
  'headers: shared caching of guest pages, none of a visitor own, security headers',
  { tag: '@desktop' },
  async ({ request }) => {
    const home = await request.get('/')
    const caching = home.headers()['cache-control'] ?? ''
    expect(caching).toMatch(/\bpublic\b/u)
    expect(Number(/s-maxage=(\d+)/u.exec(caching)?.[1])).toBeLessThanOrEqual(60)
    expect(caching).toMatch(/stale-while-revalidate=\d+/u)
    const csp = home.headers()['content-security-policy'] ?? ''
    expect(csp).toMatch(/script-src 'self'[^;]* 'sha256-/u)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/u)
    expect(csp).toMatch(/frame-ancestors 'none'/u)
    expect(home.headers()['x-content-type-options']).toBe('nosniff')
    expect(home.headers()['referrer-policy']).toBeTruthy()

    for (const path of ['/wishlist', '/en/wishlist', '/basket']) {
      const response = await request.get(path)
      expect(response.headers()['cache-control']).toMatch(/no-store/u)
    }
    const api = await request.get('/api/v2/home/categorytree', { headers: { DeviceId: 'e2e' } })
    expect(api.headers()['x-content-type-options']).toBe('nosniff')
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404)
  },
)
