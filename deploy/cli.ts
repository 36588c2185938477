/**
 * `npm run cluster` (after cluster.sh has installed and built what it needs): starts the local
 * cluster, prints its addresses and each piece's output, and stops everything on Ctrl-C.
 *
 * Options: --instances N (2), --port (8080: the balancer), --stats-port (8404),
 * --postgres-port (55433), --first-instance-port (8081; the others follow). The data stays in
 * deploy/.data/ between runs (delete the folder, as root, to start over with a fresh seed).
 */
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startCluster, type Cluster } from './cluster.ts'

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
    'stats-port': { type: 'string', default: '8404' },
    'postgres-port': { type: 'string', default: '55433' },
    'first-instance-port': { type: 'string', default: '8081' },
  },
})
const count = Number(values.instances)
if (!Number.isInteger(count) || count < 1) {
  console.error(`--instances must be a whole number of at least 1, not '${values.instances}'.`)
  process.exit(1)
}
const firstInstancePort = Number(values['first-instance-port'])
const colours = [36, 35, 33, 32, 34]
const paint = (source: string, index: number) =>
  `\x1b[${colours[index % colours.length]}m${source.padEnd(7)}\x1b[0m`
const sourceColour = new Map<string, number>()

let cluster: Cluster | null = null
let stopping = false
/** Aborts a start still under way (it then stops what it started). */
const starting = new AbortController()
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  if (!cluster) {
    console.log(`\n${signal}: stopping what has started…`)
    starting.abort(new Error(`${signal} during the start`))
    return
  }
  console.log(`\n${signal}: stopping the balancer, the instances, then PostgreSQL…`)
  try {
    await cluster?.stop()
    console.log('Cluster stopped.')
    process.exit(0)
  } catch (error) {
    console.error('The cluster did not stop cleanly:', error)
    process.exit(1)
  }
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))

console.log(
  `Starting PostgreSQL, ${count} server instances and HAProxy (a first start also seeds: 10 to 60 s)…`,
)
try {
  cluster = await startCluster({
    stateDir: join(import.meta.dirname, '.data'),
    postgresName: 'ebook',
    postgresPort: Number(values['postgres-port']),
    port: Number(values.port),
    statsPort: Number(values['stats-port']),
    instancePorts: Array.from({ length: count }, (_, i) => firstInstancePort + i),
    storeDir: join(import.meta.dirname, '../apps/store/dist'),
    signal: starting.signal,
    onOutput(source, line) {
      if (!sourceColour.has(source)) sourceColour.set(source, sourceColour.size)
      console.log(`${paint(source, sourceColour.get(source)!)} ${line}`)
    },
  })
} catch (error) {
  console.error(`The cluster did not start: ${(error as Error).message}`)
  process.exit(1)
}
console.log(`
E-book store (cluster): ${cluster.url}   (API reference: ${cluster.url}/api/docs)
  balancer:  HAProxy at ${cluster.url}, status page ${cluster.statsUrl}
  instances: ${cluster.instances.map((i) => `${i.name} ${i.url}`).join(', ')}
             (send X-Ebook-Instance: <name> through the balancer to reach one)
  database:  ${cluster.databaseUrl}
Ctrl-C stops everything.`)
