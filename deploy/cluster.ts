/**
 * The local cluster (deploy/README.md): Debian's PostgreSQL in a cluster of its own, run by the
 * `postgres` user through Debian's cluster tools (pg_createcluster, pg_ctlcluster), two or more
 * instances of the compiled server (apps/server/dist/main.js) each with its own data folder, and
 * HAProxy in front, which checks each instance's health and sends a failed request that changes
 * nothing to another instance.
 *
 * `npm run cluster` (cluster.sh, then cli.ts) starts it for people; the cluster tests
 * (test/cluster.test.ts) and the cluster benchmark (apps/server/bench/cluster.ts) start it
 * through startCluster(). It expects the packages installed (packages.sh) and the server built.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createInterface } from 'node:readline'
import { promisify } from 'node:util'

const run = promisify(execFile)
const deployDir = import.meta.dirname
const repoDir = join(deployDir, '..')

/** The compiled server (apps/server/scripts/build.mjs writes it) and where it starts. */
const SERVER_DIST = join(repoDir, 'apps/server/dist')
export const SERVER_MAIN = join(SERVER_DIST, 'main.js')
/** The Node options production runs the server with (apps/server/package.json "serve"). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=50']
/**
 * What the balancer's health check asks an instance for: the server's health endpoint, 200 once
 * the instance has migrated, seeded and listens while its database answers, 503 from its SIGTERM.
 */
export const HEALTH_PATH = '/health'
/** The request header that sends a request to one instance by name (the local cluster only). */
export const INSTANCE_HEADER = 'X-Ebook-Instance'

/** Where a line of output came from: `postgres`, `haproxy` or an instance's name. */
export type OutputLine = (source: string, line: string) => void

export interface ClusterOptions {
  /** The cluster's folder: PostgreSQL's data, each instance's DATA_DIR, the balancer's config. */
  stateDir: string
  /** The PostgreSQL cluster's name for Debian's tools (`pg_lsclusters` lists it). */
  postgresName: string
  postgresPort: number
  /** Where the balancer listens (on 127.0.0.1). */
  port: number
  /** HAProxy's status page. */
  statsPort: number
  /** The instances' ports: one each. */
  instancePorts: number[]
  /** The built store (STORE_DIST); none served when it is not built. */
  storeDir?: string
  /** More environment for every instance (TEST_OUTBOX, AUTH_LOCAL_OIDC, ...). */
  env?: Record<string, string>
  /** More Node options for every instance (the benchmark's `--cpu-prof`). */
  nodeFlags?: string[]
  /**
   * Seeds the empty database before the instances start, with the covers left to be drawn when
   * first asked for (the seed's renderCovers: false): seconds instead of a minute or more, for
   * tests and benchmarks that look at no cover. Otherwise the first instance seeds, as
   * `npm start` does.
   */
  seedWithoutCovers?: boolean
  /**
   * A cluster for tests and benchmarks: PostgreSQL without fsync (its data does not outlive the
   * run); stop() drops it and removes `stateDir`.
   */
  ephemeral?: boolean
  /** Stops the start (Ctrl-C during it): what was started is stopped, and the start fails. */
  signal?: AbortSignal
  /** How long an instance may take to answer after its start (10 minutes by default). */
  startTimeoutMs?: number
  /**
   * Every line the pieces print (`cluster` tells how long each stage of the start took); the
   * last lines of each are kept for error messages in any case.
   */
  onOutput?: OutputLine
}

/** One server instance. */
export interface Instance {
  name: string
  /** Its own address (not through the balancer). */
  url: string
  port: number
  dataDir: string
  process: ChildProcess
  /** Starts it again after it stopped (same port, data folder and settings). */
  restart(): Promise<void>
  /** Stops it: SIGTERM lets open requests finish, SIGKILL is a crash. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

export interface Cluster {
  /** The balancer: what shoppers open. */
  url: string
  statsUrl: string
  databaseUrl: string
  instances: Instance[]
  /** Each instance's state as the balancer sees it (`UP`, `DOWN`, `MAINT`, ...). */
  balancerView(): Promise<Record<string, string>>
  /** How many requests the balancer sent again, and how many of them to another instance. */
  balancerRetries(): Promise<{ retries: number; redispatches: number }>
  /** Waits until the balancer sees each named instance in the given state. */
  waitForBalancer(states: Record<string, 'UP' | 'DOWN'>, timeoutMs?: number): Promise<void>
  /** Runs SQL on the cluster's database as the store's role (tests change data underneath). */
  sql(statement: string): Promise<string>
  /** The recent output of a piece (for error messages). */
  recentOutput(source: string): string
  /** Stops the balancer, then the instances (gracefully), then PostgreSQL. */
  stop(): Promise<void>
}

/** A free TCP port on 127.0.0.1 (for tests and benchmarks beside a cluster already running). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

const isRoot = () => process.getuid?.() === 0
/** A command as root: directly when this process is root, else through sudo. */
const asRoot = (command: string, args: string[]): [string, string[]] =>
  isRoot() ? [command, args] : ['sudo', [command, ...args]]
/** A command as the `postgres` user, which PostgreSQL runs as (it refuses to run as root). */
const asPostgres = (command: string, args: string[]): [string, string[]] =>
  isRoot()
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : ['sudo', ['-u', 'postgres', command, ...args]]

async function command([file, args]: [string, string[]]): Promise<string> {
  try {
    return (await run(file, args, { encoding: 'utf8' })).stdout
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string }
    throw new Error(`${file} ${args.join(' ')} failed:\n${stderr || stdout || String(error)}`, {
      cause: error,
    })
  }
}

function requireInstalled(path: string, what: string) {
  if (!existsSync(path)) {
    throw new Error(
      `${what} is not installed (${path}): deploy/packages.sh installs it with apt-get.`,
    )
  }
}

/** The newest PostgreSQL major version Debian's packages installed (/usr/lib/postgresql/N). */
function postgresVersion(): string {
  requireInstalled('/usr/bin/pg_createcluster', "Debian's PostgreSQL (postgresql-common)")
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').filter((name) => /^\d+$/u.test(name))
    : []
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1)
  if (!newest) throw new Error('No PostgreSQL server is installed: deploy/packages.sh installs it.')
  return newest
}

/** The store's role and database on the cluster (a local password: the port is on 127.0.0.1). */
const ROLE = 'ebook'

/** Debian's PostgreSQL cluster of the store: made on first use, started, with its role and database. */
class Postgres {
  readonly version = postgresVersion()
  readonly dataDir: string
  readonly socketDir: string

  constructor(
    readonly name: string,
    readonly port: number,
    stateDir: string,
    readonly ephemeral: boolean,
  ) {
    this.dataDir = join(stateDir, 'postgres')
    this.socketDir = join(stateDir, 'run')
  }

  get url() {
    return `postgres://${ROLE}:${ROLE}@127.0.0.1:${this.port}/${ROLE}`
  }

  private get registered() {
    return existsSync(`/etc/postgresql/${this.version}/${this.name}/postgresql.conf`)
  }

  async start(): Promise<void> {
    if (this.registered && !existsSync(join(this.dataDir, 'PG_VERSION'))) {
      // Its data folder was deleted (to start over): forget the cluster Debian still lists.
      await command(asRoot('pg_dropcluster', [this.version, this.name, '--stop']))
    }
    if (!this.registered) await this.create()
    const status = await run('pg_ctlcluster', [this.version, this.name, 'status']).then(
      () => 'running',
      () => 'stopped',
    )
    if (status !== 'running') {
      await command(asRoot('pg_ctlcluster', [this.version, this.name, 'start']))
    }
    await this.ensureDatabase()
  }

  private async create(): Promise<void> {
    // The postgres user must reach the data and socket folders through this one.
    for (const dir of [join(this.dataDir, '..'), this.socketDir]) {
      mkdirSync(dir, { recursive: true })
      chmodSync(dir, 0o755)
    }
    await command(asRoot('chown', ['postgres', this.socketDir]))
    // PostgreSQL listens on localhost only, by default.
    const settings = [
      `unix_socket_directories=${this.socketDir}`,
      'max_connections=200',
      // Tests and benchmarks: nothing here must outlive a crash of the machine.
      ...(this.ephemeral ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
    ]
    await command(
      asRoot('pg_createcluster', [
        this.version,
        this.name,
        '--datadir',
        this.dataDir,
        '--port',
        String(this.port),
        '--encoding',
        'UTF8',
        '--locale',
        'C.UTF-8',
        // Started by this cluster, never by the machine's boot.
        '--start-conf',
        'manual',
        ...settings.flatMap((setting) => ['-o', setting]),
        // initdb's own options: no waiting for its files to reach the disk.
        ...(this.ephemeral ? ['--', '--no-sync'] : []),
      ]),
    )
  }

  /** psql as the postgres superuser over the cluster's socket (peer authentication). */
  psql(sql: string, database = 'postgres'): Promise<string> {
    return command(
      asPostgres('psql', [
        '-h',
        this.socketDir,
        '-p',
        String(this.port),
        '-d',
        database,
        '-v',
        'ON_ERROR_STOP=1',
        '-qAtX',
        '-c',
        sql,
      ]),
    )
  }

  private async ensureDatabase(): Promise<void> {
    if (!(await this.psql(`SELECT 1 FROM pg_roles WHERE rolname = '${ROLE}'`)).trim()) {
      await this.psql(`CREATE ROLE ${ROLE} LOGIN PASSWORD '${ROLE}'`)
    }
    if (!(await this.psql(`SELECT 1 FROM pg_database WHERE datname = '${ROLE}'`)).trim()) {
      await this.psql(`CREATE DATABASE ${ROLE} OWNER ${ROLE}`)
    }
  }

  async stop(): Promise<void> {
    if (this.ephemeral) {
      await command(asRoot('pg_dropcluster', [this.version, this.name, '--stop']))
    } else {
      await command(asRoot('pg_ctlcluster', [this.version, this.name, 'stop', '-m', 'fast']))
    }
  }
}

/** The last lines a piece printed, for error messages. */
class Output {
  private readonly lines = new Map<string, string[]>()
  constructor(private readonly forward?: OutputLine) {}

  follow(source: string, child: ChildProcess) {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue
      createInterface({ input: stream }).on('line', (line) => this.add(source, line))
    }
  }

  add(source: string, line: string) {
    this.forward?.(source, line)
    const kept = this.lines.get(source) ?? []
    kept.push(line)
    if (kept.length > 60) kept.shift()
    this.lines.set(source, kept)
  }

  recent(source: string) {
    return (this.lines.get(source) ?? []).join('\n')
  }
}

/** Resolves when the process exits (at once when it has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/**
 * Waits until `url` answers 200; fails when `child` exits first, after `timeoutMs` or when
 * `signal` aborts.
 */
async function answers(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  what: string,
  signal?: AbortSignal,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    signal?.throwIfAborted()
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it answered`)
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`)
}

/**
 * Migrates and seeds the database as the server's first start would, without drawing the
 * covers: the compiled server's own modules, in a process of their own.
 */
async function seedWithoutCovers(databaseUrl: string, output: Output): Promise<void> {
  const module = (path: string) => JSON.stringify(pathToFileURL(join(SERVER_DIST, path)).href)
  const script = `
    const { openPostgres } = await import(${module('db/postgres.js')})
    const { migrate } = await import(${module('db/migrate.js')})
    const { seedIfEmpty } = await import(${module('seeding/index.js')})
    const db = await openPostgres({ connectionString: process.env.DATABASE_URL })
    try {
      await migrate(db)
      const log = { info: console.log, warn: console.warn, error: console.error }
      await seedIfEmpty(db, { log }, { renderCovers: false })
    } finally {
      await db.close()
    }`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  output.follow('seed', child)
  await exited(child)
  if (child.exitCode !== 0) throw new Error(`Seeding failed:\n${output.recent('seed')}`)
}

/** An instance's name: a, b, c, ... */
export const instanceName = (index: number) => String.fromCharCode(97 + index)

/** HAProxy's status page as CSV: a row per proxy and server of the backend, by column name. */
async function backendRows(statsUrl: string): Promise<Record<string, string>[]> {
  const csv = await (await fetch(`${statsUrl}/;csv;norefresh`)).text()
  const [header = '', ...rows] = csv.trim().split('\n')
  const columns = header.replace(/^# /u, '').split(',')
  return rows
    .map((row) => {
      const cells = row.split(',')
      return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']))
    })
    .filter((row) => row.pxname === 'instances')
}

/** Each server of the backend and its state. */
async function balancerView(statsUrl: string): Promise<Record<string, string>> {
  const view: Record<string, string> = {}
  for (const row of await backendRows(statsUrl)) {
    if (row.svname === 'BACKEND') continue
    view[row.svname!] = row.status!.split(' ')[0]!
  }
  return view
}

/** The balancer's configuration: deploy/haproxy.cfg plus a server line per instance. */
function balancerConfig(instances: { name: string; port: number }[]): string {
  const servers = instances.flatMap(({ name, port }) => [
    `  server ${name} 127.0.0.1:${port}`,
    // Requests naming an instance go to it while it is up (tests, and trying one by hand).
    `  use-server ${name} if { req.hdr(${INSTANCE_HEADER}) -m str ${name} }`,
  ])
  const base = readFileSync(join(deployDir, 'haproxy.cfg'), 'utf8')
  return `${base.trimEnd()}\n${servers.join('\n')}\n`
}

/** Starts PostgreSQL, the instances (the first alone: it migrates and seeds) and the balancer. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (options.instancePorts.length < 1) throw new Error('A cluster needs at least one instance.')
  requireInstalled('/usr/sbin/haproxy', 'HAProxy')
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(
      `${SERVER_MAIN} is missing: build the server (node apps/server/scripts/build.mjs).`,
    )
  }
  mkdirSync(options.stateDir, { recursive: true })
  const output = new Output(options.onOutput)
  const postgres = new Postgres(
    options.postgresName,
    options.postgresPort,
    options.stateDir,
    options.ephemeral ?? false,
  )
  const url = `http://127.0.0.1:${options.port}`
  const statsUrl = `http://127.0.0.1:${options.statsPort}`
  const started: Instance[] = []
  let balancer: ChildProcess | null = null

  const nodeArgs = [...SERVER_NODE_FLAGS, ...(options.nodeFlags ?? []), SERVER_MAIN]

  function startInstance(index: number, port: number): Instance {
    const name = instanceName(index)
    const dataDir = join(options.stateDir, `instance-${name}`)
    mkdirSync(dataDir, { recursive: true })
    const spawnIt = () => {
      const child = spawn(process.execPath, nodeArgs, {
        env: {
          ...process.env,
          ...options.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: postgres.url,
          PUBLIC_URL: url,
          // The balancer connects from here; the shopper's address is in X-Forwarded-For.
          TRUSTED_PROXIES: '127.0.0.1',
          // /health answers 503 this long after SIGTERM: the balancer's two failed checks.
          SHUTDOWN_DRAIN_SECONDS: '3',
          ...(options.storeDir ? { STORE_DIST: options.storeDir } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: Ctrl-C reaches the cluster's command, which stops it in order.
        detached: true,
      })
      output.follow(name, child)
      return child
    }
    const instance: Instance = {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      dataDir,
      process: spawnIt(),
      async restart() {
        await exited(instance.process)
        instance.process = spawnIt()
        await ready(instance)
      },
      async stop(signal = 'SIGTERM') {
        const child = instance.process
        if (child.exitCode === null && child.signalCode === null) child.kill(signal)
        await exited(child)
      },
    }
    return instance
  }

  const ready = (instance: Instance) =>
    answers(
      `${instance.url}${HEALTH_PATH}`,
      instance.process,
      options.startTimeoutMs ?? 600_000,
      `instance ${instance.name}`,
      options.signal,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${output.recent(instance.name)}`)
    })

  async function stop() {
    if (balancer) {
      balancer.kill('SIGUSR1') // soft stop: open requests finish
      const done = exited(balancer)
      const hard = setTimeout(() => balancer?.kill('SIGTERM'), 5000)
      await done
      clearTimeout(hard)
    }
    await Promise.all(started.map((instance) => instance.stop('SIGTERM')))
    await postgres.stop()
    if (options.ephemeral) rmSync(options.stateDir, { recursive: true, force: true })
  }

  let stageStarted = performance.now()
  /** Tells how long a stage of the start took (the `cluster` source's lines). */
  const stage = (name: string) => {
    options.signal?.throwIfAborted()
    const now = performance.now()
    output.add('cluster', `${name}: ${((now - stageStarted) / 1000).toFixed(1)} s`)
    stageStarted = now
  }
  try {
    await postgres.start()
    stage(`PostgreSQL ${postgres.version} (${postgres.name}) started`)
    if (options.seedWithoutCovers) {
      await seedWithoutCovers(postgres.url, output)
      stage('migrated and seeded (covers drawn on demand)')
    }
    // On an empty database the first instance starts alone (it migrates and seeds); the others
    // start once it answers. A seeded database takes them all at once.
    const [firstPort, ...otherPorts] = options.instancePorts
    started.push(startInstance(0, firstPort!))
    if (!options.seedWithoutCovers) {
      await ready(started[0]!)
      stage('instance a ready')
    }
    started.push(...otherPorts.map((port, i) => startInstance(i + 1, port)))
    await Promise.all(started.map(ready))
    stage(options.seedWithoutCovers ? 'the instances ready' : 'the other instances ready')

    const configFile = join(options.stateDir, 'haproxy.cfg')
    writeFileSync(configFile, balancerConfig(started))
    balancer = spawn('haproxy', ['-W', '-db', '-f', configFile], {
      env: {
        ...process.env,
        EBOOK_BIND: `127.0.0.1:${options.port}`,
        EBOOK_STATS_BIND: `127.0.0.1:${options.statsPort}`,
        EBOOK_HEALTH_PATH: HEALTH_PATH,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    output.follow('haproxy', balancer)
    const cluster: Cluster = {
      url,
      statsUrl,
      databaseUrl: postgres.url,
      instances: started,
      balancerView: () => balancerView(statsUrl),
      async balancerRetries() {
        const backend = (await backendRows(statsUrl)).find((row) => row.svname === 'BACKEND')
        return { retries: Number(backend?.wretr), redispatches: Number(backend?.wredis) }
      },
      async waitForBalancer(states, timeoutMs = 30_000) {
        const deadline = Date.now() + timeoutMs
        let view: Record<string, string> = {}
        while (Date.now() < deadline) {
          view = await balancerView(statsUrl).catch(() => ({}))
          if (Object.entries(states).every(([name, state]) => view[name] === state)) return
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        throw new Error(
          `The balancer did not see ${JSON.stringify(states)} within ${timeoutMs / 1000} s ` +
            `(it sees ${JSON.stringify(view)})\n${output.recent('haproxy')}`,
        )
      },
      sql: (statement) => postgres.psql(statement, ROLE),
      recentOutput: (source) => output.recent(source),
      stop,
    }
    await answers(`${statsUrl}/;csv`, balancer, 30_000, 'HAProxy').catch((error: Error) => {
      throw new Error(`${error.message}\n${output.recent('haproxy')}`)
    })
    await cluster.waitForBalancer(Object.fromEntries(started.map(({ name }) => [name, 'UP'])))
    stage('HAProxy sees every instance up')
    return cluster
  } catch (error) {
    await stop().catch(() => {})
    throw error
  }
}
