// Sums the vitest (and Playwright) JSON reports of every package into the closing lines CI reads:
// each failed test with the start of its message (CI keeps only the end of a long log), then
// "tests: N passed, N failed". A failed step with no report counts as one failure.
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'

const [dir, failedSteps = '0'] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0
const failures = []

const firstLines = (message = '') =>
  message
    // eslint-disable-next-line no-control-regex -- colour codes from the reporters
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() && !/^\s+at /.test(line))
    .slice(0, 4)
    .map((line) => `    ${line.slice(0, 200)}`)
    .join('\n')

// Playwright nests suites (file, describe) around specs, each spec's tests per project.
function playwrightFailures(suites = [], file = '') {
  for (const suite of suites) {
    const at = suite.file ?? file
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue
        const last = test.results?.at(-1)
        failures.push(
          `e2e ${at} › ${spec.title} [${test.projectName}]\n${firstLines(last?.error?.message)}`,
        )
      }
    }
    playwrightFailures(suite.suites, at)
  }
}

for (const name of existsSync(dir) ? readdirSync(dir) : []) {
  if (!name.endsWith('.json')) continue
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'))
  if (report.stats && 'expected' in report.stats) {
    // A Playwright report (e2e): passed, flaky (passed on retry), failed, skipped.
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
    playwrightFailures(report.suites)
    continue
  }
  passed += report.numPassedTests ?? 0
  failed += report.numFailedTests ?? 0
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  for (const file of report.testResults ?? []) {
    const at = relative(process.cwd(), file.name ?? '')
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failures.push(`${at} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`)
    }
    // A file that failed before its tests ran (an import error) has no failed test to name.
    if (
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((t) => t.status === 'failed')
    )
      failures.push(`${at}\n${firstLines(file.message)}`)
  }
}
if (failed === 0 && Number(failedSteps) > 0) failed = Number(failedSteps)
if (failures.length) console.log(`\nfailed tests:\n${failures.join('\n')}`)
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
