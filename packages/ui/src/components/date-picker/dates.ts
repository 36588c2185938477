import dayjs from 'dayjs'
// With their .js: dayjs has no exports map, so Node (server rendering) resolves only full paths.
import buddhistEra from 'dayjs/plugin/buddhistEra.js'
import th from 'dayjs/locale/th.js'
import type { UiLocale } from '../../i18n/define'

// `BBBB` in the Thai texts' formats is the Buddhist-era year (the year + 543).
dayjs.extend(buddhistEra)
// Registered on this dayjs explicitly: the locale file's own registration may reach another copy
// of dayjs when a bundler pre-bundles the two separately. `true`: not made the global default.
dayjs.locale(th, undefined, true)

/** Years the list offers before and after the current one when no minimum or maximum is given (SPEC.md §9). */
const YEARS_BACK = 100
const YEARS_AHEAD = 52

/** A range of days: `to` is missing while only the start has been chosen. */
type DateRangeValue = { from: Date; to?: Date }

/** Which dates a user may choose besides minDate/maxDate: a list of days or a test. */
type AllowedDates = readonly Date[] | ((date: Date) => boolean)

/** Formats a date with a dayjs pattern in the kit's language (Thai or English month names). */
function formatDate(date: Date, pattern: string, locale: UiLocale): string {
  return dayjs(date).locale(locale).format(pattern)
}

const isSameDay = (a: Date, b: Date) => dayjs(a).isSame(b, 'day')

/** The first and last year of the year list: minDate's and maxDate's, else 100 back and 52 ahead. */
function yearBounds(today: Date, minDate?: Date, maxDate?: Date): [number, number] {
  const thisYear = today.getFullYear()
  const first = minDate ? minDate.getFullYear() : thisYear - YEARS_BACK
  const last = maxDate ? maxDate.getFullYear() : thisYear + YEARS_AHEAD
  return [first, Math.max(first, last)]
}

/** Whether a whole month lies before minDate or after maxDate. */
function isMonthOutside(month: Date, minDate?: Date, maxDate?: Date): boolean {
  const m = dayjs(month)
  return (
    (minDate !== undefined && m.endOf('month').isBefore(minDate, 'day')) ||
    (maxDate !== undefined && m.startOf('month').isAfter(maxDate, 'day'))
  )
}

/** Whether a day may be chosen according to `allowedDates`. */
function isAllowed(date: Date, allowed: AllowedDates): boolean {
  return typeof allowed === 'function' ? allowed(date) : allowed.some((a) => isSameDay(a, date))
}

/** Keeps a month between the first and last month a user may navigate to. */
function clampMonth(month: Date, first: Date, last: Date): Date {
  const m = dayjs(month).startOf('month')
  if (m.isBefore(first, 'month')) return dayjs(first).startOf('month').toDate()
  if (m.isAfter(last, 'month')) return dayjs(last).startOf('month').toDate()
  return m.toDate()
}

/** Range selection: the first click sets the start, the second the end; clicking the start again clears. */
function nextRange(range: DateRangeValue | null, day: Date): DateRangeValue | null {
  if (!range) return { from: day }
  if (isSameDay(range.from, day)) return null
  if (range.to) return { from: day }
  return day < range.from ? { from: day, to: range.from } : { from: range.from, to: day }
}

/** Multiple selection: a chosen day is removed, another is added. */
function nextMultiple(dates: readonly Date[], day: Date): Date[] {
  return dates.some((d) => isSameDay(d, day))
    ? dates.filter((d) => !isSameDay(d, day))
    : [...dates, day]
}

export {
  clampMonth,
  dayjs,
  formatDate,
  isAllowed,
  isMonthOutside,
  isSameDay,
  nextMultiple,
  nextRange,
  yearBounds,
}
export type { AllowedDates, DateRangeValue }
