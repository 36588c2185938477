/**
 * The login-session provider's cookies, all HTTP-only:
 * - CSRF (double submit): `<token>|<HMAC of token>`; the form posts the token back;
 * - the check cookie of one sign-in: state, nonce and PKCE verifier, signed, 15 minutes;
 * - the session: who signed in through which provider, signed, 30 days.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { SignJWT, jwtVerify } from 'jose'
import type { AuthKeys, ProviderId, SystemName } from './settings.ts'

export const CSRF_COOKIE = 'ebook.csrf-token'
export const CHECK_COOKIE = 'ebook.auth-check'
export const SESSION_COOKIE = 'ebook.session-token'

/** How long a sign-in may take at the provider. */
export const CHECK_SECONDS = 15 * 60
/** How long the external sign-in session lasts. */
export const SESSION_SECONDS = 30 * 24 * 60 * 60

/** Where the check cookie is sent: only to the callback. */
const CHECK_PATH = '/api/auth'

function cookieOptions(secure: boolean, path = '/') {
  return { path, httpOnly: true, sameSite: 'Lax' as const, secure }
}

function hmac(key: Uint8Array, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex')
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The CSRF token of the request's cookie, when the cookie is genuine. */
function csrfFromCookie(c: Context, keys: AuthKeys): string | null {
  const value = getCookie(c, CSRF_COOKIE)
  if (!value) return null
  const [token, signature] = value.split('|')
  if (!token || !signature || !sameText(signature, hmac(keys.csrf, token))) return null
  return token
}

/** The CSRF token: the cookie's when it is genuine, else a new one (and its cookie). */
export function csrfToken(c: Context, keys: AuthKeys, secure: boolean): string {
  const existing = csrfFromCookie(c, keys)
  if (existing) return existing
  const token = randomBytes(32).toString('hex')
  setCookie(c, CSRF_COOKIE, `${token}|${hmac(keys.csrf, token)}`, cookieOptions(secure))
  return token
}

/** Whether a posted CSRF token matches the request's genuine CSRF cookie. */
export function csrfValid(c: Context, keys: AuthKeys, posted: string | undefined): boolean {
  const token = csrfFromCookie(c, keys)
  return Boolean(token && posted && sameText(token, posted))
}

/** What one sign-in must find again at the callback. */
export interface SignInCheck {
  provider: ProviderId
  state: string
  nonce: string
  codeVerifier: string
  callbackUrl: string
}

/** Sets the check cookie of a sign-in. */
export async function setCheckCookie(
  c: Context,
  keys: AuthKeys,
  secure: boolean,
  check: SignInCheck,
): Promise<void> {
  const jwt = await new SignJWT({ ...check })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${CHECK_SECONDS}s`)
    .sign(keys.check)
  setCookie(c, CHECK_COOKIE, jwt, { ...cookieOptions(secure, CHECK_PATH), maxAge: CHECK_SECONDS })
}

/** The sign-in's check, when the cookie is genuine and fresh; the cookie is removed. */
export async function takeCheckCookie(
  c: Context,
  keys: AuthKeys,
  secure: boolean,
): Promise<SignInCheck | null> {
  const jwt = getCookie(c, CHECK_COOKIE)
  if (!jwt) return null
  deleteCookie(c, CHECK_COOKIE, cookieOptions(secure, CHECK_PATH))
  try {
    const { payload } = await jwtVerify(jwt, keys.check, { algorithms: ['HS256'] })
    const { provider, state, nonce, codeVerifier, callbackUrl } = payload as Partial<SignInCheck>
    if (!provider || !state || !nonce || !codeVerifier || typeof callbackUrl !== 'string') {
      return null
    }
    return { provider, state, nonce, codeVerifier, callbackUrl }
  } catch {
    return null
  }
}

/** Who signed in through a provider. */
export interface Identity {
  /** The provider's subject id. */
  sub: string
  email: string | null
  /** Whether the provider vouches that the person owns the e-mail. */
  emailVerified: boolean
  name: string | null
  givenName: string | null
  familyName: string | null
  image: string | null
}

/** An external sign-in session. */
export interface ExternalSession extends Identity {
  provider: ProviderId
  systemName: SystemName
  expires: Date
}

/** Sets the session cookie. */
export async function setSessionCookie(
  c: Context,
  keys: AuthKeys,
  secure: boolean,
  session: Omit<ExternalSession, 'expires'>,
): Promise<void> {
  const jwt = await new SignJWT({ ...session })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${SESSION_SECONDS}s`)
    .sign(keys.session)
  setCookie(c, SESSION_COOKIE, jwt, { ...cookieOptions(secure), maxAge: SESSION_SECONDS })
}

/** The request's session, when its cookie is genuine and unexpired. */
export async function readSession(c: Context, keys: AuthKeys): Promise<ExternalSession | null> {
  const jwt = getCookie(c, SESSION_COOKIE)
  if (!jwt) return null
  try {
    const { payload } = await jwtVerify(jwt, keys.session, { algorithms: ['HS256'] })
    const session = payload as Partial<ExternalSession> & { exp?: number }
    if (typeof session.sub !== 'string' || !session.provider || !session.systemName) return null
    return {
      provider: session.provider,
      systemName: session.systemName,
      sub: session.sub,
      email: session.email ?? null,
      emailVerified: session.emailVerified === true,
      name: session.name ?? null,
      givenName: session.givenName ?? null,
      familyName: session.familyName ?? null,
      image: session.image ?? null,
      expires: new Date((session.exp ?? 0) * 1000),
    }
  } catch {
    return null
  }
}

/** Removes the session cookie. */
export function clearSession(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(secure))
}
