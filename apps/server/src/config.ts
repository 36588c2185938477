/** The server's settings, read once from the environment (all optional). */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const serverRoot = fileURLToPath(new URL('..', import.meta.url))

export interface ServerConfig {
  /** PORT, 8080 by default. */
  port: number
  /** HOST, 127.0.0.1 by default (0.0.0.0 to listen on every interface). */
  host: string
  /** DATA_DIR, apps/server/.data by default; PGlite keeps its database in `<dataDir>/pglite`. */
  dataDir: string
  /** DATABASE_URL: when set, PostgreSQL at this address instead of PGlite. */
  databaseUrl: string | null
  /** STORE_DIST, apps/store/dist by default: the built store, served when the folder exists. */
  storeDir: string
  /** PUBLIC_URL: the address shoppers reach the server at (links in e-mails, image URLs). */
  publicUrl: string
  /** TOKEN_SECRET: signs session tokens; without it a secret is made once and kept in the database. */
  tokenSecret: string | null
  /** NODE_ENV: 'production', 'test' or 'development' (default). */
  environment: 'production' | 'test' | 'development'
  /** LOG_REQUESTS=1 prints one line per request. */
  logRequests: boolean
  /**
   * TEST_OUTBOX=1 serves `GET /api/test/outbox?to=` (the queued e-mails to an address), so
   * end-to-end tests can follow a password-reset link. Never set it on a real store.
   */
  testOutbox: boolean
  /**
   * RENDER_AHEAD (on unless `0`): every book page made in advance and kept in a file in
   * `<dataDir>/book-pages` (see src/modules/catalog/pages-ahead.ts).
   */
  renderAhead: boolean
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const port = env.PORT ? Number(env.PORT) : 8080
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not '${env.PORT}'.`)
  }
  const host = env.HOST || '127.0.0.1'
  const environment =
    env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development'
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR || resolve(serverRoot, '.data')),
    databaseUrl: env.DATABASE_URL || null,
    storeDir: resolve(env.STORE_DIST || resolve(serverRoot, '../store/dist')),
    publicUrl: (
      env.PUBLIC_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`
    ).replace(/\/+$/u, ''),
    tokenSecret: env.TOKEN_SECRET || null,
    environment,
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
    testOutbox: env.TEST_OUTBOX === '1',
    renderAhead: !['0', 'false', 'off'].includes(env.RENDER_AHEAD ?? ''),
  }
}
