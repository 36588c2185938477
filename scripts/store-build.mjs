/**
 * `npm start`'s build of the store app (`pnpm --filter @ebook/store build`: the browser's files
 * and the server entry), skipped when nothing it reads has changed since the last build.
 *
 * What the build reads: the store's sources, configs and public files, the UI kit's and the API
 * client's (the store builds them from their sources, see source-condition.ts), the workspace's
 * shared configs and the lockfile (every tool's version), the Node version and the `VITE_*`
 * environment. Their content hash is kept beside the build (apps/store/dist/.inputs.json) with
 * the id of the build it made; a start whose hash and build id match reuses the build.
 *
 * `node scripts/store-build.mjs` builds when needed; `--force` always builds.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const workspace = fileURLToPath(new URL('..', import.meta.url))

/** The folders and files the store's build reads, relative to the workspace. */
export const BUILD_INPUTS = [
  'apps/store',
  'packages/ui',
  'packages/api',
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'source-condition.ts',
  'tsconfig.base.json',
]

/**
 * What the build never reads: installed packages, builds, caches and test output (folders whose
 * name starts with a dot included), and the route tree the router plugin writes from src/routes.
 */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'coverage',
  'test-results',
  'playwright-report',
  '__screenshots__',
])
const SKIPPED_FILES = new Set(['routeTree.gen.ts'])

/** Where the build goes, and what it must hold to be used. */
const storeDist = 'apps/store/dist'
const BUILD_ID_FILE = 'client/builds/latest.json'
const SERVER_ENTRY = 'server/entry.js'
const STAMP = '.inputs.json'

function files(root, path) {
  const full = join(root, path)
  if (!existsSync(full)) return []
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = path ? `${path}/${entry.name}` : entry.name
    if (entry.isDirectory()) {
      return entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name) ? [] : files(root, child)
    }
    return entry.isFile() && !SKIPPED_FILES.has(entry.name) ? [child] : []
  })
}

/** The content hash of the build's inputs under `root` (a workspace). */
export function inputsHash(root = workspace, env = process.env) {
  const hash = createHash('sha256')
  hash.update(`node ${process.version}\n`)
  for (const name of Object.keys(env).sort()) {
    if (name.startsWith('VITE_')) hash.update(`env ${name}=${env[name]}\n`)
  }
  const paths = BUILD_INPUTS.flatMap((input) => {
    const full = join(root, input)
    return existsSync(full) && statSync(full).isDirectory() ? files(root, input) : [input]
  }).sort()
  for (const path of paths) {
    const full = join(root, path)
    if (!existsSync(full)) continue
    const content = readFileSync(full)
    hash.update(`file ${path} ${content.length}\n`).update(content)
  }
  return hash.digest('hex')
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

/**
 * Whether the build in `root`'s store is up to date: answers the inputs' hash and the reason to
 * build (null when the build can be used as it is).
 */
export function buildDecision(root = workspace, env = process.env) {
  const dist = join(root, storeDist)
  const hash = inputsHash(root, env)
  const stamp = readJson(join(dist, STAMP))
  const build = readJson(join(dist, BUILD_ID_FILE))
  let reason = null
  if (!build || !existsSync(join(dist, SERVER_ENTRY))) reason = 'no build yet'
  else if (!stamp) reason = 'the build has no record of its inputs'
  else if (stamp.buildId !== build.buildId) reason = 'the build was made by another command since'
  else if (stamp.hash !== hash) reason = 'its sources, configs or dependencies changed'
  return { hash, reason }
}

/** Records that the build now in `root`'s store was made from the inputs hashed `hash`. */
export function recordBuild(root, hash) {
  const dist = join(root, storeDist)
  const { buildId } = readJson(join(dist, BUILD_ID_FILE)) ?? {}
  writeFileSync(join(dist, STAMP), `${JSON.stringify({ hash, buildId }, null, 2)}\n`)
}

function main() {
  const force = process.argv.includes('--force')
  const before = buildDecision()
  if (!force && before.reason === null) {
    console.log(`store build is up to date (inputs ${before.hash.slice(0, 12)}): not rebuilt`)
    return
  }
  console.log(`building the store: ${force ? 'asked with --force' : before.reason}`)
  // A build that fails or is stopped leaves no record, so the next start builds again.
  rmSync(join(workspace, storeDist, STAMP), { force: true })
  const build = spawnSync('pnpm', ['--filter', '@ebook/store', 'build'], {
    cwd: workspace,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
  // Hashed again after the build: what the build itself wrote among the inputs counts too.
  recordBuild(workspace, inputsHash())
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') main()
