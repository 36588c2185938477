import { unlocalizedHref } from './locale'

/**
 * SPEC §9 "Redirect fallback waits 60 s": the page a visitor was sent away from to sign in,
 * remembered with the time (see take-return-to.ts for the way back, and the README).
 */
export const RETURN_TO_KEY = 'store:returnTo'

/** What is remembered: the page, and when. */
export type Remembered = { path: string; at: number }

/** The tab's storage, when the browser gives it. */
export function session(): Storage | null {
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
