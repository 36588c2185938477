/**
 * The parts of `oidc-provider` (v9, which ships no types) that the local OpenID provider uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  /** A pending login/consent interaction. */
  export interface Interaction {
    uid: string
    params: Record<string, unknown>
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> }
    session?: { accountId?: string }
    grantId?: string
  }

  /** A grant of scopes to a client for an account. */
  export interface Grant {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  /** What findAccount answers. */
  export interface Account {
    accountId: string
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    proxy: boolean
    readonly issuer: string
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>
    Grant: new (properties: { accountId: string; clientId: string }) => Grant
    on(event: string, listener: (...args: unknown[]) => void): this
  }
}
