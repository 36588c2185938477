/**
 * The load benchmark (not a test): `pnpm --filter @ebook/server bench:load`
 * (`--only <name part> --seconds N`; see the options below and apps/server/README.md
 * "Performance").
 *
 * Prepares a database with the seeded catalogue plus a synthetic one (100,000 books by default,
 * `--books N`; made once in .data/bench-N and migrated when the schema grew), builds the server
 * (scripts/build.mjs) and starts it as production runs it, `node dist/main.js` in a process of its
 * own (`--tsx` runs src/main.ts through tsx instead), waits until it has made its book pages in
 * advance (as a server that has run a while has), and measures from this process:
 *   - throughput: N keep-alive connections sending back to back (closed loop, `--seconds` each);
 *   - latency p50/p95/p99 at a steady rate a busy store sees (open loop: product details at
 *     1000 requests/s, the others at the rates shown), where the targets apply;
 *   - the same closed loop against a bare node:http server answering a fixed JSON body, started
 *     the same way: the ceiling of this machine and of this generator;
 *   - the server's memory (RSS) after all the runs, and how long a restart on the existing
 *     database takes until the first answer;
 *   - beside each throughput, the server's CPU time per request (from /proc): what a request
 *     costs the server itself, a figure that moves less than throughput on a shared machine.
 * Every call carries a `deviceId` from a pool of 500 (the store sends one on every call: one guest
 * per browser; each has opened one book page before the runs, so its guest exists) and a
 * `Language` header (th twice as often as en), as the store does.
 *
 * Workloads:
 *   - product details, popular books: ids drawn from every book of the catalogue with a Zipf
 *     distribution (s = 1; which book is how popular is a fixed random order), as shoppers look at
 *     a store's books: a few are viewed often, most rarely. This is the product-details figure the
 *     targets use;
 *   - product details, uniform: every book equally likely (nearly every page is read from disk,
 *     few from memory), printed beside it;
 *   - product details of one book only: not a workload, the cost of a page the server has in
 *     memory (the ceiling of the cached path), beside the bare server's;
 *   - search: 10 fixed terms (popular searches, mostly answered from cache); 200 words taken from
 *     the catalogue's titles through the API at start (searched over and over); and more
 *     catalogue words each searched only once ("first searches": none is answered from a cache);
 *   - home, category pages, autocomplete;
 *   - search typos (not a load): the typo queries made from the seeded Thai titles
 *     (typo-queries.ts; `--typos N` of them), each searched once: recall@10, the results a typo
 *     query answers on average, and whether each exact title comes first (typo-recall.ts).
 * It prints the figures and each target with "met" or "MISSED"; it exits 0 either way.
 */
import { randomUUID } from 'node:crypto'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import {
  catalogueWords,
  categoryIdsOf,
  pick,
  random,
  seededBookIds,
  shuffled,
  zipf,
} from './catalogue-sample.ts'
import { closedLoop, openLoop, type Call, type RunResult } from './load-generator.ts'
import { measureTypoRecall, type TypoRecall } from './typo-recall.ts'

const serverDir = join(import.meta.dirname, '..')
/** The Node options production runs the server with (package.json "serve"). */
const SERVER_NODE_FLAGS = '--max-semi-space-size=8 --heap-growing-percent=50'
const { values } = parseArgs({
  options: {
    books: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '32' },
    rate: { type: 'string', default: '1000' },
    /** Seconds of closed loop before each scenario's measured runs (caches, JIT). */
    warmup: { type: 'string', default: '1' },
    /** Runs only the scenarios whose name contains this (e.g. `--only product`). */
    only: { type: 'string', default: '' },
    /** The most typo queries searched for the typo recall. */
    typos: { type: 'string', default: '500' },
    /** Runs the server from its TypeScript sources through tsx, as in development. */
    tsx: { type: 'boolean', default: false },
    /** Node options of the server process (production's by default, see package.json "serve"). */
    'node-flags': { type: 'string', default: SERVER_NODE_FLAGS },
  },
})
const books = Number(values.books)
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const rate = Number(values.rate)
const dataDir = join(serverDir, '.data', `bench-${books}`)
const port = 18_480
const barePort = 18_481
/** The Zipf exponent of the popular-books workload. */
const ZIPF_S = 1

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return spawn(command, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
}

/** Waits until `url` answers 200, or fails after `timeoutMs`. Answers the milliseconds it took. */
async function until(url: string, timeoutMs: number, child?: ChildProcess): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`)
    try {
      const res = await fetch(url)
      if (res.ok) return performance.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Whether a server started here applied migrations (its memory then holds their work). */
let migrated = false
/** The server's line that tells its book pages are all made in advance (see pages-ahead.ts). */
let pagesMade: Promise<string> = Promise.resolve('')

function startServer(): ChildProcess {
  const flags = values['node-flags'].split(/\s+/u).filter(Boolean)
  const args = [...flags, ...(values.tsx ? ['--import', 'tsx', 'src/main.ts'] : ['dist/main.js'])]
  const child = run(process.execPath, args, {
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // No gateway keys here: the sandbox plays the payment methods (apps/server/README.md).
    PAYMENT_SANDBOX: '1',
  })
  // Its log, read so that a full pipe never blocks it; migrations are worth telling.
  let made: (text: string) => void = () => {}
  pagesMade = new Promise((resolve) => (made = resolve))
  createInterface({ input: child.stdout! }).on('line', (text) => {
    if (/migration/iu.test(text)) {
      migrated = true
      console.log(`  server: ${text}`)
    }
    if (/^Book pages made in advance/u.test(text)) made(text)
  })
  return child
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
}

/** CPU time (user + system) a process has used, in milliseconds (Linux clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/**
 * Runs `measure` and answers its result with the server's CPU time per request (microseconds):
 * what a request costs the server whatever else the machine runs.
 */
async function withCpu(pid: number, measure: () => Promise<RunResult>) {
  const before = cpuMs(pid)
  const result = await measure()
  const cpuPerRequest = ((cpuMs(pid) - before) * 1000) / Math.max(1, result.requests)
  return { result, cpuPerRequest }
}
const cpuText = (us: number) => `   server CPU ${us.toFixed(0).padStart(4)} µs/req`

const line = (label: string, r: RunResult) =>
  `${label.padEnd(58)} ${r.perSecond.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   errors ${r.errors}`

// 1. The database: seeded catalogue + synthetic books, made once per size.
if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) {
  console.log(`Preparing ${dataDir} with ${books} synthetic books (once)…`)
  const started = performance.now()
  const prepare = run(process.execPath, ['--import', 'tsx', 'src/seeding/cli.ts', String(books)], {
    DATA_DIR: dataDir,
  })
  prepare.stdout?.pipe(process.stdout)
  const code = await new Promise((resolve) => prepare.once('exit', resolve))
  if (code !== 0) throw new Error('preparing the benchmark database failed')
  console.log(`  prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

// 2. The server (built first, unless it runs through tsx) and the bare ceiling, each in its own
// process. A first start after the schema grew migrates the benchmark database: minutes.
if (!values.tsx) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: serverDir,
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('building the server failed')
}
let server = startServer()
const origin = `http://127.0.0.1:${port}`
await until(`${origin}/api/v2/home/categorytree`, 900_000, server)
if (migrated) {
  // A migration's work (index builds, a table filled) stays in PGlite's memory, which never
  // shrinks: measure a server that starts on the migrated database, as production runs after
  // its one migrating start.
  await stop(server)
  server = startServer()
  await until(`${origin}/api/v2/home/categorytree`, 120_000, server)
  console.log('  server: started again after migrating')
}
const bare = run(process.execPath, [
  '-e',
  `const body = JSON.stringify({ Data: { Id: 1, Name: 'ขุนช้างขุนแผน' }, Message: null, ErrorList: [] });
   require('node:http').createServer((req, res) => { req.resume(); res.setHeader('Content-Type', 'application/json'); res.end(body) }).listen(${barePort}, '127.0.0.1')`,
])
const bareOrigin = `http://127.0.0.1:${barePort}`
await until(bareOrigin, 10_000)

// 3. What to ask for: ids and words taken from the running catalogue.
const categoryIds = await categoryIdsOf(origin)
/** Every book of the catalogue: the seeded ones (ids from 1) and the synthetic ones. */
const bookIds = [
  ...(await seededBookIds(origin)),
  ...Array.from({ length: books }, (_, i) => 1_000_001 + i),
]

const popularOrder = shuffled(bookIds, 20_260_101)
const popular = zipf(popularOrder, ZIPF_S)

const terms = [
  'ขุนช้าง',
  'แผ่นดิน',
  'ความรัก',
  'ประวัติศาสตร์',
  'Holmes',
  'Pride',
  'pirde',
  'ขุนแผ',
  'dickens',
  'ลูกอีสาน',
]
const prefixes = ['ขุ', 'ขุนช', 'สี่แ', 'พระอ', 'Pri', 'Sher', 'Ali', 'คู่', 'the', 'war']

/** The browsers: each sends its own deviceId (a guest each) and a language. */
const devices = Array.from({ length: 500 }, () => randomUUID())
const languages = ['th', 'th', 'en'] as const
const asBrowser = (call: Call): Call => ({
  ...call,
  headers: { deviceId: pick(devices), Language: pick(languages), ...call.headers },
})

const words = await catalogueWords(origin, categoryIds)
const catalogueTerms = words.slice(0, 200)
// Words searched once each, never answered from a cache: enough for the steady rate first, the
// rest for the throughput run (which stops when they run out).
const freshWords = words.slice(200)
const freshForLatency = freshWords.slice(0, 100 * seconds)
const freshForThroughput = freshWords.slice(100 * seconds)
/** The next word of a list, each once; then again from the start (counted). */
function once(list: string[]) {
  let next = 0
  return {
    take: () => list[next++ % list.length]!,
    repeats: () => Math.max(0, next - list.length),
  }
}

const searchCall = (q: string): Call => ({
  method: 'POST',
  path: '/api/v2/catalog/search',
  body: JSON.stringify({ Data: { q } }),
})
const detailsCall = (id: number): Call => ({
  method: 'GET',
  path: `/api/v2/product/productdetails/${id}`,
})

const POPULAR = 'product details (popular books)'
const ONE = 'product details (one book, the cached-page ceiling)'
/** The most popular book of the popular workload. */
const popularBook = popularOrder[0]!
const UNIFORM = 'product details (uniform)'
const CATALOGUE = `search (${catalogueTerms.length} catalogue words)`
const FIRST = 'search (catalogue words, first search of each)'

interface Scenario {
  label: string
  /** The steady rate its latency is measured at. */
  rate: number
  call: () => Call
  /** Calls for the throughput run, when they differ (each word once); no warm-up then. */
  throughputCall?: () => Call
  /** The most calls of the throughput run. */
  maxRequests?: number
}
const firstThroughput = once(freshForThroughput)
const firstLatency = once(freshForLatency)
const scenarios: Scenario[] = [
  {
    label: 'home',
    rate: 200,
    call: () => ({ method: 'GET', path: '/api/v2/home/homepagecategorieswithproducts' }),
  },
  {
    label: 'category',
    rate: 200,
    call: () => ({
      method: 'GET',
      path: `/api/v2/catalog/category/${pick(categoryIds)}?pageNumber=${1 + random(5)}`,
    }),
  },
  { label: POPULAR, rate, call: () => detailsCall(popular.draw()) },
  { label: UNIFORM, rate, call: () => detailsCall(pick(bookIds)) },
  // Not a workload: what a page the server has in memory costs it, beside the bare server.
  { label: ONE, rate, call: () => detailsCall(popularBook) },
  { label: 'search (10 fixed terms)', rate: 100, call: () => searchCall(pick(terms)) },
  { label: CATALOGUE, rate: 100, call: () => searchCall(pick(catalogueTerms)) },
  {
    label: FIRST,
    rate: 100,
    call: () => searchCall(firstLatency.take()),
    throughputCall: () => searchCall(firstThroughput.take()),
    maxRequests: freshForThroughput.length,
  },
  {
    label: 'autocomplete',
    rate: 300,
    call: () => ({
      method: 'GET',
      path: `/api/v2/catalog/search-autocomplete/${encodeURIComponent(pick(prefixes))}`,
    }),
  },
]

console.log(
  `\nLoad benchmark: ${books} synthetic books + ${bookIds.length - books} seeded, ${seconds} s a run, ` +
    `server ${values.tsx ? 'through tsx (src/main.ts)' : 'compiled (node dist/main.js)'}` +
    `${values['node-flags'] ? ` with ${values['node-flags']}` : ''}`,
)
console.log(
  `throughput: ${connections} connections back to back; latency: open loop at the rate shown`,
)
console.log(
  `popular books: Zipf s=${ZIPF_S} over all ${bookIds.length} books (the top 1% get ` +
    `${(popular.topShare(Math.round(bookIds.length / 100)) * 100).toFixed(0)}% of the views, the top 10% ` +
    `${(popular.topShare(Math.round(bookIds.length / 10)) * 100).toFixed(0)}%); uniform: every book alike`,
)
console.log(
  `first searches: ${freshWords.length} catalogue words not searched before, each once ` +
    `(${freshForLatency.length} for the steady rate, ${freshForThroughput.length} for the throughput run)\n`,
)
// The browsers have been here before (a store's traffic is mostly returning browsers): one page
// view each, so that their guests exist before anything is measured.
{
  let next = 0
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < devices.length) {
        const deviceId = devices[next++]!
        await fetch(`${origin}/api/v2/product/productdetails/${pick(bookIds)}`, {
          headers: { deviceId, Language: pick(languages) },
        }).then((res) => res.arrayBuffer())
      }
    }),
  )
}

// A server that has run a while has its book pages made in advance (src/modules/catalog/
// pages-ahead.ts; some 20 s of background work after a start on 100,000 books): measured then.
if (!['0', 'false', 'off'].includes(process.env.RENDER_AHEAD ?? '')) {
  const waited = performance.now()
  const made = await Promise.race([
    pagesMade,
    new Promise<string>((resolve) => setTimeout(() => resolve(''), 600_000).unref()),
  ])
  console.log(
    made
      ? `server: ${made} (waited ${((performance.now() - waited) / 1000).toFixed(1)} s)\n`
      : 'server: book pages not made in advance within 10 minutes\n',
  )
}

const throughput = new Map<string, RunResult>()
const latency = new Map<string, RunResult>()
for (const scenario of scenarios) {
  if (!scenario.label.includes(values.only)) continue
  const next = () => asBrowser(scenario.call())
  const nextMax = scenario.throughputCall ? () => asBrowser(scenario.throughputCall!()) : next
  if (!scenario.throughputCall) {
    await closedLoop(origin, next, { connections, seconds: Number(values.warmup) }) // caches, JIT
  }
  const { result: max, cpuPerRequest } = await withCpu(server.pid!, () =>
    closedLoop(origin, nextMax, {
      connections,
      seconds,
      ...(scenario.maxRequests !== undefined ? { maxRequests: scenario.maxRequests } : {}),
    }),
  )
  const steady = await openLoop(origin, next, { rate: scenario.rate, seconds })
  throughput.set(scenario.label, max)
  latency.set(scenario.label, steady)
  console.log(line(`${scenario.label}: throughput`, max) + cpuText(cpuPerRequest))
  console.log(line(`${scenario.label}: at ${scenario.rate} req/s`, steady))
}
const TYPOS = 'search typos'
let typos: TypoRecall | null = null
if (TYPOS.includes(values.only)) {
  typos = await measureTypoRecall(
    origin,
    bookIds.filter((id) => id < 1_000_001),
    Number(values.typos),
  )
  const ms = (q: number) =>
    typos!.latencies[Math.floor(q * (typos!.latencies.length - 1))]!.toFixed(1)
  console.log(
    `${TYPOS}: ${typos.queries} of ${typos.made} queries (one-letter typos in the short Thai words of ${typos.titles} seeded titles), ` +
      `recall@10 ${typos.recall.toFixed(3)}, ${typos.meanResults.toFixed(1)} results a query on average, ` +
      `one at a time p50 / p95 ${ms(0.5)} / ${ms(0.95)} ms`,
  )
  console.log(
    `  by kind: ${[...typos.byKind].map(([kind, k]) => `${kind} ${k.found}/${k.queries}`).join(', ')}`,
  )
  for (const miss of typos.titleMisses) console.log(`  exact title not first: ${miss}`)
}
if (throughput.has(FIRST)) {
  const repeated = firstThroughput.repeats() + firstLatency.repeats()
  if (repeated > 0) console.log(`  (first searches: ${repeated} words had to be searched again)`)
}
const { result: bareResult, cpuPerRequest: bareCpu } = await withCpu(bare.pid!, () =>
  closedLoop(bareOrigin, () => ({ method: 'GET', path: '/' }), { connections, seconds }),
)
console.log(line('bare node:http: throughput', bareResult) + cpuText(bareCpu))
const none: RunResult = {
  requests: 0,
  errors: 0,
  seconds: 0,
  perSecond: 0,
  p50: NaN,
  p95: NaN,
  p99: NaN,
  max: NaN,
}
const memory = memoryMb(server.pid!)
console.log(
  `\nserver memory after the runs: RSS ${memory.rss.toFixed(0)} MB (peak ${memory.peak.toFixed(0)} MB)`,
)

await stop(server)
const restarted = performance.now()
server = startServer()
await until(`${origin}/api/v2/home/categorytree`, 60_000, server)
const restartMs = performance.now() - restarted
console.log(
  `restart on the existing database, until the first answer: ${(restartMs / 1000).toFixed(2)} s`,
)
await stop(server)
await stop(bare)

const details = throughput.get(POPULAR) ?? none
const detailsLatency = latency.get(POPULAR) ?? none
const uniform = throughput.get(UNIFORM) ?? none
const uniformLatency = latency.get(UNIFORM) ?? none
const cachedPage = throughput.get(ONE) ?? none
const autocomplete = latency.get('autocomplete') ?? none
const cachedSearch = latency.get('search (10 fixed terms)') ?? none
const search = latency.get(CATALOGUE) ?? none
const firstSearch = latency.get(FIRST) ?? none
const ran = (...labels: string[]) => labels.every((label) => latency.has(label))
/** Each target: its line, and whether it was met (null: its scenarios did not run). */
const targets: [string, boolean | null][] = [
  [
    `product details p99 ≤ 20 ms at ${rate} req/s, popular books (${detailsLatency.p99.toFixed(1)} ms, ${detailsLatency.errors} errors; uniform: ${uniformLatency.p99.toFixed(1)} ms, ${uniformLatency.errors} errors)`,
    ran(POPULAR) ? detailsLatency.p99 <= 20 && detailsLatency.errors === 0 : null,
  ],
  [
    `product details ≥ half the bare server's throughput, popular books (${details.perSecond.toFixed(0)} vs ${bareResult.perSecond.toFixed(0)} req/s; uniform: ${uniform.perSecond.toFixed(0)} req/s; one cached page: ${cachedPage.perSecond.toFixed(0)} req/s)`,
    ran(POPULAR) ? details.perSecond >= bareResult.perSecond / 2 : null,
  ],
  [
    `autocomplete p95 ≤ 15 ms (${autocomplete.p95.toFixed(1)} ms at 300 req/s)`,
    ran('autocomplete') ? autocomplete.p95 <= 15 : null,
  ],
  [
    `search p95 ≤ 50 ms at 100 req/s (first search of each word ${firstSearch.p95.toFixed(1)} ms; ${catalogueTerms.length} catalogue words ${search.p95.toFixed(1)} ms; 10 fixed terms ${cachedSearch.p95.toFixed(1)} ms)`,
    ran(FIRST, CATALOGUE, 'search (10 fixed terms)')
      ? firstSearch.p95 <= 50 && search.p95 <= 50 && cachedSearch.p95 <= 50
      : null,
  ],
  [
    `search typos: recall@10 ≥ 0.95, at most 30 results a query on average, every exact title first (${typos ? `${typos.recall.toFixed(3)}; ${typos.meanResults.toFixed(1)} results; ${typos.titles - typos.titleMisses.length} of ${typos.titles} titles first` : ''})`,
    typos
      ? typos.recall >= 0.95 && typos.meanResults <= 30 && typos.titleMisses.length === 0
      : null,
  ],
  [`server memory ≤ 400 MB after the runs (RSS ${memory.rss.toFixed(0)} MB)`, memory.rss <= 400],
  [`restart ready ≤ 3 s (${(restartMs / 1000).toFixed(2)} s)`, restartMs <= 3000],
]
console.log('\nTargets:')
for (const [label, met] of targets) {
  console.log(`  ${met === null ? 'not run' : met ? 'met    ' : 'MISSED '} ${label}`)
}
