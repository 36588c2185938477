import { authMutations } from '@ebook/api/queries'
import { toast } from '@ebook/ui'
import { MutationObserver } from '@tanstack/react-query'
import { useState } from 'react'
import { useStoreApp } from '../app/context'
import type { StoreApp } from '../app/create-app'
import { useLocale } from '../app/i18n'
import { LOCALE_COOKIE, type Locale } from '../app/locale'
import { localeParams } from '../app/navigation'
import { THEME_KEY } from '../app/theme'
import { translate } from '../i18n'
import { loginSessionOf } from './login-session'

type LogoutApp = Pick<StoreApp, 'api' | 'queryClient' | 'router' | 'session'>

/**
 * Ends the external sign-in session, if there is one, so that the next start does not sign the
 * visitor in again. Sign-out needs the CSRF token (SPEC §5); a failure is shown, not thrown.
 */
async function endExternalSession(app: LogoutApp, locale: Locale): Promise<void> {
  const loginSession = loginSessionOf(app.queryClient)
  try {
    if (await loginSession.session()) await loginSession.signOut()
  } catch (error) {
    toast.error(
      error instanceof Error && error.message
        ? error.message
        : translate(locale, 'account_menu.signout_failed'),
    )
  }
}

/**
 * Forgets the signed-in customer on this browser: browser storage cleared (the theme and the
 * language stay, as after a 401: preferences, not identity), the session stores emptied, and
 * every cached answer dropped (carts, orders and prices depend on the customer).
 */
function forgetCustomer(app: LogoutApp): void {
  app.api.storage.clearAll([THEME_KEY, LOCALE_COOKIE])
  app.session.forget()
  // Reset rather than removed: what is on screen (the basket in the header) asks again as a guest.
  void app.queryClient.resetQueries()
}

/**
 * The page shows a guest at once and goes home first: the account pages (and their queries)
 * are gone before the token is, so none of them asks again without it and meets a 401.
 */
async function leaveForHome(app: LogoutApp, locale: Locale): Promise<void> {
  app.session.forget()
  await app.router.navigate({ to: '/{-$locale}', params: localeParams(locale) })
}

/**
 * Logout (SPEC §4): the visitor goes home, the token is revoked (`GET /v2/customer/logout`),
 * the external session ends, and local storage is cleared.
 */
export async function logOut(app: LogoutApp, locale: Locale): Promise<void> {
  await leaveForHome(app, locale)
  // The token is still in storage, so the call carries it; the clean-up below is ours.
  await new MutationObserver(app.queryClient, {
    ...authMutations.logout(),
    onSettled: undefined,
    meta: { errorToast: false },
  })
    .mutate()
    .catch(() => undefined)
  await endExternalSession(app, locale)
  forgetCustomer(app)
  toast.success(translate(locale, 'account_menu.logged_out'))
}

/** After the account was deactivated (its tokens are revoked): the same clean-up as logout. */
export async function leaveDeactivatedAccount(app: LogoutApp, locale: Locale): Promise<void> {
  await leaveForHome(app, locale)
  await endExternalSession(app, locale)
  forgetCustomer(app)
}

/** The logout action for a button: runs once at a time; `pending` while it runs. */
export function useLogout(): { logOut: () => void; pending: boolean } {
  const app = useStoreApp()
  const locale = useLocale()
  const [pending, setPending] = useState(false)
  return {
    pending,
    logOut: () => {
      if (pending) return
      setPending(true)
      void logOut(app, locale).finally(() => setPending(false))
    },
  }
}
