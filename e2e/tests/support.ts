import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test'

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
 * Follows the page's calls to the store's APIs from now on. `settled()` waits until none is under
 * way: a test waits for it before it changes the server behind the app's back (ends the session),
 * so that what the app started earlier (the refreshes after adding to the basket: the header's
 * count, the book's page) has its answer first, and the step meant to meet the change does.
 */
export function followApiCalls(page: Page) {
  const pending = new Set<Request>()
  page.on('request', (request) => {
    if (/^\/(?:api|content-api)\//u.test(new URL(request.url()).pathname)) pending.add(request)
  })
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('requestfailed', (request) => pending.delete(request))
  return {
    settled: () =>
      expect
        .poll(() => [...pending].map((request) => `${request.method()} ${request.url()}`), {
          message: "the page's calls to the API have come back",
        })
        .toEqual([]),
  }
}

/** Where keepToasts keeps them, in the tab's session storage. */
const TOASTS_KEY = 'e2e:toasts'

/**
 * Keeps the text of every toast the tab shows (in its session storage, so that a page load in
 * between loses none), for a test to check after the fact: a toast goes after 3 s (SPEC §9),
 * which a busy machine can spend before the test looks. Call it before the page opens the store.
 */
export async function keepToasts(page: Page) {
  await page.addInitScript((key) => {
    const keep = () => {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]
      const shown = [...document.querySelectorAll('[role="status"], [role="alert"]')]
        .map((toast) => toast.textContent?.trim() ?? '')
        .filter((text) => text && !kept.includes(text))
      if (shown.length) sessionStorage.setItem(key, JSON.stringify([...kept, ...shown]))
    }
    new MutationObserver(keep).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  }, TOASTS_KEY)
  return {
    /** Waits until a toast containing this text has shown. */
    shown: (text: string) =>
      expect
        .poll(
          async () =>
            JSON.parse(
              (await page.evaluate((key) => sessionStorage.getItem(key), TOASTS_KEY)) ?? '[]',
            ) as string[],
          { message: `a toast saying "${text}"` },
        )
        .toContainEqual(expect.stringContaining(text)),
  }
}
