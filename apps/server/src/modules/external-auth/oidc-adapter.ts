/**
 * The local OpenID provider's storage (oidc-provider's adapter interface): sessions,
 * interactions, grants, codes and the test identities signed in, in the database
 * (`oidc_entries`, migration 013), so that a sign-in started at one server completes at another.
 * Each entry is kept until it expires; a scheduled job deletes the expired ones.
 */
import type { Queryable } from '../../db/types.ts'

/** What oidc-provider stores of one entry. */
export type Payload = Record<string, unknown> & {
  grantId?: string
  uid?: string
  userCode?: string
  consumed?: number
}

const LIVE = '(expires_at IS NULL OR expires_at > now())'

/** The adapter class oidc-provider makes one of per model (Session, AuthorizationCode, ...). */
export function databaseAdapter(db: Queryable) {
  return class DatabaseOidcAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      await db.query(
        `INSERT INTO oidc_entries (model, id, payload, grant_id, uid, user_code, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6,
                 CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7) END)
         ON CONFLICT (model, id) DO UPDATE
            SET payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
                user_code = excluded.user_code, expires_at = excluded.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.uid ?? null,
          payload.userCode ?? null,
          expiresIn ? Math.ceil(expiresIn) : null,
        ],
      )
    }

    private async findWhere(column: 'id' | 'uid' | 'user_code', value: string) {
      const row = await db.queryOne<{ payload: Payload }>(
        `SELECT payload FROM oidc_entries WHERE model = $1 AND ${column} = $2 AND ${LIVE}`,
        [this.model, value],
      )
      return row?.payload ?? undefined
    }

    find(id: string): Promise<Payload | undefined> {
      return this.findWhere('id', id)
    }

    findByUid(uid: string): Promise<Payload | undefined> {
      return this.findWhere('uid', uid)
    }

    findByUserCode(userCode: string): Promise<Payload | undefined> {
      return this.findWhere('user_code', userCode)
    }

    async consume(id: string): Promise<void> {
      await db.query(
        `UPDATE oidc_entries
            SET payload = payload || jsonb_build_object('consumed', floor(extract(epoch FROM now())))
          WHERE model = $1 AND id = $2`,
        [this.model, id],
      )
    }

    async destroy(id: string): Promise<void> {
      await db.query('DELETE FROM oidc_entries WHERE model = $1 AND id = $2', [this.model, id])
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('DELETE FROM oidc_entries WHERE grant_id = $1', [grantId])
    }
  }
}

/** Deletes the expired entries (a scheduled job's work). */
export async function pruneOidcEntries(db: Queryable): Promise<void> {
  await db.query('DELETE FROM oidc_entries WHERE expires_at <= now()')
}
