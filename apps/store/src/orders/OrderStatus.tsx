import { Badge, type BadgeVariant } from '@ebook/ui'
import type { TextKey } from '../i18n'
import { useT } from '../app/i18n'

/** The order and payment state codes of the contract (and whether the bank has yet to settle). */
type Codes = { OrderStatusEnum: number; PaymentStatusEnum: number; PaymentAwaitsBank?: boolean }

const paymentBadge: Record<number, BadgeVariant> = {
  10: 'warning',
  20: 'outline',
  30: 'success',
  35: 'outline',
  40: 'outline',
  50: 'outline',
}

/** The name of an order state in the page's language (the server's own text for an unknown one). */
export function useStatusNames() {
  const t = useT()
  const name = (key: string, fallback: string) => {
    const text = t(key as TextKey)
    return text && text !== key ? text : fallback
  }
  return {
    order: (code: number, fallback = '') => name(`order_status.order_${code}`, fallback),
    payment: (code: number, fallback = '') => name(`order_status.payment_${code}`, fallback),
    /** The payment's state, saying so while the bank has yet to settle it. */
    paymentOf: (order: Codes, fallback = '') =>
      order.PaymentAwaitsBank
        ? t('order_status.awaiting_bank')
        : name(`order_status.payment_${order.PaymentStatusEnum}`, fallback),
  }
}

/**
 * How an order stands for the customer, in one badge: a cancelled order says so; otherwise its
 * payment state (awaiting payment, paid, refunded) is what matters for an e-book.
 */
export function OrderStatusBadge({
  order,
  fallback,
}: {
  order: Codes
  /** The server's text, for a code this store does not know. */
  fallback?: string
}) {
  const names = useStatusNames()
  const cancelled = order.OrderStatusEnum === 40 && order.PaymentStatusEnum !== 40
  const awaiting = !cancelled && order.PaymentAwaitsBank
  return (
    <Badge
      variant={
        cancelled || awaiting ? 'outline' : (paymentBadge[order.PaymentStatusEnum] ?? 'default')
      }
      data-status={
        cancelled ? 'cancelled' : awaiting ? 'awaiting-bank' : `payment-${order.PaymentStatusEnum}`
      }
    >
      {cancelled ? names.order(40, fallback) : names.paymentOf(order, fallback)}
    </Badge>
  )
}
