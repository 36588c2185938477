/**
 * Runs once per test run, before any test file (vitest `globalSetup`): makes the migrated, empty
 * PGlite database every test file starts from and hands its dump's path to the files
 * (`inject('pgliteTemplate')`, read by `createTestDb`). Each test file runs in a process of its
 * own, so a template made inside a file would be made again by every file; initdb and the
 * migrations cost several times what loading the dump does.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrate } from '../db/migrate.ts'
import { createPglite, pgliteDb } from '../db/pglite.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template's dump (PGlite dumpDataDir), or '' when the run is on PostgreSQL. */
    pgliteTemplate: string
  }
}

/** The dump of a fresh, migrated PGlite database. */
export async function migratedTemplate(): Promise<Blob> {
  const pgl = await createPglite()
  await migrate(pgliteDb(pgl))
  const dump = await pgl.dumpDataDir('none')
  await pgl.close()
  return dump
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB_ENGINE === 'postgres') {
    project.provide('pgliteTemplate', '')
    return
  }
  const dir = await mkdtemp(join(tmpdir(), 'ebook-test-template-'))
  const file = join(dir, 'migrated.tar')
  await writeFile(file, Buffer.from(await (await migratedTemplate()).arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return () => rm(dir, { recursive: true, force: true })
}
