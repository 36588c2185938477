/**
 * A server for tests: the app on a test database, with a `request` helper that records each
 * call so `expectContractResponse(res)` knows which operation to check the answer against.
 *
 *   const server = await createTestServer()            // beforeAll
 *   const res = await server.request('POST', '/api/appstart', { json: { Data: { DeviceTypeId: 20 } } })
 *   await expectContractResponse(res)
 *   await server.close()                               // afterAll
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { loadConfig, type ServerConfig } from '../config.ts'
import type { Db } from '../db/types.ts'
import { buildApp, type BuiltApp } from '../http/app.ts'
import type { AppEnv, Logger, ModuleFactory } from '../http/operations.ts'
import { REMEMBER_ME_SECONDS, TokenService } from '../http/tokens.ts'
import { recordCall } from './contract.ts'
import { createTestDb } from './db.ts'

/** A registered customer made by addCustomer. */
export interface TestCustomer {
  email?: string
  username?: string
  firstName?: string
  lastName?: string
  language?: 'th' | 'en'
  isAdmin?: boolean
}

let customerCount = 0

/** Options of one test request. */
export interface TestRequest {
  /** Headers to send as they are. */
  headers?: Record<string, string>
  /** The `Token` header. */
  token?: string
  /** The `deviceId` header. */
  deviceId?: string
  /** The `Language` header. */
  language?: string
  /** A body sent as JSON (Content-Type application/json). */
  json?: unknown
  /** A body sent as a form (application/x-www-form-urlencoded). */
  form?: Record<string, string>
  /** A raw body (e.g. malformed JSON), with its own Content-Type header. */
  body?: string
}

export interface TestServer {
  app: Hono<AppEnv>
  /** The app's services and state (its caches, its store changes, ...). */
  deps: BuiltApp['deps']
  /** The app's fast routes (see fast-path.ts). */
  fastRoutes: BuiltApp['fastRoutes']
  /** The app's background work, not started (see background.ts). */
  background: BuiltApp['background']
  db: Db
  config: ServerConfig
  /** Lines the server logged (errors with their stacks land here, not on the console). */
  logs: string[]
  /** The app's token service (same secret), to issue tokens in tests. */
  tokens: TokenService
  /**
   * Adds a registered, active customer straight to the database and signs it in: answers its id
   * and a valid token (for tests of registered-only operations).
   */
  addCustomer(options?: TestCustomer): Promise<{ customerId: number; token: string }>
  request(method: string, path: string, options?: TestRequest): Promise<Response>
  close(): Promise<void>
}

/** A logger that keeps its lines (errors with stack) in `lines`. */
export function memoryLogger(lines: string[]): Logger {
  const stack = (error: unknown) => (error instanceof Error ? `\n${error.stack}` : '')
  return {
    info: (message) => lines.push(message),
    warn: (message) => lines.push(message),
    error: (message, error) => lines.push(`${message}${stack(error)}`),
  }
}

/** A test configuration: no built store (unless given), a fixed token secret. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'test-token-secret' }),
    storeDir: join(tmpdir(), 'ebook-no-store-build'),
    ...overrides,
  }
}

/** Makes the app on a fresh test database (or `db`) with every module (or `modules`). */
export async function createTestServer(
  options: { db?: Db; modules?: readonly ModuleFactory[]; config?: Partial<ServerConfig> } = {},
): Promise<TestServer> {
  const db = options.db ?? (await createTestDb())
  const config = testConfig(options.config)
  const logs: string[] = []
  const { app, deps, fastRoutes, background } = await buildApp({
    db,
    config,
    log: memoryLogger(logs),
    ...(options.modules ? { modules: options.modules } : {}),
  })
  const tokens = await TokenService.create(db, config.tokenSecret)
  return {
    app,
    deps,
    fastRoutes,
    background,
    db,
    config,
    logs,
    tokens,
    async addCustomer(customer = {}) {
      const n = ++customerCount
      const row = await db.queryOne<{ id: number }>(
        `INSERT INTO customers (is_guest, email, username, first_name, last_name, language, is_admin)
         VALUES (false, $1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          customer.email ?? `reader${n}-${Date.now()}@example.com`,
          customer.username ?? null,
          customer.firstName ?? 'สมชาย',
          customer.lastName ?? 'ใจดี',
          customer.language ?? null,
          customer.isAdmin ?? false,
        ],
      )
      const { token } = await tokens.issue(db, {
        customerId: row!.id,
        lifetimeSeconds: REMEMBER_ME_SECONDS,
      })
      return { customerId: row!.id, token }
    },
    async request(method, path, request = {}) {
      const headers = new Headers(request.headers)
      if (request.token !== undefined) headers.set('Token', request.token)
      if (request.deviceId !== undefined) headers.set('deviceId', request.deviceId)
      if (request.language !== undefined) headers.set('Language', request.language)
      let body: string | undefined = request.body
      if (request.json !== undefined) {
        body = JSON.stringify(request.json)
        headers.set('Content-Type', 'application/json')
      } else if (request.form !== undefined) {
        body = new URLSearchParams(request.form).toString()
        headers.set('Content-Type', 'application/x-www-form-urlencoded')
      }
      const response = await app.request(path, {
        method,
        headers,
        ...(body !== undefined ? { body } : {}),
      })
      recordCall(response, { method, path })
      return response
    },
    close: () => (options.db ? Promise.resolve() : db.close()),
  }
}
