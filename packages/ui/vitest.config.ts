import { fileURLToPath } from 'node:url'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { playwright } from '@vitest/browser-playwright'
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants'
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
 * A guard against a hung test, not a speed check: a long journey on a busy 2-core machine (a CI
 * run with builds beside it) takes several times its quiet time.
 */
const testTimeout = 60_000

/**
 * Found up front by both projects (each has its own Vite server and dependency bundle), so a cold
 * cache never finds a dependency in the middle of the run: that reloads the pages open then and
 * runs their files again.
 */
const optimizeDeps = {
  include: [
    'react',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-dom',
    'react-dom/client',
    '@radix-ui/react-popover',
    '@radix-ui/react-slot',
    '@radix-ui/react-tabs',
    'class-variance-authority',
    'clsx',
    'react-day-picker',
    'dayjs',
    'dayjs/plugin/buddhistEra.js',
    'dayjs/locale/th.js',
    'storybook/test',
  ],
}

/**
 * Every story as a test, once per theme (the project's two browser instances, `storybook-dark`
 * and `storybook-light`, which share its Vite server): the story renders, its play function
 * runs, axe checks it (a violation fails), and the page is compared with its baseline screenshot
 * (storybook-tests/visual.ts). The theme reaches each instance's stories as a Storybook global.
 *
 * The story files of an instance run one after another in one page and module graph
 * (`isolate: false`): a fresh page per file would load and run the preview, the kit, React, axe
 * and the stylesheet again for every file (storybook-tests/README.md, Cost). A story file holds no
 * state of its own; each story renders into a fresh canvas and the preview's decorator sets the
 * theme and locale on every render, as for the stories of one file.
 */
const storybookProject: TestProjectInlineConfiguration = {
  plugins: [storybookTest({ configDir: storybookConfigDir })],
  optimizeDeps,
  test: {
    name: 'storybook',
    isolate: false,
    testTimeout,
    setupFiles: [fileURLToPath(new URL('./storybook-tests/setup.ts', import.meta.url))],
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: (['dark', 'light'] as const).map((theme) => ({
        browser: 'chromium' as const,
        name: `storybook-${theme}`,
        provide: { [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: { theme } },
      })),
      // Screenshots are written to the baseline and attachment folders.
      api: { allowWrite: true },
      commands: { visualBaseline },
      expect: { toMatchScreenshot },
    },
  },
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  optimizeDeps,
  test: {
    reporters: reporters('ui'),
    testTimeout,
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
      storybookProject,
    ],
  },
})
