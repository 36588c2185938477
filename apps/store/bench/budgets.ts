/**
 * The store's budgets, printed against the production build served by the reference server
 * (`pnpm --filter @ebook/store budget`; the README's benchmark command):
 *
 *   - initial JS of the home route ≤ 130 KB gzip: the entry, what index.html preloads, and the
 *     parts the home route needs to render (from the build's manifest), each file gzipped;
 *   - Lighthouse (mobile preset, Debian chromium, headless) on `/`, `/book-detail/{id}` of a
 *     seeded book and `/search?q={a Thai word}`: performance ≥ 95, accessibility 100, best
 *     practices ≥ 95, SEO 100, CLS ≤ 0.05.
 *
 * It builds the store (unless `--no-build`), starts apps/server on a free port serving that
 * build with its own data folder (apps/store/.bench-data, kept between runs: the first start
 * seeds the catalogue, again after a change of the server's seed code), prints a table of
 * figures against budgets, and exits 1 when one is missed.
 * Below the table, what the initial JS is made of, by folder, so a miss points at its cause.
 *
 * Then the axe sweep (bench/a11y-sweep.ts): every page, both languages and themes, no violation.
 *
 * Options: --no-build (use the build in --dist), --dist <dir> (apps/store/dist by default),
 * --no-lighthouse, --no-a11y (skip those parts), --pages /,/search (Lighthouse on these only),
 * --runs N (Lighthouse runs per page, the median counts; 1 by default), --report-only (print
 * the figures and misses but exit 0: what the test command runs while a budget is still being
 * worked on, so the figures show in every CI log; the README's benchmark command fails on a miss),
 * --reports <dir> (keep each Lighthouse report there as JSON, to read the LCP element, the
 * request chain and the metric breakdown; the load average is printed with the figures, since
 * simulated throttling scales the CPU time observed on a busy machine).
 */
import { spawn } from 'node:child_process'
import { report as reportSweep, sweep } from './a11y-sweep'
import { seededIds, seededPages, startServer, storeDir } from './server'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

const KB = 1024
const budgets = {
  homeInitialJsGzip: 130 * KB,
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  cls: 0.05,
}

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string', default: join(storeDir, 'dist') },
    lighthouse: { type: 'boolean', default: true },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-a11y': { type: 'boolean', default: false },
    pages: { type: 'string' },
    runs: { type: 'string', default: '1' },
    'report-only': { type: 'boolean', default: false },
    reports: { type: 'string' },
  },
})
const dist = resolve(options.dist)
const runLighthouse = options.lighthouse && !options['no-lighthouse']
const runSweep = !options['no-a11y']
const runs = Math.max(1, Number(options.runs) || 1)

type Row = { what: string; figure: string; budget: string; ok: boolean }
const rows: Row[] = []
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
/** The machine's load average over 1, 5 and 15 minutes: Lighthouse's figures depend on it. */
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')

// --- build --------------------------------------------------------------------------------

/** The modules of each emitted chunk (for the breakdown), captured while building. */
const chunkModules = new Map<string, [id: string, code: string][]>()

async function buildStore() {
  const { build } = await import('vite')
  await build({
    root: storeDir,
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true },
    plugins: [
      {
        name: 'budget-modules',
        generateBundle(_options, bundle) {
          for (const item of Object.values(bundle)) {
            if (item.type !== 'chunk') continue
            chunkModules.set(
              item.fileName,
              Object.entries(item.modules).map(([id, module]) => [id, module.code ?? '']),
            )
          }
        },
      },
    ],
  })
}

// --- initial JS of the home route -----------------------------------------------------------

type ManifestChunk = { file: string; src?: string; imports?: string[]; isEntry?: boolean }

/** The JS files the home page needs to render, from index.html and the build's manifest. */
async function homeInitialJs(): Promise<string[]> {
  const html = await readFile(join(dist, 'index.html'), 'utf8')
  const files = new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]!),
  )
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  // The home route's own parts, if the router split any (src/routes/{-$locale}/index.tsx?tsr-split=…).
  const add = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(add)
  }
  for (const key of Object.keys(manifest))
    if (key.startsWith('src/routes/{-$locale}/index.tsx') && !manifest[key]!.isEntry) add(key)
  return [...files]
}

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length

/** Which folder or package a module belongs to, for the breakdown. */
function ownerOf(id: string): string {
  const path = id.replace(/\\/g, '/')
  const pkg = path.match(/node_modules\/(?!\.pnpm)((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/)
  if (pkg) {
    const name = pkg[1]!
    if (/^(react|react-dom|scheduler|use-sync-external-store)$|^@tanstack\//.test(name))
      return 'React, the router, TanStack Query'
    return `npm ${name}`
  }
  const inRepo = path.match(/\/(packages\/[^/]+|apps\/[^/]+)\/src\/(.*)$/)
  if (!inRepo) return path.startsWith('\0') || !path.includes('/') ? 'bundler runtime' : path
  const [, pkgDir, rest] = inRepo
  if (pkgDir === 'apps/store') {
    if (rest!.startsWith('routes/')) return 'store src/routes (route definitions)'
    return `store src/${rest!.split('/')[0]}`
  }
  if (pkgDir === 'packages/ui') return `kit ${rest!.split('/').slice(0, 2).join('/')}`
  return `${pkgDir} ${rest!.split('/')[0]}`
}

/**
 * What each owner adds to the gzip size of the initial JS: the whole, gzipped, less the whole
 * without that owner's modules, scaled to the real (minified) size.
 */
function breakdown(files: string[], realGzip: number): [string, number][] {
  const parts = files.flatMap((file) =>
    (chunkModules.get(file) ?? []).map(([id, code]) => [ownerOf(id), code] as const),
  )
  if (parts.length === 0) return []
  const all = gzipSize(parts.map(([, code]) => code).join('\n'))
  const scale = realGzip / all
  const owners = [...new Set(parts.map(([owner]) => owner))]
  return owners
    .map((owner): [string, number] => {
      const rest = parts.filter(([other]) => other !== owner).map(([, code]) => code)
      return [owner, (all - gzipSize(rest.join('\n'))) * scale]
    })
    .sort((a, b) => b[1] - a[1])
}

// --- Lighthouse -----------------------------------------------------------------------------

type LighthouseResult = {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { score: number | null; numericValue?: number; title: string }>
}

/** One Lighthouse run (mobile preset, its default) in Debian chromium; the report as JSON. */
function lighthouse(url: string): Promise<{ report: LighthouseResult; json: string }> {
  const bin = join(storeDir, 'node_modules/.bin/lighthouse')
  const args = [
    url,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ]
  return new Promise((done, fail) => {
    const child = spawn(bin, args, {
      env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (data: Buffer) => (out += data.toString()))
    child.stderr.on('data', (data: Buffer) => (err += data.toString()))
    child.once('exit', (code) => {
      if (code !== 0) return fail(new Error(`lighthouse ${url} exited ${code}:\n${err}`))
      try {
        done({ report: JSON.parse(out) as LighthouseResult, json: out })
      } catch (error) {
        fail(error as Error)
      }
    })
  })
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** The audits that lost points in a category, for the findings list. */
function findings(report: LighthouseResult, ids: string[]): string[] {
  return ids
    .map((id) => report.audits[id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit!.title} (${Math.round(audit!.score! * 100)})`)
}

async function lighthousePages(url: string, pages: string[]) {
  const categoryIds = {
    performance: 'performance',
    accessibility: 'accessibility',
    'best-practices': 'bestPractices',
    seo: 'seo',
  } as const
  const notes: string[] = []
  if (options.reports) await mkdir(options.reports, { recursive: true })
  for (const page of pages) {
    const reports: LighthouseResult[] = []
    for (let run = 0; run < runs; run++) {
      const load = loadAverage()
      const { report, json } = await lighthouse(`${url}${page}`)
      reports.push(report)
      const score = Math.round((report.categories.performance?.score ?? 0) * 100)
      console.log(`  ${page} run ${run + 1}: performance ${score} (load average ${load})`)
      if (options.reports) {
        const name = page.replace(/[^a-z0-9]+/giu, '-').replace(/^-|-$/gu, '') || 'home'
        await writeFile(join(options.reports, `${name}-${run + 1}.json`), json)
      }
    }
    const score = (category: string) =>
      median(reports.map((report) => Math.round((report.categories[category]?.score ?? 0) * 100)))
    for (const [category, key] of Object.entries(categoryIds)) {
      const figure = score(category)
      const budget = budgets[key]
      const exact = key === 'accessibility' || key === 'seo'
      rows.push({
        what: `${page} ${category}`,
        figure: String(figure),
        budget: exact ? `= ${budget}` : `≥ ${budget}`,
        ok: figure >= budget,
      })
    }
    const cls = median(
      reports.map((report) => report.audits['cumulative-layout-shift']?.numericValue ?? 1),
    )
    rows.push({
      what: `${page} CLS`,
      figure: cls.toFixed(3),
      budget: `≤ ${budgets.cls}`,
      ok: cls <= budgets.cls,
    })
    const last = reports[reports.length - 1]!
    const auditRefs = Object.fromEntries(
      Object.entries(
        (last as unknown as { categories: Record<string, { auditRefs: { id: string }[] }> })
          .categories,
      ).map(([id, category]) => [id, category.auditRefs.map((ref) => ref.id)]),
    )
    const lost = Object.values(auditRefs).flatMap((ids) => findings(last, ids))
    if (lost.length) notes.push(`${page}: ${[...new Set(lost)].join('; ')}`)
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'speed-index',
    ]
      .map((id) => `${id.replace(/-/g, ' ')} ${last.audits[id]?.numericValue?.toFixed(0)} ms`)
      .join(', ')
    notes.push(`${page}: ${metrics}`)
  }
  return notes
}

// --- the run ---------------------------------------------------------------------------------

async function main() {
  const started = Date.now()
  if (options.build && !options['no-build']) {
    console.log(`building the store into ${dist} …`)
    await buildStore()
  } else if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`No build in ${dist}: run without --no-build.`)
  }

  const files = await homeInitialJs()
  const sizes = await Promise.all(
    files.map(async (file) => [file, gzipSize(await readFile(join(dist, file)))] as const),
  )
  const initial = sizes.reduce((sum, [, size]) => sum + size, 0)
  rows.push({
    what: `home initial JS (${files.length} file${files.length === 1 ? '' : 's'}, gzip)`,
    figure: kb(initial),
    budget: `≤ ${kb(budgets.homeInitialJsGzip)}`,
    ok: initial <= budgets.homeInitialJsGzip,
  })
  const parts = breakdown(files, initial)

  let notes: string[] = []
  let sweepResult: Awaited<ReturnType<typeof sweep>> | undefined
  if (runLighthouse || runSweep) {
    console.log('starting the reference server (the first start seeds the catalogue) …')
    const server = await startServer(dist)
    try {
      const ids = await seededIds(server.url)
      if (runLighthouse) {
        const pages = options.pages?.split(',') ?? [
          '/',
          `/book-detail/${ids.book}`,
          `/search?q=${encodeURIComponent(ids.thaiWord)}`,
        ]
        console.log(`Lighthouse (mobile) on ${pages.join(', ')} …`)
        notes = await lighthousePages(server.url, pages)
      }
      if (runSweep) {
        console.log('axe sweep of every page, both languages and themes …')
        sweepResult = await sweep(server.url, seededPages(ids))
      }
    } finally {
      server.stop()
    }
  }
  if (sweepResult) {
    const checked = sweepResult.outcomes.filter((outcome) => !outcome.missing).length
    rows.push({
      what: `axe violations (${checked} page views)`,
      figure: String(sweepResult.violations),
      budget: '= 0',
      ok: sweepResult.violations === 0,
    })
  }

  const width = Math.max(...rows.map((row) => row.what.length))
  console.log(`\nload average (1, 5, 15 min): ${loadAverage()}`)
  console.log(`${'budget'.padEnd(width)}  ${'figure'.padStart(10)}  ${'limit'.padEnd(10)}  result`)
  for (const row of rows)
    console.log(
      `${row.what.padEnd(width)}  ${row.figure.padStart(10)}  ${row.budget.padEnd(10)}  ${row.ok ? 'ok' : 'MISSED'}`,
    )
  if (parts.length) {
    console.log('\nhome initial JS by owner (gzip KB added):')
    for (const [owner, bytes] of parts.filter(([, bytes]) => bytes >= 100))
      console.log(`  ${(bytes / KB).toFixed(2).padStart(6)}  ${owner}`)
  }
  if (notes.length) console.log(`\nLighthouse:\n  ${notes.join('\n  ')}`)
  if (sweepResult) reportSweep(sweepResult)
  const missed = rows.filter((row) => !row.ok)
  console.log(
    `\n${missed.length ? `${missed.length} budget(s) missed` : 'every budget met'} (${Math.round((Date.now() - started) / 1000)} s)`,
  )
  if (missed.length && options['report-only'])
    console.log(
      '--report-only: the misses above are printed, not failed (see apps/store/README.md)',
    )
  process.exitCode = missed.length && !options['report-only'] ? 1 : 0
}

await main()
