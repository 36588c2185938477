/**
 * The login-session provider (openapi/auth.yaml, the Auth.js shape under /api/auth): external
 * sign-in with Google, Facebook and Apple. It keeps who signed in at the provider in an HTTP-only
 * cookie; the store exchanges that session for its own token (external-login.ts).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { AuthSchema } from '@ebook/api/types'

export type LoginSessionProvider = AuthSchema<'Provider'>
export type ProviderId = AuthSchema<'ProviderId'>
export type ExternalSession = AuthSchema<'Session'>
type SignInForm = AuthSchema<'SignInForm'>
type SignOutForm = AuthSchema<'SignOutForm'>

/** SPEC §5: signing out without a CSRF token fails with this, status 400. */
export const SIGN_OUT_CSRF_ERROR = 'Could not fetch CSRF Token for signing out'

/** A failed call of the login-session provider: its status and its `error` text. */
export class LoginSessionError extends Error {
  override readonly name = 'LoginSessionError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export type LoginSession = {
  /** A CSRF token for the sign-in and sign-out forms (its cookie is set too). */
  csrfToken(): Promise<string>
  /** The configured providers: Google, Facebook, Apple (with keys), `local` in development. */
  providers(): Promise<LoginSessionProvider[]>
  /** Who signed in through a provider, or null when nobody did. */
  session(): Promise<ExternalSession | null>
  /** Starts sign-in with a provider; answers the provider's page to go to. */
  signIn(provider: ProviderId, callbackUrl: string): Promise<string>
  /** Ends the external session; needs the CSRF token (SPEC §5). */
  signOut(): Promise<void>
}

/** Display order of the buttons; any other provider (the local one) comes after. */
const ORDER: readonly ProviderId[] = ['google', 'facebook', 'apple']

async function errorOf(response: Response): Promise<LoginSessionError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null
  const text =
    typeof body?.error === 'string' ? body.error : `${response.status} ${response.statusText}`
  return new LoginSessionError(response.status, text.trim())
}

export function createLoginSession(fetchImpl?: typeof fetch, baseUrl = '/api/auth'): LoginSession {
  // Resolved per call, as the API clients do, so a fetch patched later is honoured.
  const send = (path: string, init?: RequestInit) =>
    (fetchImpl ?? globalThis.fetch)(`${baseUrl}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: { Accept: 'application/json', ...init?.headers },
    })
  const json = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await send(path, init)
    if (!response.ok) throw await errorOf(response)
    return (await response.json()) as T
  }
  const form = (values: SignInForm | SignOutForm): RequestInit => ({
    method: 'POST',
    body: new URLSearchParams(
      Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]),
    ),
  })
  const csrfToken = async () => (await json<AuthSchema<'CsrfToken'>>('/csrf')).csrfToken

  return {
    csrfToken,
    async providers() {
      const map = await json<Record<string, LoginSessionProvider>>('/providers')
      const rank = (id: ProviderId) => (ORDER.includes(id) ? ORDER.indexOf(id) : ORDER.length)
      return Object.values(map).sort((a, b) => rank(a.id) - rank(b.id))
    },
    async session() {
      const session = await json<Partial<ExternalSession>>('/session')
      return session.providerAccountId && session.systemName ? (session as ExternalSession) : null
    },
    async signIn(provider, callbackUrl) {
      const answer = await json<AuthSchema<'RedirectUrl'>>(
        `/signin/${provider}`,
        form({ csrfToken: await csrfToken(), callbackUrl, json: 'true' }),
      )
      return answer.url
    },
    async signOut() {
      const token = await csrfToken().catch(() => '')
      if (!token) throw new LoginSessionError(400, SIGN_OUT_CSRF_ERROR)
      await json('/signout', form({ csrfToken: token }))
    },
  }
}

const bound = new WeakMap<QueryClient, LoginSession>()

/**
 * Ties the login-session client to the app's QueryClient (as the API clients are), so that the
 * app and its tests choose its fetch once, at start.
 */
export function bindLoginSession(queryClient: QueryClient, fetchImpl?: typeof fetch): LoginSession {
  const session = createLoginSession(fetchImpl)
  bound.set(queryClient, session)
  return session
}

/** The login-session client of the app that owns this QueryClient. */
export function loginSessionOf(queryClient: QueryClient): LoginSession {
  return bound.get(queryClient) ?? bindLoginSession(queryClient)
}

export const loginSessionQueries = {
  providers: () =>
    queryOptions({
      queryKey: ['login-session', 'providers'],
      queryFn: ({ client }) => loginSessionOf(client).providers(),
      staleTime: Infinity,
    }),
}
