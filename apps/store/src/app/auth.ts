import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { RouterContext } from './create-app'
import { localeOfPath, localizedHref, unlocalizedHref } from './locale'
import { rememberReturnTo } from './return-to'

/** The login page of the page's language, with the page to come back to. */
export function loginHref(returnTo: string, locale = localeOfPath(returnTo)): string {
  const back = unlocalizedHref(returnTo)
  return localizedHref(`/Login?redirect=${encodeURIComponent(back)}`, locale)
}

/**
 * The `beforeLoad` of a route that needs an account (SPEC §2, §6: authenticated means a token):
 * a guest is redirected to the login page of the page's language, and the page is remembered for
 * 60 s to come back to after signing in (return-to.ts). Keep route files light: this module
 * imports only the router and the app's locale helpers.
 *
 *     export const Route = createFileRoute('/{-$locale}/order-history')({
 *       beforeLoad: requireAccount, ...
 */
export function requireAccount({
  context,
  location,
}: {
  context: Pick<RouterContext, 'api'>
  location: Pick<ParsedLocation, 'href' | 'pathname'>
}): void {
  if (context.api.storage.getToken()) return
  rememberReturnTo(location.href)
  throw redirect({ href: loginHref(location.href, localeOfPath(location.pathname)), replace: true })
}

/** The Cache-Control of a page that is a visitor's own: never kept by a shared cache. */
const privatePage = () => ({ 'Cache-Control': 'private, no-store' })

/**
 * The route options of a page that is only a visitor's own (the basket, the wishlist, a
 * payment's return): the server renders its frame (the page's skeleton in the layout), the
 * browser its data, with the visitor's session; never cached.
 */
export const ownPage = { ssr: false, headers: privatePage } as const

/**
 * The route options of a page that needs an account: as `ownPage`, and a guest is sent to the
 * login page (by HTTP on the server: src/server/renderer.tsx reads `staticData.account`).
 */
export const accountPage = {
  ...ownPage,
  beforeLoad: requireAccount,
  staticData: { account: true },
} as const

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page needs an account: guests are sent to the login page. */
    account?: boolean
  }
}
