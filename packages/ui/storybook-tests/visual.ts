/**
 * Visual regression of every story (node side): where the baselines live, how screenshots are
 * compared, and the browser command that tells a story test whether its baseline exists.
 *
 * Baselines: `packages/ui/storybook-tests/baselines/<theme>/<story-id>-chromium-linux.png`, made
 * on the project's Linux image with Debian's chromium. Update them with
 * `pnpm --filter @ebook/ui visual:update`; set `VISUAL_ALLOW_NEW=1` to let stories without a
 * baseline pass with a warning (by default a missing baseline fails).
 */
import { existsSync } from 'node:fs'
import { platform } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserCommand } from 'vitest/node'

/** The folder of the committed baseline screenshots. */
export const baselineDir = fileURLToPath(new URL('./baselines', import.meta.url))

/** The baseline file of a screenshot named `<theme>/<story-id>`. */
export function baselinePath(name: string, browserName: string): string {
  return join(baselineDir, `${name}-${browserName}-${platform()}.png`)
}

/** What the browser learns about a screenshot's baseline before it compares. */
export type VisualBaselineInfo = {
  /** The baseline file (absolute path). */
  path: string
  /** True when the baseline file exists. */
  exists: boolean
  /** True when vitest runs with `--update`: the screenshot (re)writes the baseline. */
  update: boolean
  /** True when `VISUAL_ALLOW_NEW=1`: a story with no baseline passes with a warning. */
  allowNew: boolean
}

export const visualBaseline: BrowserCommand<[name: string], VisualBaselineInfo> = (
  context,
  name,
) => {
  const browserName = context.project.config.browser.name ?? 'chromium'
  const path = baselinePath(name, browserName)
  return {
    path,
    exists: existsSync(path),
    update: context.project.config.snapshotOptions.updateSnapshot === 'all',
    allowNew: process.env.VISUAL_ALLOW_NEW === '1',
  }
}

/**
 * `toMatchScreenshot` settings: baselines in `baselineDir`, and a small tolerance so that
 * anti-aliasing noise passes while a changed word, colour or border fails.
 */
export const toMatchScreenshot = {
  resolveScreenshotPath: ({ arg, browserName }: { arg: string; browserName: string }) =>
    baselinePath(arg, browserName),
  comparatorName: 'pixelmatch' as const,
  comparatorOptions: {
    // Per-pixel colour distance (0-1) below which two pixels count as equal.
    threshold: 0.1,
    // Anti-aliased pixels are ignored (pixelmatch's includeAA: false); beyond that at most
    // 0.01% of the image may differ (about 100 pixels of a 1200x900 viewport).
    allowedMismatchedPixelRatio: 0.0001,
  },
  // How long the page may take to settle into a steady picture: a guard against a page that never
  // stops changing, not a speed check (a capture takes a second and more on a busy machine, and
  // vitest's 5 s default failed stories that were only slow to paint).
  timeout: 30_000,
}
