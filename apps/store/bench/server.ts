/**
 * The reference server (apps/server) serving a build of the store, for the benchmarks: a free
 * port, its own data folder (apps/store/.bench-data/seed-{hash}, kept between runs: the first
 * start seeds the catalogue, later ones take seconds), and the seeded ids the pages are opened
 * with. The folder is named by a hash of the server's seed code, so that a changed seed (its
 * pictures, say) is measured on a fresh seed rather than on the pictures of the one before;
 * the folders of older seeds are removed. BENCH_DATA_DIR names another folder (two benchmarks
 * at once: one PGlite folder takes one server).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const storeDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const serverDir = resolve(storeDir, '../server')

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

export type RunningServer = { url: string; stop: () => void }

/** A hash of the server's seed code (src/seed, src/seeding): what the seeded data depends on. */
async function seedHash(): Promise<string> {
  const hash = createHash('sha256')
  for (const folder of ['src/seed', 'src/seeding']) {
    const names = (await readdir(join(serverDir, folder))).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    )
    for (const name of names.sort())
      hash.update(name).update(await readFile(join(serverDir, folder, name)))
  }
  return hash.digest('hex').slice(0, 12)
}

/** The benchmark's data folder for the current seed code, without the folders of older seeds. */
async function benchDataDir(): Promise<string> {
  if (process.env.BENCH_DATA_DIR) return resolve(process.env.BENCH_DATA_DIR)
  const root = join(storeDir, '.bench-data')
  const current = `seed-${await seedHash()}`
  await mkdir(root, { recursive: true })
  for (const entry of await readdir(root))
    if (entry.startsWith('seed-') && entry !== current)
      await rm(join(root, entry), { recursive: true, force: true })
  return join(root, current)
}

/** Starts apps/server serving the build in `dist`; resolves once it listens. */
export async function startServer(dist: string): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = await benchDataDir()
  await mkdir(dataDir, { recursive: true })
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STORE_DIST: dist,
      // As the README's start command runs it (whatever a build in this process set), with the
      // sandbox gateway the seeded store's payments use.
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`The server did not start:\n${log}`)), 300_000)
    const onData = (data: Buffer) => {
      log += data.toString()
      const match = log.match(/E-book store: (http:\/\/\S+)/)
      if (match) {
        clearTimeout(timer)
        done(match[1]!)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      fail(new Error(`The server stopped (${signal ?? code}):\n${log}`))
    })
  })
  // The server goes with the benchmark, however the benchmark ends (a thrown error included).
  const stop = () => void child.kill('SIGTERM')
  process.once('exit', stop)
  return { url, stop }
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json', Language: 'th', DeviceTypeId: '20' },
  })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return (await response.json()) as T
}

/** Ids of the seeded store, and a Thai word of a title (Thai has no spaces: the segmenter cuts). */
export type SeededIds = {
  book: number
  category: number
  manufacturer: number
  vendor: number
  tag: number
  thaiWord: string
}

export async function seededIds(url: string): Promise<SeededIds> {
  const rows = await getJson<{ data: { id: number; name: string }[] }>(
    `${url}/content-api/v1/home/best-seller`,
  )
  const first = rows.data[0]
  if (!first) throw new Error('The seeded store has no best sellers.')
  const { Data: book } = await getJson<{
    Data: {
      VendorModel: { Id: number } | null
      ProductManufacturers: { Id: number }[]
      ProductTags: { Id: number }[]
    }
  }>(`${url}/api/v2/product/productdetails/${first.id}`)
  const { Data: tree } = await getJson<{ Data: { CategoryId: number }[] }>(
    `${url}/api/v2/home/categorytree`,
  )
  const segmenter = new Intl.Segmenter('th', { granularity: 'word' })
  const thaiWord = rows.data
    .flatMap((row) => [...segmenter.segment(row.name)])
    .map((part) => part.segment)
    .find((segment) => /^[\u0E00-\u0E7F]{3,}$/.test(segment))
  return {
    book: first.id,
    category: tree[0]?.CategoryId ?? 1,
    manufacturer: book.ProductManufacturers[0]?.Id ?? 1,
    vendor: book.VendorModel?.Id ?? 1,
    tag: book.ProductTags[0]?.Id ?? 1,
    thaiWord: thaiWord ?? 'หนังสือ',
  }
}

/** Every page of the store's first issue (SPEC §2), opened with seeded ids; Thai paths. */
export function seededPages(ids: SeededIds): string[] {
  return [
    '/',
    '/bestseller',
    '/newproducts',
    '/recentlyviewedproducts',
    `/category/${ids.category}`,
    `/manufacturer/${ids.manufacturer}`,
    `/vendor/${ids.vendor}`,
    `/producttag/${ids.tag}`,
    `/search?q=${encodeURIComponent(ids.thaiWord)}`,
    '/search/advance',
    `/book-detail/${ids.book}`,
    `/book-review/${ids.book}`,
    '/wishlist',
    '/topic/policy',
    '/policy',
    '/termandcondition',
    '/termandcondition/account',
    '/purchaseprocess',
    '/purchaseprocess/payment',
    '/contactus',
    '/setting',
    '/no/such/page',
  ]
}
