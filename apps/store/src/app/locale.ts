import { writeCookie } from '@ebook/api'

/** The store's languages: Thai (default, no prefix) and English (under /en). */
export type Locale = 'th' | 'en'

/** The language a visitor chose last, kept 365 days (SPEC §9). */
export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_DAYS = 365

/** Intl and `<html lang>` locales (SPEC §9: en-US, th-TH). */
export const intlLocale: Record<Locale, string> = { th: 'th-TH', en: 'en-US' }

/** The language of a path: `/en` and `/en/...` are English, everything else Thai. */
export function localeOfPath(pathname: string): Locale {
  return /^\/en(\/|$)/.test(pathname) ? 'en' : 'th'
}

/** A path (with its search and hash) without its language prefix: `/en/basket?x` → `/basket?x`. */
export function unlocalizedHref(href: string): string {
  const stripped = href.replace(/^\/en(?=[/?#]|$)/, '')
  return stripped === '' || /^[?#]/.test(stripped) ? `/${stripped}` : stripped
}

/** A store path in the given language: `/basket` → `/en/basket` for English, as is for Thai. */
export function localizedHref(href: string, locale: Locale): string {
  const base = unlocalizedHref(href)
  if (locale === 'th' || !base.startsWith('/')) return base
  return base === '/' ? '/en' : /^\/[?#]/.test(base) ? `/en${base.slice(1)}` : `/en${base}`
}

/** Keeps the visitor's language for the next visit. */
export function rememberLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS)
}
