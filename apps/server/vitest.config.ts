import { defineConfig } from 'vitest/config'
import { reporters } from '../../vitest.shared.ts'

/**
 * Tests run on in-memory PGlite; with TEST_DATABASE_URL set (a PostgreSQL server where the user
 * may create databases) every test also runs on PostgreSQL, in the `postgres` project.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

export default defineConfig({
  test: {
    reporters: reporters('server'),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The migrated database every test file starts from, made once per run.
    globalSetup: ['src/testing/global-setup.ts'],
    // A fresh PGlite takes seconds on two busy cores.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    projects: [
      { extends: true as const, test: { name: 'pglite', env: { TEST_DB_ENGINE: 'pglite' } } },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', env: { TEST_DB_ENGINE: 'postgres' } },
            },
          ]
        : []),
    ],
  },
})
