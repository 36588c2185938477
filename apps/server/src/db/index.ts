/** Storage: open the configured database (PGlite by default, PostgreSQL with DATABASE_URL). */
import { join } from 'node:path'
import type { ServerConfig } from '../config.ts'
import { openPglite } from './pglite.ts'
import type { Db } from './types.ts'

export type { Db, Queryable, Row } from './types.ts'
export { migrate, loadMigrations } from './migrate.ts'
export { syncIdentities } from './identity.ts'
export { getSetting, setSetting } from './settings.ts'
export { hitRateLimit, rateLimitHits, resetRateLimit, pruneRateLimits } from './rate-limit.ts'
export { queueEmail, type OutgoingEmail } from './outbox.ts'
export type { SeedIfEmpty, SeedContext } from './seed-hook.ts'
export { searchText, searchWords, searchCode, normalizeText, htmlToText } from './search-text.ts'
export { openPglite } from './pglite.ts'

/** The folder PGlite keeps its database in. */
export function pgliteDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return join(config.dataDir, 'pglite')
}

/**
 * Opens the database the configuration names. node-postgres (src/db/postgres.ts) is imported
 * only when DATABASE_URL asks for it.
 */
export async function openDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
): Promise<Db> {
  if (!config.databaseUrl) return openPglite({ dataDir: pgliteDir(config) })
  const { openPostgres } = await import('./postgres.ts')
  return openPostgres({ connectionString: config.databaseUrl })
}
