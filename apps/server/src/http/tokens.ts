/**
 * Session tokens: a JWT signed with HS256 (claims CustomerId, exp, jti), as upstream sends it in
 * the `Token` header. The database keeps only the token's SHA-256 hash with its expiry, so a
 * token can be revoked (logout, password change) and several servers share the sessions.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import type { Queryable } from '../db/types.ts'
import { isLang, type Lang } from '../i18n/index.ts'

/** 180 days: "remember me" and register. */
export const REMEMBER_ME_SECONDS = 180 * 24 * 60 * 60
/** 24 hours: login without "remember me". */
export const SESSION_SECONDS = 24 * 60 * 60

/** A valid token's customer. */
export interface SignedInCustomer {
  customerId: number
  tokenId: number
  isAdmin: boolean
  /** The language the customer chose (setlanguage), if any. */
  language: Lang | null
}

/** A token just issued. */
export interface IssuedToken {
  token: string
  tokenId: number
  expiresAt: Date
}

/** SHA-256 of a token, hex: what the database stores instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

const SECRET_KEY = 'auth.token_secret'

/** Issues, verifies and revokes session tokens. */
export class TokenService {
  private constructor(private readonly secret: Uint8Array) {}

  /**
   * Uses `secret` when given (TOKEN_SECRET); otherwise the one kept in store_settings, made on
   * first use, so tokens stay valid across restarts and servers.
   */
  static async create(db: Queryable, secret: string | null): Promise<TokenService> {
    if (secret) return new TokenService(new TextEncoder().encode(secret))
    await db.query(
      `INSERT INTO store_settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING`,
      [SECRET_KEY, JSON.stringify(randomBytes(32).toString('base64url'))],
    )
    const row = await db.queryOne<{ value: string }>(
      'SELECT value FROM store_settings WHERE key = $1',
      [SECRET_KEY],
    )
    return new TokenService(new TextEncoder().encode(row!.value))
  }

  /** Issues a token for a customer, valid `lifetimeSeconds`, and records its hash. */
  async issue(
    db: Queryable,
    options: { customerId: number; lifetimeSeconds: number; deviceId?: string | null },
  ): Promise<IssuedToken> {
    const expiresAt = new Date(Date.now() + options.lifetimeSeconds * 1000)
    const token = await new SignJWT({ CustomerId: options.customerId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secret)
    const row = await db.queryOne<{ id: number }>(
      `INSERT INTO customer_tokens (customer_id, token_hash, device_id, remember_me, expires_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        options.customerId,
        hashToken(token),
        options.deviceId ?? null,
        options.lifetimeSeconds > SESSION_SECONDS,
        expiresAt,
      ],
    )
    return { token, tokenId: row!.id, expiresAt }
  }

  /**
   * The customer of a token when it is well signed, not expired, not revoked, and its customer
   * is registered, active and not deleted; otherwise null.
   */
  async verify(db: Queryable, token: string): Promise<SignedInCustomer | null> {
    try {
      await jwtVerify(token, this.secret, { algorithms: ['HS256'] })
    } catch {
      return null
    }
    const row = await db.queryOne<{
      token_id: number
      customer_id: number
      is_admin: boolean
      language: string | null
    }>(
      `SELECT t.id AS token_id, c.id AS customer_id, c.is_admin, c.language
         FROM customer_tokens t JOIN customers c ON c.id = t.customer_id
        WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()
          AND c.active AND NOT c.deleted AND NOT c.is_guest`,
      [hashToken(token)],
      { prepare: true },
    )
    if (!row) return null
    return {
      customerId: row.customer_id,
      tokenId: row.token_id,
      isAdmin: row.is_admin,
      language: isLang(row.language) ? row.language : null,
    }
  }

  /** Revokes one token (logout). Answers whether it was still valid. */
  async revoke(db: Queryable, token: string): Promise<boolean> {
    const count = await db.execute(
      'UPDATE customer_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
      [hashToken(token)],
    )
    return count > 0
  }

  /** Revokes every token of a customer, except `exceptTokenId` (the caller's, on password change). */
  async revokeAll(
    db: Queryable,
    customerId: number,
    options: { exceptTokenId?: number } = {},
  ): Promise<number> {
    return db.execute(
      `UPDATE customer_tokens SET revoked_at = now()
        WHERE customer_id = $1 AND revoked_at IS NULL AND ($2::integer IS NULL OR id <> $2)`,
      [customerId, options.exceptTokenId ?? null],
    )
  }
}
