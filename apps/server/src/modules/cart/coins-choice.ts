/**
 * The coins choice (useRewardPoints): stored on the customer (customers.use_reward_points), read
 * by priceCart. Coins only change hands when an order is placed. Turning the choice on or off
 * changes the priced basket's fingerprint, so the checkout issues a new CheckoutToken.
 */
import type { Queryable } from '../../db/types.ts'
import type { Lang } from '../../i18n/index.ts'
import type { AppDeps, Handlers } from '../../http/operations.ts'
import { badRequest } from '../../http/reply.ts'
import { checkoutSummary } from '../checkout/summary.ts'
import { coinBalance, coinRules } from '../shared/coins.ts'
import { t } from './messages.ts'

/**
 * Stores whether the customer pays with coins. Throws 400 when turning them on is impossible:
 * coins switched off for the store, or no coins to use.
 */
export async function setRewardPointsChoice(
  db: Queryable,
  customerId: number,
  use: boolean,
  lang: Lang,
): Promise<void> {
  if (use) {
    const rules = await coinRules(db)
    if (!rules.enabled) throw badRequest(t(lang, 'coins.disabled'))
    if ((await coinBalance(db, customerId)) <= 0) throw badRequest(t(lang, 'coins.none'))
  }
  await db.execute(
    'UPDATE customers SET use_reward_points = $2, updated_at = now() WHERE id = $1',
    [customerId, use],
  )
}

export function coinsHandlers({ db }: AppDeps): Handlers<'v2'> {
  return {
    async useRewardPoints({ body, auth, lang }) {
      const { customerId } = await auth.requireSignedIn()
      await setRewardPointsChoice(db, customerId, body.Data.UseRewardPoints, lang)
      return checkoutSummary(db, customerId, lang)
    },
  }
}
