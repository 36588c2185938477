/** Shapes of the store content that types.ts does not carry. */
import type { Coupon } from './types.ts'

/** A seeded coupon with the uses it already has, so that a used-up case exists from the start. */
export interface SeededCoupon extends Coupon {
  /** Times it has been used before the store opened (count these toward totalUsageLimit). */
  timesUsed: number
}
