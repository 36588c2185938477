import { defineConfig } from 'vitest/config'
import { reporters } from '../../vitest.shared.ts'
import { chromium } from '../ui/vitest.config.ts'

export default defineConfig({
  test: {
    reporters: reporters('api'),
    projects: [
      {
        extends: true,
        test: { name: 'client', environment: 'node', include: ['test/**/*.test.ts'] },
      },
      {
        // What only a browser has: localStorage, sessionStorage and document.cookie.
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
