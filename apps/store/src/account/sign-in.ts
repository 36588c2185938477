import type { LoginResult } from '@ebook/api/types'
import type { StoreApp } from '../app/create-app'
import { localeOfPath, localizedHref } from '../app/locale'
import { safeReturnTo } from '../app/return-to'
import { takeReturnTo } from '../app/take-return-to'
import { showToast } from '../app/toasts'
import { loadTexts, translate } from '../i18n'

type SignInApp = Pick<StoreApp, 'api' | 'session' | 'router'>

/**
 * After a successful login (password, external or register): the token and the customer's info
 * are kept, the toast 'login_page.login_success' shows, and the visitor goes back to the page
 * they came from (SPEC §4): the login page's `?redirect=`, else the page the app remembered when
 * it sent them to sign in (less than 60 s ago, app/return-to.ts), else home.
 */
export async function completeSignIn(
  app: SignInApp,
  result: LoginResult,
  returnTo: string | undefined,
  message: 'login_page.login_success' | 'register_page.success' = 'login_page.login_success',
): Promise<void> {
  app.api.storage.setToken(result.Token)
  app.session.token.set(result.Token)
  app.session.setCustomer(result.CustomerInfo)
  const locale = localeOfPath(app.router.state.location.pathname)
  // The page areas' texts may not be there yet (an external login that lands on the home page).
  await loadTexts(locale)?.catch(() => undefined)
  showToast('success', translate(locale, message))
  // The remembered page is used once, whichever wins.
  const remembered = takeReturnTo()
  const target = safeReturnTo(returnTo) ?? safeReturnTo(remembered) ?? '/'
  await app.router.navigate({ href: localizedHref(target, locale), replace: true })
}
