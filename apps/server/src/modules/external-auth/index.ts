/**
 * External sign-in: the login-session provider under /api/auth (auth.yaml: csrf, providers,
 * session, signin, callback, signout) for Google, Facebook, Apple and the local OpenID provider
 * (under /oidc, development and tests), and the storefront's externallogin and
 * removeexternalassociation. Settings: see settings.ts (AUTH_GOOGLE_ID, ..., AUTH_LOCAL_OIDC).
 */
import { defineModule, type ModuleFactory } from '../../http/operations.ts'
import { scheduledJob } from '../../http/scheduled-job.ts'
import { externalLoginHandlers } from './external-login.ts'
import { mountLocalOidc } from './local-oidc.ts'
import { pruneOidcEntries } from './oidc-adapter.ts'
import { loginSessionHandlers } from './login-session.ts'
import { loadExternalAuthSettings } from './settings.ts'
import { ExternalAuthState } from './state.ts'

export { externalAuthRecordsOf, type ExternalAuthRecord } from './external-login.ts'

/** The module with settings from `env` (process.env when the module is made). */
export function createExternalAuthModule(env?: Record<string, string | undefined>): ModuleFactory {
  return defineModule((deps) => {
    const settings = loadExternalAuthSettings(deps.config, env ?? process.env)
    const state = new ExternalAuthState(deps, settings)
    return {
      name: 'external-auth',
      auth: loginSessionHandlers(state),
      v2: externalLoginHandlers(state),
      routes(app) {
        if (settings.localOidc) mountLocalOidc(app, state.local)
      },
      background: settings.localOidc
        ? [
            scheduledJob(deps, {
              name: 'local OpenID entries pruning',
              everySeconds: 3600,
              run: () => pruneOidcEntries(deps.db),
            }),
          ]
        : [],
    }
  })
}

export const externalAuthModule = createExternalAuthModule()
