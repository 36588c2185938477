import type { Locale } from './locale'

/**
 * The `{-$locale}` param of a page in a language, for the router's typed links and navigations
 * (`linkOptions({ to: '/{-$locale}/basket', params: localeParams(locale) })`): English pages are
 * under `/en`, Thai ones have no prefix.
 */
export const localeParams = (locale: Locale) => ({
  locale: locale === 'en' ? ('en' as const) : undefined,
})
