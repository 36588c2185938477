/**
 * The sandbox gateway: plays Omise, 2C2P "123" and 2C2P PGW inside the server when no real
 * gateway is configured. It has
 * - a card vault (`POST /sandbox/omise/tokens`, what Omise.js does): test card → `tokn_test_…`;
 * - a hosted page per payment (`/sandbox/pay/{paymentGuid}`, Thai or English): the PGW card
 *   form, the Omise 3-D Secure step, the 123 payment code with a "pay at counter" button;
 * - callbacks: after the shopper acts, the sandbox POSTs a notification to the server's
 *   `/api/payments/sandbox/callback`, signed with HMAC-SHA256 (header X-Sandbox-Signature), just
 *   as a gateway's webhook would arrive, then sends the shopper back to the ReturnUrl.
 *
 * Test cards: 4242 4242 4242 4242 paid; 4000 0000 0000 0002 declined; 4000 0000 0000 3220
 * pending, then paid (3-D Secure for Omise; for PGW the bank confirms a little later, or at once
 * with the page's "bank confirms now" button, `POST /sandbox/pay/{guid}/settle`).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Hono } from 'hono'
import type { ServerConfig } from '../../../config.ts'
import type { Db } from '../../../db/types.ts'
import type { AppEnv, Logger } from '../../../http/operations.ts'
import { isLang, type Lang } from '../../../i18n/index.ts'
import { SANDBOX_CARDS, sandboxPage, type SandboxPageState } from './sandbox-page.ts'
import type {
  NotificationSink,
  PaymentProvider,
  PaymentRequest,
  PaymentStart,
  StoredPayment,
} from './types.ts'

export { SANDBOX_CARDS }

const SECRET_KEY = 'payments.sandbox_secret'
const CALLBACK_PATH = '/api/payments/sandbox/callback'
const SIGNATURE_HEADER = 'X-Sandbox-Signature'

/** Options of the sandbox (from the environment, see README "Payments"). */
export interface SandboxOptions {
  /** PAYMENT_SANDBOX_SECRET; made once and kept in store_settings when not given. */
  secret: string | null
  /** PAYMENT_SANDBOX_SETTLE_SECONDS: when a pending card payment is confirmed by the bank. */
  settleSeconds: number
  /** PAYMENT_SANDBOX_CODE_HOURS: how long a 123 payment code / PGW page stays valid. */
  codeHours: number
}

function luhn(number: string): boolean {
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** A card number's outcome in the sandbox: the three test cards; other valid numbers pay. */
function cardOutcome(number: string): 'paid' | 'failed' | 'pending' | 'invalid' {
  if (!/^[0-9]{12,19}$/u.test(number) || !luhn(number)) return 'invalid'
  if (number === SANDBOX_CARDS.decline) return 'failed'
  if (number === SANDBOX_CARDS.pendingThenPaid) return 'pending'
  return 'paid'
}

const declineMessages: Record<Lang, Record<'declined' | 'invalid' | 'token', string>> = {
  th: {
    declined: 'ธนาคารผู้ออกบัตรปฏิเสธรายการ (บัตรทดสอบ)',
    invalid: 'หมายเลขบัตรไม่ถูกต้อง',
    token: 'โทเคนของบัตรไม่ถูกต้องหรือถูกใช้ไปแล้ว',
  },
  en: {
    declined: 'the card issuer declined the charge (test card)',
    invalid: 'the card number is not valid',
    token: 'the card token is not valid or was already used',
  },
}

interface SandboxPayment {
  id: number
  payment_guid: string
  payment_method_system_name: StoredPayment['method']
  status: string
  amount: number
  return_url: string | null
  channel: string | null
  gateway_reference: string | null
  expires_at: Date | null
  custom_order_number: string
  customer_language: Lang
}

/** The sandbox gateway (one per app). */
export function createSandboxProvider(deps: {
  db: Db
  config: ServerConfig
  log: Logger
  options: SandboxOptions
}): PaymentProvider {
  const { db, config, log, options } = deps
  let secretPromise: Promise<string> | null = null
  let app: Hono<AppEnv> | null = null

  function secret(): Promise<string> {
    secretPromise ??= (async () => {
      if (options.secret) return options.secret
      await db.query(
        `INSERT INTO store_settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING`,
        [SECRET_KEY, JSON.stringify(randomBytes(32).toString('base64url'))],
      )
      const row = await db.queryOne<{ value: string }>(
        'SELECT value FROM store_settings WHERE key = $1',
        [SECRET_KEY],
      )
      return row!.value
    })()
    return secretPromise
  }

  const pageUrl = (guid: string) => `${config.publicUrl}/sandbox/pay/${guid}`

  /** Sends a signed notification to the server's callback, as a gateway's webhook would. */
  async function sendCallback(body: {
    paymentGuid: string
    status: 'paid' | 'failed' | 'pending' | 'expired'
    message?: string
  }): Promise<void> {
    if (!app) throw new Error('The sandbox gateway has no routes mounted.')
    const text = JSON.stringify({ ...body, eventId: `evt_${randomBytes(8).toString('hex')}` })
    const signature = createHmac('sha256', await secret())
      .update(text)
      .digest('hex')
    const response = await app.request(CALLBACK_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
      body: text,
    })
    if (!response.ok) {
      log.warn(`Sandbox callback for ${body.paymentGuid} answered ${response.status}.`)
    }
  }

  function scheduleSettlement(guid: string): void {
    const timer = setTimeout(() => {
      sendCallback({ paymentGuid: guid, status: 'paid' }).catch((error: unknown) =>
        log.error(`Sandbox settlement of ${guid} failed:`, error),
      )
    }, options.settleSeconds * 1000)
    timer.unref()
  }

  /** A sandbox payment by guid; a pending one past its expiry is reported expired first. */
  async function readPayment(guid: string): Promise<SandboxPayment | null> {
    const payment = await findPayment(guid)
    if (payment?.status === 'pending' && payment.expires_at && payment.expires_at < new Date()) {
      await sendCallback({ paymentGuid: payment.payment_guid, status: 'expired' })
      return findPayment(guid)
    }
    return payment
  }

  async function findPayment(guid: string): Promise<SandboxPayment | null> {
    if (!/^[0-9a-f-]{36}$/iu.test(guid)) return null
    return db.queryOne<SandboxPayment>(
      `SELECT p.id, p.payment_guid, p.payment_method_system_name, p.status, p.amount, p.return_url,
              p.channel, p.gateway_reference, p.expires_at, o.custom_order_number, o.customer_language
         FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE p.payment_guid = $1 AND p.provider = 'sandbox'`,
      [guid],
    )
  }

  /** Takes a vaulted card token (single use, like Omise's): answers its card number. */
  async function useCardToken(token: string): Promise<string | null> {
    const row = await db.queryOne<{ payload: { number: string } }>(
      `UPDATE payment_events SET kind = 'card_token_used'
        WHERE provider = 'sandbox' AND event_key = $1 AND kind = 'card_token' RETURNING payload`,
      [`token:${token}`],
    )
    return row?.payload.number ?? null
  }

  /** What the sandbox answers a new payment request. */
  async function decide(request: PaymentRequest): Promise<PaymentStart> {
    const lang = request.lang
    if (request.method === 'Payments.Omise') {
      const number = request.cardToken ? await useCardToken(request.cardToken) : null
      const reference = `chrg_test_${randomBytes(10).toString('hex')}`
      if (!number) {
        return {
          status: 'failed',
          gatewayReference: reference,
          redirectUrl: null,
          failureMessage: declineMessages[lang].token,
        }
      }
      const outcome = cardOutcome(number)
      if (outcome === 'paid')
        return { status: 'paid', gatewayReference: reference, redirectUrl: null }
      if (outcome === 'pending') {
        // 3-D Secure: the shopper authorises on the sandbox page.
        return {
          status: 'pending',
          gatewayReference: reference,
          redirectUrl: pageUrl(request.paymentGuid),
        }
      }
      return {
        status: 'failed',
        gatewayReference: reference,
        redirectUrl: null,
        failureMessage: declineMessages[lang][outcome === 'failed' ? 'declined' : 'invalid'],
      }
    }
    const expiresAt = new Date(Date.now() + options.codeHours * 3600 * 1000)
    if (request.method === 'Payments.2C2P123') {
      const code = String(100000000000 + (randomBytes(5).readUIntBE(0, 5) % 900000000000))
      return {
        status: 'pending',
        gatewayReference: code,
        redirectUrl: pageUrl(request.paymentGuid),
        expiresAt,
      }
    }
    return {
      status: 'pending',
      gatewayReference: `pgw_${randomBytes(10).toString('hex')}`,
      redirectUrl: pageUrl(request.paymentGuid),
      expiresAt,
    }
  }

  /** The answer the sandbox gave a payment request before (by its idempotency key). */
  async function answeredStart(key: string): Promise<PaymentStart | null> {
    const row = await db.queryOne<{ payload: PaymentStart & { expiresAt?: string | null } }>(
      "SELECT payload FROM payment_events WHERE provider = 'sandbox' AND event_key = $1",
      [key],
    )
    if (!row) return null
    const { expiresAt, ...answer } = row.payload
    return { ...answer, expiresAt: expiresAt ? new Date(expiresAt) : null }
  }

  return {
    name: 'sandbox',

    // Idempotent by the payment's guid, as a real gateway is by its idempotency key: asked
    // again (a resumed attempt), it answers what it answered the first time.
    async start(request: PaymentRequest): Promise<PaymentStart> {
      const key = `start:${request.paymentGuid}`
      return db.transaction(async () => {
        const earlier = await answeredStart(key)
        if (earlier) return earlier
        const answer = await decide(request)
        const recorded = await db.execute(
          `INSERT INTO payment_events (provider, event_key, kind, payload)
           VALUES ('sandbox', $1, 'start', $2::jsonb) ON CONFLICT (provider, event_key) DO NOTHING`,
          [key, JSON.stringify(answer)],
        )
        return recorded > 0 ? answer : ((await answeredStart(key)) ?? answer)
      })
    },

    // The sandbox holds no money: voiding and refunding only need the payment row's new status,
    // which the lifecycle writes.
    async void(payment) {
      log.info(`Sandbox: payment ${payment.guid} voided.`)
    },
    async refund(payment) {
      log.info(`Sandbox: payment ${payment.guid} refunded (${payment.amount} THB).`)
    },

    routes(hono: Hono<AppEnv>, notify: NotificationSink) {
      app = hono

      // The card vault: what Omise.js does with a card form (Omise's POST /tokens, simplified).
      hono.post('/sandbox/omise/tokens', async (c) => {
        const type = c.req.header('Content-Type') ?? ''
        let given: unknown
        try {
          if (type.includes('application/json')) {
            const body = (await c.req.json()) as { card?: { number?: unknown } } | null
            given = body?.card?.number
          } else {
            given = (await c.req.parseBody())['card[number]']
          }
        } catch {
          given = null
        }
        const number = typeof given === 'string' ? given.replace(/[\s-]/gu, '') : ''
        if (cardOutcome(number) === 'invalid') {
          return c.json(
            { object: 'error', code: 'invalid_card', message: 'invalid card number' },
            400,
          )
        }
        const id = `tokn_test_${randomBytes(12).toString('hex')}`
        await db.query(
          `INSERT INTO payment_events (provider, event_key, kind, payload)
           VALUES ('sandbox', $1, 'card_token', $2::jsonb)`,
          [`token:${id}`, JSON.stringify({ number })],
        )
        return c.json({
          object: 'token',
          id,
          used: false,
          card: {
            object: 'card',
            last_digits: number.slice(-4),
            brand: number.startsWith('4') ? 'Visa' : 'Card',
          },
        })
      })

      // The webhook endpoint: a notification counts only with a valid signature.
      hono.post(CALLBACK_PATH, async (c) => {
        const text = await c.req.text()
        const given = c.req.header(SIGNATURE_HEADER) ?? ''
        const expected = createHmac('sha256', await secret())
          .update(text)
          .digest('hex')
        if (
          given.length !== expected.length ||
          !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
        ) {
          return c.json({ error: 'invalid signature' }, 401)
        }
        let body: { paymentGuid?: unknown; status?: unknown; eventId?: unknown; message?: unknown }
        try {
          body = JSON.parse(text) as typeof body
        } catch {
          return c.json({ error: 'invalid body' }, 400)
        }
        const statuses = ['paid', 'failed', 'pending', 'expired'] as const
        const status = statuses.find((s) => s === body.status)
        if (typeof body.paymentGuid !== 'string' || typeof body.eventId !== 'string' || !status) {
          return c.json({ error: 'invalid body' }, 400)
        }
        const outcome = await notify('sandbox', {
          paymentGuid: body.paymentGuid,
          status,
          eventKey: body.eventId,
          message: typeof body.message === 'string' ? body.message : null,
          payload: body,
        })
        return c.json({ outcome }, outcome === 'unknown' ? 404 : 200)
      })

      // The hosted page.
      hono.get('/sandbox/pay/:guid', async (c) => {
        const payment = await readPayment(c.req.param('guid'))
        const query = c.req.query('lang')
        const lang: Lang = isLang(query) ? query : (payment?.customer_language ?? 'th')
        if (!payment) return c.html(sandboxPage({ kind: 'missing', lang }), 404)
        return c.html(sandboxPage(pageState(payment, lang, c.req.query('error') ?? null)))
      })

      hono.post('/sandbox/pay/:guid', async (c) => {
        const payment = await readPayment(c.req.param('guid'))
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
        const lang: Lang = isLang(form.lang) ? form.lang : (payment?.customer_language ?? 'th')
        if (!payment) return c.html(sandboxPage({ kind: 'missing', lang }), 404)
        const back = () => c.redirect(payment.return_url ?? '/', 303)
        if (payment.status !== 'pending') return c.html(sandboxPage(pageState(payment, lang, null)))
        const action = typeof form.action === 'string' ? form.action : ''
        const guid = payment.payment_guid
        if (action === 'cancel') {
          // The shopper left the page: the payment stays open until it lapses or is replaced.
          return back()
        }
        if (payment.payment_method_system_name === 'Payments.Omise') {
          // 3-D Secure step of a pending card charge.
          if (action === 'authorise') await sendCallback({ paymentGuid: guid, status: 'paid' })
          else if (action === 'reject') {
            await sendCallback({
              paymentGuid: guid,
              status: 'failed',
              message: declineMessages[lang].declined,
            })
          } else return c.html(sandboxPage(pageState(payment, lang, null)), 400)
          return back()
        }
        if (payment.payment_method_system_name === 'Payments.2C2P123') {
          if (action !== 'counter') return c.html(sandboxPage(pageState(payment, lang, null)), 400)
          await sendCallback({ paymentGuid: guid, status: 'paid' })
          return back()
        }
        // PGW card form.
        const number = typeof form.card === 'string' ? form.card.replace(/[\s-]/gu, '') : ''
        const outcome = cardOutcome(number)
        if (outcome === 'invalid') {
          return c.html(sandboxPage(pageState(payment, lang, declineMessages[lang].invalid)), 400)
        }
        if (outcome === 'pending') {
          await sendCallback({ paymentGuid: guid, status: 'pending' })
          scheduleSettlement(guid)
        } else if (outcome === 'paid') {
          await sendCallback({ paymentGuid: guid, status: 'paid' })
        } else {
          await sendCallback({
            paymentGuid: guid,
            status: 'failed',
            message: declineMessages[lang].declined,
          })
        }
        return back()
      })

      // "The bank confirms now": settles a pending card payment without waiting.
      hono.post('/sandbox/pay/:guid/settle', async (c) => {
        const payment = await readPayment(c.req.param('guid'))
        if (!payment) return c.json({ error: 'not found' }, 404)
        if (payment.status === 'pending') {
          await sendCallback({ paymentGuid: payment.payment_guid, status: 'paid' })
        }
        return c.redirect(payment.return_url ?? '/', 303)
      })
    },
  }

  function pageState(payment: SandboxPayment, lang: Lang, error: string | null): SandboxPageState {
    return {
      kind: 'payment',
      lang,
      guid: payment.payment_guid,
      method: payment.payment_method_system_name,
      status: payment.status,
      amount: payment.amount,
      orderNumber: payment.custom_order_number,
      paymentCode:
        payment.payment_method_system_name === 'Payments.2C2P123'
          ? payment.gateway_reference
          : null,
      channel: payment.channel,
      expiresAt: payment.expires_at,
      returnUrl: payment.return_url,
      error,
    }
  }
}
