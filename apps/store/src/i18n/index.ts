import rosetta from 'rosetta'
import { valueStore } from '../app/store'
import { localeOfPath, unlocalizedHref, type Locale } from '../app/locale'
import type { FooterDictionary } from './footer'
import type { PagesDictionary } from './pages-th'
import { th, type ShellDictionary } from './th'

/**
 * Every text of the store: the shell's (th.ts, en.ts), every page area's (pages-th.ts,
 * pages-en.ts) and the footer's (footer.ts).
 */
export type Dictionary = ShellDictionary & PagesDictionary & FooterDictionary

/** Every key of the dictionaries, dotted: 'login_page.login_success'. */
type Keys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Keys<T[K], `${P}${K}.`>
}[keyof T & string]
export type TextKey = Keys<Dictionary>

/**
 * The texts are loaded in parts, so that the home page's first load carries only what it shows:
 * the shell's Thai texts come with the app; the shell's English texts, and the page areas' texts
 * of each language, are lazy parts that `loadTexts` brings in before a page needs them (the root
 * route's `beforeLoad`, when a page is navigated to or a link to it is about to be followed, so no
 * page renders without its texts). A page loads its own language only.
 */
// A copy: loading a part merges into the language's table, and th.ts must stay the shell's alone.
// Each part brings whole sections ('footer', 'login_page'): rosetta's `set` merges them in.
const i18n = rosetta<Partial<Dictionary>>({ th: { ...th } })
i18n.locale('th')
/** Adds a part's sections to a language's texts. */
export const addTexts = (locale: Locale, part: Partial<Dictionary>) => i18n.set(locale, part)

/** How many text parts have arrived; useT (src/app/i18n.ts) re-renders when it grows. */
export const textsVersion = valueStore(0)

const parts = {
  shellEn: () => import('./en').then(({ en }) => addTexts('en', en)),
  pagesTh: () => import('./pages-th').then(({ pagesTh }) => addTexts('th', pagesTh)),
  pagesEn: () => import('./pages-en').then(({ pagesEn }) => addTexts('en', pagesEn)),
}
type Part = keyof typeof parts
const loading = new Map<Part, Promise<void>>()
const loaded = new Set<Part>()

function load(part: Part): Promise<void> {
  let promise = loading.get(part)
  if (!promise) {
    promise = parts[part]().then(() => {
      loaded.add(part)
      // Whatever rendered before these texts arrived (the header, during a language switch)
      // renders again with them: useT follows this version.
      textsVersion.set(textsVersion.get() + 1)
    })
    // A failed load (offline, a stale build) is tried again by the next page.
    promise.catch(() => loading.delete(part))
    loading.set(part, promise)
  }
  return promise
}

/** Whether a page shows texts of the page areas: every page but home. */
export function needsPageTexts(pathname: string): boolean {
  return unlocalizedHref(pathname) !== '/'
}

/** Brings in the texts the page at `pathname` renders with: its language's, and the page areas'. */
export function loadTextsOfPage(pathname: string): Promise<void> | undefined {
  return loadTexts(localeOfPath(pathname), { pages: needsPageTexts(pathname) })
}

/**
 * Brings in the texts a page in `locale` needs (`pages`: the page areas too); resolves at once,
 * without waiting, when they are already there.
 */
export function loadTexts(locale: Locale, { pages = true } = {}): Promise<void> | undefined {
  const wanted: Part[] = [
    ...(locale === 'en' ? (['shellEn'] as const) : []),
    ...(pages ? ([locale === 'en' ? 'pagesEn' : 'pagesTh'] as const) : []),
  ].filter((part) => !loaded.has(part))
  if (wanted.length === 0) return undefined
  return Promise.all(wanted.map(load)).then(() => undefined)
}

/**
 * A text of the store in the given language, with `{{name}}` filled from `params` (a missing
 * param is left empty); '' for a text not loaded.
 */
export function translate(
  locale: Locale,
  key: TextKey,
  params?: Record<string, string | number>,
): string {
  return i18n.t(key, params ?? {}, locale) as string
}

export type Translate = (key: TextKey, params?: Record<string, string | number>) => string
