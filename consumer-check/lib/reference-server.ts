/**
 * The reference server (apps/server) as the consumer check starts it: its own startServer and
 * seed, configured from the environment like `pnpm --filter @ebook/server start` (PORT, HOST,
 * DATA_DIR, RENDER_AHEAD, ...), except that covers are left to the picture route (drawn on first
 * request, as the synthetic catalogue's are): the seeded books, prices and texts the check asks
 * for are all there, and starting takes seconds instead of drawing 393 covers first.
 * Prints `listening <url>` once it answers; SIGTERM closes it.
 */
import { loadConfig } from '../../apps/server/src/config.ts'
import { seedIfEmpty } from '../../apps/server/src/seeding/index.ts'
import { startServer } from '../../apps/server/src/server.ts'

const quiet = { info() {}, warn: console.warn, error: console.error }
const server = await startServer(loadConfig(), {
  log: quiet,
  seed: (db, context) => seedIfEmpty(db, context, { renderCovers: false }),
})
console.log(`listening ${server.url}`)
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0))
})
