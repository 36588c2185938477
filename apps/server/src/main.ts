/**
 * `pnpm --filter @ebook/server start`: reads the environment (PORT, HOST, DATA_DIR,
 * DATABASE_URL, ...; see src/config.ts), starts the server (migrating, and seeding an empty store
 * with src/seeding/) and prints its address. SIGINT and
 * SIGTERM stop it gracefully (a second signal stops it at once); after SIGTERM, the signal of
 * process managers and orchestrators, it first drains (src/server.ts `drain`).
 *
 * The database starts opening before the rest of the server is loaded: PGlite compiles
 * PostgreSQL's WebAssembly on other threads and reads its files meanwhile.
 */
import { ConfigError, loadConfig, type ServerConfig } from './config.ts'
import { openDatabase } from './db/index.ts'
import type { RunningServer } from './server.ts'

/** A setting the server cannot run with ends the process with its message (no stack). */
function refuse(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error
  console.error(`The server did not start: ${error.message}`)
  process.exit(1)
}

let config: ServerConfig
try {
  config = loadConfig()
} catch (error) {
  refuse(error)
}
const database = openDatabase(config)
// Its failure is reported where the start waits for it (startServer), not as unhandled.
database.catch(() => {})

const [{ consoleLogger }, { ensureEnvAdmin }, { seedIfEmpty }, serverModule] = await Promise.all([
  import('./http/app.ts'),
  import('./modules/customer/env-admin.ts'),
  import('./seeding/index.ts'),
  import('./server.ts'),
])
const { startServer, startupLines, startupWarnings } = serverModule
/** The modules' load (the contract, the app, ...), the database opening meanwhile. */
const loaded = performance.now()

let server: RunningServer
try {
  for (const line of startupWarnings(config)) console.warn(line)
  server = await startServer(config, { log: consoleLogger, seed: seedIfEmpty, database })
} catch (error) {
  refuse(error)
}
await ensureEnvAdmin(server.db, process.env, consoleLogger)
for (const line of startupLines(server.url, config, server.db)) console.log(line)
const steps: [string, number][] = [['modules loaded', loaded], ...server.startSteps]
const { user, system } = process.cpuUsage()
// CPU time (every thread of the process) beside the wall time: on a busy machine the fairer figure.
console.log(
  `  started in:    ${(performance.now() / 1000).toFixed(1)} s, CPU ${((user + system) / 1e6).toFixed(1)} s (${steps
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
    .join(', ')})`,
)

let stopping = false
async function stop(signal: string) {
  if (stopping) process.exit(1)
  stopping = true
  console.log(`${signal}: stopping the server…`)
  try {
    if (signal === 'SIGTERM') await server.drain()
    await server.close()
    process.exit(0)
  } catch (error) {
    console.error('The server did not stop cleanly:', error)
    process.exit(1)
  }
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
