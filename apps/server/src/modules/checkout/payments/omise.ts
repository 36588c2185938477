/**
 * Omise (https://docs.opn.ooo): card charges from Omise.js tokens. Used for Payments.Omise when
 * OMISE_SECRET_KEY is set. A charge is created with `return_uri` pointing at this server
 * (`/api/payments/omise/return/{paymentGuid}`), which reads the charge after 3-D Secure and sends
 * the shopper on to the store's ReturnUrl; Omise's webhook (`/api/payments/omise/webhook`) is
 * never trusted as such: the server fetches the charge it names from the API.
 */
import type { Hono } from 'hono'
import type { Queryable } from '../../../db/types.ts'
import type { AppEnv, Logger } from '../../../http/operations.ts'
import type {
  NotificationSink,
  PaymentNotification,
  PaymentProvider,
  PaymentRequest,
  PaymentStart,
} from './types.ts'

/** OMISE_* settings. */
export interface OmiseOptions {
  secretKey: string
  /** OMISE_API_URL, https://api.omise.co by default. */
  apiUrl: string
  /** The server's public address, for return_uri. */
  publicUrl: string
  /** A call that has not answered after this long is abandoned (PAYMENT_GATEWAY_TIMEOUT_SECONDS). */
  timeoutSeconds: number
}

interface OmiseCharge {
  object: 'charge'
  id: string
  status: 'successful' | 'pending' | 'failed' | 'reversed' | 'expired'
  authorized: boolean
  paid: boolean
  authorize_uri: string | null
  failure_message: string | null
  metadata?: { payment_guid?: string }
}

/** The Omise provider. */
export function createOmiseProvider(
  options: OmiseOptions,
  { db, log }: { db: Queryable; log: Logger },
): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`

  async function call<T>(
    method: string,
    path: string,
    form?: Record<string, string>,
    idempotencyKey?: string,
  ): Promise<T> {
    const response = await fetch(`${options.apiUrl}${path}`, {
      method,
      headers: {
        Authorization: auth,
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      signal: AbortSignal.timeout(options.timeoutSeconds * 1000),
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    })
    const body = (await response.json()) as T & { object?: string; message?: string }
    if (!response.ok || body.object === 'error') {
      throw new Error(`Omise ${method} ${path}: ${response.status} ${body.message ?? ''}`)
    }
    return body
  }

  function notification(charge: OmiseCharge): PaymentNotification {
    const status =
      charge.status === 'successful' || charge.paid
        ? 'paid'
        : charge.status === 'pending'
          ? charge.authorized
            ? 'authorized'
            : 'pending'
          : charge.status === 'expired'
            ? 'expired'
            : 'failed'
    return {
      // The payment's guid rides in the charge's metadata: a charge whose answer the server
      // never recorded (it died while asking) still finds its payment.
      paymentGuid: charge.metadata?.payment_guid ?? null,
      gatewayReference: charge.id,
      status,
      eventKey: `${charge.id}:${status}`,
      message: charge.failure_message,
      payload: { id: charge.id, status: charge.status },
    }
  }

  return {
    name: 'omise',

    async start(request: PaymentRequest): Promise<PaymentStart> {
      if (!request.cardToken) {
        return {
          status: 'failed',
          gatewayReference: null,
          redirectUrl: null,
          failureMessage: 'no card token',
        }
      }
      const charge = await call<OmiseCharge>(
        'POST',
        '/charges',
        {
          amount: String(Math.round(request.amount * 100)),
          currency: request.currencyCode.toLowerCase(),
          card: request.cardToken,
          description: `Order ${request.orderNumber}`,
          return_uri: `${options.publicUrl}/api/payments/omise/return/${request.paymentGuid}`,
          'metadata[payment_guid]': request.paymentGuid,
          'metadata[order_number]': request.orderNumber,
        },
        // A request asked again (a resumed attempt) is answered with the same charge.
        request.paymentGuid,
      )
      const { status } = notification(charge)
      if (status === 'paid' || status === 'authorized') {
        return { status, gatewayReference: charge.id, redirectUrl: null }
      }
      if (status === 'pending') {
        return { status, gatewayReference: charge.id, redirectUrl: charge.authorize_uri }
      }
      return {
        status: 'failed',
        gatewayReference: charge.id,
        redirectUrl: null,
        failureMessage: charge.failure_message ?? charge.status,
      }
    },

    async void(payment) {
      if (!payment.gatewayReference) return
      await call('POST', `/charges/${payment.gatewayReference}/reverse`)
    },

    async refund(payment) {
      if (!payment.gatewayReference) return
      await call('POST', `/charges/${payment.gatewayReference}/refunds`, {
        amount: String(Math.round(payment.amount * 100)),
      })
    },

    routes(app: Hono<AppEnv>, notify: NotificationSink) {
      app.get('/api/payments/omise/return/:guid', async (c) => {
        const guid = c.req.param('guid')
        if (!/^[0-9a-f-]{36}$/iu.test(guid)) return c.json({ error: 'not found' }, 404)
        const payment = await db.queryOne<{
          gateway_reference: string | null
          return_url: string | null
        }>(
          "SELECT gateway_reference, return_url FROM payments WHERE payment_guid = $1 AND provider = 'omise'",
          [guid],
        )
        if (!payment?.gateway_reference) return c.json({ error: 'not found' }, 404)
        try {
          const charge = await call<OmiseCharge>('GET', `/charges/${payment.gateway_reference}`)
          await notify('omise', notification(charge))
        } catch (error) {
          log.error(`Reading Omise charge ${payment.gateway_reference} failed:`, error)
        }
        return c.redirect(payment.return_url ?? '/', 303)
      })

      app.post('/api/payments/omise/webhook', async (c) => {
        let chargeId: string | null = null
        try {
          const event = (await c.req.json()) as { data?: { object?: string; id?: string } }
          if (event.data?.object === 'charge' && typeof event.data.id === 'string')
            chargeId = event.data.id
        } catch {
          return c.json({ error: 'invalid body' }, 400)
        }
        if (!chargeId || !/^chrg_[0-9A-Za-z_]+$/u.test(chargeId)) return c.json({ ignored: true })
        const charge = await call<OmiseCharge>('GET', `/charges/${chargeId}`)
        return c.json({ outcome: await notify('omise', notification(charge)) })
      })
    },
  }
}
