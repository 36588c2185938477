import { unlocalizedHref } from './locale'

/**
 * SPEC §9 "Redirect fallback waits 60 s", as this store gives it a meaning: when the app sends a
 * visitor away to sign in (the need-login modal's OK, a page that needs an account, the trip to an
 * external sign-in provider), it remembers the page they were on, with the time. After signing in
 * (or out) the app goes back to that page only if it was remembered less than 60 s before; later
 * than that, or with nothing remembered, it goes to the fallback, the home page (SPEC §2). A
 * remembered page is used once. A page remembered long ago (a login form left open for an hour,
 * a sign-in abandoned and done again another day) is not where the visitor means to be now.
 */
export const RETURN_TO_WINDOW_MS = 60_000

/** The fallback after signing in or out (SPEC §2). */
export const FALLBACK_PATH = '/'

const RETURN_TO_KEY = 'store:returnTo'

type Remembered = { path: string; at: number }

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

/**
 * A page of this store worth coming back to, without its language prefix, or undefined: only a
 * same-site path (`/basket?x`), never another site (`//evil`, `https:`).
 */
export function storePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return
  if (value.includes('\\')) return
  return unlocalizedHref(value)
}

/** Pages that make no sense to come back to after signing in. */
const NO_RETURN = /^\/(Login|register|auth\/|customer\/forget-password|reset-password\/)/i

/**
 * A page of this store to come back to, without its language prefix, or undefined: only a
 * same-site path (`/basket?x`), never another site (`//evil`, `https:`), nor the sign-in pages.
 */
export function safeReturnTo(value: unknown): string | undefined {
  const path = storePath(value)
  return path && !NO_RETURN.test(path) ? path : undefined
}

/**
 * `validateSearch` of a page that may be told where to go back to (`?redirect=/payment`): the
 * sign-in pages, the address and buying pages. Route files import it, so this module stays tiny.
 */
export function validateRedirect(search: Record<string, unknown>): { redirect?: string } {
  const back = safeReturnTo(search.redirect)
  return back ? { redirect: back } : {}
}

/** Remembers the page to come back to after signing in, with the time (tab-scoped storage). */
export function rememberReturnTo(path: string, now: () => number = Date.now): void {
  const safe = storePath(path)
  try {
    if (safe) session()?.setItem(RETURN_TO_KEY, JSON.stringify({ path: safe, at: now() }))
  } catch {
    /* storage refused: the visitor comes back to the home page */
  }
}

/**
 * Where to go after signing in or out: the remembered page when it was remembered less than 60 s
 * ago, else the home page. The remembered page is forgotten either way.
 */
export function takeReturnTo(now: () => number = Date.now): string {
  const storage = session()
  let remembered: Partial<Remembered> | null = null
  try {
    remembered = JSON.parse(storage?.getItem(RETURN_TO_KEY) ?? 'null') as Partial<Remembered>
    storage?.removeItem(RETURN_TO_KEY)
  } catch {
    /* damaged or refused: nothing remembered */
  }
  const path = storePath(remembered?.path)
  const at = remembered?.at
  if (!path || typeof at !== 'number') return FALLBACK_PATH
  const age = now() - at
  return age >= 0 && age < RETURN_TO_WINDOW_MS ? path : FALLBACK_PATH
}
