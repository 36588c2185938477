/**
 * The login-session provider (auth.yaml, the Auth.js shape under /api/auth): CSRF token,
 * providers, session, sign-in (redirect to the provider), callback (code exchange, session
 * cookie) and sign-out.
 */
import type { Context } from 'hono'
import type { Handlers } from '../../http/operations.ts'
import { ApiError, badRequest } from '../../http/reply.ts'
import {
  clearSession,
  csrfToken,
  csrfValid,
  readSession,
  setCheckCookie,
  setSessionCookie,
  takeCheckCookie,
} from './cookies.ts'
import { SIGN_OUT_CSRF_ERROR, t } from './messages.ts'
import {
  authorizationUrl,
  completeSignIn,
  randomToken,
  SignInError,
  type SignInErrorCode,
} from './providers.ts'
import type { ProviderId } from './settings.ts'
import type { ExternalAuthState } from './state.ts'

/** The store's sign-in error page, in the language of the address the person came from. */
function errorPage(code: SignInErrorCode, callbackUrl: string | undefined): string {
  const english =
    callbackUrl === '/en' || callbackUrl?.startsWith('/en/') || callbackUrl?.startsWith('/en?')
  return `${english ? '/en' : ''}/auth/error?error=${code}`
}

/** What a provider sent back to the callback. */
interface CallbackInput {
  code?: string | undefined
  state?: string | undefined
  error?: string | undefined
  /** Apple's JSON of the person's name (first sign-in only). */
  user?: string | undefined
}

async function handleCallback(
  state: ExternalAuthState,
  c: Context,
  id: ProviderId,
  input: CallbackInput,
): Promise<Response> {
  const keys = await state.keys()
  const check = await takeCheckCookie(c, keys, state.secure)
  const fail = (code: SignInErrorCode, detail: string) => {
    state.deps.log.warn(`External sign-in with ${id} failed (${code}): ${detail}`)
    return c.redirect(errorPage(code, check?.callbackUrl), 302)
  }
  const provider = await state.provider(id)
  if (!provider) return fail('Configuration', 'the provider is not configured')
  if (input.error) {
    return fail(
      input.error === 'access_denied' ? 'AccessDenied' : 'Callback',
      `provider said ${input.error}`,
    )
  }
  if (!check)
    return fail('Callback', 'no valid check cookie (sign-in not started here, or expired)')
  if (check.provider !== id) return fail('Callback', `sign-in was started with ${check.provider}`)
  if (!input.state || input.state !== check.state) return fail('Callback', 'state mismatch')
  if (!input.code) return fail('Callback', 'no authorization code')
  try {
    const identity = await completeSignIn(provider, state.jwks, {
      code: input.code,
      redirectUri: state.redirectUri(id),
      codeVerifier: check.codeVerifier,
      nonce: check.nonce,
      appleUser: input.user ?? null,
    })
    await setSessionCookie(c, keys, state.secure, {
      ...identity,
      provider: id,
      systemName: provider.systemName,
    })
  } catch (error) {
    if (error instanceof SignInError) return fail(error.code, error.detail)
    throw error
  }
  return c.redirect(check.callbackUrl, 302)
}

/** The handlers of auth.yaml. */
export function loginSessionHandlers(state: ExternalAuthState): Handlers<'auth'> {
  return {
    async getCsrfToken({ c }) {
      return { csrfToken: csrfToken(c, await state.keys(), state.secure) }
    },

    async getProviders() {
      const providers = await state.providers()
      return Object.fromEntries(
        providers.map((provider) => [
          provider.id,
          {
            id: provider.id,
            name: provider.name,
            type: provider.type,
            signinUrl: `/api/auth/signin/${provider.id}`,
            callbackUrl: `/api/auth/callback/${provider.id}`,
            systemName: provider.systemName,
          },
        ]),
      )
    },

    async getSession({ c }) {
      const session = await readSession(c, await state.keys())
      const none: Record<string, never> = {}
      if (!session || !(await state.provider(session.provider))) return none
      return {
        user: { name: session.name, email: session.email, image: session.image },
        expires: session.expires.toISOString(),
        provider: session.provider,
        providerAccountId: session.sub,
        systemName: session.systemName,
      }
    },

    async signIn({ params, body, c, lang }) {
      const provider = await state.provider(params.provider)
      if (!provider) throw new ApiError(404, [t(lang, 'provider.unknown')])
      const keys = await state.keys()
      if (!csrfValid(c, keys, body.csrfToken)) throw badRequest(t(lang, 'csrf.invalid'))
      const check = {
        provider: provider.id,
        state: randomToken(),
        nonce: randomToken(),
        codeVerifier: randomToken(),
        callbackUrl: state.safeCallbackUrl(body.callbackUrl),
      }
      await setCheckCookie(c, keys, state.secure, check)
      const url = authorizationUrl(provider, {
        ...check,
        redirectUri: state.redirectUri(provider.id),
      })
      if (body.json === 'true') return { url }
      return c.redirect(url, 302)
    },

    async signOut({ body, c }) {
      // The form is optional: with none at all, the CSRF check refuses it like a wrong token.
      const form = body ?? {}
      if (!csrfValid(c, await state.keys(), form.csrfToken)) {
        throw new ApiError(400, [SIGN_OUT_CSRF_ERROR])
      }
      clearSession(c, state.secure)
      return { url: state.safeCallbackUrl(form.callbackUrl) }
    },

    async providerCallback({ params, query, c }) {
      return handleCallback(state, c, params.provider, {
        code: query.code,
        state: query.state,
        error: query.error,
        // Apple's name JSON, forwarded by the store's /auth/callback-apple page.
        user: params.provider === 'apple' ? c.req.query('user')?.slice(0, 4096) : undefined,
      })
    },

    async providerCallbackFormPost({ params, body, c }) {
      if (params.provider === 'apple') {
        // Apple posts cross-site, so the SameSite=Lax check cookie is not sent with the post.
        // The store's /auth/callback-apple page takes these values to GET /callback/apple,
        // a same-site request that carries the cookie.
        const forward = new URLSearchParams()
        for (const name of ['code', 'state', 'error', 'user'] as const) {
          const value = body[name]
          if (value) forward.set(name, value)
        }
        return c.redirect(`/auth/callback-apple?${forward.toString()}`, 302)
      }
      return handleCallback(state, c, params.provider, {
        code: body.code,
        state: body.state,
        error: body.error,
      })
    },
  }
}
