import { describe, expect, it } from 'vitest'
import { formatBaht, formatDate } from './format'

describe('formatBaht', () => {
  it('writes baht with the sign and grouping, satang only when there are some', () => {
    expect(formatBaht(1250, 'th')).toBe('฿1,250')
    expect(formatBaht(99.5, 'th')).toBe('฿99.50')
    expect(formatBaht(1250, 'en')).toBe('฿1,250')
  })
})

describe('formatDate', () => {
  it('writes Thai dates with Thai month names in the Buddhist era', () => {
    expect(formatDate('2026-11-22T10:00:00', 'th')).toBe('22 พฤศจิกายน 2569')
    expect(formatDate('2026-01-05T08:30:00', 'th', { short: true, withTime: true })).toBe(
      '5 ม.ค. 2569 08:30 น.',
    )
  })

  it('writes English dates in the Common Era', () => {
    expect(formatDate('2026-11-22T10:00:00', 'en')).toBe('22 November 2026')
  })

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'th')).toBe('')
  })
})
