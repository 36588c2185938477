/** The checkout module's messages and status names, in Thai and English. */
import { defineMessages, type Lang } from '../../i18n/index.ts'
import type { PaymentMethodSystemName } from './payments/types.ts'

export const t = defineMessages({
  th: {
    'cart.changed': 'ตะกร้าสินค้ามีการเปลี่ยนแปลง กรุณาตรวจสอบคำสั่งซื้ออีกครั้ง',
    'card.required': 'กรุณาระบุโทเคนของบัตร',
    'card.declined': 'บัตรของคุณถูกปฏิเสธ: {message}',
    'returnUrl.notAllowed': 'ไม่อนุญาตให้ใช้ที่อยู่สำหรับกลับนี้',
    'order.notFound': 'ไม่พบคำสั่งซื้อนี้',
    'order.noOrders': 'คุณยังไม่มีคำสั่งซื้อ',
    'order.cannotRepay': 'คำสั่งซื้อนี้ชำระเงินอีกครั้งไม่ได้',
    'order.onlyUnpaidCancel': 'ยกเลิกได้เฉพาะคำสั่งซื้อที่ยังไม่ได้ชำระเงิน',
    'order.alreadyCancelled': 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว',
    'order.cancelled': 'ยกเลิกคำสั่งซื้อแล้ว',
    'order.idRequired': 'กรุณาระบุหมายเลขคำสั่งซื้อ (orderId)',
    'repay.alreadyPaid': 'คำสั่งซื้อนี้ชำระเงินแล้ว',
    'repay.cancelled': 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว',
    'repay.refunded': 'คำสั่งซื้อนี้ได้รับเงินคืนแล้ว',
    'repay.inProgress': 'การชำระเงินของคำสั่งซื้อนี้กำลังดำเนินการ',
    'repay.notForSale': 'หนังสือบางเล่มในคำสั่งซื้อนี้ไม่มีจำหน่ายแล้ว',
    'repay.alreadyOwned': 'คุณมีหนังสือบางเล่มในคำสั่งซื้อนี้จากคำสั่งซื้ออื่นแล้ว',
    'confirm.paid': 'ได้รับชำระเงินแล้ว หนังสืออยู่บนชั้นหนังสือของคุณ',
    'confirm.pending': 'กรุณาชำระเงินให้เสร็จสิ้นที่หน้าชำระเงิน',
    'confirm.pending123': 'กรุณาชำระเงินด้วยรหัสชำระเงินที่เคาน์เตอร์ ตู้ ATM หรือร้านค้าก่อนรหัสหมดอายุ',
    'confirm.authorized': 'บัตรได้รับการอนุมัติแล้ว กำลังเรียกเก็บเงิน',
    'note.placed': 'สั่งซื้อแล้ว รอชำระเงิน',
    'note.placedFree': 'สั่งซื้อแล้ว ไม่มียอดที่ต้องชำระ',
    'note.paymentStarted': 'เริ่มชำระเงินด้วย {method}',
    'note.paymentResumed':
      'ระบบขัดข้องก่อนได้รับคำตอบจากผู้ให้บริการชำระเงิน จึงส่งรายการเดิมอีกครั้ง (ไม่เรียกเก็บซ้ำ)',
    'note.paid': 'ได้รับชำระเงินแล้ว',
    'note.authorized': 'บัตรได้รับการอนุมัติแล้ว',
    'note.complete': 'หนังสืออยู่บนชั้นหนังสือของคุณแล้ว ดาวน์โหลดได้',
    'note.failed': 'การชำระเงินไม่สำเร็จ: {message}',
    'note.expired': 'การชำระเงินหมดอายุ',
    'note.cancelled': 'ยกเลิกคำสั่งซื้อแล้ว',
    'note.cancelledExpired': 'ยกเลิกคำสั่งซื้อเนื่องจากหมดเวลาชำระเงิน',
    'note.coinsReturned': 'คืน {coins} เหรียญที่ใช้กับคำสั่งซื้อนี้แล้ว',
    'note.coinsEarned': 'ได้รับ {coins} เหรียญจากคำสั่งซื้อนี้',
    'note.refunded': 'ได้รับการชำระเงินหลังคำสั่งซื้อถูกยกเลิกหรือชำระแล้ว จึงคืนเงินให้แล้ว',
    'coins.redeemed': 'ใช้เหรียญกับคำสั่งซื้อ {order}',
    'coins.returned': 'คืนเหรียญจากคำสั่งซื้อ {order} ที่ถูกยกเลิก',
    'coins.earned': 'ได้รับเหรียญจากคำสั่งซื้อ {order}',
    'payment.failed': 'การชำระเงินไม่สำเร็จ',
  },
  en: {
    'cart.changed': 'Your cart has changed. Please review your order again.',
    'card.required': 'A card token is required.',
    'card.declined': 'Your card was declined: {message}',
    'returnUrl.notAllowed': 'The return address is not allowed.',
    'order.notFound': 'No such order.',
    'order.noOrders': 'You have no orders yet.',
    'order.cannotRepay': 'This order cannot be paid again.',
    'order.onlyUnpaidCancel': 'Only unpaid orders can be cancelled.',
    'order.alreadyCancelled': 'This order is already cancelled.',
    'order.cancelled': 'The order was cancelled.',
    'order.idRequired': 'orderId: is required',
    'repay.alreadyPaid': 'This order is already paid.',
    'repay.cancelled': 'This order is cancelled.',
    'repay.refunded': 'This order was refunded.',
    'repay.inProgress': "This order's payment is being processed.",
    'repay.notForSale': 'A book in this order is no longer for sale.',
    'repay.alreadyOwned': 'You already own a book in this order through another order.',
    'confirm.paid': 'Payment received. The books are on your bookshelf.',
    'confirm.pending': 'Please finish paying on the payment page.',
    'confirm.pending123':
      'Please pay with the payment code at a counter, ATM or shop before the code expires.',
    'confirm.authorized': 'Your card was authorised; the payment is being captured.',
    'note.placed': 'Order placed, awaiting payment.',
    'note.placedFree': 'Order placed; nothing was due.',
    'note.paymentStarted': 'Payment started with {method}.',
    'note.paymentResumed':
      'The payment was interrupted before the gateway answered; it was sent again (never charged twice).',
    'note.paid': 'Payment received.',
    'note.authorized': 'Card authorised.',
    'note.complete': 'The books are on your bookshelf and can be downloaded.',
    'note.failed': 'The payment failed: {message}',
    'note.expired': 'The payment expired.',
    'note.cancelled': 'The order was cancelled.',
    'note.cancelledExpired': 'The order was cancelled because the time to pay ran out.',
    'note.coinsReturned': 'The {coins} coins used on this order were given back.',
    'note.coinsEarned': 'You earned {coins} coins with this order.',
    'note.refunded':
      'A payment arrived after the order was cancelled or already paid, so it was refunded.',
    'coins.redeemed': 'Used on order {order}',
    'coins.returned': 'Given back from cancelled order {order}',
    'coins.earned': 'Earned with order {order}',
    'payment.failed': 'The payment failed.',
  },
})

export type CheckoutMessageKey = Parameters<typeof t>[1]

const orderStatusNames: Record<Lang, Record<number, string>> = {
  th: { 10: 'รอดำเนินการ', 20: 'กำลังดำเนินการ', 30: 'เสร็จสมบูรณ์', 40: 'ยกเลิกแล้ว' },
  en: { 10: 'Pending', 20: 'Processing', 30: 'Complete', 40: 'Cancelled' },
}

const paymentStatusNames: Record<Lang, Record<number, string>> = {
  th: {
    10: 'รอชำระเงิน',
    20: 'อนุมัติแล้ว',
    30: 'ชำระเงินแล้ว',
    35: 'คืนเงินบางส่วน',
    40: 'คืนเงินแล้ว',
    50: 'ยกเลิกการชำระเงิน',
  },
  en: {
    10: 'Pending',
    20: 'Authorized',
    30: 'Paid',
    35: 'Partially refunded',
    40: 'Refunded',
    50: 'Voided',
  },
}

/** An OrderStatus code's name. */
export function orderStatusName(code: number, lang: Lang): string {
  return orderStatusNames[lang][code] ?? String(code)
}

/** A PaymentStatus code's name. */
export function paymentStatusName(code: number, lang: Lang): string {
  return paymentStatusNames[lang][code] ?? String(code)
}

/** The payment methods' names and descriptions. */
export const paymentMethodTexts: Record<
  Lang,
  Record<PaymentMethodSystemName, { name: string; description: string }>
> = {
  th: {
    'Payments.Omise': {
      name: 'บัตรเครดิต / เดบิต',
      description: 'ชำระด้วยบัตร Visa, Mastercard, JCB',
    },
    'Payments.2C2P123': {
      name: 'ชำระที่เคาน์เตอร์ / ATM (2C2P 123)',
      description: 'รับรหัสชำระเงินแล้วชำระที่เคาน์เตอร์ธนาคาร ตู้ ATM หรือร้านสะดวกซื้อ',
    },
    'Payments.PGW': {
      name: 'QR พร้อมเพย์ / โมบายแบงก์กิ้ง',
      description: 'ชำระผ่านหน้าชำระเงินของ 2C2P',
    },
  },
  en: {
    'Payments.Omise': {
      name: 'Credit / debit card',
      description: 'Pay by Visa, Mastercard or JCB',
    },
    'Payments.2C2P123': {
      name: 'Pay at a counter or ATM (2C2P 123)',
      description: 'Get a payment code and pay at a bank counter, an ATM or a convenience store',
    },
    'Payments.PGW': {
      name: 'QR PromptPay / mobile banking',
      description: "Pay on 2C2P's payment page",
    },
  },
}

/**
 * Order notes are stored as `key` or `key {json params}` so that each reader sees them in
 * their own language; any other text (a note written by staff) is shown as it is.
 */
export function encodeNote(key: CheckoutMessageKey, params?: Record<string, string | number>) {
  return params ? `${key} ${JSON.stringify(params)}` : key
}

/** A stored note in the reader's language. */
export function renderNote(note: string, lang: Lang): string {
  const match = /^(note\.[A-Za-z0-9.]+)(?: (\{.*\}))?$/su.exec(note)
  if (!match) return note
  try {
    const params = match[2] ? (JSON.parse(match[2]) as Record<string, string | number>) : undefined
    const method = params?.method
    if (typeof method === 'string' && method in paymentMethodTexts[lang]) {
      params!.method = paymentMethodTexts[lang][method as PaymentMethodSystemName].name
    }
    const text = t(lang, match[1] as CheckoutMessageKey, params)
    return text === undefined ? note : text
  } catch {
    return note
  }
}
