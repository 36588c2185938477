/**
 * The basket, coupons, wishlist, the coins choice and verify-checkout. Money is worked out in
 * one place, pricing.ts (`priceCart`), which the checkout module builds orders from too.
 */
import { defineModule } from '../../http/operations.ts'
import { basketHandlers } from './basket.ts'
import { coinsHandlers } from './coins-choice.ts'
import { discountBoxHandlers } from './discount-box.ts'
import { verifyHandlers } from './verify.ts'
import { wishlistHandlers } from './wishlist.ts'

export const cartModule = defineModule((deps) => ({
  name: 'cart',
  v2: {
    ...basketHandlers(deps),
    ...discountBoxHandlers(deps),
    ...wishlistHandlers(deps),
    ...verifyHandlers(deps),
    ...coinsHandlers(deps),
  },
}))
