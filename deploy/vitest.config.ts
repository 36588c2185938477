import { defineConfig } from 'vitest/config'
import { reporters } from '../vitest.shared.ts'

/**
 * The cluster tests (test/): one file, its tests in order on one cluster started in beforeAll.
 * Timeouts are hung-test guards, not speed checks: a first start migrates and seeds PostgreSQL.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    reporters: reporters('cluster'),
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
})
