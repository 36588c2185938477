import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/types.ts'
import { createTestDb } from '../testing/db.ts'
import { memoryLogger, testConfig } from '../testing/server.ts'
import { buildApp, type BuiltApp } from './app.ts'
import { mountHealth, Readiness } from './health.ts'
import type { AppEnv } from './operations.ts'

let db: Db
let built: BuiltApp

beforeAll(async () => {
  db = await createTestDb()
  built = await buildApp({ db, config: testConfig(), modules: [], log: memoryLogger([]) })
})

afterAll(async () => {
  await db.close()
})

/** An app with only /health, on a database that does what `query` does. */
function healthOn(query: () => Promise<unknown>, timeoutMs?: number) {
  const app = new Hono<AppEnv>()
  const stub = { query } as unknown as Db
  mountHealth(app, { db: stub, readiness: new Readiness(), ...(timeoutMs ? { timeoutMs } : {}) })
  return app
}

describe('/health', () => {
  it('answers 200 with a tiny JSON body, never cached, while the database answers', async () => {
    const res = await built.app.request('/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('answers HEAD with the status and no body', async () => {
    const res = await built.app.request('/health', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('')
  })

  it('answers 503 when the database query fails', async () => {
    const app = healthOn(() => Promise.reject(new Error('connection refused')))
    const res = await app.request('/health')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'database unavailable' })
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('answers 503 when the database does not answer in time', async () => {
    const app = healthOn(() => new Promise(() => {}), 50)
    const res = await app.request('/health')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'database unavailable' })
  })

  it('answers 503 from the moment the instance drains, and the API still answers', async () => {
    const app = await buildApp({ db, config: testConfig(), modules: [], log: memoryLogger([]) })
    expect((await app.app.request('/health')).status).toBe(200)
    app.readiness.drain()
    const res = await app.app.request('/health')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'draining' })
    expect((await app.app.request('/api/docs')).status).toBe(200)
  })
})
