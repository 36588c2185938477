import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { reporters } from '../../vitest.shared.ts'

/**
 * Tests run on in-memory PGlite; with TEST_DATABASE_URL set (a PostgreSQL server where the user
 * may create databases) every test also runs on PostgreSQL, in the `postgres` projects.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

const root = import.meta.dirname

/** Every test file, relative to this folder. */
function testFiles(dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return entry.name.endsWith('.test.ts') ? [relative(root, path)] : []
  })
}

/**
 * Test files that replace a module (`vi.mock`) need a module graph of their own: in a shared one
 * the real module may already be loaded, or the stand-in would reach the files after them.
 */
const ownModules = testFiles().filter((file) =>
  /\bvi\.(?:mock|doMock)\(/u.test(readFileSync(join(root, file), 'utf8')),
)

/**
 * The projects of one engine. The other test files share one module graph per worker
 * (`isolate: false`): each file would otherwise load the server's modules, compile the contract
 * and PostgreSQL's WASM again. The server keeps its state per app (AppDeps), and files restore
 * what they stub (`vi.unstubAllGlobals`, real timers).
 */
function engine(name: string, env: string): TestProjectInlineConfiguration[] {
  return [
    {
      extends: true,
      test: {
        name,
        env: { TEST_DB_ENGINE: env },
        include: ['src/**/*.test.ts'],
        exclude: ownModules,
        isolate: false,
      },
    },
    {
      extends: true,
      test: { name: `${name}-isolated`, env: { TEST_DB_ENGINE: env }, include: ownModules },
    },
  ]
}

export default defineConfig({
  test: {
    reporters: reporters('server'),
    environment: 'node',
    // The migrated database every test file starts from, made once per run.
    globalSetup: ['src/testing/global-setup.ts'],
    // Guards against a hung test, not speed checks: what takes a second on a quiet 2-core machine
    // (a fresh PGlite, a batch of synthetic books) takes minutes on a busy one, and a seed more.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    maxWorkers: 2,
    projects: [
      ...engine('pglite', 'pglite'),
      ...(onPostgres ? engine('postgres', 'postgres') : []),
    ],
  },
})
