import { expect, test } from '@playwright/test'
import { at, locales, seededBook } from './support'

for (const locale of locales) {
  test.describe(`shell (${locale})`, () => {
    test('the header is painted from the HTML before the app runs, then the app takes over', async ({
      browser,
      page,
    }) => {
      const name = locale === 'th' ? 'ร้านหนังสืออีบุ๊ก' : 'E-book Store'
      // Without the app's script (held back): what a phone shows while it is on its way.
      const waiting = await browser.newPage()
      await waiting.route(/\/assets\/.+\.js$/u, (route) => route.abort())
      await waiting.goto(at(locale, '/'))
      await expect(waiting.locator('header[data-shell]')).toContainText(name)
      await waiting.close()
      // With it: the app's own header only.
      await page.goto(at(locale, '/'))
      await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible()
      await expect(page.locator('header[data-shell]')).toHaveCount(0)
    })

    test("a book page draws its cover and title from the HTML, then the app's page takes their place", async ({
      browser,
      page,
      request,
    }) => {
      const book = await seededBook(request, locale)
      const waiting = await browser.newPage()
      await waiting.route(/\/assets\/.+\.js$/u, (route) => route.abort())
      await waiting.goto(at(locale, `/book-detail/${book.id}`))
      const shellCover = waiting.locator(`#shell main img[src^="/media/covers/${book.id}.png"]`)
      await expect(shellCover).toBeVisible()
      await expect
        .poll(() => shellCover.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(357)
      await expect(waiting.getByRole('heading', { level: 1 })).toHaveText(book.name)
      await waiting.close()
      await page.goto(at(locale, `/book-detail/${book.id}`))
      await expect(
        page.getByRole('button', { name: locale === 'th' ? 'ใส่ตะกร้า' : 'Add to basket' }),
      ).toBeVisible()
      await expect(page.locator('#shell')).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.name)
    })

    test('a search draws its form and results from the HTML, and the form works before the app does', async ({
      browser,
      request,
    }) => {
      const book = await seededBook(request, locale)
      const waiting = await browser.newPage()
      await waiting.route(/\/assets\/.+\.js$/u, (route) => route.abort())
      await waiting.goto(at(locale, `/search?q=${encodeURIComponent(book.name)}`))
      await expect(
        waiting.locator('#shell main').getByRole('link', { name: book.name }).first(),
      ).toHaveAttribute('href', at(locale, `/book-detail/${book.id}`))
      // Without the app, the form is a plain one: it asks the server for the next search.
      const words = locale === 'th' ? 'คำค้นหา' : 'Search words'
      await waiting.getByLabel(words, { exact: true }).fill('zzzz')
      await waiting.getByLabel(words, { exact: true }).press('Enter')
      await expect(waiting).toHaveURL(new RegExp(`${at(locale, '/search')}\\?q=zzzz`, 'u'))
      await waiting.close()
    })

    test('the home page shows the catalogue in its language', async ({ page }) => {
      await page.goto(at(locale, '/'))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      await expect(page.locator('main a[href*="/book-detail/"]').first()).toBeVisible()
    })

    test('an unknown route shows the 404 page', async ({ page }) => {
      await page.goto(at(locale, '/no-such-page-here'))
      const title = locale === 'th' ? 'ไม่พบหน้านี้' : 'Page Not Found'
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await page.getByRole('link', { name: locale === 'th' ? /หน้าแรก/u : /Go back home/u }).click()
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/')}$`, 'u'))
    })

    // The header's switch is on the desktop bar (on a phone it sits in the menu; the settings
    // page has it too): the phone project leaves out tests tagged @desktop.
    test(
      'the theme switch is remembered across a reload',
      { tag: '@desktop' },
      async ({ page }) => {
        await page.goto(at(locale, '/'))
        const html = page.locator('html')
        await expect(html).toHaveClass(/dark/)
        await page.locator('header button[aria-pressed]').click()
        await expect(html).toHaveClass(/light/)
        await page.reload()
        await expect(html).toHaveClass(/light/)
        await expect(html).not.toHaveClass(/dark/)
      },
    )
  })
}

test('the served HTML of a book page carries its preview tags', async ({ request }) => {
  for (const locale of locales) {
    const book = await seededBook(request, locale)
    const response = await request.get(at(locale, `/book-detail/${book.id}`))
    expect(response.status()).toBe(200)
    const html = await response.text()
    const meta = (property: string) =>
      new RegExp(`<meta[^>]+property="${property}"[^>]+content="([^"]*)"`, 'u').exec(html)?.[1]
    expect(meta('og:type')).toBe('books.book')
    expect(meta('og:title')).toBeTruthy()
    expect(meta('og:description')).toBeTruthy()
    expect(meta('og:image')).toMatch(/\/media\/covers\/\d+\.png/u)
    expect(meta('og:image:width')).toBe('357')
    expect(meta('og:image:height')).toBe('510')
    expect(html).toMatch(/<title>[^<]+<\/title>/u)
  }
})

test('the wishlist page is never cached', async ({ request }) => {
  for (const path of ['/wishlist', '/en/wishlist']) {
    const response = await request.get(path)
    expect(response.headers()['cache-control']).toBe('no-store')
  }
})
