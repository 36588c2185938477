/**
 * The English names of Thai districts and sub-districts in a store seeded before they existed,
 * or from an older thai-address-universal: filled in once, on the first start that finds the
 * store's record of their source (a store setting) missing or different.
 */
import { getSetting, setSetting } from '../db/settings.ts'
import type { Db, Queryable } from '../db/types.ts'
import type { Logger } from '../http/operations.ts'
import { englishNamesSource, thaiAddresses } from '../seed/addresses.ts'

/** The store_settings key that records where the English place names came from. */
export const PLACE_NAMES_SETTING = 'seed.placeNamesEn'

/** Records the source of the English names a seed just inserted. */
export async function recordPlaceNamesSource(db: Queryable): Promise<void> {
  await setSetting(db, PLACE_NAMES_SETTING, englishNamesSource())
}

/**
 * Gives the store's districts and sub-districts their English names when its record says they
 * came from elsewhere (or nowhere). Only places without an English name are named, and only
 * where the id still names the same place in Thai. Answers how many places were named, or null
 * when the names were current (one query).
 */
export async function updatePlaceNames(db: Db, log?: Logger): Promise<number | null> {
  const source = englishNamesSource()
  if ((await getSetting<string | null>(db, PLACE_NAMES_SETTING, null)) === source) return null
  const { districts, subDistricts } = await thaiAddresses()
  const named = (places: { id: number; name: { th: string; en: string | null } }[]) =>
    JSON.stringify(
      places.filter((p) => p.name.en).map((p) => ({ id: p.id, th: p.name.th, en: p.name.en })),
    )
  const count = await db.transaction(async (tx) => {
    let changed = 0
    for (const [table, places] of [
      ['districts', districts],
      ['sub_districts', subDistricts],
    ] as const) {
      changed += await tx.execute(
        `UPDATE ${table} p SET name_en = x.en
           FROM jsonb_to_recordset($1::jsonb) AS x(id integer, th text, en text)
          WHERE p.id = x.id AND p.name_th = x.th AND p.name_en IS NULL`,
        [named(places)],
      )
    }
    await setSetting(tx, PLACE_NAMES_SETTING, source)
    return changed
  })
  log?.info(`Thai places: ${count} district and sub-district names in English (${source}).`)
  return count
}
