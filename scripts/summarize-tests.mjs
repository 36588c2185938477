// Sums the vitest (and Playwright) JSON reports of every package into the closing line CI reads:
// "tests: N passed, N failed". A failed step with no report counts as one failure.
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'

const [dir, failedSteps = '0'] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0
for (const name of existsSync(dir) ? readdirSync(dir) : []) {
  if (!name.endsWith('.json')) continue
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'))
  if (report.stats && 'expected' in report.stats) {
    // A Playwright report (e2e): passed, flaky (passed on retry), failed, skipped.
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
    continue
  }
  passed += report.numPassedTests ?? 0
  failed += report.numFailedTests ?? 0
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}
if (failed === 0 && Number(failedSteps) > 0) failed = Number(failedSteps)
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
