/**
 * Money in Thai baht: amounts are numbers of baht with 2 decimals (numeric(12,2) in the
 * database). Sums and discounts are worked out in satang (whole numbers) so that no float
 * rounding creeps into a total; `formatBaht` writes an amount for the answer's language.
 */
import type { Lang } from '../../i18n/index.ts'

const formats: Record<Lang, Intl.NumberFormat> = {
  th: new Intl.NumberFormat('th-TH', {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
  en: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
}

/** An amount in baht written for the language, e.g. `฿1,234.50`. */
export function formatBaht(baht: number, lang: Lang): string {
  return formats[lang].format(baht)
}

/** An amount in baht written for the language, or null when it is 0 (a discount not given). */
export function formatBahtOrNull(baht: number, lang: Lang): string | null {
  return baht === 0 ? null : formatBaht(baht, lang)
}

/** Baht (as stored) to satang, exact for 2-decimal amounts. */
export function toSatang(baht: number): number {
  return Math.round(baht * 100)
}

/** Satang back to baht with 2 decimals. */
export function toBaht(satang: number): number {
  return Math.round(satang) / 100
}
