// What the address and buying pages share: the account guard and the `redirect` search param
// that brings the customer back to where they came from.
import { unlocalizedHref } from '../app/locale'

/** The account guard of the address and buying pages: the app's one (src/app/auth.ts). */
export { requireAccount } from '../app/auth'

/** A store path to come back to (`/payment`), or undefined for anything else (another site). */
export function storePath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  return /^\/(?![/\\])/.test(value) ? unlocalizedHref(value) : undefined
}

/** `validateSearch` of a page that may be told where to go back to: `?redirect=/payment`. */
export function validateRedirect(search: Record<string, unknown>): { redirect?: string } {
  const back = storePath(search.redirect)
  return back ? { redirect: back } : {}
}

/** A store path with `?redirect=` kept (nothing added when there is none). */
export function withRedirect(path: string, back: string | undefined): string {
  return back ? `${path}?redirect=${encodeURIComponent(back)}` : path
}
