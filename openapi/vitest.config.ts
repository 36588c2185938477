import { defineConfig } from 'vitest/config'
import { reporters } from '../vitest.shared.ts'

export default defineConfig({
  test: {
    reporters: reporters('openapi'),
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
})
