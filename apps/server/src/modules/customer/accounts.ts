/**
 * Accounts: looking customers up, the checks shared by register, change password, reset and
 * profile (password rules, date of birth, unique e-mail and username).
 */
import type { Queryable } from '../../db/types.ts'
import type { Lang } from '../../i18n/index.ts'
import { t } from './messages.ts'
import { PASSWORD_MIN_DISTINCT, PASSWORD_MIN_LENGTH, passwordProblem } from './passwords.ts'

/** A registered customer as the sign-in calls need it. */
export interface AccountRow {
  id: number
  email: string
  username: string | null
  first_name: string | null
  last_name: string | null
  password_hash: string | null
  active: boolean
  deleted: boolean
}

const ACCOUNT_COLUMNS = 'id, email, username, first_name, last_name, password_hash, active, deleted'

/**
 * The registered customer whose e-mail or username is `identifier` (case-insensitive); a live
 * account wins over a deleted one with the same e-mail.
 */
export function findAccount(db: Queryable, identifier: string): Promise<AccountRow | null> {
  return db.queryOne<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM customers
      WHERE NOT is_guest AND (lower(email) = lower($1) OR lower(username) = lower($1))
      ORDER BY deleted, (lower(email) = lower($1)) DESC, id DESC LIMIT 1`,
    [identifier],
  )
}

/** A registered customer by id (deleted ones too). */
export function accountById(db: Queryable, customerId: number): Promise<AccountRow | null> {
  return db.queryOne<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM customers WHERE id = $1 AND NOT is_guest`,
    [customerId],
  )
}

/** The messages of a new password that breaks the rules or its confirmation (empty: fine). */
export function newPasswordErrors(
  lang: Lang,
  password: string,
  confirmation: string,
  identity: { email?: string | null; username?: string | null },
): string[] {
  const errors: string[] = []
  const problem = passwordProblem(password, identity)
  if (problem === 'tooShort')
    errors.push(t(lang, 'password.tooShort', { min: PASSWORD_MIN_LENGTH }))
  if (problem === 'tooSimple') {
    errors.push(t(lang, 'password.tooSimple', { distinct: PASSWORD_MIN_DISTINCT }))
  }
  if (problem === 'sameAsIdentity') errors.push(t(lang, 'password.sameAsIdentity'))
  if (password !== confirmation) errors.push(t(lang, 'password.mismatch'))
  return errors
}

/** Date-of-birth parts, as the forms send them. */
export interface DateOfBirthParts {
  DateOfBirthDay?: number | null
  DateOfBirthMonth?: number | null
  DateOfBirthYear?: number | null
}

/**
 * The date of birth as 'YYYY-MM-DD', null when no part is given, or 'invalid' when only some
 * parts are given, the day does not exist in that month, or the date is in the future.
 */
export function dateOfBirth(parts: DateOfBirthParts): string | null | 'invalid' {
  const day = parts.DateOfBirthDay ?? null
  const month = parts.DateOfBirthMonth ?? null
  const year = parts.DateOfBirthYear ?? null
  if (day === null && month === null && year === null) return null
  if (day === null || month === null || year === null) return 'invalid'
  const date = new Date(Date.UTC(year, month - 1, day))
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    date.getTime() > Date.now()
  ) {
    return 'invalid'
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Whether another live registered customer uses the e-mail. */
export async function emailTaken(
  db: Queryable,
  email: string,
  exceptCustomerId: number | null = null,
): Promise<boolean> {
  const row = await db.queryOne(
    `SELECT 1 FROM customers WHERE lower(email) = lower($1) AND NOT deleted
        AND ($2::integer IS NULL OR id <> $2)`,
    [email, exceptCustomerId],
  )
  return row !== null
}

/** Whether another live customer uses the username. */
export async function usernameTaken(
  db: Queryable,
  username: string,
  exceptCustomerId: number | null = null,
): Promise<boolean> {
  const row = await db.queryOne(
    `SELECT 1 FROM customers WHERE lower(username) = lower($1) AND NOT deleted
        AND ($2::integer IS NULL OR id <> $2)`,
    [username, exceptCustomerId],
  )
  return row !== null
}

/** Which unique index a PostgreSQL unique violation broke ('email', 'username'), else null. */
export function uniqueViolation(error: unknown): 'email' | 'username' | null {
  if (typeof error !== 'object' || error === null) return null
  const { code, constraint, message } = error as {
    code?: string
    constraint?: string
    message?: string
  }
  if (code !== '23505') return null
  const name = `${constraint ?? ''} ${message ?? ''}`
  if (name.includes('customers_email_idx')) return 'email'
  if (name.includes('customers_username_idx')) return 'username'
  return null
}

/** A text trimmed, or null when blank. */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}
