/**
 * Seeding: the SeedIfEmpty hook the server runs after migrating (src/main.ts passes it to
 * startServer). On an empty database it inserts the seeded store (src/seed/: catalogue, covers,
 * EPUB file rows, reviews, content, coupons, Thai addresses) in one transaction; on a filled one it
 * answers after one or two queries (place-names.ts names places an older seed left without English
 * names, once). seedSynthetic() (synthetic.ts) adds the load-test catalogue.
 */
import { getSetting, setSetting } from '../db/settings.ts'
import type { SeedContext } from '../db/seed-hook.ts'
import type { Db, Queryable } from '../db/types.ts'
import { catalogue, todayUtc } from '../seed/catalogue.ts'
import { hasBooks } from './books.ts'
import { recordPlaceNamesSource, updatePlaceNames } from './place-names.ts'
import { seedStore, type SeedReport, type SeedStoreOptions } from './store.ts'

export { seedStore, type SeedReport } from './store.ts'
export { seedSynthetic, type SyntheticReport } from './synthetic.ts'

/** The store_settings key that records the seed (day, counts, time taken). */
export const SEED_SETTING = 'seed.store'

/** Options of seedIfEmpty() beyond the hook's context. */
export interface SeedIfEmptyOptions extends SeedStoreOptions {
  /** The seeding day (YYYY-MM-DD): release and review dates count back from it. Today by default. */
  today?: string
}

/** Whether the store was already seeded or holds books of its own. */
async function isFilled(db: Queryable): Promise<boolean> {
  if ((await getSetting<unknown>(db, SEED_SETTING, null)) !== null) return true
  return hasBooks(db)
}

/**
 * Fills an empty store with the seed and answers what it did; answers null (after one or two
 * quick queries) when the store is already filled. Several servers starting together on one
 * PostgreSQL database seed once: the transaction takes an advisory lock and looks again.
 */
export async function seedIfEmpty(
  db: Db,
  context: Partial<SeedContext> = {},
  options: SeedIfEmptyOptions = {},
): Promise<SeedReport | null> {
  const log = context.log
  if (await isFilled(db)) {
    await updatePlaceNames(db, log)
    return null
  }
  const started = performance.now()
  log?.info('Seeding the empty store (catalogue, covers, Thai addresses)…')
  const report = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(74610002)')
    if (await isFilled(tx)) return null
    const today = options.today ?? todayUtc()
    const data = catalogue({ today })
    const result = await seedStore(tx, data, {
      renderCovers: context.config?.seedCovers ?? true,
      ...options,
      progress: options.progress ?? ((line) => log?.info(line)),
    })
    const seconds = Math.round(performance.now() - started) / 1000
    await setSetting(tx, SEED_SETTING, { today, seconds, counts: result.counts })
    await recordPlaceNamesSource(tx)
    return result
  })
  if (report) {
    const seconds = (performance.now() - started) / 1000
    const c = report.counts
    log?.info(
      `Seeded in ${seconds.toFixed(1)} s: ${c.books ?? 0} books, ${c.categories ?? 0} categories, ` +
        `${c.authors ?? 0} authors, ${c.reviews ?? 0} reviews, ${c.book_files ?? 0} EPUB files (made on first request), ` +
        `${c.state_provinces ?? 0} provinces, ${c.sub_districts ?? 0} sub-districts.`,
    )
  }
  return report
}
