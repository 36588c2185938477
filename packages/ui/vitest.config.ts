import { fileURLToPath } from 'node:url'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { playwright } from '@vitest/browser-playwright'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { reporters } from '../../vitest.shared.ts'
import { toMatchScreenshot, visualBaseline } from './storybook-tests/visual.ts'

/** Chromium flags for this machine: no sandbox as root, no background network (none exists). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
]

export const chromium = playwright({
  launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
})

const storybookConfigDir = fileURLToPath(new URL('../../.storybook', import.meta.url))

/**
 * Every story as a test, once per theme (projects `storybook-dark` and `storybook-light`): the
 * story renders, its play function runs, axe checks it (a violation fails), and the page is
 * compared with its baseline screenshot (storybook-tests/visual.ts).
 */
const storybookProject = (theme: 'dark' | 'light'): TestProjectInlineConfiguration => ({
  plugins: [storybookTest({ configDir: storybookConfigDir, initialGlobals: { theme } })],
  test: {
    name: `storybook-${theme}`,
    setupFiles: [fileURLToPath(new URL('./storybook-tests/setup.ts', import.meta.url))],
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: 'chromium' }],
      // Screenshots are written to the baseline and attachment folders.
      api: { allowWrite: true },
      commands: { visualBaseline },
      expect: { toMatchScreenshot },
    },
  },
})

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Found up front, so a cold cache never reloads the page in the middle of a test run.
  optimizeDeps: {
    include: [
      '@radix-ui/react-dialog',
      '@radix-ui/react-popover',
      '@radix-ui/react-slot',
      '@radix-ui/react-tabs',
      'react-day-picker',
      'dayjs',
      'dayjs/plugin/buddhistEra.js',
      'dayjs/locale/th.js',
      'storybook/test',
    ],
  },
  test: {
    reporters: reporters('ui'),
    // A guard against a hung test, not a speed check: a long journey on a busy 2-core machine
    // (a CI run with builds beside it) takes several times its quiet time.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1024, height: 768 },
          },
        },
      },
      storybookProject('dark'),
      storybookProject('light'),
    ],
  },
})
