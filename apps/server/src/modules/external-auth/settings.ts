/**
 * The login-session provider's settings: which providers are configured (environment variables)
 * and the secrets that sign its cookies.
 *
 * | variable                                   | what                                                 |
 * | ------------------------------------------ | ---------------------------------------------------- |
 * | `AUTH_GOOGLE_ID` / `AUTH_GOOGLE_SECRET`     | Google OAuth client (OpenID Connect)                 |
 * | `AUTH_FACEBOOK_ID` / `AUTH_FACEBOOK_SECRET` | Facebook app (OAuth 2.0, Graph API profile)          |
 * | `AUTH_APPLE_ID` / `AUTH_APPLE_SECRET`       | Apple Services ID and its client secret (the ES256 JWT made from the key) |
 * | `AUTH_LOCAL_OIDC`                          | `0`: no local provider; `1`: local provider even in production; default on in development and tests, off in production |
 * | `AUTH_SECRET`                              | signs the session, CSRF and state cookies (else derived from TOKEN_SECRET, else made once and kept in the database) |
 */
import { createHmac, randomBytes } from 'node:crypto'
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import type { ServerConfig } from '../../config.ts'
import type { Queryable } from '../../db/types.ts'

/** A provider's id in the login-session provider. */
export type ProviderId = 'google' | 'facebook' | 'apple' | 'local'

/** The ProviderSystemName externallogin takes. */
export type SystemName = 'ExternalAuth.Google' | 'ExternalAuth.Facebook' | 'ExternalAuth.Apple'

/** An OAuth client's credentials. */
export interface ClientCredentials {
  clientId: string
  clientSecret: string
}

/** What the environment configures. */
export interface ExternalAuthSettings {
  google: ClientCredentials | null
  facebook: ClientCredentials | null
  apple: ClientCredentials | null
  /** Whether the local OpenID provider runs (under /oidc) and is offered as `local`. */
  localOidc: boolean
  /** AUTH_SECRET, when set. */
  secret: string | null
}

function credentials(
  env: Record<string, string | undefined>,
  name: string,
): ClientCredentials | null {
  const clientId = env[`AUTH_${name}_ID`]?.trim()
  const clientSecret = env[`AUTH_${name}_SECRET`]?.trim()
  return clientId && clientSecret ? { clientId, clientSecret } : null
}

/** Reads the providers' settings from an environment (process.env by default). */
export function loadExternalAuthSettings(
  config: Pick<ServerConfig, 'environment'>,
  env: Record<string, string | undefined> = process.env,
): ExternalAuthSettings {
  const local = env.AUTH_LOCAL_OIDC?.trim()
  return {
    google: credentials(env, 'GOOGLE'),
    facebook: credentials(env, 'FACEBOOK'),
    apple: credentials(env, 'APPLE'),
    localOidc:
      local === '0' || local === 'false'
        ? false
        : local === '1' || local === 'true'
          ? true
          : config.environment !== 'production',
    secret: env.AUTH_SECRET?.trim() || null,
  }
}

/** Keys derived from one secret, each for one purpose. */
export interface AuthKeys {
  csrf: Uint8Array
  session: Uint8Array
  check: Uint8Array
  /** Signs the local provider's own cookies. */
  localCookies: string
  /** The local provider's client secret for the store. */
  localClientSecret: string
}

const SECRET_SETTING = 'auth.external_secret'
const LOCAL_JWK_SETTING = 'auth.local_oidc_jwk'

function derive(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`ebook external-auth ${purpose}`).digest()
}

/**
 * The keys: from AUTH_SECRET, else from TOKEN_SECRET, else from a secret made once and kept in
 * store_settings (so several servers on one database agree).
 */
export async function loadAuthKeys(
  db: Queryable,
  settings: ExternalAuthSettings,
  config: Pick<ServerConfig, 'tokenSecret'>,
): Promise<AuthKeys> {
  let secret =
    settings.secret ??
    (config.tokenSecret ? derive(config.tokenSecret, 'secret').toString('base64url') : null)
  if (!secret) {
    await db.query(
      `INSERT INTO store_settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING`,
      [SECRET_SETTING, JSON.stringify(randomBytes(32).toString('base64url'))],
    )
    const row = await db.queryOne<{ value: string }>(
      'SELECT value FROM store_settings WHERE key = $1',
      [SECRET_SETTING],
    )
    secret = row!.value
  }
  return {
    csrf: derive(secret, 'csrf'),
    session: derive(secret, 'session'),
    check: derive(secret, 'check'),
    localCookies: derive(secret, 'local-cookies').toString('base64url'),
    localClientSecret: derive(secret, 'local-client').toString('base64url'),
  }
}

/** The local provider's signing key (private JWK), made once and kept in store_settings. */
export async function loadLocalSigningKey(db: Queryable): Promise<JWK> {
  const existing = await db.queryOne<{ value: JWK }>(
    'SELECT value FROM store_settings WHERE key = $1',
    [LOCAL_JWK_SETTING],
  )
  if (existing) return existing.value
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = {
    ...(await exportJWK(privateKey)),
    alg: 'RS256',
    use: 'sig',
    kid: randomBytes(8).toString('hex'),
  }
  await db.query(
    `INSERT INTO store_settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING`,
    [LOCAL_JWK_SETTING, JSON.stringify(jwk)],
  )
  const row = await db.queryOne<{ value: JWK }>('SELECT value FROM store_settings WHERE key = $1', [
    LOCAL_JWK_SETTING,
  ])
  return row!.value
}
