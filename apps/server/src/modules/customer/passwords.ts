/**
 * Password hashing (argon2id, @node-rs/argon2) and the store's password rules.
 */
import { hash, verify, type Options } from '@node-rs/argon2'

/** argon2id (the const enum Algorithm.Argon2id, which isolated modules cannot import). */
const ARGON2ID = 2 as NonNullable<Options['algorithm']>

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
const HASH_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
}

/** The shortest password accepted (the contract's minLength). */
export const PASSWORD_MIN_LENGTH = 8
/** The fewest different characters a password must have ("aaaaaaaa", "12121212" are refused). */
export const PASSWORD_MIN_DISTINCT = 4

/** A hash to verify against when the account does not exist, so both cost the same time. */
let dummyHash: Promise<string> | null = null

/** The PHC string of a password's argon2id hash. */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), HASH_OPTIONS)
}

/**
 * Whether `password` matches `passwordHash`; with no hash (unknown account, or none set) it
 * still spends the time of one verification and answers false.
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('no account has this password')
    await verify(await dummyHash, password.normalize('NFC')).catch(() => false)
    return false
  }
  try {
    return await verify(passwordHash, password.normalize('NFC'))
  } catch {
    return false
  }
}

/** Why a new password breaks the rules, or null when it keeps them. */
export type PasswordProblem = 'tooShort' | 'tooSimple' | 'sameAsIdentity' | null

/**
 * Checks the password rules: at least 8 characters, not blank, at least 4 different
 * characters, and not the account's e-mail or username.
 */
export function passwordProblem(
  password: string,
  identity: { email?: string | null; username?: string | null } = {},
): PasswordProblem {
  const characters = [...password.normalize('NFC')]
  if (characters.length < PASSWORD_MIN_LENGTH || password.trim() === '') return 'tooShort'
  if (new Set(characters).size < PASSWORD_MIN_DISTINCT) return 'tooSimple'
  const lower = password.toLowerCase()
  for (const value of [identity.email, identity.username]) {
    if (value && value.toLowerCase() === lower) return 'sameAsIdentity'
  }
  return null
}
