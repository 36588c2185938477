import { defineConfig } from 'vitest/config'
import { reporters } from '../vitest.shared.ts'

export default defineConfig({
  test: {
    reporters: reporters('openapi'),
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Validating v2 against the OpenAPI meta-schema takes seconds on a busy machine.
    testTimeout: 60_000,
  },
})
