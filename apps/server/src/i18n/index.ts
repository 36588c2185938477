/**
 * Server messages in Thai and English. Each module keeps its own dictionary made with
 * defineMessages (both languages must have the same keys, or the type check fails); the core
 * dictionary below holds the messages of the HTTP layer (validation, 401, 404, 500, ...).
 */
import { coreMessagesEn, coreMessagesTh } from './core.ts'

/** A storefront language. */
export type Lang = 'th' | 'en'

/** The store's languages, Thai first (the default). */
export const languages: readonly Lang[] = ['th', 'en']

/** Thai: answers are in Thai unless a request asks for English. */
export const defaultLanguage: Lang = 'th'

/** Whether a value names a storefront language. */
/**
 * A text in the answer's language: the English one when English is asked for and there is one,
 * else the Thai one (every text exists in Thai; English may be missing).
 */
export function inLanguage(lang: Lang, th: string, en: string | null | undefined): string
export function inLanguage(
  lang: Lang,
  th: string | null | undefined,
  en: string | null | undefined,
): string | null
export function inLanguage(
  lang: Lang,
  th: string | null | undefined,
  en: string | null | undefined,
): string | null {
  return (lang === 'en' && en ? en : th) ?? null
}

export function isLang(value: unknown): value is Lang {
  return value === 'th' || value === 'en'
}

/** Values put into a message's `{name}` placeholders. */
export type MessageParams = Record<string, string | number>

/** Looks up a message in a language and fills its placeholders. */
export type Translate<K extends string> = (lang: Lang, key: K, params?: MessageParams) => string

/** Fills `{name}` placeholders; unknown names stay as they are. */
export function fill(template: string, params?: MessageParams): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/gu, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/**
 * A module's dictionary: `const t = defineMessages({ th: {...}, en: {...} })`, then
 * `t(lang, 'cart.empty')`.
 */
export function defineMessages<K extends string>(dictionary: {
  th: Record<K, string>
  en: Record<K, string>
}): Translate<K> {
  return (lang, key, params) => fill(dictionary[lang][key], params)
}

/** The HTTP layer's messages. */
export const coreMessages = defineMessages({ th: coreMessagesTh, en: coreMessagesEn })

/** A key of the core dictionary. */
export type CoreMessageKey = keyof typeof coreMessagesEn
