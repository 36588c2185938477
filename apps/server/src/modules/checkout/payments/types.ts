/**
 * The payment-provider interface. A provider plays one or more payment methods (Omise card,
 * 2C2P "123" payment code, 2C2P PGW hosted page): it starts a payment for an order, voids or
 * refunds it, and turns its gateway's notifications (callbacks, webhooks) into
 * PaymentNotifications that the order lifecycle applies (src/modules/checkout/lifecycle.ts).
 */
import type { Hono } from 'hono'
import type { components } from '@ebook/api/generated/v2'
import type { Lang } from '../../../i18n/index.ts'
import type { AppEnv } from '../../../http/operations.ts'

/** Payments.Omise, Payments.2C2P123 or Payments.PGW. */
export type PaymentMethodSystemName = components['schemas']['PaymentMethodSystemName']

/** A 2C2P "123" channel (ATM, BANKCOUNTER, OVERTHECOUNTER, WEBPAY). */
export type Channel123 = NonNullable<components['schemas']['Channel123']>

/** A payment row's state (payments.status). */
export type GatewayStatus =
  'pending' | 'authorized' | 'paid' | 'failed' | 'voided' | 'expired' | 'refunded'

/** The payment a provider is asked to start. */
export interface PaymentRequest {
  /** payments.id */
  paymentId: number
  /** payments.payment_guid: the id the gateway sees (invoice / reference number). */
  paymentGuid: string
  method: PaymentMethodSystemName
  /** Baht, two decimals. */
  amount: number
  currencyCode: string
  orderId: number
  orderNumber: string
  customerEmail: string | null
  customerName: string | null
  /** Where the gateway sends the customer back (already checked to be the store's own). */
  returnUrl: string
  /** The Omise.js card token (Payments.Omise only). */
  cardToken: string | null
  /** The 2C2P "123" channel to preset (Payments.2C2P123 only). */
  channel: Channel123 | null
  lang: Lang
}

/** What a provider answers when asked to start a payment. */
export interface PaymentStart {
  /**
   * paid: charged at once; authorized: card held, capture follows; pending: the customer must
   * act on `redirectUrl` (3-D Secure, payment code slip, hosted page); failed: declined.
   */
  status: 'paid' | 'authorized' | 'pending' | 'failed'
  /** The gateway's id of the charge / payment token. */
  gatewayReference: string | null
  /** The gateway page to send the customer to (null when nothing is left to do there). */
  redirectUrl: string | null
  /** The gateway's reason for a decline, as it says it. */
  failureMessage?: string | null
  /** When an unpaid payment code / page lapses. */
  expiresAt?: Date | null
}

/** A gateway's word about a payment (callback, webhook, inquiry). */
export interface PaymentNotification {
  /** payments.payment_guid, when the gateway echoes it back. */
  paymentGuid?: string | null
  /** Otherwise the gateway's reference (payments.gateway_reference). */
  gatewayReference?: string | null
  status: 'paid' | 'authorized' | 'pending' | 'failed' | 'expired'
  /** Unique per gateway event: a repeated notification is applied once. */
  eventKey: string
  /** The gateway's message (decline reason). */
  message?: string | null
  /** The notification as received, kept in payment_events. */
  payload?: unknown
}

/** A payment row as a provider needs it to void or refund. */
export interface StoredPayment {
  id: number
  guid: string
  method: PaymentMethodSystemName
  provider: string
  gatewayReference: string | null
  amount: number
  status: GatewayStatus
}

/** Applies a notification to its payment and order (given to providers by the module). */
export type NotificationSink = (
  provider: string,
  notification: PaymentNotification,
) => Promise<'applied' | 'duplicate' | 'unknown'>

/** A payment gateway. */
export interface PaymentProvider {
  /** payments.provider: 'sandbox', 'omise', '2c2p'. */
  readonly name: string
  /** Starts a payment; a decline answers status 'failed' (it does not throw). */
  start(request: PaymentRequest): Promise<PaymentStart>
  /** Voids an open payment (charge not captured, payment code, hosted page). */
  void(payment: StoredPayment): Promise<void>
  /** Gives the money of a paid payment back. */
  refund(payment: StoredPayment): Promise<void>
  /** The gateway's callback / webhook routes (and, for the sandbox, its pages). */
  routes?(app: Hono<AppEnv>, notify: NotificationSink): void
}
