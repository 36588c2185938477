/**
 * The login-session provider's state of one app: settings, keys (loaded once), the providers
 * (the local one started on first use) and the JWKS cache.
 */
import type { AppDeps } from '../../http/operations.ts'
import { LocalOidc } from './local-oidc.ts'
import { jwksCache, type ProviderDefinition, externalProviders } from './providers.ts'
import {
  loadAuthKeys,
  loadLocalSigningKey,
  type AuthKeys,
  type ExternalAuthSettings,
  type ProviderId,
} from './settings.ts'

/** Caches a promise; a failure is not kept (the next call tries again). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null
  return () => {
    promise ??= make().catch((error: unknown) => {
      promise = null
      throw error
    })
    return promise
  }
}

export class ExternalAuthState {
  /** Whether cookies must be Secure (the store is reached over https). */
  readonly secure: boolean
  readonly publicUrl: string
  readonly jwks = jwksCache()
  readonly keys: () => Promise<AuthKeys>
  readonly local: () => Promise<LocalOidc>
  private readonly external: ProviderDefinition[]

  constructor(
    readonly deps: AppDeps,
    readonly settings: ExternalAuthSettings,
  ) {
    this.publicUrl = deps.config.publicUrl
    this.secure = this.publicUrl.startsWith('https:')
    this.external = externalProviders(settings)
    this.keys = once(() => loadAuthKeys(deps.db, settings, deps.config))
    this.local = once(async () => {
      if (!settings.localOidc)
        throw new Error('The local OpenID provider is off (AUTH_LOCAL_OIDC=0).')
      // Loaded on first use: oidc-provider and its dependencies weigh some 30 MB of memory.
      const [keys, signingKey, { default: Provider }] = await Promise.all([
        this.keys(),
        loadLocalSigningKey(deps.db),
        import('oidc-provider'),
      ])
      return new LocalOidc(Provider, deps.db, this.publicUrl, keys, signingKey, deps.log)
    })
  }

  /** The configured providers: Google, Facebook, Apple (with keys), then `local`. */
  async providers(): Promise<ProviderDefinition[]> {
    if (!this.settings.localOidc) return this.external
    const [local, keys] = await Promise.all([this.local(), this.keys()])
    return [...this.external, local.definition(keys.localClientSecret)]
  }

  /** A configured provider, or null. */
  async provider(id: ProviderId): Promise<ProviderDefinition | null> {
    if (id === 'local' && !this.settings.localOidc) return null
    return (await this.providers()).find((provider) => provider.id === id) ?? null
  }

  /** Where a provider returns after sign-in. */
  redirectUri(id: ProviderId): string {
    return `${this.publicUrl}/api/auth/callback/${id}`
  }

  /**
   * Where to go after sign-in or sign-out: a same-origin address (as a path), else home.
   */
  safeCallbackUrl(value: string | undefined | null): string {
    if (!value) return '/'
    const trimmed = value.trim()
    if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) {
      try {
        const url = new URL(trimmed, this.publicUrl)
        if (url.origin === new URL(this.publicUrl).origin)
          return `${url.pathname}${url.search}${url.hash}`
      } catch {
        return '/'
      }
      return '/'
    }
    try {
      const url = new URL(trimmed)
      if (url.origin !== new URL(this.publicUrl).origin) return '/'
      return `${url.pathname}${url.search}${url.hash}`
    } catch {
      return '/'
    }
  }
}
