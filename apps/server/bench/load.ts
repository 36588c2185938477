/**
 * The load benchmark (not a test): `pnpm --filter @ebook/server bench:load`.
 *
 * Prepares a database with the seeded catalogue plus a synthetic one (100,000 books by default,
 * `--books N`), starts the server on it in its own process, and measures from this process, for
 * home, category, product details, search and autocomplete:
 *   - throughput: N keep-alive connections sending back to back (closed loop, `--seconds` each);
 *   - latency p50/p95/p99 at a steady rate a busy store sees (open loop: product details at
 *     1000 requests/s, the others at the rates below), where the targets apply;
 *   - the same closed loop against a bare node:http server answering a fixed JSON body, started
 *     the same way: the ceiling of this machine and of this generator;
 *   - the server's memory (RSS) after the runs, and how long a restart on the existing database
 *     takes until the first answer.
 * Every call carries a `deviceId` from a pool of 500 (the store sends one on every call: one guest
 * per browser) and a `Language` header, as the store does. Search runs twice: with a few fixed
 * terms (mostly answered from the server's cache) and with 200 words taken from the catalogue's
 * titles through the API at start (mostly real searches); the target applies to the latter.
 * It prints the figures and each target with "met" or "MISSED"; it exits 0 either way.
 */
import { randomUUID } from 'node:crypto'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { closedLoop, openLoop, type Call, type RunResult } from './load-generator.ts'

const serverDir = join(import.meta.dirname, '..')
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
  },
})
const books = Number(values.books)
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const rate = Number(values.rate)
const dataDir = join(serverDir, '.data', `bench-${books}`)
const port = 18_480
const barePort = 18_481

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return spawn(command, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
}

/** Waits until `url` answers 200, or fails after `timeoutMs`. Answers the milliseconds it took. */
async function until(url: string, timeoutMs: number): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
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

function startServer(): ChildProcess {
  return run(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
  })
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

const random = (n: number) => Math.floor(Math.random() * n)
const pick = <T>(list: readonly T[]) => list[random(list.length)]!

const line = (label: string, r: RunResult) =>
  `${label.padEnd(44)} ${r.perSecond.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   errors ${r.errors}`

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

// 2. The server and the bare ceiling, each in its own process.
let server = startServer()
const origin = `http://127.0.0.1:${port}`
await until(`${origin}/api/v2/home/categorytree`, 120_000)
const bare = run(process.execPath, [
  '-e',
  `const body = JSON.stringify({ Data: { Id: 1, Name: 'ขุนช้างขุนแผน' }, Message: null, ErrorList: [] });
   require('node:http').createServer((req, res) => { req.resume(); res.setHeader('Content-Type', 'application/json'); res.end(body) }).listen(${barePort}, '127.0.0.1')`,
])
const bareOrigin = `http://127.0.0.1:${barePort}`
await until(bareOrigin, 10_000)

// 3. What to ask for: ids and words taken from the running catalogue.
const tree = (await (await fetch(`${origin}/api/v2/home/categorytree`)).json()) as {
  Data: { CategoryId: number; SubCategories: { CategoryId: number }[] }[]
}
const categoryIds = tree.Data.flatMap((c) => [
  c.CategoryId,
  ...c.SubCategories.map((s) => s.CategoryId),
])
const productIds = [
  ...Array.from({ length: 300 }, (_, i) => i + 1),
  ...Array.from({ length: 2000 }, () => 1_000_001 + random(books)),
]
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

/** Up to 200 distinct words of the titles of random books, read through the API. */
async function catalogueWords(count: number): Promise<string[]> {
  const words = new Set<string>()
  const segmenters = {
    th: new Intl.Segmenter('th', { granularity: 'word' }),
    en: new Intl.Segmenter('en', { granularity: 'word' }),
  }
  for (let attempt = 0; attempt < count * 3 && words.size < count; attempt++) {
    const lang = attempt % 2 === 0 ? 'th' : 'en'
    const res = await fetch(`${origin}/api/v2/product/productdetails/${pick(productIds)}`, {
      headers: { Language: lang },
    })
    if (!res.ok) continue
    const { Data } = (await res.json()) as { Data: { Name: string } }
    for (const { segment, isWordLike } of segmenters[lang].segment(Data.Name)) {
      const word = segment.trim()
      if (isWordLike && [...word].length >= 3 && !/^\d+$/.test(word)) words.add(word)
      if (words.size >= count) break
    }
  }
  return [...words]
}
const catalogueTerms = await catalogueWords(200)

/** Each scenario: its name, the steady rate its latency is measured at, and its calls. */
const scenarios: [string, number, () => Call][] = [
  ['home', 200, () => ({ method: 'GET', path: '/api/v2/home/homepagecategorieswithproducts' })],
  [
    'category',
    200,
    () => ({
      method: 'GET',
      path: `/api/v2/catalog/category/${pick(categoryIds)}?pageNumber=${1 + random(5)}`,
    }),
  ],
  [
    'product details',
    rate,
    () => ({ method: 'GET', path: `/api/v2/product/productdetails/${pick(productIds)}` }),
  ],
  [
    'search (10 fixed terms)',
    100,
    () => ({
      method: 'POST',
      path: '/api/v2/catalog/search',
      body: JSON.stringify({ Data: { q: pick(terms) } }),
    }),
  ],
  [
    `search (${catalogueTerms.length} catalogue words)`,
    100,
    () => ({
      method: 'POST',
      path: '/api/v2/catalog/search',
      body: JSON.stringify({ Data: { q: pick(catalogueTerms) } }),
    }),
  ],
  [
    'autocomplete',
    300,
    () => ({
      method: 'GET',
      path: `/api/v2/catalog/search-autocomplete/${encodeURIComponent(pick(prefixes))}`,
    }),
  ],
]

console.log(`\nLoad benchmark: ${books} synthetic books + the seeded catalogue, ${seconds} s a run`)
console.log(
  `throughput: ${connections} connections back to back; latency: open loop at the rate shown\n`,
)
const throughput = new Map<string, RunResult>()
const latency = new Map<string, RunResult>()
for (const [label, steadyRate, call] of scenarios) {
  if (!label.includes(values.only)) continue
  const next = () => asBrowser(call())
  await closedLoop(origin, next, { connections, seconds: Number(values.warmup) }) // caches, JIT
  const max = await closedLoop(origin, next, { connections, seconds })
  const steady = await openLoop(origin, next, { rate: steadyRate, seconds })
  throughput.set(label, max)
  latency.set(label, steady)
  console.log(line(`${label}: throughput`, max))
  console.log(line(`${label}: at ${steadyRate} req/s`, steady))
}
const bareResult = await closedLoop(bareOrigin, () => ({ method: 'GET', path: '/' }), {
  connections,
  seconds,
})
console.log(line('bare node:http: throughput', bareResult))
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
const fixedRate = latency.get('product details') ?? none
const memory = rssMb(server.pid!)
console.log(`\nserver memory (RSS) after the runs: ${memory.toFixed(0)} MB`)

await stop(server)
const restarted = performance.now()
server = startServer()
await until(`${origin}/api/v2/home/categorytree`, 60_000)
const restartMs = performance.now() - restarted
console.log(
  `restart on the existing database, until the first answer: ${(restartMs / 1000).toFixed(2)} s`,
)
await stop(server)
await stop(bare)

const productDetails = throughput.get('product details') ?? none
const autocomplete = latency.get('autocomplete') ?? none
const cachedSearch = latency.get('search (10 fixed terms)') ?? none
const search = latency.get(`search (${catalogueTerms.length} catalogue words)`) ?? none
const targets: [string, boolean][] = [
  [
    `product details p99 ≤ 20 ms at ${rate} req/s (${fixedRate.p99.toFixed(1)} ms, ${fixedRate.errors} errors)`,
    fixedRate.p99 <= 20 && fixedRate.errors === 0,
  ],
  [
    `product details ≥ half the bare server's throughput (${productDetails.perSecond.toFixed(0)} vs ${bareResult.perSecond.toFixed(0)} req/s)`,
    productDetails.perSecond >= bareResult.perSecond / 2,
  ],
  [
    `autocomplete p95 ≤ 15 ms (${autocomplete.p95.toFixed(1)} ms at 300 req/s)`,
    autocomplete.p95 <= 15,
  ],
  [
    `search p95 ≤ 50 ms (${search.p95.toFixed(1)} ms at 100 req/s over ${catalogueTerms.length} catalogue words; ${cachedSearch.p95.toFixed(1)} ms over 10 fixed terms)`,
    search.p95 <= 50 && cachedSearch.p95 <= 50,
  ],
  [`server memory ≤ 400 MB (${memory.toFixed(0)} MB)`, memory <= 400],
  [`restart ready ≤ 3 s (${(restartMs / 1000).toFixed(2)} s)`, restartMs <= 3000],
]
console.log('\nTargets:')
for (const [label, met] of targets) console.log(`  ${met ? 'met   ' : 'MISSED'} ${label}`)
