/**
 * The one rule for what a discount takes off, in satang: the basket's coupons (pricing.ts) and
 * the book page's automatic discounts (catalog/book-page.ts) both work it out here, so a book's
 * discounted price on its page and its line in the basket can never disagree.
 */

/** What a discount takes off, as the discounts table holds it (baht, percent). */
export interface DiscountTerms {
  /** A percentage of the base (else a fixed amount). */
  usePercentage: boolean
  /** Percent, two decimals (10.5 = 10.5 %). */
  percentage: number
  /** Baht taken off when it is a fixed amount. */
  amount: number
  /** The most a percentage takes off, in baht (null: no cap). */
  maxDiscountAmount: number | null
}

/**
 * What a discount takes off `baseSatang`: a percentage rounded to the satang (capped at
 * maxDiscountAmount) or a fixed amount, never more than the base.
 */
export function discountSatang(terms: DiscountTerms, baseSatang: number): number {
  if (baseSatang <= 0) return 0
  let off = terms.usePercentage
    ? Math.round((baseSatang * Math.round(terms.percentage * 100)) / 10000)
    : Math.round(terms.amount * 100)
  if (terms.usePercentage && terms.maxDiscountAmount !== null)
    off = Math.min(off, Math.round(terms.maxDiscountAmount * 100))
  return Math.max(0, Math.min(off, baseSatang))
}

/** The largest of several discounts on `baseSatang` (they do not add up), 0 when none. */
export function bestDiscountSatang(
  discounts: readonly DiscountTerms[],
  baseSatang: number,
): number {
  let best = 0
  for (const terms of discounts) best = Math.max(best, discountSatang(terms, baseSatang))
  return best
}

/** The terms of a discounts row (the basket's DiscountRow, the book page's rules). */
export function termsOfRow(row: {
  use_percentage: boolean
  percentage: number | string
  amount: number | string
  max_discount_amount: number | string | null
}): DiscountTerms {
  return {
    usePercentage: row.use_percentage,
    percentage: Number(row.percentage),
    amount: Number(row.amount),
    maxDiscountAmount: row.max_discount_amount === null ? null : Number(row.max_discount_amount),
  }
}
