/** The language of an answer: Language header, else setlanguage cookie, else the customer's choice, else Thai. */
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { defaultLanguage, isLang, type Lang } from '../i18n/index.ts'
import type { AuthContext } from './auth-context.ts'

/** The cookie setLanguage sets (365 days). */
export const LANGUAGE_COOKIE = 'setlanguage'

/** Header, then cookie; null when neither names a storefront language. */
export function requestedLanguage(c: Context): Lang | null {
  return languageOfHeaders(c.req.header('Language'), c.req.raw.headers.get('Cookie'))
}

/**
 * The same from the raw headers (the fast paths): the Language header's value and the Cookie
 * header's, read by Hono's own cookie parser.
 */
export function languageOfHeaders(
  language: string | undefined,
  cookies: string | null | undefined,
): Lang | null {
  const header = language?.trim()
  if (isLang(header)) return header
  if (!cookies) return null
  const headers = { get: (name: string) => (name.toLowerCase() === 'cookie' ? cookies : null) }
  const cookie = getCookie({ req: { raw: { headers } } } as unknown as Context, LANGUAGE_COOKIE)
  return isLang(cookie) ? cookie : null
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
