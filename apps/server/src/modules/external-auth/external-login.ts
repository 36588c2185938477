/**
 * externalLogin (sign in with an identity the login-session provider verified) and
 * removeExternalAssociation (unlink one), plus the account's linked sign-ins for others to show
 * (customer info's AssociatedExternalAuthRecords).
 */
import type { components } from '@ebook/api/generated/v2'
import type { Queryable } from '../../db/types.ts'
import type { Handlers } from '../../http/operations.ts'
import { badRequest, notFound, reply } from '../../http/reply.ts'
import type { Lang } from '../../i18n/index.ts'
import { guestOfDevice, signIn } from '../customer/sign-in.ts'
import { readSession, type ExternalSession } from './cookies.ts'
import { providerLabel, t } from './messages.ts'
import type { SystemName } from './settings.ts'
import type { ExternalAuthState } from './state.ts'

export type ExternalAuthRecord = components['schemas']['ExternalAuthRecord']

/** The customer's linked external sign-ins, oldest first. */
export async function externalAuthRecordsOf(
  db: Queryable,
  customerId: number,
): Promise<ExternalAuthRecord[]> {
  const rows = await db.query<{
    id: number
    email: string | null
    external_identifier: string
    provider_system_name: SystemName
  }>(
    `SELECT id, email, external_identifier, provider_system_name
       FROM external_auth_records WHERE customer_id = $1 ORDER BY id`,
    [customerId],
  )
  return rows.map((row) => ({
    Id: row.id,
    Email: row.email,
    ExternalIdentifier: row.external_identifier,
    AuthMethodName: row.provider_system_name,
  }))
}

/** Given and family name for a new account, from the provider's profile. */
function namesOf(session: ExternalSession): { first: string | null; last: string | null } {
  if (session.givenName || session.familyName) {
    return { first: session.givenName, last: session.familyName }
  }
  const [first, ...rest] = (session.name ?? '').trim().split(/\s+/u)
  return { first: first || null, last: rest.join(' ') || null }
}

/**
 * The customer an external identity signs in as: the linked one, else the registered customer
 * with the provider-verified e-mail (now linked), else a new customer (linked). One transaction.
 */
async function customerForIdentity(
  db: Queryable,
  session: ExternalSession,
  lang: Lang,
): Promise<number> {
  const label = providerLabel(session.systemName)
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `external:${session.systemName}:${session.sub}`,
    ])
    const linked = await tx.queryOne<{
      id: number
      customer_id: number
      active: boolean
      deleted: boolean
      is_guest: boolean
    }>(
      `SELECT r.id, r.customer_id, c.active, c.deleted, c.is_guest
         FROM external_auth_records r JOIN customers c ON c.id = r.customer_id
        WHERE r.provider_system_name = $1 AND r.external_identifier = $2`,
      [session.systemName, session.sub],
    )
    if (linked && !linked.deleted && !linked.is_guest) {
      if (!linked.active) throw badRequest(t(lang, 'external.notActive'))
      return linked.customer_id
    }
    // A link to a deleted account is stale: the identity may sign up again.
    if (linked) await tx.query('DELETE FROM external_auth_records WHERE id = $1', [linked.id])

    const email = session.email?.trim().toLowerCase() || null
    if (!email) throw badRequest(t(lang, 'external.noEmail', { provider: label }))
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`email:${email}`])
    const existing = await tx.queryOne<{ id: number; active: boolean }>(
      `SELECT id, active FROM customers
        WHERE lower(email) = $1 AND NOT is_guest AND NOT deleted`,
      [email],
    )
    let customerId: number
    if (existing) {
      if (!session.emailVerified) {
        throw badRequest(t(lang, 'external.emailUnverified', { provider: label }))
      }
      if (!existing.active) throw badRequest(t(lang, 'external.notActive'))
      customerId = existing.id
    } else {
      const { first, last } = namesOf(session)
      const created = await tx.queryOne<{ id: number }>(
        `INSERT INTO customers (is_guest, email, first_name, last_name, language)
         VALUES (false, $1, $2, $3, $4) RETURNING id`,
        [email, first, last, lang],
      )
      customerId = created!.id
    }
    await tx.query(
      `INSERT INTO external_auth_records
         (customer_id, provider_system_name, external_identifier, external_display_identifier, email)
       VALUES ($1, $2, $3, $4, $5)`,
      [customerId, session.systemName, session.sub, session.name, email],
    )
    return customerId
  })
}

/** The v2 handlers. */
export function externalLoginHandlers(state: ExternalAuthState): Handlers<'v2'> {
  return {
    async externalLogin({ body, c, db, tokens, recentViews, auth, lang }) {
      const claimed = body.Data
      const label = providerLabel(claimed.ProviderSystemName)
      const notVerified = () => badRequest(t(lang, 'external.notVerified', { provider: label }))
      // Trust only what the session cookie proves, never the payload by itself.
      const session = await readSession(c, await state.keys())
      if (!session || !(await state.provider(session.provider))) throw notVerified()
      const claimedEmail = claimed.Email.trim().toLowerCase()
      if (
        session.systemName !== claimed.ProviderSystemName ||
        session.sub !== claimed.ExternalIdentifier ||
        (session.email !== null && session.email.toLowerCase() !== claimedEmail)
      ) {
        throw notVerified()
      }
      const customerId = await customerForIdentity(db, session, lang)
      return signIn(
        { db, tokens, recentViews },
        {
          customerId,
          guestCustomerId: await guestOfDevice(db, auth.deviceId),
          rememberMe: true,
          lang,
          deviceId: auth.deviceId,
        },
      )
    },

    async removeExternalAssociation({ params, db, auth, lang }) {
      const { customerId } = await auth.requireSignedIn()
      const remaining = await db.transaction(async (tx) => {
        const customer = await tx.queryOne<{ password_hash: string | null }>(
          'SELECT password_hash FROM customers WHERE id = $1 FOR UPDATE',
          [customerId],
        )
        const record = await tx.queryOne<{ id: number }>(
          'SELECT id FROM external_auth_records WHERE id = $1 AND customer_id = $2',
          [params.recordId, customerId],
        )
        if (!customer || !record) throw notFound(t(lang, 'remove.notFound'))
        if (customer.password_hash === null) {
          const others = await tx.queryOne<{ count: number }>(
            'SELECT count(*)::int AS count FROM external_auth_records WHERE customer_id = $1 AND id <> $2',
            [customerId, record.id],
          )
          if (!others || others.count === 0) throw badRequest(t(lang, 'remove.lastSignIn'))
        }
        await tx.query('DELETE FROM external_auth_records WHERE id = $1', [record.id])
        return externalAuthRecordsOf(tx, customerId)
      })
      return reply(remaining, { message: t(lang, 'remove.done') })
    },
  }
}
