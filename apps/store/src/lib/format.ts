import dayjs from 'dayjs'
import buddhistEra from 'dayjs/plugin/buddhistEra'
import 'dayjs/locale/th'
import { formatPrice } from '@ebook/ui'
import type { Locale } from '../app/locale'

dayjs.extend(buddhistEra)

/** A price in baht: 1250 → '฿1,250', 99.5 → '฿99.50' (Thai grouping, Arabic digits). */
export function formatBaht(value: number, locale: Locale): string {
  return formatPrice(value, locale)
}

/**
 * A date as people write it in each language: '22 พฤศจิกายน 2569' in Thai (Buddhist era, 543
 * years ahead), '22 November 2026' in English. `withTime` adds the 24-hour time.
 */
export function formatDate(
  date: string | number | Date,
  locale: Locale,
  { withTime = false, short = false } = {},
): string {
  const day = dayjs(date)
  if (!day.isValid()) return ''
  const month = short ? 'MMM' : 'MMMM'
  const pattern =
    locale === 'th'
      ? `D ${month} BBBB${withTime ? ' HH:mm น.' : ''}`
      : `D ${month} YYYY${withTime ? ', HH:mm' : ''}`
  return day.locale(locale === 'th' ? 'th' : 'en').format(pattern)
}
