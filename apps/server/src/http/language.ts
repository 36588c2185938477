/** The language of an answer: Language header, else setlanguage cookie, else the customer's choice, else Thai. */
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { defaultLanguage, isLang, type Lang } from '../i18n/index.ts'
import type { AuthContext } from './auth-context.ts'

/** The cookie setLanguage sets (365 days). */
export const LANGUAGE_COOKIE = 'setlanguage'

/** Header, then cookie; null when neither names a storefront language. */
export function requestedLanguage(c: Context): Lang | null {
  const header = c.req.header('Language')?.trim()
  if (isLang(header)) return header
  const cookie = getCookie(c, LANGUAGE_COOKIE)
  if (isLang(cookie)) return cookie
  return null
}

/**
 * The answer's language. Only when neither the header nor the cookie names one does it look up
 * the language the caller saved (which costs a query, and only with a token or a deviceId).
 */
export async function resolveLanguage(c: Context, auth: AuthContext): Promise<Lang> {
  const requested = requestedLanguage(c)
  if (requested) return requested
  if (auth.token || auth.deviceId) return (await auth.savedLanguage()) ?? defaultLanguage
  return defaultLanguage
}
