import type { TextKey } from '../i18n'

/** A card as the customer types it. */
export type CardValues = { number: string; name: string; expiry: string; cvc: string }
export type CardField = keyof CardValues
export type CardProblems = Partial<Record<CardField, TextKey>>

export const emptyCard: CardValues = { number: '', name: '', expiry: '', cvc: '' }

/** The digits of a card number, whatever spaces or dashes were typed. */
export const cardDigits = (number: string) => number.replace(/\D/g, '')

/** A card number in groups of four, as printed on the card: '4242 4242 4242 4242'. */
export function formatCardNumber(number: string): string {
  return cardDigits(number)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** An expiry typed as digits, with the slash put in: '1228' → '12/28'. */
export function formatExpiry(expiry: string): string {
  const digits = expiry.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** Whether a card number passes the Luhn check every card number passes. */
export function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The month and four-digit year of an expiry 'MM/YY', or null when it is not one. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim())
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  return { month, year: 2000 + Number(match[2]) }
}

/** Every problem of a card, by field (`now` is for the expiry). */
export function cardProblems(card: CardValues, now = new Date()): CardProblems {
  const problems: CardProblems = {}
  const digits = cardDigits(card.number)
  if (digits === '') problems.number = 'payment_page.required'
  else if (digits.length < 12 || digits.length > 19 || !luhn(digits)) {
    problems.number = 'payment_page.card_number_invalid'
  }
  if (card.name.trim() === '') problems.name = 'payment_page.required'
  const expiry = parseExpiry(card.expiry)
  if (card.expiry.trim() === '') problems.expiry = 'payment_page.required'
  else if (!expiry) problems.expiry = 'payment_page.card_expiry_invalid'
  else if (expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1) {
    problems.expiry = 'payment_page.card_expired'
  }
  if (card.cvc.trim() === '') problems.cvc = 'payment_page.required'
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = 'payment_page.card_cvc_invalid'
  return problems
}
