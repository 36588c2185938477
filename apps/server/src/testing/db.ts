/**
 * Databases for tests. `createTestDb()` answers a fresh, migrated, empty database:
 * - in-memory PGlite by default, loaded from the migrated template that the run's global setup
 *   made once (global-setup.ts), so no test file pays for initdb and the migrations;
 * - a new PostgreSQL database on the server of TEST_DATABASE_URL when the test run sets
 *   TEST_DB_ENGINE=postgres (vitest's `postgres` project does; see vitest.config.ts). It is
 *   dropped again by `close()`.
 * Make one per test file (beforeAll) and close it in afterAll; a fresh PGlite costs a few seconds.
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { migrate } from '../db/migrate.ts'
import { createPglite, pgliteDb } from '../db/pglite.ts'
import { migratedTemplate } from './global-setup.ts'
import { openPostgres } from '../db/postgres.ts'
import type { Db } from '../db/types.ts'

/** The engine tests run on: 'pglite' (default) or 'postgres'. */
export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite'
}

let template: Promise<Blob> | null = null

/** The global setup's template (or, in a run without it, one made here), once per test file. */
async function loadTemplate(): Promise<Blob> {
  const file = inject('pgliteTemplate')
  return file ? new Blob([await readFile(file)]) : migratedTemplate()
}

async function createPostgresTestDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL.')
  const name = `ebook_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  const db = await openPostgres({ connectionString: target.toString(), max: 4 })
  await migrate(db)
  return {
    ...db,
    async close() {
      await db.close()
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

/** A fresh, migrated, empty database on the test engine. */
export async function createTestDb(): Promise<Db> {
  if (testEngine() === 'postgres') return createPostgresTestDb()
  template ??= loadTemplate()
  return pgliteDb(await createPglite({ loadDataDir: await template }))
}
