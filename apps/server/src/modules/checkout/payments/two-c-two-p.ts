/**
 * 2C2P PGW v4.3 (https://developer.2c2p.com): the hosted payment page (Payments.PGW) and "123"
 * payment codes (Payments.2C2P123, the PGW page restricted to the 123 channel). Used when
 * TWOC2P_MERCHANT_ID and TWOC2P_SECRET_KEY are set. Requests and answers are JWTs signed
 * HS256 with the merchant's secret; the backend notification (`/api/payments/2c2p/notify`)
 * counts only when its JWT verifies. 2C2P cannot void an unpaid payment token (it lapses by
 * itself); refunds are made in 2C2P's merchant portal, so `refund` logs what to refund.
 */
import { SignJWT, jwtVerify } from 'jose'
import type { Hono } from 'hono'
import type { AppEnv, Logger } from '../../../http/operations.ts'
import type {
  NotificationSink,
  PaymentNotification,
  PaymentProvider,
  PaymentRequest,
  PaymentStart,
} from './types.ts'

/** TWOC2P_* settings. */
export interface TwoCTwoPOptions {
  merchantId: string
  secretKey: string
  /** TWOC2P_API_URL, https://sandbox-pgw.2c2p.com by default. */
  apiUrl: string
  /** The server's public address, for the backend notification URL. */
  publicUrl: string
  /** How long a payment page / code stays valid, in hours. */
  codeHours: number
  /** A call that has not answered after this long is abandoned (PAYMENT_GATEWAY_TIMEOUT_SECONDS). */
  timeoutSeconds: number
}

interface TokenAnswer {
  webPaymentUrl?: string
  paymentToken?: string
  respCode?: string
  respDesc?: string
}

interface NotifyPayload {
  invoiceNo?: string
  respCode?: string
  respDesc?: string
  tranRef?: string
}

/** The 2C2P provider (plays Payments.PGW and Payments.2C2P123). */
export function createTwoCTwoPProvider(options: TwoCTwoPOptions, log: Logger): PaymentProvider {
  const key = new TextEncoder().encode(options.secretKey)

  const sign = (payload: Record<string, unknown>) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key)

  async function verify<T>(jwt: string): Promise<T> {
    const { payload } = await jwtVerify(jwt, key, { algorithms: ['HS256'] })
    return payload as T
  }

  /** 0000 paid; 0001 / 2001 / 1001 waiting (e.g. a 123 code issued); 4xxx / 9xxx failed. */
  function statusOf(respCode: string | undefined): PaymentNotification['status'] {
    if (respCode === '0000') return 'paid'
    if (respCode === '0001' || respCode === '1001' || respCode === '2001') return 'pending'
    if (respCode === '0003' || respCode === '4200') return 'expired'
    return 'failed'
  }

  return {
    name: '2c2p',

    async start(request: PaymentRequest): Promise<PaymentStart> {
      // The invoice number is the payment's guid without dashes (2C2P allows 50 characters).
      const invoiceNo = request.paymentGuid.replace(/-/gu, '')
      const expiresAt = new Date(Date.now() + options.codeHours * 3600 * 1000)
      const payload: Record<string, unknown> = {
        merchantID: options.merchantId,
        invoiceNo,
        description: `Order ${request.orderNumber}`,
        amount: Number(request.amount.toFixed(2)),
        currencyCode: request.currencyCode,
        frontendReturnUrl: request.returnUrl,
        backendReturnUrl: `${options.publicUrl}/api/payments/2c2p/notify`,
        paymentExpiry: expiresAt.toISOString().replace('T', ' ').slice(0, 19),
        locale: request.lang,
        ...(request.method === 'Payments.2C2P123'
          ? {
              paymentChannel: ['123'],
              ...(request.channel ? { agentChannel: [request.channel] } : {}),
            }
          : {}),
      }
      const response = await fetch(`${options.apiUrl}/payment/4.3/paymentToken`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ payload: await sign(payload) }),
        signal: AbortSignal.timeout(options.timeoutSeconds * 1000),
      })
      const body = (await response.json()) as {
        payload?: string
        respCode?: string
        respDesc?: string
      }
      const answer: TokenAnswer = body.payload ? await verify<TokenAnswer>(body.payload) : body
      if (answer.respCode !== '0000' || !answer.webPaymentUrl) {
        return {
          status: 'failed',
          gatewayReference: invoiceNo,
          redirectUrl: null,
          failureMessage: answer.respDesc ?? `2C2P ${answer.respCode ?? response.status}`,
        }
      }
      return {
        status: 'pending',
        gatewayReference: invoiceNo,
        redirectUrl: answer.webPaymentUrl,
        expiresAt,
      }
    },

    async void(payment) {
      log.info(`2C2P: payment ${payment.gatewayReference} left to lapse (2C2P has no void for it).`)
    },

    async refund(payment) {
      log.warn(
        `2C2P: refund ${payment.amount} THB of invoice ${payment.gatewayReference} in the merchant portal.`,
      )
    },

    routes(app: Hono<AppEnv>, notify: NotificationSink) {
      app.post('/api/payments/2c2p/notify', async (c) => {
        let data: NotifyPayload
        try {
          const body = (await c.req.json()) as { payload?: unknown }
          if (typeof body.payload !== 'string') return c.json({ error: 'invalid body' }, 400)
          data = await verify<NotifyPayload>(body.payload)
        } catch {
          return c.json({ error: 'invalid signature' }, 401)
        }
        if (!data.invoiceNo) return c.json({ error: 'invalid body' }, 400)
        const status = statusOf(data.respCode)
        const outcome = await notify('2c2p', {
          gatewayReference: data.invoiceNo,
          status,
          eventKey: `${data.invoiceNo}:${data.respCode ?? ''}:${data.tranRef ?? ''}`,
          message: data.respDesc ?? null,
          payload: data,
        })
        return c.json({ outcome }, outcome === 'unknown' ? 404 : 200)
      })
    },
  }
}
