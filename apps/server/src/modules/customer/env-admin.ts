/**
 * A store admin from the environment: when ADMIN_EMAIL and ADMIN_PASSWORD are both set, the
 * server makes sure at start that a registered, active admin with that e-mail exists and that
 * the password signs it in (an existing customer with the e-mail becomes admin). Without them
 * nothing happens: no default admin account exists.
 */
import type { Queryable } from '../../db/types.ts'
import type { Logger } from '../../http/operations.ts'
import { isEmailAddress } from '../../http/input-rules.ts'
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts'

/** What ensureEnvAdmin did. */
export type EnvAdminResult = 'none' | 'created' | 'updated' | 'unchanged' | 'invalid'

/** Creates or updates the admin named by ADMIN_EMAIL / ADMIN_PASSWORD in `env`. */
export async function ensureEnvAdmin(
  db: Queryable,
  env: Record<string, string | undefined>,
  log: Pick<Logger, 'info' | 'warn'>,
): Promise<EnvAdminResult> {
  const email = env.ADMIN_EMAIL?.trim()
  const password = env.ADMIN_PASSWORD
  if (!email || !password) return 'none'
  if (!isEmailAddress(email) || email.length > 254) {
    log.warn(`ADMIN_EMAIL '${email}' is not an e-mail address: no admin was set up.`)
    return 'invalid'
  }
  if (passwordProblem(password, { email }) !== null || password.length > 128) {
    log.warn(
      'ADMIN_PASSWORD breaks the password rules (8-128 characters, at least 4 different, not the e-mail): no admin was set up.',
    )
    return 'invalid'
  }
  return db.transaction(async (tx) => {
    const existing = await tx.queryOne<{
      id: number
      password_hash: string | null
      is_admin: boolean
      active: boolean
    }>(
      `SELECT id, password_hash, is_admin, active FROM customers
        WHERE lower(email) = lower($1) AND NOT is_guest AND NOT deleted FOR UPDATE`,
      [email],
    )
    if (!existing) {
      await tx.query(
        `INSERT INTO customers (is_guest, email, password_hash, first_name, last_name, is_admin)
         VALUES (false, $1, $2, 'Admin', 'Store', true)`,
        [email, await hashPassword(password)],
      )
      log.info(`Admin ${email} created (ADMIN_EMAIL / ADMIN_PASSWORD).`)
      return 'created'
    }
    const passwordOk = await verifyPassword(existing.password_hash, password)
    if (passwordOk && existing.is_admin && existing.active) return 'unchanged'
    await tx.query(
      `UPDATE customers SET is_admin = true, active = true, password_hash = $2, updated_at = now()
        WHERE id = $1`,
      [existing.id, passwordOk ? existing.password_hash : await hashPassword(password)],
    )
    log.info(`Admin ${email} updated (ADMIN_EMAIL / ADMIN_PASSWORD).`)
    return 'updated'
  })
}
