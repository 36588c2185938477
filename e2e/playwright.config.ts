import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests against the README's start command (`npm start` → scripts/start.sh): the
 * built store served by the reference server on a fresh embedded database, seeded on start.
 * E2E_BASE_URL points the tests at a store that is already running instead (no server started).
 */
const port = Number(process.env.E2E_PORT ?? 8181)
const external = process.env.E2E_BASE_URL
const baseURL = external ?? `http://127.0.0.1:${port}`
const dataDir = fileURLToPath(new URL('.data', import.meta.url))

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Two cores: one browser page per core, and the server in between (four were no faster here:
  // the root README, "How long npm test takes"). E2E_WORKERS sets another count.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  // Guards against a hung test or a page that never gets there, not speed checks: a test waits for
  // what the app does. The longest (a journey of some sixty steps) takes about a minute on a quiet
  // 2-core machine and three times that with other work beside the run.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: jsonReport() }]] : 'list',
  use: {
    baseURL,
    // A trace records every step's page (DOM snapshots and a screencast), a cost to every test
    // when kept for all (e2e/README.md): CI retries a failed test once, with its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  projects: [
    // The journeys and the axe sweep do not depend on the viewport: desktop runs them; the
    // phone runs the server rendering's checks (layout-dependent), but not those tagged @desktop
    // (the desktop bar's controls, and the checks of HTTP answers alone, with no browser).
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testMatch: /server-rendering\.spec\.ts$/u,
      grepInvert: /@desktop/u,
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
  ],
  webServer: external
    ? undefined
    : {
        // A fresh database each run, so every run starts from the same seeded catalogue.
        command: `rm -rf '${dataDir}' && bash scripts/start.sh`,
        cwd: '..',
        url: `${baseURL}/api/docs`,
        // The local OpenID provider is off in production unless asked for: the sign-in journey uses it.
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          AUTH_LOCAL_OIDC: '1',
          // No gateway keys: the checkout journeys pay with the sandbox's test cards.
          PAYMENT_SANDBOX: '1',
          // GET /api/test/outbox: the password-reset journey follows the e-mailed link.
          TEST_OUTBOX: '1',
          // Covers are drawn when a page first shows them, not all 393 at the seed: the journeys
          // show a few dozen.
          SEED_COVERS: '0',
        },
        // Install, build the store, migrate and seed: a few minutes on a cold machine.
        timeout: 600_000,
        stdout: 'pipe',
        reuseExistingServer: false,
      },
})

function jsonReport() {
  const dir = process.env.VITEST_JSON_DIR
  return dir ? `${dir}/e2e-playwright.json` : 'test-results/report.json'
}
