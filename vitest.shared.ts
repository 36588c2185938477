/**
 * Settings every package's vitest config shares: the default console reporter, plus a JSON
 * report in $VITEST_JSON_DIR when scripts/test.sh collects the figures for its closing line.
 */
import { join } from 'node:path'
import type { ViteUserConfig } from 'vitest/config'

export function reporters(
  name: string,
): NonNullable<NonNullable<ViteUserConfig['test']>['reporters']> {
  const dir = process.env.VITEST_JSON_DIR
  if (!dir) return ['default']
  return [
    'default',
    ['json', { outputFile: join(dir, `${name.replace(/[^a-z0-9-]+/gi, '_')}.json`) }],
  ]
}
