/**
 * The store's delivery benchmark (not a test): `pnpm --filter @ebook/server bench:delivery`
 * (`--seconds N --connections N --renders N --fake`; see apps/server/README.md "Performance").
 *
 * In one run, on one machine, with autocannon (32 connections, `Accept-Encoding: gzip, br`):
 *   - a bare node:http server answering a fixed body: the ceiling of this machine and generator;
 *   - a book page's HTML held in the server's HTML cache (target ≥ 0.2 × bare);
 *   - the store's entry script, from memory, precompressed (target ≥ 0.3 × bare);
 * each with req/s, p99, the bytes a second the generator read (on a busy machine autocannon,
 * not the server, bounds large answers), the answering process's CPU per request (from /proc) and
 * its ratio to bare. Then the server CPU of an uncached render: the app
 * in this process with its HTML cache off (STORE_HTML_CACHE=off), the API's caches warm, and
 * `process.cpuUsage()` around each render of `--renders` different book pages (target p95 ≤ 10 ms).
 * Before that, the shoppers' mix (`--shoppers`, `--mix-seconds`; target: no errors, p99 ≤ 300 ms):
 * each shopper a guest of its own, in Thai or English, opening the home page, a category, a
 * book, a search for a word of the catalogue's titles and putting that book in its basket, over
 * and over without pause (the pages' HTML and the basket call; the scripts, fonts and pictures a
 * browser has cached after its first page are left out).
 *
 * The store is the built one (apps/store/dist, or STORE_DIST) when it has its server entry; with
 * `--fake`, or without a build, a stand-in written here: an entry script of the real one's size
 * and a renderer that makes a book page of about the real page's size from the product details
 * API. The output says which was measured. The database is the seeded catalogue in
 * .data/bench-delivery (seeded by the first start).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { catalogueWords, categoryIdsOf, pick, seededBookIds, shuffled } from './catalogue-sample.ts'
import { closedLoop, type Call, type RunResult } from './load-generator.ts'

const serverDir = join(import.meta.dirname, '..')
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '32' },
    renders: { type: 'string', default: '50' },
    /** Shoppers of the page mix, and its seconds (0: no mix). */
    shoppers: { type: 'string', default: '200' },
    'mix-seconds': { type: 'string', default: '60' },
    /** Measures the stand-in build even when a real one exists. */
    fake: { type: 'boolean', default: false },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const renders = Number(values.renders)
const shoppers = Number(values.shoppers)
const mixSeconds = Number(values['mix-seconds'])
const dataDir = join(serverDir, '.data', 'bench-delivery')
const port = 18_490
const barePort = 18_491
const origin = `http://127.0.0.1:${port}`
const ACCEPT = { 'Accept-Encoding': 'gzip, br' }

/** The stand-in store: an entry script, a renderer of book pages from the product details API. */
function writeFakeBuild(dir: string): { entryScript: string } {
  const client = join(dir, 'client')
  mkdirSync(join(client, 'assets'), { recursive: true })
  mkdirSync(join(dir, 'server'), { recursive: true })
  // 114 KB of script-like text that compresses as a bundle does (about 3.5×).
  const words = Array.from({ length: 4000 }, (_, i) => `v${i.toString(36)}`)
  let script = ''
  while (script.length < 114_000) {
    const word = words[randomBytes(2).readUInt16LE() % words.length]!
    script += `function ${word}(a,b){return a.${word}?b:${randomBytes(3).toString('hex')}}\n`
  }
  const entryScript = '/assets/index-fake0001.js'
  writeFileSync(join(client, entryScript), script)
  writeFileSync(join(client, `${entryScript}.br`), brotliCompressSync(script))
  writeFileSync(join(client, `${entryScript}.gz`), gzipSync(script, { level: 9 }))
  writeFileSync(
    join(dir, 'server', 'entry.js'),
    `const filler = ${JSON.stringify('<div class="grid gap-4 md:grid-cols-2"><a class="text-sm underline" href="/category/1">หมวดหมู่</a></div>'.repeat(300))}
export function createRenderer({ fetch, origin }) {
  return async (request) => {
    const path = new URL(request.url).pathname
    const book = /^(\\/en)?\\/book-detail\\/(\\d+)$/.exec(path)
    if (!book) return new Response('<!doctype html><h1>Page Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=60' } })
    const answer = await fetch(origin + '/api/v2/product/productdetails/' + book[2], { headers: { Language: book[1] ? 'en' : 'th' } })
    const data = await answer.text()
    const html = '<!doctype html><html><head><title>book</title></head><body>' + filler + '<script>window.__DATA__=' + data.replace(/</g, '\\\\u003c') + '</script></body></html>'
    return new Response(html, { status: answer.status === 404 ? 404 : 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' } })
  }
}
`,
  )
  return { entryScript }
}

/** The entry script of a real build: the manifest's entry. */
function realEntryScript(storeDir: string): string {
  const manifest = JSON.parse(
    readFileSync(join(storeDir, 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean }>
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('The store build has no entry in client/.vite/manifest.json.')
  return `/${entry.file}`
}

const realStore = process.env.STORE_DIST ?? join(serverDir, '..', 'store', 'dist')
const useReal =
  !values.fake &&
  existsSync(join(realStore, 'server', 'entry.js')) &&
  existsSync(join(realStore, 'client'))
const fakeDir = useReal ? null : mkdtempSync(join(tmpdir(), 'ebook-bench-store-'))
const storeDir = useReal ? realStore : fakeDir!
const { entryScript } = useReal
  ? { entryScript: realEntryScript(storeDir) }
  : writeFakeBuild(storeDir)
console.log(
  useReal
    ? `Store: the real build in ${storeDir}`
    : `Store: a FAKE build (stand-in entry script and renderer${values.fake ? '' : ': no real build with server/entry.js'})`,
)

function run(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function until(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

const serverEnv = {
  PORT: String(port),
  DATA_DIR: dataDir,
  STORE_DIST: storeDir,
  NODE_ENV: 'production',
  PAYMENT_SANDBOX: '1',
  PUBLIC_URL: origin,
}

// The server as production runs it (compiled), and the bare ceiling.
const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
  cwd: serverDir,
  stdio: 'inherit',
})
if (build.status !== 0) throw new Error('building the server failed')
const server = run(
  ['--max-semi-space-size=8', '--heap-growing-percent=50', 'dist/main.js'],
  serverEnv,
)
const bare = run(
  [
    '-e',
    `const body = JSON.stringify({ Data: { Id: 1, Name: 'ขุนช้างขุนแผน' }, Message: null, ErrorList: [] });
     require('node:http').createServer((req, res) => { req.resume(); res.setHeader('Content-Type', 'application/json'); res.end(body) }).listen(${barePort}, '127.0.0.1')`,
  ],
  {},
)

interface Measured {
  perSecond: number
  p99: number
  errors: number
  /** Bytes a second the generator read: where it, not the server, is the bound. */
  bytesPerSecond: number
  /** The answering process's CPU time per request (µs), from /proc. */
  cpuPerRequest: number
}

/** CPU time (user + system) a process has used, in ms (Linux clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function measure(url: string, pid: number): Promise<Measured> {
  const before = cpuMs(pid)
  const result = await autocannon({ url, connections, duration: seconds, headers: ACCEPT })
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerSecond: result.throughput.average,
    cpuPerRequest: ((cpuMs(pid) - before) * 1000) / Math.max(1, result.requests.total),
  }
}

try {
  await until(`${origin}/api/v2/home/categorytree`, 600_000, server)
  await until(`http://127.0.0.1:${barePort}/`, 10_000, bare)

  // Books of the catalogue: the first `renders` that have a page.
  const bookIds: number[] = []
  for (let id = 1; bookIds.length < renders && id < renders * 20; id++) {
    if ((await fetch(`${origin}/api/v2/product/productdetails/${id}`)).ok) bookIds.push(id)
  }
  if (bookIds.length === 0) throw new Error('The catalogue has no books.')
  const bookPage = `/book-detail/${bookIds[0]}`
  for (const path of [bookPage, entryScript]) {
    const response = await fetch(`${origin}${path}`, { headers: ACCEPT })
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    const size = (await response.arrayBuffer()).byteLength
    console.log(`  ${path}: ${(size / 1024).toFixed(1)} KB (decoded)`)
  }
  // The HTML cache keeps only public pages: say so when the renderer's page is not one.
  const cacheControl = (await fetch(`${origin}${bookPage}`)).headers.get('Cache-Control') ?? ''
  const pageCached =
    /\bpublic\b/u.test(cacheControl) && !/no-store|private|no-cache/u.test(cacheControl)
  if (!pageCached) {
    console.log(
      `  NOTE: ${bookPage} is not kept by the HTML cache (its Cache-Control is '${cacheControl}'): its row measures renders`,
    )
  }

  // Warm-up: JIT and the HTML cache.
  await autocannon({ url: `${origin}${bookPage}`, connections, duration: 1, headers: ACCEPT })

  const rows: [string, Measured, number | null][] = []
  const bareRun = await measure(`http://127.0.0.1:${barePort}/`, bare.pid!)
  rows.push(['bare node:http (fixed body)', bareRun, null])
  rows.push([
    `${pageCached ? 'cached' : 'UNCACHED'} book page HTML (${bookPage})`,
    await measure(`${origin}${bookPage}`, server.pid!),
    0.2,
  ])
  rows.push([
    `entry script (${entryScript})`,
    await measure(`${origin}${entryScript}`, server.pid!),
    0.3,
  ])
  console.log(
    `\nautocannon, ${connections} connections, ${seconds} s each, Accept-Encoding: gzip, br`,
  )
  for (const [label, m, target] of rows) {
    const ratio = m.perSecond / bareRun.perSecond
    const verdict =
      target === null ? '' : `  target ≥ ${target} × bare: ${ratio >= target ? 'met' : 'MISSED'}`
    console.log(
      `${label.padEnd(58)} ${m.perSecond.toFixed(0).padStart(7)} req/s   p99 ${String(m.p99).padStart(4)} ms   ${(m.bytesPerSecond / 1024 / 1024).toFixed(1).padStart(5)} MB/s   CPU ${m.cpuPerRequest.toFixed(0).padStart(4)} µs/req   ${ratio.toFixed(2)} × bare   errors ${m.errors}${verdict}`,
    )
  }
  if (mixSeconds > 0) await shopperMix()
} finally {
  await stop(server)
  await stop(bare)
}

/** The shoppers' mix against the server started above: prints its figures against the target. */
async function shopperMix(): Promise<void> {
  const categories = await categoryIdsOf(origin)
  const books = await seededBookIds(origin)
  const words = (await catalogueWords(origin, categories)).slice(0, 200)
  const steps = ['home', 'category', 'book', 'search', 'add to basket'] as const
  /** One browser: its guest, its language, where it is in its visit, the books it has not bought. */
  const newShopper = (seed: number) => ({
    deviceId: randomUUID(),
    prefix: seed % 3 === 2 ? '/en' : '',
    step: 0,
    book: -1,
    books: shuffled(books, seed),
  })
  let arrivals = 0
  const shopping = Array.from({ length: shoppers }, () => newShopper(arrivals++))
  const next = (client: number): Call => {
    let shopper = shopping[client]!
    const kind = steps[shopper.step++ % steps.length]!
    if (kind === 'book' && ++shopper.book >= shopper.books.length) {
      // Every book is in this one's basket: another shopper takes the browser.
      shopper = shopping[client] = newShopper(arrivals++)
      // It goes on from the book page, with its own first book.
      shopper.step = steps.indexOf('book') + 1
      shopper.book = 0
    }
    const { prefix, deviceId } = shopper
    const bookId = shopper.books[shopper.book]!
    switch (kind) {
      case 'home':
        return { kind, method: 'GET', path: prefix || '/', headers: ACCEPT }
      case 'category':
        return {
          kind,
          method: 'GET',
          path: `${prefix}/category/${pick(categories)}`,
          headers: ACCEPT,
        }
      case 'book':
        return { kind, method: 'GET', path: `${prefix}/book-detail/${bookId}`, headers: ACCEPT }
      case 'search':
        return {
          kind,
          method: 'GET',
          path: `${prefix}/search?q=${encodeURIComponent(pick(words))}`,
          headers: ACCEPT,
        }
      case 'add to basket':
        return {
          kind,
          method: 'POST',
          path: `/api/v2/shoppingcart/addproducttocart/details/${bookId}/1`,
          headers: { deviceId, Language: prefix ? 'en' : 'th' },
          body: JSON.stringify({
            FormValues: [{ Key: `addtocart_${bookId}.EnteredQuantity`, Value: '1' }],
          }),
        }
    }
  }
  const before = cpuMs(server.pid!)
  const mix = await closedLoop(origin, next, { connections: shoppers, seconds: mixSeconds })
  const cpuPerRequest = ((cpuMs(server.pid!) - before) * 1000) / Math.max(1, mix.requests)
  const figures = (r: RunResult) =>
    `${r.perSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(0).padStart(4)} ms   p95 ${r.p95.toFixed(0).padStart(4)} ms   p99 ${r.p99.toFixed(0).padStart(4)} ms   errors ${r.errors}`
  const met = mix.errors === 0 && mix.p99 <= 300
  console.log(
    `\n${shoppers} shoppers for ${mixSeconds} s, no think time (${arrivals} guests in all; the pages' HTML and the basket call):`,
  )
  console.log(
    `${'all'.padEnd(16)}${figures(mix)}   CPU ${cpuPerRequest.toFixed(0)} µs/req   target no errors, p99 ≤ 300 ms: ${met ? 'met' : 'MISSED'}`,
  )
  for (const kind of steps) {
    const of = mix.kinds[kind]
    console.log(`  ${kind.padEnd(14)}${of ? figures(of) : 'none sent'}`)
  }
}

// The server CPU of an uncached render, in this process (the server above has stopped: the
// database is this process's now).
process.env.STORE_HTML_CACHE = 'off'
process.env.RENDER_AHEAD = '0'
const { loadConfig } = await import('../src/config.ts')
const { openDatabase, migrate } = await import('../src/db/index.ts')
const { createApp } = await import('../src/http/app.ts')
const config = loadConfig({
  ...process.env,
  ...serverEnv,
  STORE_HTML_CACHE: 'off',
  RENDER_AHEAD: '0',
})
const db = await openDatabase(config)
try {
  await migrate(db)
  const quiet = { info: () => {}, warn: () => {}, error: console.error }
  const app = await createApp({ db, config, log: quiet })
  const bookIds: number[] = []
  for (let id = 1; bookIds.length < renders && id < renders * 20; id++) {
    if ((await app.request(`/api/v2/product/productdetails/${id}`)).ok) bookIds.push(id)
  }
  // Warm: the API's caches and the renderer's code, twice over every book.
  for (let round = 0; round < 2; round++) {
    for (const id of bookIds) await (await app.request(`/book-detail/${id}`)).arrayBuffer()
  }
  const cpu: number[] = []
  for (const id of bookIds) {
    const before = process.cpuUsage()
    const response = await app.request(`/book-detail/${id}`, { headers: ACCEPT })
    await response.arrayBuffer()
    const used = process.cpuUsage(before)
    if (!response.ok) throw new Error(`/book-detail/${id} answered ${response.status}`)
    cpu.push((used.user + used.system) / 1000)
  }
  cpu.sort((a, b) => a - b)
  const at = (p: number) => cpu[Math.min(cpu.length - 1, Math.ceil((p / 100) * cpu.length) - 1)]!
  console.log(
    `\nuncached render of a book page (HTML cache off, API caches warm), server CPU over ${cpu.length} books:` +
      `  p50 ${at(50).toFixed(2)} ms   p95 ${at(95).toFixed(2)} ms   max ${at(100).toFixed(2)} ms` +
      `   target p95 ≤ 10 ms: ${at(95) <= 10 ? 'met' : 'MISSED'}`,
  )
} finally {
  await db.close()
  if (fakeDir) rmSync(fakeDir, { recursive: true, force: true })
}
const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
console.log(`load average: ${load}`)
