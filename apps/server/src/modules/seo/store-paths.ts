/**
 * The store's addresses as search engines see them: every page in Thai without a prefix and in
 * English under `/en` (SPEC §2), made absolute with PUBLIC_URL.
 */
import { defaultLanguage, languages, type Lang } from '../../i18n/index.ts'

/** The path prefix of a language's pages. */
export function languagePrefix(lang: Lang): string {
  return lang === defaultLanguage ? '' : `/${lang}`
}

/** A store path (`/book-detail/5`, `/` for home) in a language: `/en/book-detail/5`, `/en`. */
export function localizedPath(lang: Lang, path: string): string {
  const prefix = languagePrefix(lang)
  return prefix && path === '/' ? prefix : `${prefix}${path}`
}

/** The path prefixes of every language ('' for Thai, '/en'). */
export const languagePrefixes: readonly string[] = languages.map(languagePrefix)
