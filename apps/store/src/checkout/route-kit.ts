// What the address and buying pages share: the account guard and the `redirect` search param
// that brings the customer back to where they came from.

/** The route options of the address and buying pages (a customer's own): src/app/auth.ts. */
export { accountPage } from '../app/auth'

/** `validateSearch` of a page that may be told where to go back to: `?redirect=/payment`. */
export { validateRedirect } from '../app/return-to'

/** A store path with `?redirect=` kept (nothing added when there is none). */
export function withRedirect(path: string, back: string | undefined): string {
  return back ? `${path}?redirect=${encodeURIComponent(back)}` : path
}
