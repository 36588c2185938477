/**
 * The sign-in providers and the authorization-code flow with each: the authorization URL (state,
 * nonce, PKCE S256), the code exchange, and the identity from a verified ID token (Google, Apple,
 * the local provider: OpenID Connect, keys from the provider's JWKS) or from the Graph API
 * (Facebook: OAuth 2.0).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, customFetch, jwtVerify, type JWTPayload } from 'jose'
import type { Identity } from './cookies.ts'
import type { ClientCredentials, ExternalAuthSettings, ProviderId, SystemName } from './settings.ts'

/** How a provider is reached. */
export interface ProviderDefinition extends ClientCredentials {
  id: ProviderId
  name: string
  type: 'oidc' | 'oauth'
  systemName: SystemName
  authorizationEndpoint: string
  tokenEndpoint: string
  scope: string
  /** OpenID Connect: the accepted `iss` values and the signing keys' address. */
  issuers?: string[]
  jwksUri?: string
  /** OAuth 2.0 (Facebook): where the profile is read with the access token. */
  userinfoEndpoint?: string
  /** Apple posts its answer (response_mode=form_post). */
  responseMode?: 'form_post'
  /** Extra authorization parameters (the local provider asks for a login every time). */
  extraParams?: Record<string, string>
  /** How the server calls the provider (the local one is called in-process). */
  fetch: typeof fetch
}

/** Why a sign-in failed: the code the store's /auth/error page shows. */
export type SignInErrorCode = 'AccessDenied' | 'Callback' | 'OAuthSignin' | 'Configuration'

/** A failed sign-in; `detail` goes to the log only. */
export class SignInError extends Error {
  constructor(
    readonly code: SignInErrorCode,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`)
    this.name = 'SignInError'
  }
}

/** The longest a call to a provider may take. */
const PROVIDER_TIMEOUT_MS = 10_000

const timedFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })

/** The real providers the environment configures, in display order. */
export function externalProviders(settings: ExternalAuthSettings): ProviderDefinition[] {
  const providers: ProviderDefinition[] = []
  if (settings.google) {
    providers.push({
      ...settings.google,
      id: 'google',
      name: 'Google',
      type: 'oidc',
      systemName: 'ExternalAuth.Google',
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenEndpoint: 'https://oauth2.googleapis.com/token',
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
      jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
      scope: 'openid email profile',
      fetch: timedFetch,
    })
  }
  if (settings.facebook) {
    providers.push({
      ...settings.facebook,
      id: 'facebook',
      name: 'Facebook',
      type: 'oauth',
      systemName: 'ExternalAuth.Facebook',
      authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userinfoEndpoint:
        'https://graph.facebook.com/v19.0/me?fields=id,name,email,first_name,last_name,picture',
      scope: 'email public_profile',
      fetch: timedFetch,
    })
  }
  if (settings.apple) {
    providers.push({
      ...settings.apple,
      id: 'apple',
      name: 'Apple',
      type: 'oidc',
      systemName: 'ExternalAuth.Apple',
      authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
      tokenEndpoint: 'https://appleid.apple.com/auth/token',
      issuers: ['https://appleid.apple.com'],
      jwksUri: 'https://appleid.apple.com/auth/keys',
      scope: 'name email',
      responseMode: 'form_post',
      fetch: timedFetch,
    })
  }
  return providers
}

/** A random value for state, nonce and the PKCE verifier. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The PKCE S256 challenge of a verifier. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

/** The provider's authorization URL for one sign-in. */
export function authorizationUrl(
  provider: ProviderDefinition,
  options: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
): string {
  const url = new URL(provider.authorizationEndpoint)
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: options.redirectUri,
    scope: provider.scope,
    state: options.state,
    code_challenge: pkceChallenge(options.codeVerifier),
    code_challenge_method: 'S256',
    ...(provider.type === 'oidc' ? { nonce: options.nonce } : {}),
    ...(provider.responseMode ? { response_mode: provider.responseMode } : {}),
    ...provider.extraParams,
  }
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  return url.toString()
}

interface TokenAnswer {
  access_token?: string
  id_token?: string
  error?: string
  error_description?: string
}

async function exchangeCode(
  provider: ProviderDefinition,
  code: string,
  redirectUri: string,
  codeVerifier: string,
): Promise<TokenAnswer> {
  let response: Response
  try {
    response = await provider.fetch(provider.tokenEndpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        code_verifier: codeVerifier,
      }).toString(),
    })
  } catch (error) {
    throw new SignInError('Callback', `token endpoint unreachable: ${String(error)}`)
  }
  let answer: TokenAnswer
  try {
    answer = (await response.json()) as TokenAnswer
  } catch {
    throw new SignInError('Callback', `token endpoint answered ${response.status}, not JSON`)
  }
  if (!response.ok || answer.error) {
    throw new SignInError(
      'Callback',
      `token endpoint answered ${response.status} ${answer.error ?? ''} ${answer.error_description ?? ''}`.trim(),
    )
  }
  return answer
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** The name parts Apple posts as JSON on the first sign-in only. */
function appleUserName(json: string | null): { given: string | null; family: string | null } {
  if (!json) return { given: null, family: null }
  try {
    const user = JSON.parse(json) as { name?: { firstName?: unknown; lastName?: unknown } }
    return { given: text(user.name?.firstName), family: text(user.name?.lastName) }
  } catch {
    return { given: null, family: null }
  }
}

/** Completes a sign-in: exchanges the code and answers the verified identity. */
export async function completeSignIn(
  provider: ProviderDefinition,
  jwks: (provider: ProviderDefinition) => ReturnType<typeof createRemoteJWKSet>,
  options: {
    code: string
    redirectUri: string
    codeVerifier: string
    nonce: string
    /** Apple's `user` JSON (names), on the first sign-in. */
    appleUser?: string | null
  },
): Promise<Identity> {
  const tokens = await exchangeCode(
    provider,
    options.code,
    options.redirectUri,
    options.codeVerifier,
  )
  if (provider.type === 'oidc') {
    if (!tokens.id_token) throw new SignInError('Callback', 'no ID token in the token answer')
    let claims: JWTPayload
    try {
      ;({ payload: claims } = await jwtVerify(tokens.id_token, jwks(provider), {
        issuer: provider.issuers,
        audience: provider.clientId,
        algorithms: ['RS256', 'ES256', 'PS256'],
      }))
    } catch (error) {
      throw new SignInError('Callback', `ID token not valid: ${String(error)}`)
    }
    if (claims.nonce !== options.nonce) throw new SignInError('Callback', 'nonce mismatch')
    const sub = text(claims.sub)
    if (!sub) throw new SignInError('Callback', 'ID token without subject')
    const apple = provider.id === 'apple' ? appleUserName(options.appleUser ?? null) : null
    const givenName = text(claims.given_name) ?? apple?.given ?? null
    const familyName = text(claims.family_name) ?? apple?.family ?? null
    const name = text(claims.name) ?? ([givenName, familyName].filter(Boolean).join(' ') || null)
    return {
      sub,
      email: text(claims.email)?.toLowerCase() ?? null,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name,
      givenName,
      familyName,
      image: text(claims.picture),
    }
  }
  if (!tokens.access_token || !provider.userinfoEndpoint) {
    throw new SignInError('Callback', 'no access token in the token answer')
  }
  const url = new URL(provider.userinfoEndpoint)
  url.searchParams.set('access_token', tokens.access_token)
  url.searchParams.set(
    'appsecret_proof',
    createHmac('sha256', provider.clientSecret).update(tokens.access_token).digest('hex'),
  )
  let profile: Record<string, unknown>
  try {
    const response = await provider.fetch(url, { headers: { Accept: 'application/json' } })
    if (!response.ok) throw new Error(`status ${response.status}`)
    profile = (await response.json()) as Record<string, unknown>
  } catch (error) {
    throw new SignInError('Callback', `profile not readable: ${String(error)}`)
  }
  const sub = text(profile.id)
  if (!sub) throw new SignInError('Callback', 'profile without id')
  const picture = profile.picture as { data?: { url?: unknown } } | undefined
  return {
    sub,
    email: text(profile.email)?.toLowerCase() ?? null,
    // The Graph API gives only an e-mail address the person confirmed.
    emailVerified: text(profile.email) !== null,
    name: text(profile.name),
    givenName: text(profile.first_name),
    familyName: text(profile.last_name),
    image: text(picture?.data?.url),
  }
}

/** A JWKS cache per provider (keys are fetched once and refreshed on an unknown key id). */
export function jwksCache(): (
  provider: ProviderDefinition,
) => ReturnType<typeof createRemoteJWKSet> {
  const sets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()
  return (provider) => {
    const key = `${provider.id} ${provider.jwksUri}`
    let set = sets.get(key)
    if (!set) {
      set = createRemoteJWKSet(new URL(provider.jwksUri!), {
        [customFetch]: (url: string, init: RequestInit) => provider.fetch(url, init),
      })
      sets.set(key, set)
    }
    return set
  }
}
