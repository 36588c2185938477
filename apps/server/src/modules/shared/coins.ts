/**
 * Coins (reward points): whether the store runs them, what one is worth, how many an order
 * earns, and a customer's balance (the newest row of the reward_points_history ledger).
 * Settings: store_settings 'coins.baht_per_coin' (what 1 coin pays, 1 baht by default) and
 * 'coins.baht_per_earned_coin' (1 coin earned for every 10 baht paid by default); the on/off
 * switch is the store feature CoinsEnabled.
 */
import { getSettings } from '../../db/settings.ts'
import type { Queryable } from '../../db/types.ts'
import { FEATURES_SETTING, featuresOf } from '../common/index.ts'

/** The coin rules now. */
export interface CoinRules {
  enabled: boolean
  /** Baht one coin pays. */
  bahtPerCoin: number
  /** Baht paid for each coin earned. */
  bahtPerEarnedCoin: number
}

const BAHT_PER_COIN = 'coins.baht_per_coin'
const BAHT_PER_EARNED_COIN = 'coins.baht_per_earned_coin'

/** The store_settings keys the coin rules are made of. */
export const COIN_SETTINGS: readonly string[] = [
  FEATURES_SETTING,
  BAHT_PER_COIN,
  BAHT_PER_EARNED_COIN,
]

/** The coin rules of these settings (key to value; a missing one takes its default). */
export function coinRulesOf(settings: Readonly<Record<string, unknown>>): CoinRules {
  const bahtPerCoin = Number(settings[BAHT_PER_COIN] ?? 1)
  const bahtPerEarnedCoin = Number(settings[BAHT_PER_EARNED_COIN] ?? 10)
  return {
    enabled: featuresOf(settings[FEATURES_SETTING] as object | undefined).CoinsEnabled,
    bahtPerCoin: bahtPerCoin > 0 ? bahtPerCoin : 1,
    bahtPerEarnedCoin: bahtPerEarnedCoin > 0 ? bahtPerEarnedCoin : 10,
  }
}

/** The store's coin rules (their settings read in one statement). */
export async function coinRules(db: Queryable): Promise<CoinRules> {
  return coinRulesOf(await getSettings(db, COIN_SETTINGS))
}

/** A customer's coin balance: the balance after their newest ledger row (0 without one). */
export async function coinBalance(db: Queryable, customerId: number): Promise<number> {
  const row = await db.queryOne<{ points_balance: number }>(
    `SELECT points_balance FROM reward_points_history WHERE customer_id = $1
      ORDER BY id DESC LIMIT 1`,
    [customerId],
  )
  return row?.points_balance ?? 0
}

/** The coins an order paying `paidBaht` earns (whole coins, rounded down). */
export function coinsEarned(rules: CoinRules, paidBaht: number): number {
  if (!rules.enabled || paidBaht <= 0) return 0
  return Math.floor(Math.round(paidBaht * 100) / Math.round(rules.bahtPerEarnedCoin * 100) + 1e-9)
}
