import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/types.ts'
import { createTestDb } from '../testing/db.ts'
import { AuthContext, KnownGuests } from './auth-context.ts'
import { ApiError } from './reply.ts'
import { hashToken, SESSION_SECONDS, TokenService } from './tokens.ts'

let db: Db
let tokens: TokenService
const guests = new KnownGuests()

beforeAll(async () => {
  db = await createTestDb()
  tokens = await TokenService.create(db, null)
})
afterAll(async () => {
  await db?.close()
})

const caller = (headers: { token?: string; deviceId?: string }) =>
  new AuthContext(
    db,
    tokens,
    guests,
    headers,
    () => 'Please log in.',
    () => 'Send a deviceId header or sign in.',
  )

async function registered(email: string) {
  const row = await db.queryOne<{ id: number }>(
    'INSERT INTO customers (is_guest, email) VALUES (false, $1) RETURNING id',
    [email],
  )
  return row!.id
}

describe('guests', () => {
  it('makes one guest per device, on first use only', async () => {
    expect(await caller({ deviceId: 'device-a' }).existingCustomerId()).toBeNull()
    const first = await caller({ deviceId: 'device-a' }).customerId()
    const again = await caller({ deviceId: 'device-a' }).customerId()
    expect(again).toBe(first)
    expect(await caller({ deviceId: 'device-a' }).existingCustomerId()).toBe(first)
    expect(await caller({ deviceId: 'device-b' }).customerId()).not.toBe(first)
  })

  it('makes a single guest when a new device sends requests at once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => caller({ deviceId: 'device-burst' }).customerId()),
    )
    expect(new Set(ids).size).toBe(1)
    expect(
      await db.queryOne("SELECT count(*) AS n FROM devices WHERE device_id = 'device-burst'"),
    ).toEqual({ n: 1 })
  })

  it('gives a device a new guest once its guest has registered', async () => {
    const guest = await caller({ deviceId: 'device-reg' }).customerId()
    await db.query(
      "UPDATE customers SET is_guest = false, email = 'new@example.com' WHERE id = $1",
      [guest],
    )
    // Registering forgets the device's remembered guest (the register handler does this).
    guests.forget('device-reg')
    const next = await caller({ deviceId: 'device-reg' }).customerId()
    expect(next).not.toBe(guest)
  })

  it('answers 400 when there is neither a token nor a device', async () => {
    const error = await caller({})
      .customerId()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
    expect(await caller({ deviceId: 'x'.repeat(201) }).existingCustomerId()).toBeNull()
  })
})

describe('tokens', () => {
  it('prefers the signed-in customer over the device guest', async () => {
    const id = await registered('signed@example.com')
    const { token } = await tokens.issue(db, { customerId: id, lifetimeSeconds: SESSION_SECONDS })
    expect(await caller({ token, deviceId: 'device-a' }).customerId()).toBe(id)
  })

  it('stores only a hash of the token, with its expiry', async () => {
    const id = await registered('hash@example.com')
    const issued = await tokens.issue(db, { customerId: id, lifetimeSeconds: SESSION_SECONDS })
    const row = await db.queryOne<{ token_hash: string; expires_at: Date }>(
      'SELECT token_hash, expires_at FROM customer_tokens WHERE id = $1',
      [issued.tokenId],
    )
    expect(row!.token_hash).toBe(hashToken(issued.token))
    expect(row!.token_hash).not.toContain(issued.token)
    expect(Math.abs(row!.expires_at.getTime() - issued.expiresAt.getTime())).toBeLessThan(1000)
  })

  it('revokes every other token of a customer (password change)', async () => {
    const id = await registered('many@example.com')
    const keep = await tokens.issue(db, { customerId: id, lifetimeSeconds: SESSION_SECONDS })
    const other = await tokens.issue(db, { customerId: id, lifetimeSeconds: SESSION_SECONDS })
    expect(await tokens.revokeAll(db, id, { exceptTokenId: keep.tokenId })).toBe(1)
    expect(await tokens.verify(db, keep.token)).toMatchObject({ customerId: id })
    expect(await tokens.verify(db, other.token)).toBeNull()
  })

  it('keeps the generated secret, so tokens survive a restart', async () => {
    const id = await registered('restart@example.com')
    const { token } = await tokens.issue(db, { customerId: id, lifetimeSeconds: SESSION_SECONDS })
    const restarted = await TokenService.create(db, null)
    expect(await restarted.verify(db, token)).toMatchObject({ customerId: id })
    const otherSecret = await TokenService.create(db, 'another-secret')
    expect(await otherSecret.verify(db, token)).toBeNull()
  })

  it('carries the CustomerId and exp claims', async () => {
    const id = await registered('claims@example.com')
    const { token } = await tokens.issue(db, { customerId: id, lifetimeSeconds: SESSION_SECONDS })
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >
    expect(claims.CustomerId).toBe(id)
    expect(claims.exp).toEqual(expect.any(Number))
  })
})
