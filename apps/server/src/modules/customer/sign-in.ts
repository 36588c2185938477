/**
 * Signing a customer in: the token, the guest's basket, wishlist, coupons and recently viewed
 * books moved to the account, and the customer info the store caches. Shared by login, register
 * and external sign-in (modules/external-auth), so keep these signatures stable.
 */
import type { components } from '@ebook/api/generated/v2'
import { getSetting } from '../../db/settings.ts'
import type { Queryable } from '../../db/types.ts'
import { REMEMBER_ME_SECONDS, SESSION_SECONDS, type TokenService } from '../../http/tokens.ts'
import type { Lang } from '../../i18n/index.ts'
import type { RecentViews } from '../shared/recent-views.ts'

export type CustomerInfo = components['schemas']['CustomerInfo']
export type LoginResult = components['schemas']['LoginResult']

/** The most recently viewed books kept per customer. */
export const RECENTLY_VIEWED_KEPT = 50

/** Where an admin's own area is (store_settings 'customer.admin_redirect_url' overrides it). */
export const DEFAULT_ADMIN_REDIRECT_URL = '/admin'
/**
 * Where an approved publisher's own area is; `{vendorId}` and `{vendorSeName}` are filled in
 * (store_settings 'customer.publisher_redirect_url' overrides it).
 */
export const DEFAULT_PUBLISHER_REDIRECT_URL = '/publisher/{vendorId}'

/** The PublisherStatus of an approved publisher. */
const PUBLISHER_APPROVED = 20

/** What signIn needs to know. */
export interface SignInOptions {
  /** The registered customer signing in. */
  customerId: number
  /** The guest of the request's deviceId, whose basket and history move to the customer. */
  guestCustomerId: number | null
  /** true: the token lasts 180 days; false: 24 hours. */
  rememberMe: boolean
  /** The answer's language. */
  lang: Lang
  /** The request's deviceId, recorded with the token. */
  deviceId?: string | null
}

/**
 * The base customer info of a registered customer (SPEC.md §3 fields), or null when there is no
 * such registered customer.
 */
export async function customerInfoOf(
  db: Queryable,
  customerId: number,
): Promise<CustomerInfo | null> {
  const row = await db.queryOne<{
    id: number
    username: string | null
    first_name: string | null
    last_name: string | null
    email: string
    is_admin: boolean
    publisher_status: 0 | 10 | 20 | 30
    vendor_id: number | null
    vendor_se_name: string | null
  }>(
    `SELECT c.id, c.username, c.first_name, c.last_name, c.email, c.is_admin,
            c.publisher_status, c.vendor_id, v.se_name AS vendor_se_name
       FROM customers c LEFT JOIN vendors v ON v.id = c.vendor_id
      WHERE c.id = $1 AND NOT c.is_guest AND NOT c.deleted`,
    [customerId],
  )
  if (!row) return null
  let adminUrl: string | null = null
  if (row.is_admin) {
    adminUrl = await getSetting(db, 'customer.admin_redirect_url', DEFAULT_ADMIN_REDIRECT_URL)
  }
  let publisherUrl: string | null = null
  if (row.publisher_status === PUBLISHER_APPROVED && row.vendor_id !== null) {
    const template = await getSetting(
      db,
      'customer.publisher_redirect_url',
      DEFAULT_PUBLISHER_REDIRECT_URL,
    )
    publisherUrl = template
      .replaceAll('{vendorId}', String(row.vendor_id))
      .replaceAll('{vendorSeName}', encodeURIComponent(row.vendor_se_name ?? ''))
  }
  return {
    CustomerId: row.id,
    Username: row.username,
    FirstName: row.first_name,
    LastName: row.last_name,
    Email: row.email,
    IsAdmin: row.is_admin,
    AdminRedirectUrl: adminUrl,
    PublisherRedirectUrl: publisherUrl,
    PublisherStatus: row.publisher_status,
  }
}

/** The guest customer of a device, or null (no device, never seen, or its guest registered). */
export async function guestOfDevice(
  db: Queryable,
  deviceId: string | null,
): Promise<number | null> {
  if (!deviceId) return null
  const row = await db.queryOne<{ id: number }>(
    `SELECT c.id FROM devices d JOIN customers c ON c.id = d.guest_customer_id
      WHERE d.device_id = $1 AND c.is_guest AND NOT c.deleted`,
    [deviceId],
  )
  return row?.id ?? null
}

/**
 * Moves a guest's basket and wishlist (skipping books the customer owns or already has there),
 * applied coupons and recently viewed books to a customer, in one transaction. The guest stays
 * as an empty guest of its device.
 */
export async function mergeGuestInto(
  db: Queryable,
  guestCustomerId: number,
  customerId: number,
): Promise<void> {
  if (guestCustomerId === customerId) return
  await db.transaction(async (tx) => {
    const guest = await tx.queryOne<{ id: number }>(
      'SELECT id FROM customers WHERE id = $1 AND is_guest FOR UPDATE',
      [guestCustomerId],
    )
    if (!guest) return
    await tx.query(
      `INSERT INTO cart_items (customer_id, book_id, cart_type, quantity, acknowledged_price,
                               created_at, updated_at)
       SELECT $2, g.book_id, g.cart_type, 1, g.acknowledged_price, g.created_at, now()
         FROM cart_items g
        WHERE g.customer_id = $1
          AND NOT EXISTS (SELECT 1 FROM library_items l
                           WHERE l.customer_id = $2 AND l.book_id = g.book_id AND NOT l.is_sample)
       ON CONFLICT (customer_id, cart_type, book_id) DO NOTHING`,
      [guestCustomerId, customerId],
    )
    await tx.query('DELETE FROM cart_items WHERE customer_id = $1', [guestCustomerId])
    await tx.query(
      `INSERT INTO cart_discounts (customer_id, discount_id, applied_at)
       SELECT $2, discount_id, applied_at FROM cart_discounts WHERE customer_id = $1
       ON CONFLICT (customer_id, discount_id) DO NOTHING`,
      [guestCustomerId, customerId],
    )
    await tx.query('DELETE FROM cart_discounts WHERE customer_id = $1', [guestCustomerId])
    await tx.query(
      `INSERT INTO recent_views AS r (customer_id, book_ids, viewed_at)
       SELECT $2, g.book_ids, g.viewed_at FROM recent_views g WHERE g.customer_id = $1
       ON CONFLICT (customer_id) DO UPDATE SET (book_ids, viewed_at) =
         (SELECT merged_ids, merged_at
            FROM recent_views_merge(r.book_ids, r.viewed_at, excluded.book_ids, excluded.viewed_at, $3))`,
      [guestCustomerId, customerId, RECENTLY_VIEWED_KEPT],
    )
    await tx.query('DELETE FROM recent_views WHERE customer_id = $1', [guestCustomerId])
    // The samples the guest read: each device's place (the later one where the account has one
    // too) and the bookmarks and highlights.
    await tx.query(
      `INSERT INTO reading_positions AS r (customer_id, book_id, edition, device_id, device_name,
                                          href, cfi, progression, total_progression,
                                          chapter_title, updated_at)
       SELECT $2, book_id, edition, device_id, device_name, href, cfi, progression,
              total_progression, chapter_title, updated_at
         FROM reading_positions WHERE customer_id = $1
       ON CONFLICT (customer_id, book_id, edition, device_id) DO UPDATE
         SET (device_name, href, cfi, progression, total_progression, chapter_title, updated_at) =
             (excluded.device_name, excluded.href, excluded.cfi, excluded.progression,
              excluded.total_progression, excluded.chapter_title, excluded.updated_at)
       WHERE r.updated_at < excluded.updated_at`,
      [guestCustomerId, customerId],
    )
    await tx.query('DELETE FROM reading_positions WHERE customer_id = $1', [guestCustomerId])
    await tx.query('UPDATE annotations SET customer_id = $2 WHERE customer_id = $1', [
      guestCustomerId,
      customerId,
    ])
  })
}

/**
 * Signs a registered customer in: moves the device guest's basket, wishlist, coupons, recently
 * viewed books and places, bookmarks and highlights in samples to the account, records the login, and issues a token (180 days with
 * rememberMe, 24 hours without). Answers the login answer `{CustomerInfo, Token}`.
 */
export async function signIn(
  { db, tokens, recentViews }: { db: Queryable; tokens: TokenService; recentViews: RecentViews },
  options: SignInOptions,
): Promise<LoginResult> {
  const { customerId, guestCustomerId, rememberMe } = options
  const guest = guestCustomerId !== null && guestCustomerId !== customerId ? guestCustomerId : null
  if (guest !== null) {
    await recentViews.flush()
    await mergeGuestInto(db, guest, customerId)
  }
  // A language the guest chose carries over when the account has none yet.
  await db.query(
    `UPDATE customers SET last_login_at = now(), last_activity_at = now(),
            failed_login_attempts = 0, locked_until = NULL,
            language = coalesce(language,
              (SELECT g.language FROM customers g WHERE g.id = $2 AND g.is_guest))
      WHERE id = $1`,
    [customerId, guest],
  )
  const info = await customerInfoOf(db, customerId)
  if (!info) throw new Error(`signIn: customer ${customerId} is not a registered customer`)
  const { token } = await tokens.issue(db, {
    customerId,
    lifetimeSeconds: rememberMe ? REMEMBER_ME_SECONDS : SESSION_SECONDS,
    deviceId: options.deviceId ?? null,
  })
  return { CustomerInfo: info, Token: token }
}
