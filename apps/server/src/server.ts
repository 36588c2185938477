/**
 * Starting and stopping the whole server: open the database, migrate, seed when empty, build the
 * app and listen. main.ts calls it with the environment's configuration; tests call it too.
 */
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import type { Hono } from 'hono'
import { sandboxMethods, type ServerConfig } from './config.ts'
import { migrate, openDatabase } from './db/index.ts'
import type { SeedIfEmpty } from './db/seed-hook.ts'
import type { Db } from './db/types.ts'
import { buildApp, consoleLogger, type BuiltApp } from './http/app.ts'
import { startBackground, stopBackground } from './http/background.ts'
import { withFastRoutes } from './http/fast-path.ts'
import type { AppEnv, Logger } from './http/operations.ts'
import { withSecurityHeaders } from './http/security-headers.ts'
import { hasStore } from './http/store.ts'
import { bookPageInfrastructure } from './modules/catalog/book-pages.ts'

/** A listening server. */
export interface RunningServer {
  /** The address it answers at, e.g. http://127.0.0.1:8080. */
  url: string
  app: Hono<AppEnv>
  /** The app's services and state. */
  deps: BuiltApp['deps']
  db: Db
  /**
   * Reports the instance as stopping (`/health` answers 503) and waits SHUTDOWN_DRAIN_SECONDS
   * while it still serves, so a load balancer takes it out before close().
   */
  drain(): Promise<void>
  /** Stops listening (open connections get 5 s to finish) and closes the database. */
  close(): Promise<void>
  /** How long each step of the start took, in milliseconds, in order (printed by main.ts). */
  startSteps: [step: string, ms: number][]
  /**
   * The background work's start (change feed, scheduled jobs' first runs), begun once the server
   * listens and not waited for: requests are answered meanwhile. Settles when all of it started
   * (a part that fails to start is logged); close() waits for it.
   */
  background: Promise<void>
}

/**
 * The server's request listener: the app's fast routes first (hot GETs answered on the raw
 * request), then the app; every answer of either carries the security headers.
 */
export function serverListener(
  { app, fastRoutes }: Pick<BuiltApp, 'app' | 'fastRoutes'>,
  log: Logger,
  hostname?: string,
): RequestListener {
  const appListener = getRequestListener(app.fetch, hostname ? { hostname } : {})
  return withSecurityHeaders(withFastRoutes(fastRoutes, appListener, log))
}

/**
 * Opens the database, migrates, seeds (when `seed` is given), and listens; then starts the
 * background work without waiting for it (`background`).
 */
export async function startServer(
  config: ServerConfig,
  options: {
    seed?: SeedIfEmpty
    log?: Logger
    /** The database, already being opened (src/main.ts opens it while the server loads). */
    database?: Promise<Db>
  } = {},
): Promise<RunningServer> {
  const log = options.log ?? consoleLogger
  const startSteps: RunningServer['startSteps'] = []
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now()
    const result = await work()
    startSteps.push([name, performance.now() - started])
    return result
  }
  const db = await step('database open', () => options.database ?? openDatabase(config))
  try {
    const { applied } = await step('migrations', () => migrate(db))
    if (applied.length) log.info(`Database: applied migrations ${applied.join(', ')}.`)
    const seed = options.seed
    if (seed) await step('seeding (or its check)', () => seed(db, { config, log }))
    const built = await step('app', () =>
      buildApp({ db, config, log, bookPages: bookPageInfrastructure(config) }),
    )
    const { app, deps } = built
    const server = createServer(serverListener(built, log, config.host))
    await step(
      'listen',
      () =>
        new Promise<void>((resolve, reject) => {
          server.once('listening', resolve)
          server.once('error', reject)
          server.listen(config.port, config.host)
        }),
    )
    const background = startBackground(built.background, log)
    const { port } = server.address() as AddressInfo
    const host = config.host.includes(':') ? `[${config.host}]` : config.host
    return {
      url: `http://${host}:${port}`,
      app,
      deps,
      db,
      startSteps,
      background,
      async drain() {
        built.readiness.drain()
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000))
      },
      async close() {
        await new Promise<void>((resolve) => {
          const force = setTimeout(() => {
            server.closeAllConnections()
          }, 5000)
          server.close(() => {
            clearTimeout(force)
            resolve()
          })
          server.closeIdleConnections()
        })
        await background
        await stopBackground(built.background)
        await deps.recentViews.flush().catch((error: unknown) => {
          log.error('Writing the last recently viewed books failed:', error)
        })
        await db.close()
      },
    }
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
}

/** What the server tells at start: where it answers and what it serves. */
export function startupLines(url: string, config: ServerConfig, db: Db): string[] {
  const store = hasStore(config)
    ? `${url}/ (the built store from ${config.storeDir})`
    : `none built (no server/entry.js and client/ in ${config.storeDir}): the API runs alone`
  const database =
    db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`
  const sandbox = sandboxMethods(config.payments)
  const payments =
    sandbox.length === 0
      ? 'real gateways'
      : `the sandbox gateway for ${sandbox.join(', ')} (test cards, no money; ${url}/sandbox/pay/...)`
  return [
    `E-book store: ${url} (API reference: ${url}/api/docs)`,
    `  store:         ${store}`,
    `  API:           ${url}/api (storefront v2), ${url}/content-api (v1), ${url}/api/auth`,
    `  API reference: ${url}/api/docs`,
    `  database:      ${database}`,
    `  payments:      ${payments}`,
  ]
}

/**
 * What must not go unnoticed at start: the sandbox gateway taking payments in production (only
 * with PAYMENT_SANDBOX=1; loadConfig refuses it otherwise).
 */
export function startupWarnings(config: ServerConfig): string[] {
  const sandbox = sandboxMethods(config.payments)
  if (config.environment !== 'production' || sandbox.length === 0) return []
  const line = '!'.repeat(96)
  return [
    line,
    `!!! PAYMENT_SANDBOX=1: the SANDBOX gateway takes ${sandbox.join(', ')} in production.`,
    '!!! Test cards "pay", no money moves and books are given away. Never on a real store:',
    '!!! set OMISE_SECRET_KEY, TWOC2P_MERCHANT_ID and TWOC2P_SECRET_KEY and unset PAYMENT_SANDBOX.',
    line,
  ]
}
