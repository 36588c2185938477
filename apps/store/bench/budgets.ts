/**
 * The store's budgets, measured on the production build served by the reference server
 * (`pnpm --filter @ebook/store budget`; the README's benchmark command):
 *
 *   - the home route's initial JS ≤ 130 KB gzip: the scripts and module preloads that the
 *     server-rendered HTML of `/` names, each file gzipped, with what it is made of by owner;
 *   - the JS each measured page requests until the network is idle after load ≤ 200 KB gzip
 *     (Playwright, Debian chromium, a phone's screen, a first visit: every script body gzipped);
 *   - Lighthouse (mobile preset, simulated throttling, Debian chromium, headless), the median of
 *     3 runs, on the same pages: performance ≥ 97, accessibility, best practices and SEO 100 (a
 *     page marked `noindex`, search results, is judged on SEO without the crawlability audit),
 *     LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS ≤ 0.01. Each figure is printed with the load average of its
 *     runs: simulated throttling scales the CPU time observed, so a busy machine scores lower;
 *   - the axe sweep (bench/a11y-sweep.ts): every page, both languages and themes, no violation of
 *     axe's rules or of the server's Content-Security-Policy;
 *   - the reader (bench/reader.ts): its JS beyond the entry until a sample's first page ≤ 120 KB
 *     gzip; a 1 MB EPUB's first page after navigation and a page turn's main-thread work, printed
 *     against their targets (1 s, 50 ms) without failing.
 *
 * It builds the store (bench/build.ts, unless `--no-build`), starts apps/server on a free port
 * serving that build with its own data folder (bench/server.ts), prints a table of figures against
 * budgets, and exits 1 when one is missed. Below the table: the initial JS by owner (with a build
 * of this run), the JS of each page by file, and for a page that misses a Lighthouse target, what
 * Lighthouse names as the cause (the LCP element and its phases, render-blocking requests, main
 * thread work, unused JS, audits that lost points).
 *
 * Options: --no-build (measure the build in --dist), --dist <dir> (apps/store/dist by default),
 * --no-lighthouse, --no-a11y, --no-reader (skip those parts), --pages /,/search (these pages only), --runs N
 * (Lighthouse runs per page, the median counts; 3 by default), --report-only (print the figures
 * and misses but exit 0: what the test command runs while a budget is still being worked on, so
 * the figures show in every CI log), --report-only-home (the same for the home route's initial JS
 * alone: every other miss fails), --reports <dir> (keep each Lighthouse report there as JSON).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { report as reportSweep, sweep } from './a11y-sweep'
import { buildStore, builtDist, type ChunkModules } from './build'
import { measureReader } from './reader'
import { seededIds, seededPages, startServer, storeDir, type SeededIds } from './server'

const KB = 1024
const budgets = {
  homeInitialJsGzip: 130 * KB,
  pageJsGzip: 200 * KB,
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 150,
  cls: 0.01,
}

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string', default: builtDist },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-a11y': { type: 'boolean', default: false },
    pages: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'report-only': { type: 'boolean', default: false },
    'report-only-home': { type: 'boolean', default: false },
    'no-reader': { type: 'boolean', default: false },
    reports: { type: 'string' },
  },
})
const dist = resolve(options.dist)
const runs = Math.max(1, Number(options.runs) || 1)

type Row = {
  what: string
  figure: string
  budget: string
  ok: boolean
  note?: string
  /** The home route's initial JS (`--report-only-home` prints its miss without failing). */
  homeInitial?: boolean
  /** A time that depends on the machine: printed against its target, never failed. */
  reportOnly?: boolean
}
const rows: Row[] = []
const notes: string[] = []
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
/** The machine's load average over 1, 5 and 15 minutes: Lighthouse's figures depend on it. */
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')
const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length
/** A page's path as a reader writes it (the Thai search word unescaped). */
const shown = (path: string) => decodeURIComponent(path)

/** The pages measured: the first pages of most visits, one of each kind, in Thai and English. */
function measuredPages(ids: SeededIds): string[] {
  return [
    '/',
    '/en',
    `/book-detail/${ids.book}`,
    `/category/${ids.category}`,
    `/search?q=${encodeURIComponent(ids.thaiWord)}`,
    '/bestseller',
    `/book-review/${ids.book}`,
  ]
}

// --- initial JS of the home route -----------------------------------------------------------

/** An HTML tag's attributes, by lower-case name (a bare attribute is ''). */
function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [, name, double, single, bare] of tag.matchAll(
    /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/gu,
  ))
    attributes[name!.toLowerCase()] = double ?? single ?? bare ?? ''
  return attributes
}

/**
 * The JS files a page's HTML makes the browser fetch at once: its scripts with a `src` and its
 * module preloads (and script preloads), as paths of the client build.
 */
function scriptFilesOf(html: string): string[] {
  const files = new Set<string>()
  for (const [, name, rest] of html.matchAll(/<(script|link)\b([^>]*)>/giu)) {
    const attributes = attributesOf(rest!)
    const url =
      name!.toLowerCase() === 'script'
        ? attributes.src
        : /\bmodulepreload\b/iu.test(attributes.rel ?? '') ||
            (/\bpreload\b/iu.test(attributes.rel ?? '') && attributes.as === 'script')
          ? attributes.href
          : undefined
    if (url?.startsWith('/') && !url.startsWith('//')) files.add(url.slice(1).split('?')[0]!)
  }
  return [...files]
}

/** The inline scripts of a page's HTML (the theme's, the router's hydration data): their gzip. */
function inlineScriptsGzip(html: string): { count: number; bytes: number } {
  const bodies = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/giu)]
    .filter(([, attributes]) => !/\bsrc\s*=/iu.test(attributes!))
    .map(([, , body]) => body!)
    .filter(Boolean)
  return { count: bodies.length, bytes: gzipSize(bodies.join('\n')) }
}

/** Which folder or package a module belongs to, for the breakdown. */
function ownerOf(id: string): string {
  const path = id.replace(/\\/g, '/')
  const pkg = path.match(/node_modules\/(?!\.pnpm)((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)(.*)$/)
  if (pkg) {
    const [, name, file] = pkg as unknown as [string, string, string]
    if (/^(react|react-dom|scheduler|use-sync-external-store)$/.test(name)) return 'React'
    if (/^@tanstack\/(react-router|router-core)$/.test(name))
      return /(^|\/)(ssr\/|Asset|Scripts|ScriptOnce|HeadContent|headContentUtils|manifest)/.test(
        file,
      )
        ? "TanStack Router's SSR client (hydration, the document's head and scripts)"
        : 'TanStack Router'
    if (name === '@tanstack/history') return 'TanStack Router'
    if (/^@tanstack\/(react-router-ssr-query|router-ssr-query-core)$/.test(name))
      return "TanStack Query's hydration (router-ssr-query)"
    if (/^@tanstack\/(query-core|react-query)$/.test(name)) return 'TanStack Query'
    if (/^seroval/.test(name)) return `npm ${name} (the router's hydration data)`
    if (
      /^(hast-|hastscript$|property-information$|web-namespaces$|(comma|space)-separated-tokens$)/.test(
        name,
      )
    )
      return 'npm hast-* and its schemas (HTML parsing: textOfHtml, the sanitiser)'
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
function breakdown(chunks: ChunkModules, files: string[], realGzip: number): [string, number][] {
  const parts = files.flatMap((file) =>
    (chunks.get(file) ?? []).map(([id, code]) => [ownerOf(id), code] as const),
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

async function homeInitialJs(url: string, chunks: ChunkModules | undefined) {
  // The first renders after a start can run into the renderer's time limit on a busy machine
  // (a 500 page, which names no scripts): a few tries before giving up.
  let response = await fetch(`${url}/`, { headers: { 'Accept-Encoding': 'identity' } })
  for (let tries = 1; response.status >= 500 && tries < 3; tries++) {
    console.log(`GET / answered ${response.status}: once more`)
    response = await fetch(`${url}/`, { headers: { 'Accept-Encoding': 'identity' } })
  }
  if (!response.ok) throw new Error(`GET / answered ${response.status}`)
  const html = await response.text()
  const files = scriptFilesOf(html)
  if (files.length === 0) throw new Error('The HTML of / names no script.')
  const sizes = await Promise.all(
    files.map(
      async (file) => [file, gzipSize(await readFile(join(dist, 'client', file)))] as const,
    ),
  )
  const initial = sizes.reduce((sum, [, size]) => sum + size, 0)
  rows.push({
    what: `home initial JS (${files.length} file${files.length === 1 ? '' : 's'}, gzip)`,
    figure: kb(initial),
    budget: `≤ ${kb(budgets.homeInitialJsGzip)}`,
    ok: initial <= budgets.homeInitialJsGzip,
    homeInitial: true,
  })
  const inline = inlineScriptsGzip(html)
  notes.push(
    `home initial JS: ${sizes.map(([file, size]) => `${file} ${kb(size)}`).join(', ')}; ` +
      `besides, the HTML's ${inline.count} inline scripts (theme, hydration data) ${kb(inline.bytes)} gzip`,
  )
  return { files, parts: chunks ? breakdown(chunks, files, initial) : [] }
}

// --- the JS each page requests ----------------------------------------------------------------

/** Lighthouse's mobile screen, so these figures and Lighthouse's see the same page. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

/** Opens each page in a fresh tab and sums the gzip of every script it fetches until idle. */
async function pagesJs(url: string, pages: string[]) {
  const { chromium } = await import('playwright')
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    for (const path of pages) {
      // A new context each time: a first visit, nothing cached from the page before.
      const context = await browser.newContext(PHONE)
      const page = await context.newPage()
      const scripts: Promise<[string, number]>[] = []
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? ''
        if (response.request().resourceType() !== 'script' && !/javascript/iu.test(type)) return
        scripts.push(
          response.body().then((body) => [new URL(response.url()).pathname, gzipSize(body)]),
        )
      })
      const response = await page.goto(`${url}${path}`, { waitUntil: 'load' })
      if (!response?.ok()) throw new Error(`${shown(path)} answered ${response?.status()}`)
      await page.waitForLoadState('networkidle')
      const files = await Promise.all(scripts)
      await context.close()
      const total = files.reduce((sum, [, size]) => sum + size, 0)
      rows.push({
        what: `${shown(path)} JS until idle (${files.length} files, gzip)`,
        figure: kb(total),
        budget: `≤ ${kb(budgets.pageJsGzip)}`,
        ok: total <= budgets.pageJsGzip,
      })
      const largest = files
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([file, size]) => `${file.replace(/^\/assets\//u, '')} ${kb(size)}`)
      notes.push(`${shown(path)} JS: ${largest.join(', ')}${files.length > 4 ? ', …' : ''}`)
    }
  } finally {
    await browser.close()
  }
}

// --- Lighthouse -----------------------------------------------------------------------------

type Audit = {
  id: string
  title: string
  score: number | null
  numericValue?: number
  displayValue?: string
  details?: { type: string; items?: Record<string, unknown>[] }
}
type LighthouseResult = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, Audit>
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

/**
 * A category's score, 0-100, as Lighthouse computes it (the weighted mean of its scored audits),
 * without the audits in `except`.
 */
function categoryScore(report: LighthouseResult, category: string, except: string[] = []) {
  const refs = (report.categories[category]?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && !except.includes(ref.id) && report.audits[ref.id]?.score != null,
  )
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0)
  if (weight === 0) return 0
  const sum = refs.reduce((total, ref) => total + ref.weight * report.audits[ref.id]!.score!, 0)
  return Math.round((sum / weight) * 100)
}

/** Whether a page asks search engines not to index it (meta robots or X-Robots-Tag). */
async function isNoindex(url: string): Promise<boolean> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })
  const html = await response.text()
  const meta = [...html.matchAll(/<meta\b([^>]*)>/giu)]
    .map(([, rest]) => attributesOf(rest!))
    .some((meta) => meta.name?.toLowerCase() === 'robots' && /noindex/iu.test(meta.content ?? ''))
  return meta || /noindex/iu.test(response.headers.get('X-Robots-Tag') ?? '')
}

type Item = Record<string, unknown>
const items = (audit: Audit | undefined): Item[] => audit?.details?.items ?? []
const ms = (value: unknown) => `${Math.round(Number(value))} ms`
const shortUrl = (value: unknown) => String(value).replace(/^https?:\/\/[^/]+/u, '')

/** What Lighthouse names as the causes of a page's performance figures, one line each. */
function causes(report: LighthouseResult): string[] {
  const lines: string[] = []
  const lcp = items(report.audits['largest-contentful-paint-element'])
  const element = lcp
    .flatMap((item) => (item.items as Record<string, unknown>[] | undefined) ?? [item])
    .find((item) => item.node) as { node: { snippet?: string; selector?: string } } | undefined
  if (element) lines.push(`LCP element: ${element.node.snippet ?? element.node.selector}`)
  const phases = lcp
    .flatMap((item) => (item.items as Record<string, unknown>[] | undefined) ?? [])
    .filter((item) => item.phase)
  if (phases.length)
    lines.push(`LCP phases: ${phases.map((p) => `${String(p.phase)} ${ms(p.timing)}`).join(', ')}`)
  // The first few items of each audit that tells where the time or the bytes went.
  const listed: [audit: string, label: string, count: number, line: (item: Item) => string][] = [
    [
      'render-blocking-resources',
      'render-blocking',
      9,
      (b) => `${shortUrl(b.url)} (${ms(b.wastedMs)})`,
    ],
    [
      'long-tasks',
      'long tasks',
      4,
      (t) => `${shortUrl(t.url)} ${ms(t.duration)} at ${ms(t.startTime)}`,
    ],
    [
      'bootup-time',
      'script CPU',
      3,
      (b) => `${shortUrl(b.url)} ${ms(b.total)} (evaluation ${ms(b.scripting)})`,
    ],
    [
      'unused-javascript',
      'unused JS',
      3,
      (u) => `${shortUrl(u.url)} ${kb(Number(u.wastedBytes))} of ${kb(Number(u.totalBytes))}`,
    ],
    [
      'layout-shifts',
      'layout shifts',
      3,
      (s) =>
        `${(s.node as { snippet?: string } | undefined)?.snippet ?? '?'} ${Number(s.score).toFixed(3)}`,
    ],
  ]
  for (const [audit, label, count, line] of listed) {
    const found = items(report.audits[audit])
    if (found.length) lines.push(`${label}: ${found.slice(0, count).map(line).join(', ')}`)
  }
  return lines
}

/** The audits that lost points in a category, by title. */
function lostAudits(report: LighthouseResult, category: string): string[] {
  return (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit!.title} (${Math.round(audit!.score! * 100)})`)
}

async function lighthousePages(url: string, pages: string[]) {
  if (options.reports) await mkdir(options.reports, { recursive: true })
  for (const page of pages) {
    const reports: LighthouseResult[] = []
    const loads: number[] = []
    for (let run = 0; run < runs; run++) {
      loads.push(loadavg()[0]!)
      // One more try after a failed run (Chrome's error page when an answer did not come).
      const { report, json } = await lighthouse(`${url}${page}`).catch((error: Error) => {
        console.log(`  ${shown(page)} run ${run + 1} failed, once more: ${error.message}`)
        return lighthouse(`${url}${page}`)
      })
      reports.push(report)
      const score = Math.round((report.categories.performance?.score ?? 0) * 100)
      console.log(
        `  ${shown(page)} run ${run + 1}: performance ${score} (load average ${loadAverage()})`,
      )
      if (options.reports) {
        const name = page.replace(/[^a-z0-9]+/giu, '-').replace(/^-|-$/gu, '') || 'home'
        await writeFile(join(options.reports, `${name}-${run + 1}.json`), json)
      }
    }
    const load = `load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`
    const noindex = await isNoindex(`${url}${page}`)
    const scores = (category: string, except: string[] = []) =>
      reports.map((report) => categoryScore(report, category, except))
    const before = rows.length
    const category = (name: string, key: keyof typeof budgets, except: string[] = []) => {
      const figure = median(scores(name, except))
      const exact = budgets[key] === 100
      rows.push({
        what: `${shown(page)} ${name}${except.length ? ` (noindex: ${except.join(', ')} excepted)` : ''}`,
        figure: String(figure),
        budget: `${exact ? '=' : '≥'} ${budgets[key]}`,
        ok: figure >= budgets[key],
        note: load,
      })
    }
    category('performance', 'performance')
    category('accessibility', 'accessibility')
    category('best-practices', 'bestPractices')
    category('seo', 'seo', noindex ? ['is-crawlable'] : [])
    const limits: [name: string, audit: string, limit: number, show: (v: number) => string][] = [
      ['LCP', 'largest-contentful-paint', budgets.lcpMs, (v) => `${(v / 1000).toFixed(2)} s`],
      ['TBT', 'total-blocking-time', budgets.tbtMs, (v) => `${Math.round(v)} ms`],
      ['CLS', 'cumulative-layout-shift', budgets.cls, (v) => v.toFixed(3)],
    ]
    for (const [name, audit, limit, show] of limits) {
      const figure = median(reports.map((report) => report.audits[audit]?.numericValue ?? Infinity))
      rows.push({
        what: `${shown(page)} ${name}`,
        figure: show(figure),
        budget: `≤ ${show(limit)}`,
        ok: figure <= limit,
        note: load,
      })
    }
    // The run whose performance is the median one tells what the figures are made of.
    const performance = scores('performance')
    const typical = reports[performance.indexOf(median(performance))]!
    const timings = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index']
      .map((id) => `${id.replace(/-/g, ' ')} ${ms(typical.audits[id]?.numericValue)}`)
      .join(', ')
    notes.push(`${shown(page)} (runs: performance ${performance.join(', ')}; ${load}): ${timings}`)
    if (rows.slice(before).some((row) => !row.ok)) {
      notes.push(...causes(typical).map((line) => `  ${line}`))
      for (const name of ['performance', 'accessibility', 'best-practices', 'seo']) {
        const lost = lostAudits(typical, name).filter(
          (title) => name !== 'seo' || !noindex || !/indexing/iu.test(title),
        )
        if (lost.length && name !== 'performance') notes.push(`  ${name}: ${lost.join('; ')}`)
      }
    }
  }
}

// --- the run ---------------------------------------------------------------------------------

async function main() {
  const started = Date.now()
  let chunks: ChunkModules | undefined
  if (!options['no-build']) {
    if (dist !== builtDist) throw new Error('--dist names another build: use it with --no-build.')
    console.log(`building the store into ${dist} (client, then server) …`)
    chunks = await buildStore()
  } else if (!existsSync(join(dist, 'server/entry.js'))) {
    throw new Error(`No build in ${dist}: run without --no-build.`)
  }

  console.log('starting the reference server (the first start seeds the catalogue) …')
  const server = await startServer(dist)
  let parts: [string, number][]
  let sweepResult: Awaited<ReturnType<typeof sweep>> | undefined
  try {
    const ids = await seededIds(server.url)
    const pages = options.pages?.split(',') ?? measuredPages(ids)
    const home = await homeInitialJs(server.url, chunks)
    parts = home.parts
    console.log(`the JS of ${pages.join(', ')} until the network is idle …`)
    await pagesJs(server.url, pages)
    if (!options['no-reader']) {
      console.log("the reader: its JS, a 1 MB book's first page, page turns …")
      const reader = await measureReader(server.url, home.files)
      rows.push(...reader.rows)
      notes.push(...reader.notes)
    }
    if (!options['no-lighthouse']) {
      console.log(`Lighthouse (mobile, ${runs} run${runs === 1 ? '' : 's'} a page) …`)
      await lighthousePages(server.url, pages)
    }
    if (!options['no-a11y']) {
      console.log('axe sweep of every page, both languages and themes, with the CSP on …')
      sweepResult = await sweep(server.url, seededPages(ids))
    }
  } finally {
    server.stop()
  }
  if (sweepResult) {
    const checked = sweepResult.outcomes.filter((outcome) => !outcome.missing).length
    rows.push({
      what: `axe and CSP violations (${checked} page views)`,
      figure: String(sweepResult.violations),
      budget: '= 0',
      ok: sweepResult.violations === 0,
    })
  }

  const width = Math.max(...rows.map((row) => row.what.length))
  console.log(`\nload average (1, 5, 15 min) now: ${loadAverage()}`)
  console.log(`${'budget'.padEnd(width)}  ${'figure'.padStart(10)}  ${'limit'.padEnd(10)}  result`)
  for (const row of rows)
    console.log(
      `${row.what.padEnd(width)}  ${row.figure.padStart(10)}  ${row.budget.padEnd(10)}  ${(row.ok ? 'ok' : 'MISSED').padEnd(6)}  ${row.note ?? ''}`.trimEnd(),
    )
  if (parts.length) {
    console.log('\nhome initial JS by owner (gzip KB it adds):')
    for (const [owner, bytes] of parts.filter(([, bytes]) => bytes >= 100))
      console.log(`  ${(bytes / KB).toFixed(2).padStart(6)}  ${owner}`)
  } else console.log('\n(the initial JS by owner comes with a build: run without --no-build)')
  console.log(`\n${notes.join('\n')}`)
  if (sweepResult) reportSweep(sweepResult)
  const missed = rows.filter((row) => !row.ok)
  console.log(
    `\n${missed.length ? `${missed.length} budget(s) missed` : 'every budget met'} (${Math.round((Date.now() - started) / 1000)} s)`,
  )
  const failing = missed.filter(
    (row) => !row.reportOnly && !(options['report-only-home'] && row.homeInitial),
  )
  if (missed.some((row) => row.reportOnly))
    console.log(
      "the reader's times depend on the machine: printed against their targets, not failed",
    )
  const excused = missed.filter((row) => !row.reportOnly).length > failing.length
  if (excused || (missed.length && options['report-only']))
    console.log(
      `${options['report-only'] ? '--report-only' : '--report-only-home'}: ` +
        'the misses above are printed, not failed (see apps/store/README.md)',
    )
  process.exitCode = failing.length && !options['report-only'] ? 1 : 0
}

await main()
