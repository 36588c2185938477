/**
 * The local OpenID Connect provider for development and tests (`oidc-provider`, mounted under
 * /oidc in the same server), so the whole redirect flow runs here without keys or network. Its
 * sign-in page lets a developer pick or type a test identity (e-mail and name); consent is
 * automatic. Its sessions, codes, grants and the identities signed in are kept in the database
 * (oidc-adapter.ts), so any server on it can carry on a sign-in another one started.
 */
import { createHash } from 'node:crypto'
import type { Hono } from 'hono'
import type Provider from 'oidc-provider'
import type { Account } from 'oidc-provider'
import type { AppEnv, Logger } from '../../http/operations.ts'
import type { Queryable } from '../../db/types.ts'
import { isEmailAddress } from '../../http/input-rules.ts'
import { htmlSecurity, serverPageCsp } from '../../http/security-headers.ts'
import { databaseAdapter } from './oidc-adapter.ts'
import { callNodeHandler, nodeRequestOf } from './node-bridge.ts'
import type { ProviderDefinition } from './providers.ts'
import type { AuthKeys } from './settings.ts'
import type { JWK } from 'jose'

/** Where the local provider is mounted. */
export const LOCAL_OIDC_PATH = '/oidc'
/** The store's client at the local provider. */
export const LOCAL_CLIENT_ID = 'ebook-store'

/** Identities offered with one click on the sign-in page. */
const TEST_IDENTITIES = [
  { email: 'somchai@example.com', name: 'สมชาย ใจดี' },
  { email: 'suda@example.com', name: 'สุดา รักอ่าน' },
  { email: 'reader@example.com', name: 'Jane Reader' },
]

const MAX_NAME = 200

interface LocalAccount {
  email: string
  name: string
}

/** The subject of a test identity: the same e-mail always signs in as the same person. */
export function localSubject(email: string): string {
  return `local-${createHash('sha256').update(email.toLowerCase()).digest('base64url').slice(0, 24)}`
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/gu,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )
}

function page(title: string, body: string, status = 200): Response {
  return new Response(document(title, body), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

function errorHtml(body: string): string {
  return document('Local sign-in', body)
}

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}
h1{font-size:1.3rem}label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.5rem;box-sizing:border-box}
button{margin-top:1rem;padding:.5rem 1rem;cursor:pointer}.pick{display:block;width:100%;text-align:left}
.note{color:#666;font-size:.85rem}.error{color:#b00}</style></head>
<body>${body}</body></html>`
}

/** The oidc-provider model the test identities signed in are kept under. */
const ACCOUNT_MODEL = 'LocalAccount'
/** How long a signed-in test identity is kept (a session's life). */
const ACCOUNT_TTL_SECONDS = 24 * 60 * 60

/** The local provider of one app. */
export class LocalOidc {
  private readonly accounts: InstanceType<ReturnType<typeof databaseAdapter>>
  private readonly provider: Provider
  private readonly handler: ReturnType<Provider['callback']>
  readonly issuer: string

  /**
   * `ProviderClass` is oidc-provider's export, imported by the caller when the local provider is
   * first used (see state.ts): the library and its dependencies stay unloaded otherwise.
   */
  constructor(
    ProviderClass: typeof Provider,
    db: Queryable,
    private readonly publicUrl: string,
    keys: AuthKeys,
    signingKey: JWK,
    log: Logger,
  ) {
    this.issuer = `${publicUrl}${LOCAL_OIDC_PATH}`
    const Adapter = databaseAdapter(db)
    const accounts = (this.accounts = new Adapter(ACCOUNT_MODEL))
    this.provider = new ProviderClass(this.issuer, {
      clients: [
        {
          client_id: LOCAL_CLIENT_ID,
          client_secret: keys.localClientSecret,
          redirect_uris: [`${publicUrl}/api/auth/callback/local`],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      adapter: Adapter,
      jwks: { keys: [signingKey] },
      cookies: { keys: [keys.localCookies] },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name'],
      },
      // Put the scopes' claims into the ID token (the store reads no userinfo).
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      ttl: {
        Interaction: 10 * 60,
        Session: 24 * 60 * 60,
        Grant: 24 * 60 * 60,
        AuthorizationCode: 60,
        AccessToken: 60 * 60,
        IdToken: 60 * 60,
      },
      renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
        ctx.type = 'html'
        ctx.body = errorHtml(
          `<h1>Local sign-in failed</h1>${Object.entries(out)
            .map(
              ([key, value]) =>
                `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`,
            )
            .join('')}`,
        )
      },
      pkce: { required: () => true },
      interactions: {
        url: (_ctx: unknown, interaction: { uid: string }) =>
          `${LOCAL_OIDC_PATH}/interaction/${interaction.uid}`,
      },
      findAccount: async (_ctx: unknown, sub: string): Promise<Account | undefined> => {
        const account = (await accounts.find(sub)) as LocalAccount | undefined
        if (!account) return undefined
        const [given, ...rest] = account.name.split(/\s+/u)
        return {
          accountId: sub,
          claims: () => ({
            sub,
            email: account.email,
            email_verified: true,
            name: account.name,
            given_name: given || null,
            family_name: rest.join(' ') || null,
          }),
        }
      },
    })
    this.provider.proxy = true
    this.provider.on('server_error', (_ctx: unknown, error: unknown) =>
      log.error('Local OpenID provider failed:', error),
    )
    this.handler = this.provider.callback()
  }

  /** Serves a request to the provider (under /oidc). */
  serve(request: Request): Promise<Response> {
    return callNodeHandler(this.handler, request, {
      mountPath: LOCAL_OIDC_PATH,
      publicOrigin: this.publicUrl,
    })
  }

  /** Calls the provider in-process, as the server's own HTTP client. */
  readonly fetch: typeof fetch = (input, init) => this.serve(new Request(input, init))

  /** The provider as the login-session provider sees it. */
  definition(clientSecret: string): ProviderDefinition {
    return {
      id: 'local',
      name: 'Local test provider',
      type: 'oidc',
      // The local provider stands in for Google (auth.yaml, Session.systemName).
      systemName: 'ExternalAuth.Google',
      clientId: LOCAL_CLIENT_ID,
      clientSecret,
      authorizationEndpoint: `${this.issuer}/auth`,
      tokenEndpoint: `${this.issuer}/token`,
      issuers: [this.issuer],
      jwksUri: `${this.issuer}/jwks`,
      scope: 'openid email profile',
      extraParams: { prompt: 'login' },
      fetch: this.fetch,
    }
  }

  private async interaction(request: Request, uid: string) {
    const pair = await nodeRequestOf(request, {
      mountPath: LOCAL_OIDC_PATH,
      publicOrigin: this.publicUrl,
    })
    if (!pair) return null
    try {
      const details = await this.provider.interactionDetails(pair.req, pair.res)
      return details.uid === uid ? { details, pair } : null
    } catch {
      return null
    }
  }

  private async finish(request: Request, uid: string, account: LocalAccount | null) {
    const found = await this.interaction(request, uid)
    if (!found) return expired()
    const { details, pair } = found
    let result: Record<string, unknown>
    if (account === null) {
      result = { error: 'access_denied', error_description: 'The person cancelled sign-in.' }
    } else {
      const accountId = localSubject(account.email)
      await this.accounts.upsert(accountId, { ...account }, ACCOUNT_TTL_SECONDS)
      const clientId = String(details.params.client_id)
      const grant = new this.provider.Grant({ accountId, clientId })
      grant.addOIDCScope(String(details.params.scope ?? 'openid'))
      const grantId = await grant.save()
      result = { login: { accountId }, consent: { grantId } }
    }
    const returnTo = await this.provider.interactionResult(pair.req, pair.res, result, {
      mergeWithLastSubmission: false,
    })
    return new Response(null, { status: 303, headers: { Location: returnTo } })
  }

  /** The sign-in page of an interaction: test identities, or type one. */
  async interactionPage(request: Request, uid: string): Promise<Response> {
    const found = await this.interaction(request, uid)
    if (!found) return expired()
    const action = `${LOCAL_OIDC_PATH}/interaction/${encodeURIComponent(uid)}`
    const picks = TEST_IDENTITIES.map(
      (identity) => `<form method="post" action="${action}">
<input type="hidden" name="email" value="${escapeHtml(identity.email)}">
<input type="hidden" name="name" value="${escapeHtml(identity.name)}">
<button class="pick" type="submit">${escapeHtml(identity.name)} &lt;${escapeHtml(identity.email)}&gt;</button></form>`,
    ).join('\n')
    return page(
      'Local sign-in',
      `<h1>เข้าสู่ระบบทดสอบ · Local test sign-in</h1>
<p class="note">Development OpenID provider: pick a test identity or type one. No password; consent is automatic.</p>
${picks}
<form method="post" action="${action}">
<label for="email">E-mail</label><input id="email" name="email" type="email" required maxlength="254">
<label for="name">Name</label><input id="name" name="name" required maxlength="${MAX_NAME}">
<button type="submit">Sign in</button></form>
<form method="post" action="${action}"><input type="hidden" name="cancel" value="1">
<button type="submit">Cancel</button></form>`,
    )
  }

  /** The sign-in page's form: signs the identity in (with consent), or cancels. */
  async interactionSubmit(request: Request, uid: string): Promise<Response> {
    const form = new URLSearchParams(await request.clone().text())
    if (form.get('cancel')) return this.finish(request, uid, null)
    const email = (form.get('email') ?? '').trim().toLowerCase()
    const name = (form.get('name') ?? '').trim().replace(/\s+/gu, ' ')
    if (email.length > 254 || !isEmailAddress(email) || !name || name.length > MAX_NAME) {
      return page(
        'Local sign-in',
        `<p class="error">Type a valid e-mail address and a name (at most ${MAX_NAME} characters).</p>
<p><a href="${LOCAL_OIDC_PATH}/interaction/${encodeURIComponent(uid)}">Back</a></p>`,
        400,
      )
    }
    return this.finish(request, uid, { email, name })
  }
}

/** Mounts the local provider: its sign-in page and its own routes under /oidc. */
export function mountLocalOidc(app: Hono<AppEnv>, local: () => Promise<LocalOidc>): void {
  app.use(`${LOCAL_OIDC_PATH}/*`, htmlSecurity(serverPageCsp.localSignIn))
  app.get(`${LOCAL_OIDC_PATH}/interaction/:uid`, async (c) =>
    (await local()).interactionPage(c.req.raw, c.req.param('uid')),
  )
  app.post(`${LOCAL_OIDC_PATH}/interaction/:uid`, async (c) =>
    (await local()).interactionSubmit(c.req.raw, c.req.param('uid')),
  )
  app.all(`${LOCAL_OIDC_PATH}/*`, async (c) => (await local()).serve(c.req.raw))
}

function expired(): Response {
  return page(
    'Local sign-in',
    '<p class="error">This sign-in has expired or is unknown. Start again from the store.</p>',
    400,
  )
}
