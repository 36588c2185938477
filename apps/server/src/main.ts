/**
 * `pnpm --filter @ebook/server start`: reads the environment (PORT, HOST, DATA_DIR,
 * DATABASE_URL, ...; see src/config.ts), starts the server (migrating, and seeding an empty store
 * with src/seeding/) and prints its address. SIGINT and
 * SIGTERM stop it gracefully (a second signal stops it at once); after SIGTERM, the signal of
 * process managers and orchestrators, it first drains (src/server.ts `drain`).
 */
import { ConfigError, loadConfig, type ServerConfig } from './config.ts'
import { consoleLogger } from './http/app.ts'
import { ensureEnvAdmin } from './modules/customer/env-admin.ts'
import { seedIfEmpty } from './seeding/index.ts'
import { startServer, startupLines, startupWarnings, type RunningServer } from './server.ts'

/** A setting the server cannot run with ends the process with its message (no stack). */
function refuse(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error
  console.error(`The server did not start: ${error.message}`)
  process.exit(1)
}

/** The modules' load (the contract, PGlite's WASM, ...), before any of the start's own steps. */
const loaded = performance.now()

let config: ServerConfig
let server: RunningServer
try {
  config = loadConfig()
  for (const line of startupWarnings(config)) console.warn(line)
  server = await startServer(config, { log: consoleLogger, seed: seedIfEmpty })
} catch (error) {
  refuse(error)
}
await ensureEnvAdmin(server.db, process.env, consoleLogger)
for (const line of startupLines(server.url, config, server.db)) console.log(line)
const steps: [string, number][] = [['modules loaded', loaded], ...server.startSteps]
console.log(
  `  started in:    ${(performance.now() / 1000).toFixed(1)} s (${steps
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
