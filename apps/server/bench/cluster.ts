/**
 * The cluster benchmark (not a test): `pnpm --filter @ebook/server bench:cluster`
 * (`--seconds N`, `--rate N`, `--connections N`, `--instances N`, `--lag-samples N`,
 * `--per-call`, `--cpu-prof DIR`).
 *
 * Starts the cluster of deploy/ (Debian's PostgreSQL, the compiled server's instances, HAProxy;
 * see deploy/README.md) on a fresh database of its own, and measures through the balancer a
 * shopping mix (book pages, listings, home, search, autocomplete, baskets and adding to them,
 * each call from one of 300 browsers):
 *   - throughput (closed loop, `--connections` back to back) with one instance behind the
 *     balancer (the others stopped and seen down by it) and with all of them, side by side, with
 *     the machine's core count: on one machine the instances share its cores;
 *   - latency and errors at a steady `--rate` (500 requests/s by default; open loop, so a stall
 *     shows in the percentiles), both ways;
 *   - the cross-instance invalidation lag: a book's price changed in the database (as any writer
 *     changes it), and the time until every instance's answer for the book has the new price,
 *     `--lag-samples` times.
 * With `--per-call` it measures each kind of call of the mix alone instead: throughput, the
 * instances' CPU and PostgreSQL's transactions a call. With `--cpu-prof DIR` the instances write
 * a CPU profile to DIR when they stop.
 * It prints the figures and each target with "met" or "MISSED"; it exits 0 either way. Needs
 * the cluster's packages (deploy/packages.sh) and runs as root or with sudo, as the cluster does.
 */
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { freePort, startCluster, type Cluster } from '../../../deploy/cluster.ts'
import { closedLoop, openLoop, type Call, type RunResult } from './load-generator.ts'

const serverDir = join(import.meta.dirname, '..')
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rate: { type: 'string', default: '500' },
    connections: { type: 'string', default: '32' },
    instances: { type: 'string', default: '2' },
    'lag-samples': { type: 'string', default: '50' },
    'per-call': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
})
const seconds = Number(values.seconds)
const rate = Number(values.rate)
const connections = Number(values.connections)
const instanceCount = Math.max(2, Number(values.instances))
const lagSamples = Number(values['lag-samples'])
/** The folder the instances write their CPU profiles to when they stop (node --cpu-prof). */
const cpuProfDir = values['cpu-prof'] ? resolve(values['cpu-prof']) : undefined

const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
  cwd: serverDir,
  stdio: 'inherit',
})
if (build.status !== 0) throw new Error('building the server failed')

console.log(`Starting the cluster: PostgreSQL, ${instanceCount} instances, HAProxy…`)
const ports = await Promise.all(Array.from({ length: 3 + instanceCount }, freePort))
const cluster: Cluster = await startCluster({
  stateDir: mkdtempSync(join(tmpdir(), 'ebook-bench-cluster-')),
  postgresName: `ebook-bench-${process.pid}`,
  port: ports[0]!,
  statsPort: ports[1]!,
  postgresPort: ports[2]!,
  instancePorts: ports.slice(3),
  storeDir: join(serverDir, '../store/dist'),
  ephemeral: true,
  seedWithoutCovers: true,
  env: { PAYMENT_SANDBOX: '1' },
  ...(cpuProfDir ? { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] } : {}),
  onOutput(source, line) {
    if (source === 'cluster') console.log(`  ${line}`)
  },
})
const stopCluster = async () => {
  await cluster.stop()
  process.exit(130)
}
process.once('SIGINT', () => void stopCluster())

try {
  // What to ask for: the visible books (from the database) and the categories (from the API).
  const bookIds = (
    await cluster.sql('SELECT id FROM books WHERE published AND NOT deleted ORDER BY id')
  )
    .trim()
    .split('\n')
    .map(Number)
  const tree = (await (await fetch(`${cluster.url}/api/v2/home/categorytree`)).json()) as {
    Data: { CategoryId: number; SubCategories: { CategoryId: number }[] }[]
  }
  const categoryIds = tree.Data.flatMap((c) => [
    c.CategoryId,
    ...c.SubCategories.map((s) => s.CategoryId),
  ])

  const random = (n: number) => Math.floor(Math.random() * n)
  const pick = <T>(list: readonly T[]) => list[random(list.length)]!
  const terms = ['ขุนช้าง', 'ความรัก', 'ประวัติศาสตร์', 'Holmes', 'Pride', 'pirde', 'dickens']
  const prefixes = ['ขุ', 'ขุนช', 'พระอ', 'Pri', 'Sher', 'the']
  const devices = Array.from({ length: 300 }, () => randomUUID())
  const languages = ['th', 'th', 'en'] as const

  /** The shopping mix: each kind of call with its share of the traffic (out of 20). */
  const basket = new Map<string, Set<number>>()
  const bookPage = (): Omit<Call, 'headers'> => ({
    method: 'GET',
    path: `/api/v2/product/productdetails/${pick(bookIds)}`,
  })
  const mix: [number, string, (device: string) => Omit<Call, 'headers'>][] = [
    [7, 'book page', bookPage],
    [
      3,
      'category page',
      () => ({
        method: 'GET',
        path: `/api/v2/catalog/category/${pick(categoryIds)}?pageNumber=${1 + random(3)}`,
      }),
    ],
    [2, 'home', () => ({ method: 'GET', path: '/api/v2/home/homepagecategorieswithproducts' })],
    [
      2,
      'search',
      () => ({
        method: 'POST',
        path: '/api/v2/catalog/search',
        body: JSON.stringify({ Data: { q: pick(terms) } }),
      }),
    ],
    [
      2,
      'autocomplete',
      () => ({
        method: 'GET',
        path: `/api/v2/catalog/search-autocomplete/${encodeURIComponent(pick(prefixes))}`,
      }),
    ],
    [2, 'basket', () => ({ method: 'GET', path: '/api/v2/shoppingcart/cart' })],
    [
      1,
      'reviews',
      () => ({
        method: 'GET',
        path: `/api/v2/product/productreviewspagging?productId=${pick(bookIds)}&pageNumber=1`,
      }),
    ],
    [
      1,
      'adding to a basket',
      (device) => {
        // A book this browser has not put in its basket yet (another time answers 400).
        const added = basket.get(device) ?? new Set<number>()
        basket.set(device, added)
        let id = pick(bookIds)
        while (added.has(id)) id = pick(bookIds)
        added.add(id)
        return {
          method: 'POST',
          path: `/api/v2/shoppingcart/addproducttocart/details/${id}/1`,
          body: JSON.stringify({
            FormValues: [{ Key: `addtocart_${id}.EnteredQuantity`, Value: '1' }],
          }),
        }
      },
    ],
  ]
  const weights = mix.reduce((sum, [weight]) => sum + weight, 0)
  /** One call of a kind, from one of the browsers. */
  const callOf = (kind: string, make: (device: string) => Omit<Call, 'headers'>): Call => {
    const device = pick(devices)
    return { ...make(device), kind, headers: { deviceId: device, Language: pick(languages) } }
  }
  const shopping = (): Call => {
    let draw = random(weights)
    const [, kind, make] = mix.find(([weight]) => (draw -= weight) < 0)!
    return callOf(kind, make)
  }

  // Every browser has been here before (its guest exists), and every instance has warmed up.
  await closedLoop(cluster.url, shopping, { connections, seconds: 2 })

  const line = (label: string, r: RunResult) =>
    `${label.padEnd(34)} ${r.perSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms   errors ${r.errors}`

  /**
   * The CPU time (user + system, in ms) the running instances have used: what a request costs
   * them, a figure a machine shared with other work moves less than throughput.
   */
  const instancesCpuMs = () =>
    cluster.instances
      .filter(({ process: child }) => child.exitCode === null && child.signalCode === null)
      .reduce((sum, { process: child }) => {
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
        return sum + (Number(fields[11]) + Number(fields[12])) * 10
      }, 0)

  /**
   * Waits (a minute at most) until the instances are idle: after a start they make every book
   * page in advance (pages-ahead), work that would count in the first runs' CPU a request.
   */
  async function settled() {
    for (let waited = 0; waited < 60; waited++) {
      const before = instancesCpuMs()
      await new Promise((resolve) => setTimeout(resolve, 1000))
      if (instancesCpuMs() - before < 30 * cluster.instances.length) return
    }
  }

  /** Throughput and the steady rate, with the instances the balancer has now. */
  async function measure(label: string) {
    const cpuBefore = instancesCpuMs()
    const max = await closedLoop(cluster.url, shopping, { connections, seconds })
    const cpuPerRequest = ((instancesCpuMs() - cpuBefore) * 1000) / Math.max(1, max.requests)
    const steady = await openLoop(cluster.url, shopping, { rate, seconds })
    console.log(
      `${line(`${label}: throughput`, max)}   instances' CPU ${cpuPerRequest.toFixed(0)} µs/req`,
    )
    console.log(line(`${label}: at ${rate} req/s`, steady))
    return { max, steady }
  }

  /**
   * Each kind of call alone through the balancer (all instances up), `--connections` back to
   * back: what it costs the instances' CPU, the figure to compare between changes on a shared
   * machine. The book page twice: for a returning guest (a deviceId) and for a visitor without one.
   */
  async function perCall() {
    const kinds: [string, () => Call][] = [
      ['book page, visitor without deviceId', () => ({ ...bookPage(), kind: 'book page' })],
      ...mix.map(([, kind, make]): [string, () => Call] => [
        kind === 'book page' ? 'book page, returning guest' : kind,
        () => callOf(kind, make),
      ]),
    ]
    // Every instance knows every browser (each remembers a device's guest once it has seen
    // it), as in a long shopping mix: the calls are measured as returning browsers make them.
    for (const instance of cluster.instances) {
      let next = 0
      await closedLoop(
        instance.url,
        () => ({ ...bookPage(), headers: { deviceId: devices[next++ % devices.length]! } }),
        { connections, seconds: 60, maxRequests: devices.length },
      )
    }
    await settled()
    // PostgreSQL's count of transactions (each statement outside one is one, a transaction's
    // statements count once): the database work a call costs, a figure no other work on the
    // machine moves. Its statistics reach the view within a second of a statement.
    const transactions = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      return Number(
        await cluster.sql(
          `SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = current_database()`,
        ),
      )
    }
    for (const [label, next] of kinds) {
      const transactionsBefore = await transactions()
      const cpuBefore = instancesCpuMs()
      const run = await closedLoop(cluster.url, next, { connections, seconds })
      const cpu = ((instancesCpuMs() - cpuBefore) * 1000) / Math.max(1, run.requests)
      const perCall = ((await transactions()) - transactionsBefore) / Math.max(1, run.requests)
      console.log(
        `${line(label, run)}   instances' CPU ${cpu.toFixed(0).padStart(5)} µs/call   ` +
          `${perCall.toFixed(2)} database transactions/call`,
      )
    }
  }

  const what = values['per-call'] ? 'each call of the shopping mix alone' : 'shopping mix'
  console.log(
    `\nCluster benchmark: ${what} through HAProxy, ${seconds} s a run, ${connections} ` +
      `connections for throughput; this machine has ${availableParallelism()} cores (load average ${loadavg()[0]!.toFixed(1)} ` +
      `before the runs)\n`,
  )
  if (values['per-call']) {
    await perCall()
  } else {
    await settled()
    const others = cluster.instances.slice(1)
    await Promise.all(others.map((instance) => instance.stop('SIGTERM')))
    await cluster.waitForBalancer(Object.fromEntries(others.map(({ name }) => [name, 'DOWN'])))
    const one = await measure('1 instance')
    await Promise.all(others.map((instance) => instance.restart()))
    await cluster.waitForBalancer(
      Object.fromEntries(cluster.instances.map(({ name }) => [name, 'UP'])),
    )
    await closedLoop(cluster.url, shopping, { connections, seconds: 2 }) // the restarted ones warm up
    await settled()
    const all = await measure(`${cluster.instances.length} instances`)
    console.log(
      `${cluster.instances.length} instances vs 1: ${(all.max.perSecond / one.max.perSecond).toFixed(2)} × the throughput`,
    )

    // Invalidation lag: a price changed in the database, then each instance asked (directly, not
    // through the balancer) until its answer has it.
    const lags: number[] = []
    for (let sample = 0; sample < lagSamples; sample++) {
      const bookId = pick(bookIds)
      const price = 100 + sample + random(100) / 100
      await cluster.sql(`UPDATE books SET price = ${price} WHERE id = ${bookId}`)
      const changed = performance.now()
      await Promise.all(
        cluster.instances.map(async (instance) => {
          for (;;) {
            const answer = (await (
              await fetch(`${instance.url}/api/v2/product/productdetails/${bookId}`)
            ).json()) as { Data: { ProductPrice: { PriceValue: number } } }
            if (answer.Data.ProductPrice.PriceValue === price) break
            if (performance.now() - changed > 30_000) throw new Error('a change never showed')
            await new Promise((resolve) => setTimeout(resolve, 5))
          }
          lags.push(performance.now() - changed)
        }),
      )
    }
    lags.sort((a, b) => a - b)
    const lagAt = (p: number) =>
      lags[Math.min(lags.length - 1, Math.ceil((p / 100) * lags.length) - 1)]!
    console.log(
      `invalidation lag (a price changed in the database, until each instance answers it; ` +
        `${lags.length} samples): p50 ${lagAt(50).toFixed(0)} ms, p99 ${lagAt(99).toFixed(0)} ms, ` +
        `max ${lags.at(-1)!.toFixed(0)} ms`,
    )

    const targets: [string, boolean][] = [
      [
        `${cluster.instances.length} instances on PostgreSQL at ${rate} req/s: no errors, p99 ≤ 100 ms (${all.steady.errors} errors, p99 ${all.steady.p99.toFixed(1)} ms)`,
        all.steady.errors === 0 && all.steady.p99 <= 100,
      ],
      [
        `no errors in any run (${[one.max, one.steady, all.max, all.steady].map((r) => r.errors).join(', ')})`,
        [one.max, one.steady, all.max, all.steady].every((r) => r.errors === 0),
      ],
      [`cross-instance invalidation lag p99 ≤ 1 s (${lagAt(99).toFixed(0)} ms)`, lagAt(99) <= 1000],
    ]
    console.log('\nTargets:')
    for (const [label, met] of targets) console.log(`  ${met ? 'met    ' : 'MISSED '} ${label}`)
  }
} finally {
  await cluster.stop()
}
