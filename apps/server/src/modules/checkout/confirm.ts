/**
 * Placing orders (confirmorderomise, confirmorder123/{token}, confirmorderpgwpayment) and paying
 * unpaid orders again (changeomisepayment, change123payment, changepgwpayment).
 *
 * Idempotency: the CheckoutToken names one order. The order is placed in one transaction that
 * holds an advisory lock on the token, so a double click or a retried request waits, finds the
 * order already placed and answers it; only the call that placed the order starts a payment, so
 * the customer is charged once.
 */
import type { components } from '@ebook/api/generated/v2'
import type { Db } from '../../db/types.ts'
import type { Lang } from '../../i18n/index.ts'
import type { AppDeps, Handlers, OperationInput } from '../../http/operations.ts'
import { badRequest, notFound } from '../../http/reply.ts'
import { priceCart } from '../cart/pricing.ts'
import { checkoutReasons } from '../cart/verify.ts'
import { placeOrder, readOrder, type Lifecycle, type OrderRow } from './lifecycle.ts'
import { paymentStatusName, t } from './messages.ts'
import type { Channel123, PaymentMethodSystemName } from './payments/types.ts'
import { faultPoint } from './fault.ts'
import { repayProblem } from './orders.ts'
import { checkReturnUrl } from './return-url.ts'

type ConfirmOrderResult = components['schemas']['ConfirmOrderResult']

interface LatestPayment {
  status: string
  redirect_url: string | null
  failure_message: string | null
  payment_method_system_name: PaymentMethodSystemName
}

/** What a confirm or change-payment call answers about an order now. */
async function confirmResult(db: Db, order: OrderRow, lang: Lang): Promise<ConfirmOrderResult> {
  const latest = await db.queryOne<LatestPayment>(
    `SELECT status, redirect_url, failure_message, payment_method_system_name FROM payments
      WHERE order_id = $1 ORDER BY id DESC LIMIT 1`,
    [order.id],
  )
  const waiting = order.payment_status === 10 && latest?.status === 'pending'
  let message: string | null = null
  if (order.payment_status === 30) message = t(lang, 'confirm.paid')
  else if (order.payment_status === 20) message = t(lang, 'confirm.authorized')
  else if (waiting) {
    message = t(
      lang,
      latest.payment_method_system_name === 'Payments.2C2P123'
        ? 'confirm.pending123'
        : 'confirm.pending',
    )
  }
  return {
    OrderId: order.id,
    CustomOrderNumber: order.custom_order_number,
    PaymentStatus: paymentStatusName(order.payment_status, lang),
    PaymentStatusEnum: order.payment_status as ConfirmOrderResult['PaymentStatusEnum'],
    RedirectUrl: waiting ? latest.redirect_url : null,
    Message: message,
  }
}

/** Answers an order's state; a card decline on its latest attempt answers 400 with the order. */
async function answer(db: Db, orderId: number, lang: Lang): Promise<ConfirmOrderResult> {
  const order = (await readOrder(db, orderId))!
  const result = await confirmResult(db, order, lang)
  if (order.payment_status === 10) {
    const latest = await db.queryOne<LatestPayment>(
      `SELECT status, redirect_url, failure_message, payment_method_system_name FROM payments
        WHERE order_id = $1 ORDER BY id DESC LIMIT 1`,
      [order.id],
    )
    if (latest?.status === 'failed') {
      const gateway = latest.failure_message ?? t(lang, 'payment.failed')
      throw badRequest(
        latest.payment_method_system_name === 'Payments.Omise'
          ? t(lang, 'card.declined', { message: gateway })
          : gateway,
        result,
      )
    }
  }
  return result
}

/**
 * A repeated confirm may arrive while the first call is still asking the gateway: wait (up to a
 * few seconds) until the order's payment attempt has the gateway's answer, so both calls answer
 * the same RedirectUrl and status. An attempt whose asker died (a crash between placing the
 * order and the gateway's answer) is resumed here at once rather than left to the resume job.
 */
async function paymentSettled(db: Db, lifecycle: Lifecycle, orderId: number): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const state = await db.queryOne<{ payment_status: number; answered: boolean | null }>(
      `SELECT o.payment_status,
              (SELECT p.gateway_reference IS NOT NULL OR p.status <> 'pending' FROM payments p
                WHERE p.order_id = o.id ORDER BY p.id DESC LIMIT 1) AS answered
         FROM orders o WHERE o.id = $1`,
      [orderId],
    )
    if (!state || state.payment_status !== 10 || state.answered !== false) return
    if (i === 0 && (await lifecycle.resumeAbandoned({ orderId })) > 0) continue
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function hasAttempt(db: Db, orderId: number): Promise<boolean> {
  return (
    (await db.queryOne('SELECT 1 FROM payments WHERE order_id = $1 LIMIT 1', [orderId])) !== null
  )
}

interface ConfirmInput {
  method: PaymentMethodSystemName
  checkoutToken: string
  returnUrl: string
  cardToken: string | null
  channel: Channel123 | null
}

function attemptOf(request: ConfirmInput, lang: Lang) {
  return {
    method: request.method,
    returnUrl: request.returnUrl,
    cardToken: request.cardToken,
    channel: request.channel,
    lang,
  }
}

export function confirmHandlers({ db }: AppDeps, lifecycle: Lifecycle): Handlers<'v2'> {
  async function confirm(
    input: OperationInput<unknown>,
    request: ConfirmInput,
  ): Promise<ConfirmOrderResult> {
    const { auth, lang } = input
    const { customerId } = await auth.requireSignedIn()
    checkReturnUrl(request.returnUrl, input)
    const placed = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `checkout-token:${request.checkoutToken}`,
      ])
      const token = await tx.queryOne<{ cart_fingerprint: string; order_id: number | null }>(
        'SELECT cart_fingerprint, order_id FROM checkout_tokens WHERE token = $1 AND customer_id = $2',
        [request.checkoutToken, customerId],
      )
      if (!token) throw badRequest(t(lang, 'cart.changed'))
      if (token.order_id !== null) return { orderId: token.order_id, attempt: null, isNew: false }
      const priced = await priceCart(tx, customerId, lang)
      const reasons = checkoutReasons(priced, { signedIn: true })
      if (reasons.length > 0) throw badRequest(reasons.map((reason) => reason.Message))
      if (priced.fingerprint !== token.cart_fingerprint) throw badRequest(t(lang, 'cart.changed'))
      if (
        request.method === 'Payments.Omise' &&
        priced.orderTotal.value > 0 &&
        !request.cardToken
      ) {
        throw badRequest(t(lang, 'card.required'))
      }
      const orderId = await placeOrder(tx, {
        cart: priced,
        lang,
        method: request.method,
        clientAddress: input.clientAddress,
      })
      await tx.query('UPDATE checkout_tokens SET order_id = $2 WHERE token = $1', [
        request.checkoutToken,
        orderId,
      ])
      // The attempt is recorded with the order, so a crash before the gateway answers leaves an
      // attempt to resume (lifecycle.resumeAbandoned), never an order nobody can pay.
      const order = (await readOrder(tx, orderId))!
      const attempt =
        order.payment_status === 10
          ? await lifecycle.openAttempt(tx, { ...attemptOf(request, lang), orderId })
          : null
      return { orderId, attempt, isNew: true }
    })
    if (!placed.isNew) {
      await paymentSettled(db, lifecycle, placed.orderId)
      const order = (await readOrder(db, placed.orderId))!
      // An order placed before attempts were recorded with it may have none: start one now.
      if (order.payment_status === 10 && !(await hasAttempt(db, order.id))) {
        await lifecycle.startAttempt({ ...attemptOf(request, lang), orderId: order.id })
      }
      return answer(db, order.id, lang)
    }
    faultPoint('crash-after-order')
    if (placed.attempt) await lifecycle.runAttempt(placed.attempt)
    return answer(db, placed.orderId, lang)
  }

  async function changePayment(
    input: OperationInput<unknown>,
    request: {
      orderId: number
      method: PaymentMethodSystemName
      returnUrl: string
      cardToken: string | null
      channel: Channel123 | null
    },
  ): Promise<ConfirmOrderResult> {
    const { auth, lang } = input
    const { customerId } = await auth.requireSignedIn()
    const order = await readOrder(db, request.orderId)
    if (!order || order.customer_id !== customerId) throw notFound(t(lang, 'order.notFound'))
    checkReturnUrl(request.returnUrl, input)
    await lifecycle.expireLapsed(customerId)
    if ((await repayProblem(db, (await readOrder(db, order.id))!)) !== null) {
      throw badRequest(t(lang, 'order.cannotRepay'))
    }
    if (request.method === 'Payments.Omise' && !request.cardToken) {
      throw badRequest(t(lang, 'card.required'))
    }
    await lifecycle.startAttempt({
      orderId: order.id,
      method: request.method,
      returnUrl: request.returnUrl,
      cardToken: request.cardToken,
      channel: request.channel,
      lang,
    })
    return answer(db, order.id, lang)
  }

  return {
    async confirmOrderOmise(input) {
      const data = input.body.Data
      return confirm(input as OperationInput<unknown>, {
        method: 'Payments.Omise',
        checkoutToken: data.CheckoutToken,
        returnUrl: data.ReturnUrl,
        cardToken: data.OmiseToken ?? null,
        channel: null,
      })
    },
    async confirmOrder123(input) {
      const data = input.body.Data
      return confirm(input as OperationInput<unknown>, {
        method: 'Payments.2C2P123',
        checkoutToken: input.params.token,
        returnUrl: data.ReturnUrl,
        cardToken: null,
        channel: data.Channel ?? null,
      })
    },
    async confirmOrderPgw(input) {
      const data = input.body.Data
      return confirm(input as OperationInput<unknown>, {
        method: 'Payments.PGW',
        checkoutToken: data.CheckoutToken,
        returnUrl: data.ReturnUrl,
        cardToken: null,
        channel: null,
      })
    },
    async changeOrderPaymentOmise(input) {
      const data = input.body.Data
      return changePayment(input as OperationInput<unknown>, {
        orderId: data.OrderId,
        method: 'Payments.Omise',
        returnUrl: data.ReturnUrl,
        cardToken: data.OmiseToken ?? null,
        channel: null,
      })
    },
    async changeOrderPayment123(input) {
      const data = input.body.Data
      return changePayment(input as OperationInput<unknown>, {
        orderId: data.OrderId,
        method: 'Payments.2C2P123',
        returnUrl: data.ReturnUrl,
        cardToken: null,
        channel: data.Channel ?? null,
      })
    },
    async changeOrderPaymentPgw(input) {
      const data = input.body.Data
      return changePayment(input as OperationInput<unknown>, {
        orderId: data.OrderId,
        method: 'Payments.PGW',
        returnUrl: data.ReturnUrl,
        cardToken: null,
        channel: null,
      })
    },
  }
}
