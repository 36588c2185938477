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
