import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/types.ts'
import { addAccount } from '../../testing/fixtures/customer.ts'
import { createTestDb } from '../../testing/db.ts'
import { ensureEnvAdmin } from './env-admin.ts'
import { verifyPassword } from './passwords.ts'

let db: Db
const lines: string[] = []
const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) }

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})

const admin = (email: string) =>
  db.queryOne<{ is_admin: boolean; active: boolean; password_hash: string }>(
    'SELECT is_admin, active, password_hash FROM customers WHERE lower(email) = lower($1)',
    [email],
  )

describe('ensureEnvAdmin', () => {
  it('does nothing unless both variables are set', async () => {
    expect(await ensureEnvAdmin(db, {}, log)).toBe('none')
    expect(await ensureEnvAdmin(db, { ADMIN_EMAIL: 'a@example.com' }, log)).toBe('none')
    expect(await db.query('SELECT 1 FROM customers WHERE is_admin')).toEqual([])
  })

  it('creates the admin once, then leaves it alone', async () => {
    const env = { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'boss-pass-123' }
    expect(await ensureEnvAdmin(db, env, log)).toBe('created')
    const row = await admin('boss@example.com')
    expect(row).toMatchObject({ is_admin: true, active: true })
    expect(await verifyPassword(row!.password_hash, 'boss-pass-123')).toBe(true)
    expect(await ensureEnvAdmin(db, env, log)).toBe('unchanged')
    expect(await ensureEnvAdmin(db, { ...env, ADMIN_PASSWORD: 'boss-pass-456' }, log)).toBe(
      'updated',
    )
    expect(
      await verifyPassword((await admin('boss@example.com'))!.password_hash, 'boss-pass-456'),
    ).toBe(true)
  })

  it('makes an existing customer admin', async () => {
    await addAccount(db, { email: 'staff@example.com', password: 'staff-pass-1' })
    expect(
      await ensureEnvAdmin(
        db,
        { ADMIN_EMAIL: 'STAFF@example.com', ADMIN_PASSWORD: 'staff-pass-1' },
        log,
      ),
    ).toBe('updated')
    expect((await admin('staff@example.com'))!.is_admin).toBe(true)
  })

  it('refuses a weak password or a bad e-mail with a warning', async () => {
    expect(
      await ensureEnvAdmin(db, { ADMIN_EMAIL: 'x@example.com', ADMIN_PASSWORD: 'short' }, log),
    ).toBe('invalid')
    expect(
      await ensureEnvAdmin(db, { ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long-enough-1' }, log),
    ).toBe('invalid')
    expect(await admin('x@example.com')).toBeNull()
    expect(lines.some((line) => line.includes('ADMIN_PASSWORD breaks the password rules'))).toBe(
      true,
    )
  })
})
