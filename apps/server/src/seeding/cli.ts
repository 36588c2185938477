/**
 * `pnpm --filter @ebook/server seed:synthetic -- 100000 [--files]`: migrates the database of the
 * environment (DATA_DIR, by default apps/server/.data-synthetic so the everyday store stays
 * small; or DATABASE_URL), seeds it when empty, then adds the synthetic load-test catalogue of
 * that many books and prints how long each part took. Start the server on it with the same
 * DATA_DIR: `DATA_DIR=apps/server/.data-synthetic pnpm --filter @ebook/server start`.
 */
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../config.ts'
import { migrate, openDatabase } from '../db/index.ts'
import type { Logger } from '../http/operations.ts'
import { seedIfEmpty } from './index.ts'
import { seedSynthetic } from './synthetic.ts'

const args = process.argv.slice(2).filter((arg) => arg !== '--')
const files = args.includes('--files')
const countArg = args.find((arg) => !arg.startsWith('--')) ?? '100000'
const n = Number(countArg.replaceAll('_', '').replaceAll(',', ''))
if (!Number.isInteger(n) || n < 1 || n > 5_000_000) {
  console.error(
    `Usage: seed:synthetic -- <number of books, 1..5000000> [--files] (got '${countArg}')`,
  )
  process.exit(2)
}

const log: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error ?? ''),
}

const config = loadConfig({
  ...process.env,
  DATA_DIR:
    process.env.DATA_DIR || fileURLToPath(new URL('../../.data-synthetic', import.meta.url)),
})
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${config.dataDir}/pglite`
console.log(`Synthetic catalogue: ${n} books into ${where}${files ? ', with EPUB files' : ''}`)

const total = performance.now()
const db = await openDatabase(config)
try {
  const { applied } = await migrate(db)
  if (applied.length) console.log(`Applied migrations ${applied.join(', ')}.`)
  await seedIfEmpty(db, { config, log })
  let lastPrint = 0
  const report = await seedSynthetic(db, n, {
    files,
    progress(loaded, all) {
      const now = performance.now()
      if (now - lastPrint > 5000 || loaded === all) {
        lastPrint = now
        console.log(`  ${loaded} / ${all} books`)
      }
    },
  })
  if (report.books === 0) {
    console.log('The synthetic catalogue is already there: nothing to do.')
  } else {
    const seconds = report.milliseconds / 1000
    console.log(
      `Loaded ${report.books} synthetic books in ${seconds.toFixed(1)} s ` +
        `(${Math.round(report.books / seconds)} books/s); rows: ${JSON.stringify(report.counts)}`,
    )
  }
} finally {
  await db.close()
}
console.log(`Done in ${((performance.now() - total) / 1000).toFixed(1)} s.`)
