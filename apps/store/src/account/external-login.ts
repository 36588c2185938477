import { authMutations } from '@ebook/api/queries'
import { MutationObserver } from '@tanstack/react-query'
import type { StoreApp } from '../app/create-app'
import { valueStore } from '../app/store'
import { bindLoginSession, type ExternalSession } from './login-session'
import { completeSignIn } from './sign-in'

/** True while the start-up external login runs (the login page says so instead of its form). */
export const externalSignInPending = valueStore(false)

/** What POST /v2/customer/externallogin sends for a session of the login-session provider. */
export function externalLoginData(session: ExternalSession) {
  return {
    Email: session.user.email ?? '',
    // SPEC §3: always an empty string.
    ExternalDisplayIdentifier: '',
    ExternalIdentifier: session.providerAccountId,
    ProviderSystemName: session.systemName,
  }
}

export type ExternalLoginApp = Pick<StoreApp, 'api' | 'queryClient' | 'router' | 'session'> & {
  /** The fetch of the login-session calls (tests pass the fake server's). */
  fetch?: typeof fetch
}

/**
 * The start-up external login (SPEC §4). With no stored token, an authenticated session at the
 * login-session provider and no `error` in the page's query, the store exchanges the session for
 * its token with `POST /v2/customer/externallogin`, then keeps the token and the customer's info,
 * shows 'login_page.login_success' and goes back to the page remembered before the trip to the
 * provider (app/return-to.ts), else home. An `error` in the query (the provider's return failed) logs
 * 'Sign-In failed' and attempts nothing. Never rejects.
 */
export async function signInWithExternalSession(app: ExternalLoginApp): Promise<void> {
  const loginSession = bindLoginSession(app.queryClient, app.fetch)
  const query = new URLSearchParams(app.router.history.location.search)
  if (query.has('error')) {
    console.error('Sign-In failed')
    return
  }
  if (app.api.storage.getToken()) return
  const session = await loginSession.session().catch(() => null)
  // Signed in meanwhile (another tab, a quick password login): nothing to do.
  if (!session || app.api.storage.getToken()) return
  externalSignInPending.set(true)
  try {
    const observer = new MutationObserver(app.queryClient, authMutations.externalLogin())
    const result = await observer.mutate(externalLoginData(session))
    await completeSignIn(app, result, undefined)
  } catch {
    // The error toast (ErrorList) is the mutation cache's; the visitor stays a guest.
  } finally {
    externalSignInPending.set(false)
  }
}
