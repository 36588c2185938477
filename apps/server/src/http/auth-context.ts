/**
 * Who is calling: the customer of a valid `Token`, else the guest customer keyed by the
 * `deviceId` header. Everything is looked up on first use and remembered for the request, so an
 * operation that does not ask costs no query; a device's guest is also remembered across
 * requests by the app (KnownGuests: bounded, for a minute; forgotten when the guest stops being
 * one, whichever server saw it).
 */
import type { Db } from '../db/types.ts'
import { isLang, type Lang } from '../i18n/index.ts'
import { ApiError, unauthorized } from './reply.ts'
import type { SignedInCustomer, TokenService } from './tokens.ts'

/** The longest deviceId kept; longer ones are treated as no device. */
const MAX_DEVICE_ID = 200

/** The device a `deviceId` header names: trimmed; null when empty or too long. */
export function deviceIdOf(header: string | null | undefined): string | null {
  const deviceId = header?.trim() || null
  return deviceId && deviceId.length <= MAX_DEVICE_ID ? deviceId : null
}

/** The caller of one request. */
export class AuthContext {
  /** The `Token` header as sent, or null. */
  readonly token: string | null
  /** The `deviceId` header as sent (trimmed), or null. */
  readonly deviceId: string | null
  private signedInPromise: Promise<SignedInCustomer | null> | null = null
  private guestPromise: Promise<number | null> | null = null

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly guests: KnownGuests,
    headers: { token?: string | null; deviceId?: string | null },
    private readonly unauthorizedMessage: () => string,
    private readonly deviceRequiredMessage: () => string,
  ) {
    this.token = headers.token?.trim() || null
    this.deviceId = deviceIdOf(headers.deviceId)
  }

  /** The signed-in customer of a valid token, or null (no token, or invalid/expired/revoked). */
  signedIn(): Promise<SignedInCustomer | null> {
    this.signedInPromise ??= this.token
      ? this.tokens.verify(this.db, this.token)
      : Promise.resolve(null)
    return this.signedInPromise
  }

  /** The signed-in customer; throws 401 when there is none. */
  async requireSignedIn(): Promise<SignedInCustomer> {
    const customer = await this.signedIn()
    if (!customer) throw unauthorized(this.unauthorizedMessage())
    return customer
  }

  /**
   * The current customer's id: the signed-in customer, else the guest of `deviceId`, created on
   * first use. Throws 400 when the request has neither a valid token nor a deviceId.
   */
  async customerId(): Promise<number> {
    const customer = await this.signedIn()
    if (customer) return customer.customerId
    const guest = await this.guest(true)
    if (guest === null) throw new ApiError(400, [this.deviceRequiredMessage()])
    return guest
  }

  /** Like customerId() but never creates a guest: null for a device not seen before. */
  async existingCustomerId(): Promise<number | null> {
    const customer = await this.signedIn()
    if (customer) return customer.customerId
    return this.guest(false)
  }

  /** The language the current customer (or guest) chose with setlanguage, if any. */
  async savedLanguage(): Promise<Lang | null> {
    const customer = await this.signedIn()
    if (customer) return customer.language
    if (!this.deviceId) return null
    const row = await this.db.queryOne<{ language: string | null }>(
      `SELECT c.language FROM devices d JOIN customers c ON c.id = d.guest_customer_id
        WHERE d.device_id = $1 AND c.is_guest AND NOT c.deleted`,
      [this.deviceId],
      { prepare: true },
    )
    return isLang(row?.language) ? row.language : null
  }

  private guest(create: boolean): Promise<number | null> {
    if (!this.deviceId) return Promise.resolve(null)
    const known = this.guests.known(this.deviceId)
    if (known !== undefined) return (this.guestPromise ??= Promise.resolve(known))
    if (!create) return (this.guestPromise ??= this.guests.find(this.db, this.deviceId))
    const existing = this.guestPromise ?? Promise.resolve(null)
    this.guestPromise = existing.then(
      (id) => id ?? this.guests.findOrCreate(this.db, this.deviceId!),
    )
    return this.guestPromise
  }
}

/** Devices' guests remembered (most recently used last). */
const GUESTS_KEPT = 20_000
/** How long a remembered guest is trusted without hearing of it (a lost change notice). */
const GUEST_TTL_MS = 60_000

/**
 * The guests of devices one app remembers, so that a guest's request needs no query for it. A
 * cache: devices and guests are rows of the database. A guest that registers or is removed is
 * noted by the database's triggers and forgotten by every app on the database (`forgetCustomers`,
 * fed by StoreChanges); the app that registers it forgets the device at once (`forget`).
 */
export class KnownGuests {
  private readonly guests = new Map<string, { id: number; expires: number }>()

  /**
   * The guest of a device when this app remembers it (no query): what customerId() answers for
   * a request with this deviceId and no token. Undefined when not remembered.
   */
  known(deviceId: string): number | undefined {
    const entry = this.guests.get(deviceId)
    if (!entry) return undefined
    this.guests.delete(deviceId)
    if (entry.expires <= Date.now()) return undefined
    this.guests.set(deviceId, entry)
    return entry.id
  }

  private remember(deviceId: string, id: number): void {
    this.guests.delete(deviceId)
    this.guests.set(deviceId, { id, expires: Date.now() + GUEST_TTL_MS })
    if (this.guests.size > GUESTS_KEPT) this.guests.delete(this.guests.keys().next().value!)
  }

  /**
   * Forgets the remembered guest of a device: call when that guest stops being one (it
   * registered), so that the device's next request finds or makes its new guest.
   */
  forget(deviceId: string | null): void {
    if (deviceId) this.guests.delete(deviceId)
  }

  /** Forgets the devices whose guest is one of these customers. */
  forgetCustomers(customerIds: readonly number[]): void {
    if (customerIds.length === 0 || this.guests.size === 0) return
    const ids = new Set(customerIds)
    for (const [deviceId, entry] of this.guests) if (ids.has(entry.id)) this.guests.delete(deviceId)
  }

  /** The device's guest in the database, or null. */
  async find(db: Db, deviceId: string): Promise<number | null> {
    const row = await db.queryOne<{ id: number }>(
      `SELECT c.id FROM devices d JOIN customers c ON c.id = d.guest_customer_id
        WHERE d.device_id = $1 AND c.is_guest AND NOT c.deleted`,
      [deviceId],
      { prepare: true },
    )
    if (row) this.remember(deviceId, row.id)
    return row?.id ?? null
  }

  /**
   * The guest of a device, made when missing. A device whose guest has since registered gets a
   * new guest: a signed-out device must not see the account's basket.
   */
  async findOrCreate(db: Db, deviceId: string): Promise<number> {
    // A returning device (the usual one) needs one read, not a locked transaction.
    const known = await this.find(db, deviceId)
    if (known !== null) return known
    return db
      .transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`device:${deviceId}`])
        const existing = await this.find(db, deviceId)
        if (existing !== null) return existing
        const customer = await tx.queryOne<{ id: number }>(
          'INSERT INTO customers (is_guest) VALUES (true) RETURNING id',
        )
        await tx.query(
          `INSERT INTO devices (device_id, guest_customer_id) VALUES ($1, $2)
         ON CONFLICT (device_id) DO UPDATE SET guest_customer_id = excluded.guest_customer_id,
           last_seen_at = now()`,
          [deviceId, customer!.id],
        )
        return customer!.id
      })
      .then((id) => {
        this.remember(deviceId, id)
        return id
      })
  }
}
