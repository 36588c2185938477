import { expect, test, type APIRequestContext } from '@playwright/test'
import { at, locales, type Locale } from './support'

/**
 * The search's results page with its filters, in Thai and in English. What the page shows is
 * checked against the server's answers, looked up through the API in the test, so no seeded title
 * or id is written here.
 */

type FilterOption = { Id: number; Name: string; ProductCount: number }
type SearchAnswer = {
  CatalogProductsModel: {
    TotalItems: number
    SpecificationFilter: { Id: number; Name: string; Options: FilterOption[] }[]
  }
}

async function search(
  request: APIRequestContext,
  locale: Locale,
  data: { q: string; advs?: boolean; specs?: number[] },
): Promise<SearchAnswer> {
  const response = await request.post('/api/v2/catalog/search', {
    headers: { Language: locale },
    data: { Data: data },
  })
  expect(response.ok(), `search ${JSON.stringify(data)}`).toBe(true)
  return ((await response.json()) as { Data: SearchAnswer }).Data
}

/**
 * A word from a best seller's title whose results offer a specification option (a language, a
 * file format) that keeps some of the books found and drops others: ticking it narrows the list.
 */
async function wordWithAFacet(request: APIRequestContext, locale: Locale) {
  const response = await request.get('/content-api/v1/home/best-seller', {
    headers: { Language: 'th', DeviceTypeId: '20' },
  })
  const rows = ((await response.json()) as { data: { name: string }[] }).data
  const segmenter = new Intl.Segmenter('th', { granularity: 'word' })
  const words = [
    ...new Set(
      rows.flatMap((row) =>
        [...segmenter.segment(row.name)]
          .filter((part) => part.isWordLike && part.segment.length >= 2)
          .map((part) => part.segment),
      ),
    ),
  ]
  for (const q of words) {
    const answer = await search(request, locale, { q })
    const total = answer.CatalogProductsModel.TotalItems
    for (const group of answer.CatalogProductsModel.SpecificationFilter) {
      if (group.Options.length < 2) continue
      const option = group.Options.find((one) => one.ProductCount > 0 && one.ProductCount < total)
      if (option) return { q, option }
    }
  }
  throw new Error('No best seller has a word whose results a specification narrows.')
}

const texts = {
  th: {
    filters: 'ตัวกรอง',
    filtersCount: (n: number) => `ตัวกรอง (${n})`,
    total: (n: number) => new RegExp(`จากทั้งหมด ${n} เล่ม$`, 'u'),
    results: 'ผลการค้นหา',
    clear: 'ล้างตัวกรองทั้งหมด',
  },
  en: {
    filters: 'Filters',
    filtersCount: (n: number) => `Filters (${n})`,
    total: (n: number) => new RegExp(`of ${n} books?$`, 'u'),
    results: 'Search results',
    clear: 'Clear all filters',
  },
} satisfies Record<Locale, unknown>

for (const locale of locales) {
  test(`narrows search results with a filter on the results page and clears it (${locale})`, async ({
    page,
    request,
  }) => {
    const t = texts[locale]
    const { q, option } = await wordWithAFacet(request, locale)
    const all = await search(request, locale, { q })
    const narrowed = await search(request, locale, { q, advs: true, specs: [option.Id] })
    const label = `${option.Name} (${option.ProductCount})`

    await page.goto(at(locale, `/search?q=${encodeURIComponent(q)}`))
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    // The filters beside the results (a wide screen's: the phone's sheet is closed).
    const filters = page.getByRole('main')
    await expect(page.getByRole('region', { name: t.filters, exact: true })).toBeVisible()
    await expect(page.getByText(t.total(all.CatalogProductsModel.TotalItems))).toBeVisible()

    const box = filters.getByRole('checkbox', { name: label })
    // A click, not check(): the box follows the address, which the router writes a moment after
    // the click (check() fails when the state has not changed by the time the click returns).
    await box.click()
    await expect(box).toBeChecked()
    // The address holds the filter (the router writes a list as JSON: `spec=[3]`).
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('q') === q && url.searchParams.get('spec') === `[${option.Id}]`,
    )
    await expect(page.getByText(t.total(narrowed.CatalogProductsModel.TotalItems))).toBeVisible()
    await expect(page.getByRole('region', { name: t.filtersCount(1) })).toBeVisible()
    // A reload keeps the filter: it lives in the address.
    await page.reload()
    await expect(
      page.getByRole('region', { name: t.filtersCount(1) }).getByRole('checkbox', { name: label }),
    ).toBeChecked()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

    await page.getByRole('link', { name: t.clear }).first().click()
    await expect(page).toHaveURL((url) => [...url.searchParams.keys()].join() === 'q')
    await expect(page.getByText(t.total(all.CatalogProductsModel.TotalItems))).toBeVisible()
    await expect(filters.getByRole('checkbox', { name: label })).not.toBeChecked()
  })
}
