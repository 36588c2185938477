import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** The two languages of the store: Thai without a prefix, English under /en (SPEC §2). */
export const locales = ['th', 'en'] as const
export type Locale = (typeof locales)[number]

/** A store path in a language: `at('en', '/search')` → '/en/search'. */
export const at = (locale: Locale, path: string) =>
  locale === 'th' ? path : `/en${path === '/' ? '' : path}`

/** A book of the seeded catalogue with a Thai title, looked up through the API. */
export async function seededBook(request: APIRequestContext, locale: Locale) {
  const response = await request.get('/content-api/v1/home/new-release?pageSize=12', {
    headers: { Language: locale, DeviceTypeId: '20' },
  })
  const body = (await response.json()) as { data: { id: number; name: string }[] }
  const book = body.data[0]
  if (!book) throw new Error('The seeded catalogue has no new releases.')
  return book
}

/**
 * Waits until the app has taken over from the HTML's shell (apps/store/src/app/shell.ts): a
 * landing page's shell already shows its cover, title or results, before the app has run.
 */
export async function appShown(page: Page) {
  await expect(page.locator('#shell')).toHaveCount(0)
}
