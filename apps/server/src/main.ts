/**
 * `pnpm --filter @ebook/server start`: reads the environment (PORT, HOST, DATA_DIR,
 * DATABASE_URL, ...; see src/config.ts), starts the server and prints its address. SIGINT and
 * SIGTERM stop it gracefully (a second signal stops it at once).
 */
import { loadConfig } from './config.ts'
import { consoleLogger } from './http/app.ts'
import { startServer, startupLines } from './server.ts'

const config = loadConfig()
const server = await startServer(config, { log: consoleLogger })
for (const line of startupLines(server.url, config, server.db)) console.log(line)

let stopping = false
async function stop(signal: string) {
  if (stopping) process.exit(1)
  stopping = true
  console.log(`${signal}: stopping the server…`)
  try {
    await server.close()
    process.exit(0)
  } catch (error) {
    console.error('The server did not stop cleanly:', error)
    process.exit(1)
  }
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
