#!/usr/bin/env node
/**
 * Publishes the kit's Storybook to Chromatic for review (`pnpm --filter @ebook/ui chromatic`).
 * For teams with a Chromatic project: set CHROMATIC_PROJECT_TOKEN (never commit it). Chromatic
 * builds Storybook with this package's `build-storybook` script. Extra arguments are passed on,
 * e.g. `pnpm --filter @ebook/ui chromatic --exit-zero-on-changes`.
 * Without the cloud, run the offline visual regression instead: `pnpm --filter @ebook/ui test:visual`.
 */
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'chromatic: CHROMATIC_PROJECT_TOKEN is not set.',
      "  Set it to your Chromatic project's token (from the project's settings on chromatic.com), e.g.",
      '  CHROMATIC_PROJECT_TOKEN=chpt_... pnpm --filter @ebook/ui chromatic',
      '  Chromatic needs network access to its cloud; offline, use `pnpm --filter @ebook/ui test:visual`.',
    ].join('\n'),
  )
  process.exit(1)
}

const uiDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = join(uiDir, 'node_modules/.bin/chromatic')
const result = spawnSync(
  bin,
  ['--build-script-name', 'build-storybook', ...process.argv.slice(2)],
  { cwd: uiDir, stdio: 'inherit', env: process.env },
)
if (result.error) {
  console.error(`chromatic: could not start ${bin}: ${result.error.message}`)
  process.exit(1)
}
process.exit(result.status ?? 1)
