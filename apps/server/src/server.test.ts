import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import type { SeedIfEmpty } from './db/seed-hook.ts'
import { memoryLogger } from './testing/server.ts'
import { startServer, startupLines } from './server.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'ebook-server-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('startServer', () => {
  it('migrates, seeds when empty, listens, and keeps its data across a restart', async () => {
    const config = {
      ...loadConfig({ PORT: '0', DATA_DIR: dataDir, TOKEN_SECRET: 'secret' }),
      storeDir: join(dataDir, 'no-store'),
      shutdownDrainSeconds: 0.5,
    }
    const logs: string[] = []
    const seed: SeedIfEmpty = async (db) => {
      const row = await db.queryOne<{ n: number }>('SELECT count(*) AS n FROM tags')
      if (row!.n === 0)
        await db.query("INSERT INTO tags (name_th, se_name) VALUES ('นิยาย', 'novels')")
    }

    const first = await startServer(config, { seed, log: memoryLogger(logs) })
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const response = await fetch(`${first.url}/api/appstart`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Language: 'en' },
        body: JSON.stringify({ Data: { DeviceTypeId: 20 } }),
      })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { Data: { StoreName: string } }).Data.StoreName).toBe(
        'E-book store',
      )
      expect((await fetch(`${first.url}/api/docs`)).status).toBe(200)
      expect(logs.join('\n')).toMatch(/applied migrations 001_schema/)
      expect(startupLines(first.url, config, first.db).join('\n')).toMatch(
        /API reference: .*\/api\/docs/,
      )
    } finally {
      await first.close()
    }

    const restartLogs: string[] = []
    const second = await startServer(config, { seed, log: memoryLogger(restartLogs) })
    try {
      expect(restartLogs.join('\n')).not.toMatch(/applied migrations/)
      expect(await second.db.query('SELECT se_name FROM tags')).toEqual([{ se_name: 'novels' }])
      // Draining: /health says 503 at once while the server still answers everything else.
      expect((await fetch(`${second.url}/health`)).status).toBe(200)
      const drained = second.drain()
      expect((await fetch(`${second.url}/health`)).status).toBe(503)
      expect((await fetch(`${second.url}/api/docs`)).status).toBe(200)
      await drained
    } finally {
      await second.close()
    }
  })

  it('answers before its background work has started, and closes while that work starts', async () => {
    const config = {
      ...loadConfig({ PORT: '0', DATA_DIR: dataDir, TOKEN_SECRET: 'secret' }),
      storeDir: join(dataDir, 'no-store'),
    }
    const server = await startServer(config, { log: memoryLogger([]) })
    let started = false
    void server.background.then(() => (started = true))
    const answered = await fetch(`${server.url}/health`)
    expect(answered.status).toBe(200)
    // Closed at once: it waits for the background work to have started, then stops it.
    await server.close()
    expect(started).toBe(true)
    await expect(server.db.query('SELECT 1')).rejects.toThrow()
  })
})

describe('loadConfig', () => {
  it('has defaults for every setting', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      environment: 'development',
    })
    expect(config.dataDir).toMatch(/apps\/server\/\.data$/)
    expect(config.storeDir).toMatch(/apps\/store\/dist$/)
    expect(config.publicUrl).toBe('http://127.0.0.1:8080')
    expect(config.seedCovers).toBe(true)
    expect(loadConfig({ SEED_COVERS: '0' }).seedCovers).toBe(false)
  })

  it('reads the environment and rejects a bad port', () => {
    expect(
      loadConfig({ PORT: '9000', HOST: '0.0.0.0', DATABASE_URL: 'postgres://x/y' }),
    ).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://x/y',
    })
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
  })
})
