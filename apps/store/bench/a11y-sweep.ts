/**
 * The axe sweep: every page of the store's first issue (bench/server.ts `seededPages`), in both
 * languages and both themes, in Debian chromium through Playwright, against the production build
 * served by the reference server with its seeded catalogue; axe-core (its default rules: WCAG 2.x
 * A and AA and best practices) must find no violation. A page whose route does not exist yet (it
 * shows 'Page Not Found') is skipped and listed, so the sweep can run while pages are being built.
 *
 * The pages come with the server's real Content-Security-Policy (every HTML answer must carry
 * one), and the browser must report no violation of it (`securitypolicyviolation` events, from
 * the first byte of each page on): a violation counts as one, with the directive and what it
 * blocked. axe is run through the DevTools protocol, which the page's CSP does not govern; an
 * injected `<script>` would itself be blocked.
 *
 * `pnpm --filter @ebook/store a11y` builds the store (unless --no-build), starts the server and
 * sweeps; `pnpm --filter @ebook/store budget` runs the same sweep after its budgets. Options:
 * --no-build, --dist <dir>, --pages /,/search (these only).
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Page } from 'playwright'
import { buildStore, builtDist } from './build'
import { seededIds, seededPages, startServer } from './server'

type Violation = { id: string; impact: string | null; help: string; targets: string[] }
type Outcome = { page: string; variant: string; missing: boolean; violations: Violation[] }
export type SweepResult = { outcomes: Outcome[]; missing: string[]; violations: number }

const variants = [
  { lang: 'th', theme: 'dark' },
  { lang: 'th', theme: 'light' },
  { lang: 'en', theme: 'dark' },
  { lang: 'en', theme: 'light' },
] as const

const notFoundTitles = ['Page Not Found', 'ไม่พบหน้านี้']

async function axeSource(): Promise<string> {
  const require = createRequire(import.meta.url)
  return readFile(require.resolve('axe-core/axe.min.js'), 'utf8')
}

/** Opens one page, waits until it has settled, and runs axe on it. */
async function check(
  page: Page,
  source: string,
  url: string,
): Promise<{ missing: boolean; violations: Violation[] }> {
  const response = await page.goto(url, { waitUntil: 'load' })
  if (!response?.headers()['content-security-policy'])
    throw new Error(`${url} came without a Content-Security-Policy header`)
  // The page's one h1, the parts that come when idle (footer), the parts that come when scrolled
  // near (the home page's category rows), and its data (no skeleton left).
  await page.locator('main h1').first().waitFor({ state: 'attached', timeout: 15_000 })
  await page.locator('footer').waitFor({ state: 'attached', timeout: 15_000 })
  await page.locator('footer').scrollIntoViewIfNeeded()
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), null, {
    timeout: 15_000,
  })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForLoadState('networkidle')
  const heading = (await page.locator('main h1').first().textContent())?.trim() ?? ''
  const missing = notFoundTitles.includes(heading) && !url.includes('/no/such/page')
  if (missing) return { missing, violations: [] }
  await page.evaluate(source)
  const violations = await page.evaluate(async () => {
    type Result = {
      violations: {
        id: string
        impact: string | null
        help: string
        nodes: { target: string[] }[]
      }[]
    }
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<Result> }
    }
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }))
  })
  return { missing, violations }
}

/** What the browser reports of a page's CSP violations, as axe findings of their own. */
async function recordCspViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = []
  await page.exposeFunction(
    'reportCspViolation',
    (directive: string, blocked: string, source: string) =>
      violations.push({
        id: 'csp-violation',
        impact: 'serious',
        help: `Content-Security-Policy ${directive} blocked ${blocked || 'an inline part'}`,
        targets: source ? [source] : [],
      }),
  )
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (...args: string[]) => void })
      .reportCspViolation
    document.addEventListener('securitypolicyviolation', (event) =>
      report(
        event.effectiveDirective,
        event.blockedURI,
        event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
      ),
    )
  })
  return violations
}

/** Sweeps `pages` (Thai paths; English is the same under /en) on the server at `url`. */
export async function sweep(url: string, pages: string[]): Promise<SweepResult> {
  const { chromium } = await import('playwright')
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const source = await axeSource()
  const outcomes: Outcome[] = []
  const missingPaths = new Set<string>()
  try {
    for (const variant of variants) {
      // One browser tab per variant: the theme is remembered as a visitor's choice would be.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), variant.theme)
      const page = await context.newPage()
      const cspViolations = await recordCspViolations(page)
      for (const path of pages) {
        if (missingPaths.has(path)) continue
        const localized = variant.lang === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path
        let result: { missing: boolean; violations: Violation[] }
        try {
          result = await check(page, source, `${url}${localized}`)
        } catch (error) {
          const message = (error as Error).message.split('\n')[0]
          result = {
            missing: false,
            violations: [
              {
                id: 'did-not-load',
                impact: 'critical',
                help: `The page did not settle: ${message}`,
                targets: [],
              },
            ],
          }
        }
        // What the page reported while it loaded and settled, and while axe ran.
        result.violations.push(...cspViolations.splice(0))
        if (result.missing) missingPaths.add(path)
        outcomes.push({ page: path, variant: `${variant.lang} ${variant.theme}`, ...result })
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  const missing = [...new Set(outcomes.filter((outcome) => outcome.missing).map((o) => o.page))]
  const violations = outcomes.reduce((sum, outcome) => sum + outcome.violations.length, 0)
  return { outcomes, missing, violations }
}

/** Prints the sweep's findings; returns whether it passed. */
export function report(result: SweepResult): boolean {
  const checked = result.outcomes.filter((outcome) => !outcome.missing)
  console.log(
    `\naxe sweep: ${checked.length} page views (${new Set(checked.map((o) => o.page)).size} pages × languages × themes), ${result.violations} violation(s)`,
  )
  for (const outcome of result.outcomes.filter((o) => o.violations.length)) {
    console.log(`  ${outcome.page} (${outcome.variant}):`)
    for (const violation of outcome.violations)
      console.log(
        `    ${violation.id} [${violation.impact}] ${violation.help}${violation.targets.length ? `: ${violation.targets.join(' | ')}` : ''}`,
      )
  }
  if (result.missing.length)
    console.log(
      `  skipped, not built yet (they show 'Page Not Found'): ${result.missing.join(', ')}`,
    )
  return result.violations === 0
}

async function main() {
  const { values: options } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      dist: { type: 'string', default: builtDist },
      pages: { type: 'string' },
    },
  })
  const dist = resolve(options.dist)
  if (!options['no-build']) {
    if (dist !== builtDist) throw new Error('--dist names another build: use it with --no-build.')
    console.log(`building the store into ${dist} …`)
    await buildStore()
  }
  console.log('starting the reference server (the first start seeds the catalogue) …')
  const server = await startServer(dist)
  try {
    const pages = options.pages?.split(',') ?? seededPages(await seededIds(server.url))
    const passed = report(await sweep(server.url, pages))
    process.exitCode = passed ? 0 : 1
  } finally {
    server.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
