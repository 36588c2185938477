import { format, type UiLocale } from '../../i18n/define'

/** The Intl locale of a kit language; Thai keeps Arabic digits, as Thai shops print prices. */
function intlLocale(locale: UiLocale): string {
  return locale === 'th' ? 'th-TH-u-nu-latn' : 'en-US'
}

/**
 * One formatter per language and kind, made on first use: making an Intl formatter costs far more
 * than using one, and a page of books formats hundreds of prices (on the server, for every page).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules>()
function formatter<T extends Intl.NumberFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined
  if (!made) formatters.set(key, (made = make()))
  return made
}

/** A whole or decimal number in the language's grouping: 1250 → '1,250'. */
function formatNumber(value: number, locale: UiLocale): string {
  return formatter(
    `number:${locale}`,
    () => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }),
  ).format(value)
}

/**
 * A price in baht with the ฿ sign: 1250 → '฿1,250', 99.5 → '฿99.50'. Whole prices drop the
 * satang; others keep two decimals.
 */
function formatPrice(value: number, locale: UiLocale, currency = 'THB'): string {
  const whole = Number.isInteger(value)
  return formatter(
    `price:${locale}:${currency}:${whole}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  ).format(value)
}

/** Picks the singular or plural form of a text by the number it counts, and fills `{n}`. */
function formatCount(n: number, locale: UiLocale, one: string, other: string): string {
  const rule = formatter(`plural:${locale}`, () => new Intl.PluralRules(intlLocale(locale))).select(
    n,
  )
  return format(rule === 'one' ? one : other, { n: formatNumber(n, locale) })
}

export { formatCount, formatNumber, formatPrice, intlLocale }
