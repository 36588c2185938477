/**
 * The limits on checking a password (login, change password, deactivate), kept in
 * rate_limit_buckets so that they hold across restarts and across servers sharing a database.
 *
 * Every check takes an attempt before the password is verified (one atomic reservation over
 * three buckets), so concurrent attempts cannot pass a limit between its check and its count,
 * and a refused attempt costs no password hash:
 * - per account and address (`login:pair:`): 5 checked passwords in 15 minutes, then that address
 *   waits for the window to end. An attacker's failures block the attacker's address, not the
 *   owner signing in from another one;
 * - per address (`login:ip:`): 20 checked passwords in 15 minutes, over all accounts;
 * - per account (`login:account:`, counted from every address for an hour): after 5 attempts each
 *   further one holds its own address back for an increasing delay (2, 4, 8 ... seconds, at most
 *   a minute), so an account under attack from many addresses is slowed down while an address that
 *   has not failed yet (the owner's) is checked at once.
 * An attempt counts as failed until its password proves right. A right one gives its attempt
 * back and, where no attempt came after it, clears the account's count and its own address's
 * count and delay on the account (never the address's attempts on other accounts). Unknown names
 * are limited like accounts (by the name typed), so the answers tell nothing about which accounts
 * exist. A password reset forgives every attempt on the account.
 */
import {
  releaseAttempt,
  reserveAttempts,
  type AttemptBucket,
  type ReservedAttempt,
} from '../../db/rate-limit.ts'
import type { Queryable } from '../../db/types.ts'
import { ApiError } from '../../http/reply.ts'
import type { Lang } from '../../i18n/index.ts'
import { t } from './messages.ts'
import { verifyPassword } from './passwords.ts'

/** Passwords checked per account and address in one window. */
export const PAIR_ATTEMPT_LIMIT = 5
/** Passwords checked per client address (all accounts) in one window. */
export const ADDRESS_ATTEMPT_LIMIT = 20
/** The window of both limits: 15 minutes. */
export const ATTEMPT_WINDOW_SECONDS = 15 * 60
/** Attempts an account takes (from all addresses) before each further one is delayed. */
export const ACCOUNT_ATTEMPTS_BEFORE_DELAY = 5
/** How long an account's attempts are counted for its delays: an hour. */
export const ACCOUNT_WINDOW_SECONDS = 60 * 60
/** The longest delay an account's attempts impose: a minute. */
export const MAX_DELAY_SECONDS = 60

/** Who is trying to sign in: an account (by id) or a name no account has, from an address. */
export interface LoginAttempter {
  account: { id: number } | null
  /** The e-mail or username typed (limits an unknown name like an account). */
  identifier: string
  /** The client's address, when known. */
  address: string | null
}

/** The buckets of an attempt, in the order `reserveAttempts` answers them. */
function bucketsOf({ account, identifier, address }: LoginAttempter): AttemptBucket[] {
  const who = account ? String(account.id) : `name:${identifier.toLowerCase().slice(0, 254)}`
  return [
    { key: `login:account:${who}`, limit: null, windowSeconds: ACCOUNT_WINDOW_SECONDS },
    {
      key: `login:pair:${who}:${address ?? '-'}`,
      limit: PAIR_ATTEMPT_LIMIT,
      windowSeconds: ATTEMPT_WINDOW_SECONDS,
    },
    ...(address
      ? [
          {
            key: `login:ip:${address}`,
            limit: ADDRESS_ATTEMPT_LIMIT,
            windowSeconds: ATTEMPT_WINDOW_SECONDS,
          },
        ]
      : []),
  ]
}

/** The delay after the `count`-th attempt on an account in its window (0 for the first ones). */
export function accountDelaySeconds(count: number): number {
  const beyond = count - ACCOUNT_ATTEMPTS_BEFORE_DELAY
  return beyond <= 0 ? 0 : Math.min(2 ** beyond, MAX_DELAY_SECONDS)
}

/** "Too many failed sign-in attempts. Please try again in 45 seconds / 15 minutes." */
export function tooManyAttemptsMessage(seconds: number, lang: Lang): string {
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute']
  const wait = new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(
    amount,
  )
  return t(lang, 'login.tooManyAttempts', { wait })
}

/**
 * Checks `password` against `passwordHash` (none: an unknown account, checked all the same)
 * within the limits: answers whether it is right, or refuses without checking anything (429 with
 * the wait in words and in a `Retry-After` header, seconds) when the account from this address,
 * the address, or the account's delay refuses it.
 */
export async function checkPasswordWithinLimits(
  db: Queryable,
  attempter: LoginAttempter,
  check: { passwordHash: string | null; password: string },
  answer: { lang: Lang; c: { header(name: string, value: string): void } },
): Promise<boolean> {
  const reservation = await reserveAttempts(db, bucketsOf(attempter), ([accountCount]) => [
    null,
    accountDelaySeconds(accountCount!),
  ])
  if (!reservation.allowed) {
    answer.c.header('Retry-After', String(reservation.retryAfterSeconds))
    throw new ApiError(429, [tooManyAttemptsMessage(reservation.retryAfterSeconds, answer.lang)])
  }
  const right = await verifyPassword(check.passwordHash, check.password)
  if (right) await giveBack(db, reservation)
  return right
}

/**
 * A right password gives its attempt back; on its account (from anywhere and from its address)
 * it also forgives the attempts before it when none was made after it.
 */
async function giveBack(db: Queryable, { taken }: ReservedAttempt): Promise<void> {
  const [account, pair, address] = taken
  await db.transaction(async (tx) => {
    await releaseAttempt(tx, account!, { forgiveEarlier: true })
    await releaseAttempt(tx, pair!, { forgiveEarlier: true })
    if (address) await releaseAttempt(tx, address, { forgiveEarlier: false })
  })
}

/** Forgets every attempt on the account, from every address (after a password reset). */
export async function forgetAccountAttempts(db: Queryable, customerId: number): Promise<void> {
  await db.query('DELETE FROM rate_limit_buckets WHERE key = $1 OR key LIKE $2', [
    `login:account:${customerId}`,
    `login:pair:${customerId}:%`,
  ])
}
