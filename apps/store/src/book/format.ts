import type { Locale } from '../app/locale'
import { intlLocale } from '../app/locale'

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/** Size formatters by language, unit and fraction digits: a server renders many pages with few. */
const sizeFormats = new Map<string, Intl.NumberFormat>()

function sizeFormat(locale: Locale, unit: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale} ${unit} ${fractionDigits}`
  let format = sizeFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], {
      style: 'unit',
      unit,
      maximumFractionDigits: fractionDigits,
    })
    sizeFormats.set(key, format)
  }
  return format
}

/** A file's size in the page's language: 3037 → '3 kB', 2_500_000 → '2.5 MB'. */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1000
    unit += 1
  }
  return sizeFormat(locale, SIZE_UNITS[unit]!, value < 10 && unit > 0 ? 1 : 0).format(value)
}

const listFormats: Partial<Record<Locale, Intl.ListFormat>> = {}
const listFormat = (locale: Locale) =>
  (listFormats[locale] ??= new Intl.ListFormat(intlLocale[locale], {
    style: 'long',
    type: 'conjunction',
  }))

/** Names joined the way each language joins them: 'A, B, and C' / 'A B และC'. */
export function joinNames(names: readonly string[], locale: Locale): string {
  return listFormat(locale).format(names)
}

/** One piece of a joined list: a name (with its place in the list) or the words between names. */
export type JoinedPart =
  { type: 'element'; value: string; index: number } | { type: 'literal'; value: string }

/** The pieces of joinNames' text, so that each name can be shown as an element of its own. */
export function joinedParts(names: readonly string[], locale: Locale): JoinedPart[] {
  let index = 0
  return listFormat(locale)
    .formatToParts(names)
    .map((part): JoinedPart =>
      part.type === 'element'
        ? { type: 'element', value: part.value, index: index++ }
        : { type: 'literal', value: part.value },
    )
}

/** The average of a review overview, 0 without reviews. */
export function averageOf(overview: { RatingSum: number; TotalReviews: number }): number {
  return overview.TotalReviews > 0 ? overview.RatingSum / overview.TotalReviews : 0
}
