import rosetta from 'rosetta'
import { en } from './en'
import { th, type Dictionary } from './th'
import type { Locale } from '../app/locale'

/** Every key of the dictionaries, dotted: 'login_page.login_success'. */
type Keys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Keys<T[K], `${P}${K}.`>
}[keyof T & string]
export type TextKey = Keys<Dictionary>

const i18n = rosetta<Dictionary>({ th, en })
i18n.locale('th')

/** A text of the store in the given language, with `{{name}}` filled from `params`. */
export function translate(
  locale: Locale,
  key: TextKey,
  params?: Record<string, string | number>,
): string {
  return i18n.t(key, params ?? {}, locale)
}

export type Translate = (key: TextKey, params?: Record<string, string | number>) => string
