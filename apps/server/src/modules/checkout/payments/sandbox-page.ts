/** The sandbox gateway's hosted payment page: small, bilingual, no script. */
import type { Lang } from '../../../i18n/index.ts'
import { formatBaht } from '../../shared/money.ts'
import type { PaymentMethodSystemName } from './types.ts'

/** The sandbox's test cards. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  pendingThenPaid: '4000000000003220',
} as const

/** What the page shows. */
export type SandboxPageState =
  | { kind: 'missing'; lang: Lang }
  | {
      kind: 'payment'
      lang: Lang
      guid: string
      method: PaymentMethodSystemName
      status: string
      amount: number
      orderNumber: string
      paymentCode: string | null
      channel: string | null
      expiresAt: Date | null
      returnUrl: string | null
      error: string | null
    }

const texts = {
  th: {
    title: 'ชำระเงิน (แซนด์บ็อกซ์)',
    banner: 'หน้านี้เป็นเกตเวย์จำลองสำหรับทดสอบ ไม่มีการตัดเงินจริง',
    missing: 'ไม่พบรายการชำระเงินนี้',
    order: 'คำสั่งซื้อ',
    amount: 'ยอดชำระ',
    card: 'หมายเลขบัตร',
    pay: 'ชำระเงิน',
    testCards: 'บัตรทดสอบ',
    success: 'สำเร็จ',
    decline: 'ถูกปฏิเสธ',
    pending: 'รอธนาคารยืนยัน แล้วสำเร็จ',
    threeDs: 'ยืนยันตัวตน 3-D Secure',
    authorise: 'ยืนยันการชำระเงิน',
    reject: 'ปฏิเสธ',
    code: 'รหัสชำระเงิน',
    expires: 'ชำระภายใน',
    channel: 'ช่องทาง',
    counter: 'ชำระที่เคาน์เตอร์ (จำลอง)',
    settle: 'ให้ธนาคารยืนยันทันที',
    cancel: 'กลับไปที่ร้าน',
    done: 'รายการนี้ไม่รอการชำระเงินแล้ว',
    status: 'สถานะ',
    language: 'English',
  },
  en: {
    title: 'Payment (sandbox)',
    banner: 'This is a test gateway: no money is taken.',
    missing: 'No such payment.',
    order: 'Order',
    amount: 'Amount',
    card: 'Card number',
    pay: 'Pay',
    testCards: 'Test cards',
    success: 'success',
    decline: 'declined',
    pending: 'pending, then paid by the bank',
    threeDs: '3-D Secure authentication',
    authorise: 'Authorise the payment',
    reject: 'Decline',
    code: 'Payment code',
    expires: 'Pay before',
    channel: 'Channel',
    counter: 'Pay at counter (simulated)',
    settle: 'Bank confirms now',
    cancel: 'Back to the store',
    done: 'This payment is no longer waiting.',
    status: 'Status',
    language: 'ไทย',
  },
} as const

function escape(text: string): string {
  return text.replace(
    /[&<>"']/gu,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )
}

const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/gu, '$1 ')

/** The page's HTML. */
export function sandboxPage(state: SandboxPageState): string {
  const x = texts[state.lang]
  const other: Lang = state.lang === 'th' ? 'en' : 'th'
  let body: string
  if (state.kind === 'missing') {
    body = `<p role="alert">${escape(x.missing)}</p>`
  } else {
    const action = `/sandbox/pay/${escape(state.guid)}`
    const hidden = `<input type="hidden" name="lang" value="${state.lang}">`
    const summary = `<dl><dt>${x.order}</dt><dd>${escape(state.orderNumber)}</dd>
      <dt>${x.amount}</dt><dd>${escape(formatBaht(state.amount, state.lang))}</dd></dl>`
    const error = state.error ? `<p role="alert" class="error">${escape(state.error)}</p>` : ''
    const cancel = `<form method="post" action="${action}">${hidden}
      <button name="action" value="cancel" class="link">${x.cancel}</button></form>`
    let form: string
    if (state.status !== 'pending') {
      form = `<p>${x.done} (${x.status}: ${escape(state.status)})</p>
        ${state.returnUrl ? `<p><a href="${escape(state.returnUrl)}">${x.cancel}</a></p>` : ''}`
    } else if (state.method === 'Payments.Omise') {
      form = `<h2>${x.threeDs}</h2><form method="post" action="${action}">${hidden}
        <button name="action" value="authorise">${x.authorise}</button>
        <button name="action" value="reject" class="secondary">${x.reject}</button></form>${cancel}`
    } else if (state.method === 'Payments.2C2P123') {
      form = `<dl><dt>${x.code}</dt><dd class="code">${escape(state.paymentCode ?? '')}</dd>
        ${state.channel ? `<dt>${x.channel}</dt><dd>${escape(state.channel)}</dd>` : ''}
        ${state.expiresAt ? `<dt>${x.expires}</dt><dd>${escape(state.expiresAt.toISOString())}</dd>` : ''}</dl>
        <form method="post" action="${action}">${hidden}
        <button name="action" value="counter">${x.counter}</button></form>${cancel}`
    } else {
      form = `<form method="post" action="${action}">${hidden}
        <label>${x.card} <input name="card" inputmode="numeric" autocomplete="cc-number"
          value="${spaced(SANDBOX_CARDS.success)}" required></label>
        <button name="action" value="card">${x.pay}</button></form>
        <form method="post" action="${action}/settle"><button class="secondary">${x.settle}</button></form>
        ${cancel}`
    }
    const cards = `<h3>${x.testCards}</h3><ul>
      <li><code>${spaced(SANDBOX_CARDS.success)}</code> ${x.success}</li>
      <li><code>${spaced(SANDBOX_CARDS.decline)}</code> ${x.decline}</li>
      <li><code>${spaced(SANDBOX_CARDS.pendingThenPaid)}</code> ${x.pending}</li></ul>`
    body = `${summary}${error}${form}${state.method === 'Payments.2C2P123' ? '' : cards}
      <p><a href="${action}?lang=${other}">${x.language}</a></p>`
  }
  return `<!doctype html><html lang="${state.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${x.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}
.banner{background:#fff3cd;padding:.5rem;border-radius:.25rem}dt{font-weight:600}dd{margin:0 0 .5rem}
.code{font-size:1.5rem;letter-spacing:.1em}button{padding:.5rem 1rem;margin:.25rem 0}
.secondary,.link{background:none;border:1px solid #888}.error{color:#b00020}input{width:100%;padding:.5rem}</style>
</head><body><h1>${x.title}</h1><p class="banner">${x.banner}</p>${body}</body></html>`
}
