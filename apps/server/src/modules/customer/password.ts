/**
 * Passwords: change (other sessions signed out), deactivate the account, and the reset link
 * (requested by e-mail through the outbox, checked, then used to set a new password).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { components } from '@ebook/api/generated/v2'
import { queueEmail } from '../../db/outbox.ts'
import { hitRateLimit } from '../../db/rate-limit.ts'
import type { Queryable } from '../../db/types.ts'
import type { Handlers } from '../../http/operations.ts'
import { badRequest, reply } from '../../http/reply.ts'
import { hashToken } from '../../http/tokens.ts'
import { coreMessages, type Lang } from '../../i18n/index.ts'
import { accountById, newPasswordErrors } from './accounts.ts'
import { checkPasswordWithinLimits, forgetAccountAttempts } from './login-limits.ts'
import { t } from './messages.ts'
import { hashPassword } from './passwords.ts'

type ResetLinkModel = components['schemas']['PasswordRecoveryConfirmModel']

/** How long a reset link works: 24 hours. */
export const RESET_LINK_HOURS = 24
/** At most one reset e-mail per address in this many seconds (5 minutes). */
export const RESET_EMAIL_INTERVAL_SECONDS = 5 * 60
/** Reset requests per client address per hour (silently ignored beyond). */
const RESET_REQUESTS_PER_ADDRESS = 30

/** s*****@example.com: the first letter of the mailbox, the domain whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return '*****'
  const local = [...email.slice(0, at)]
  return `${local[0]}*****${email.slice(at)}`
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/gu,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )
}

/** A reset link's state: usable (with the account), or why not. */
type LinkState =
  | { ok: true; linkId: number; customerId: number; email: string; username: string | null }
  | { ok: false; reason: 'reset.linkInvalid' | 'reset.linkUsed' | 'reset.linkExpired' }

/**
 * Checks a reset link: the guid names a link, the token matches its hash, the link is neither
 * used nor replaced nor expired, and its account is still active. An unknown guid and a wrong
 * token give the same answer.
 */
async function checkLink(db: Queryable, token: string, guid: string): Promise<LinkState> {
  const row = await db.queryOne<{
    id: number
    customer_id: number
    token_hash: string
    expired: boolean
    used_at: Date | null
    replaced_at: Date | null
    email: string | null
    username: string | null
    usable_account: boolean
  }>(
    `SELECT r.id, r.customer_id, r.token_hash, r.expires_at <= now() AS expired, r.used_at,
            r.replaced_at, c.email, c.username,
            (c.active AND NOT c.deleted AND NOT c.is_guest) AS usable_account
       FROM password_reset_tokens r JOIN customers c ON c.id = r.customer_id
      WHERE r.guid = $1`,
    [guid],
  )
  const given = Buffer.from(hashToken(token), 'hex')
  const stored = Buffer.from(row?.token_hash ?? '0'.repeat(64), 'hex')
  const matches = given.length === stored.length && timingSafeEqual(given, stored)
  if (!row || !matches || !row.usable_account || !row.email) {
    return { ok: false, reason: 'reset.linkInvalid' }
  }
  if (row.used_at) return { ok: false, reason: 'reset.linkUsed' }
  if (row.replaced_at) return { ok: false, reason: 'reset.linkInvalid' }
  if (row.expired) return { ok: false, reason: 'reset.linkExpired' }
  return {
    ok: true,
    linkId: row.id,
    customerId: row.customer_id,
    email: row.email,
    username: row.username,
  }
}

/** The link model of validate-reset-password. */
function linkModel(token: string, guid: string, state: LinkState, lang: Lang): ResetLinkModel {
  return {
    Token: token,
    Guid: guid,
    MaskedEmail: state.ok ? maskEmail(state.email) : null,
    DisablePasswordChanging: !state.ok,
    Result: state.ok ? null : t(lang, state.reason),
  }
}

export const passwordHandlers = {
  async changePassword({ body, db, tokens, auth, lang, clientAddress, c }) {
    const me = await auth.requireSignedIn()
    const { OldPassword, NewPassword, ConfirmNewPassword } = body.Data
    const account = (await accountById(db, me.customerId))!
    if (!account.password_hash) throw badRequest(t(lang, 'password.noneSet'))

    const attempter = { account, identifier: account.email, address: clientAddress }
    const check = { passwordHash: account.password_hash, password: OldPassword }
    if (!(await checkPasswordWithinLimits(db, attempter, check, { lang, c }))) {
      throw badRequest(t(lang, 'password.oldWrong'))
    }
    const errors = newPasswordErrors(lang, NewPassword, ConfirmNewPassword, account)
    if (NewPassword === OldPassword) errors.push(t(lang, 'password.sameAsOld'))
    if (errors.length > 0) throw badRequest(errors)

    const passwordHash = await hashPassword(NewPassword)
    await db.transaction(async (tx) => {
      await tx.query('UPDATE customers SET password_hash = $1, updated_at = now() WHERE id = $2', [
        passwordHash,
        account.id,
      ])
      await tokens.revokeAll(tx, account.id, { exceptTokenId: me.tokenId })
    })
    return reply(null, { message: t(lang, 'password.changed') })
  },

  async deactivateAccount({ body, db, tokens, auth, lang, clientAddress, c }) {
    const me = await auth.requireSignedIn()
    const account = (await accountById(db, me.customerId))!
    if (account.password_hash) {
      const password = body.Data.Password ?? ''
      if (password === '') throw badRequest(t(lang, 'deactivate.passwordRequired'))
      const attempter = { account, identifier: account.email, address: clientAddress }
      const check = { passwordHash: account.password_hash, password }
      if (!(await checkPasswordWithinLimits(db, attempter, check, { lang, c }))) {
        throw badRequest(t(lang, 'deactivate.passwordWrong'))
      }
    }
    await db.transaction(async (tx) => {
      await tx.query('UPDATE customers SET active = false, updated_at = now() WHERE id = $1', [
        account.id,
      ])
      await tx.query('DELETE FROM external_auth_records WHERE customer_id = $1', [account.id])
      await tx.query(
        `UPDATE password_reset_tokens SET replaced_at = now()
          WHERE customer_id = $1 AND used_at IS NULL AND replaced_at IS NULL`,
        [account.id],
      )
      await tokens.revokeAll(tx, account.id)
    })
    return reply(null, { message: t(lang, 'deactivate.done') })
  },

  async requestPasswordReset({ body, db, config, log, lang, clientAddress }) {
    const email = body.Data.Email.trim()
    const answer = reply(null, { message: t(lang, 'reset.requested') })
    if (clientAddress) {
      const perAddress = await hitRateLimit(db, `password-reset:ip:${clientAddress}`, {
        limit: RESET_REQUESTS_PER_ADDRESS,
        windowSeconds: 60 * 60,
      })
      if (!perAddress.allowed) return answer
    }
    const customer = await db.queryOne<{
      id: number
      email: string
      first_name: string | null
      last_name: string | null
    }>(
      `SELECT id, email, first_name, last_name FROM customers
        WHERE lower(email) = lower($1) AND NOT is_guest AND active AND NOT deleted`,
      [email],
    )
    if (!customer) return answer
    const perEmail = await hitRateLimit(db, `password-reset:email:${customer.id}`, {
      limit: 1,
      windowSeconds: RESET_EMAIL_INTERVAL_SECONDS,
    })
    if (!perEmail.allowed) return answer

    const token = randomBytes(32).toString('base64url')
    const storeName = coreMessages(lang, 'store.name')
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE password_reset_tokens SET replaced_at = now()
          WHERE customer_id = $1 AND used_at IS NULL AND replaced_at IS NULL`,
        [customer.id],
      )
      const link = await tx.queryOne<{ guid: string }>(
        `INSERT INTO password_reset_tokens (customer_id, token_hash, expires_at)
         VALUES ($1, $2, now() + make_interval(hours => $3)) RETURNING guid`,
        [customer.id, hashToken(token), RESET_LINK_HOURS],
      )
      const prefix = lang === 'en' ? '/en' : ''
      const url = `${config.publicUrl}${prefix}/reset-password/${token}/${link!.guid}`
      const name =
        [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email
      const params = {
        name,
        email: customer.email,
        store: storeName,
        link: url,
        hours: RESET_LINK_HOURS,
      }
      const htmlParams = Object.fromEntries(
        Object.entries(params).map(([key, value]) => [key, escapeHtml(String(value))]),
      )
      await queueEmail(
        tx,
        {
          kind: 'password-reset',
          to: customer.email,
          toName: name,
          subject: t(lang, 'reset.email.subject', { store: storeName }),
          bodyText: t(lang, 'reset.email.body', params),
          bodyHtml: t(lang, 'reset.email.html', htmlParams),
          language: lang,
          customerId: customer.id,
        },
        config.environment === 'production' ? null : log,
      )
      if (config.environment === 'development') {
        log.info(`Password reset link for ${customer.email}: ${url}`)
      }
    })
    return answer
  },

  async validatePasswordReset({ params, db, lang }) {
    const state = await checkLink(db, params.token, params.guid)
    const model = linkModel(params.token, params.guid, state, lang)
    if (!state.ok) throw badRequest(t(lang, state.reason), model)
    return model
  },

  async confirmPasswordReset({ body, db, tokens, lang }) {
    const { Token, Guid, NewPassword, ConfirmNewPassword } = body.Data
    const state = await checkLink(db, Token, Guid)
    if (!state.ok) throw badRequest(t(lang, state.reason), linkModel(Token, Guid, state, lang))
    const errors = newPasswordErrors(lang, NewPassword, ConfirmNewPassword, state)
    if (errors.length > 0) throw badRequest(errors)

    const passwordHash = await hashPassword(NewPassword)
    const used = await db.transaction(async (tx) => {
      // Uses the link up only if it is still open (a concurrent confirm loses).
      const taken = await tx.execute(
        `UPDATE password_reset_tokens SET used_at = now()
          WHERE id = $1 AND used_at IS NULL AND replaced_at IS NULL AND expires_at > now()`,
        [state.linkId],
      )
      if (taken === 0) return false
      await tx.query('UPDATE customers SET password_hash = $1, updated_at = now() WHERE id = $2', [
        passwordHash,
        state.customerId,
      ])
      await tx.query(
        `UPDATE password_reset_tokens SET replaced_at = now()
          WHERE customer_id = $1 AND id <> $2 AND used_at IS NULL AND replaced_at IS NULL`,
        [state.customerId, state.linkId],
      )
      await tokens.revokeAll(tx, state.customerId)
      return true
    })
    if (!used) throw badRequest(t(lang, 'reset.linkUsed'))
    await forgetAccountAttempts(db, state.customerId)
    return reply(null, { message: t(lang, 'reset.done') })
  },
} satisfies Handlers<'v2'>
