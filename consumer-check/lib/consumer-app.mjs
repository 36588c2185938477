/**
 * The consumer app: @ebook/ui and @ebook/api built, packed and installed from their tarballs into
 * a copy of consumer-check/template in a temporary folder outside the workspace. The consumer
 * check (consumer-check/run.mjs) makes a fresh one every run; the packages' budget scripts reuse
 * the last one when nothing it was made from has changed since (see consumerApp), so the test
 * command packs and installs once.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const templateDir = join(repoRoot, 'consumer-check/template')
const recordFile = join(repoRoot, 'node_modules/.cache/consumer-check/app.json')
const appPrefix = 'ebook-consumer-'

/** The packages the app installs: name and folder in the workspace. */
export const packages = {
  ui: { name: '@ebook/ui', dir: join(repoRoot, 'packages/ui') },
  api: { name: '@ebook/api', dir: join(repoRoot, 'packages/api') },
}

export const KB = 1024
export const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`
export const gzipSize = (content) => gzipSync(content, { level: 9 }).length

/** An error whose message is what the harness prints as the reason a step failed. */
export class CheckFailure extends Error {}

/**
 * Runs a command; resolves with its output, rejects with a CheckFailure carrying the output's
 * tail when it exits non-zero.
 */
export function run(command, args, { cwd = repoRoot, env = {} } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) return resolvePromise(output)
      const tail = output.trim().split('\n').slice(-40).join('\n')
      reject(new CheckFailure(`\`${command} ${args.join(' ')}\` exited with ${code}:\n${tail}`))
    })
  })
}

/** Builds both packages (their own `build` scripts) and packs each into `dest`. */
export async function packPackages(dest) {
  await mkdir(dest, { recursive: true })
  const filters = Object.values(packages).flatMap(({ name }) => ['--filter', name])
  await run('pnpm', [...filters, '--parallel', 'run', 'build'])
  const tarballs = {}
  for (const [key, { dir }] of Object.entries(packages)) {
    await run('pnpm', ['pack', '--pack-destination', dest], { cwd: dir })
    tarballs[key] = await newestTarball(dest, basename(dir))
  }
  return tarballs
}

async function newestTarball(dest, folder) {
  const names = (await readdir(dest)).filter(
    (name) => name.startsWith(`ebook-${folder}-`) && name.endsWith('.tgz'),
  )
  if (names.length !== 1)
    throw new CheckFailure(`pnpm pack left ${names.length} tarballs of ${folder}`)
  const path = join(dest, names[0])
  return { path, bytes: (await stat(path)).size }
}

/** The files a tarball holds (its paths without the `package/` prefix). */
export async function tarballFiles(tarball) {
  const listing = await run('tar', ['-tzf', tarball])
  return listing
    .split('\n')
    .filter(Boolean)
    .map((path) => path.replace(/^package\//, ''))
}

/**
 * Makes the app in a new temporary folder: the template, the tarballs in `tarballs/`, the
 * template's pinned dependencies plus the two tarballs installed with pnpm from the local store
 * where it has them (`--prefer-offline`), outside any workspace. Answers the app's folder.
 */
export async function createApp() {
  const dir = await mkdtemp(join(tmpdir(), appPrefix))
  await cp(templateDir, dir, { recursive: true })
  return dir
}

export async function installApp(dir, tarballs) {
  const manifestPath = join(dir, 'package.json')
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'))
  for (const [key, { name }] of Object.entries(packages))
    manifest.dependencies[name] = `file:${relative(dir, tarballs[key].path)}`
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
  await run(
    'pnpm',
    [
      'install',
      '--prefer-offline',
      '--ignore-workspace',
      '--reporter=append-only',
      '--config.engine-strict=true',
    ],
    { cwd: dir },
  )
}

/** Imports a package the app installed (its vite, for builds and the preview server). */
export async function importFromApp(dir, specifier) {
  const path = createRequire(join(dir, 'package.json')).resolve(specifier)
  return import(pathToFileURL(path).href)
}

/**
 * A fingerprint of what the app is made from: every file of both packages and of
 * consumer-check/ that git tracks or would track, and the lockfile.
 */
async function inputsFingerprint() {
  const listing = await run('git', [
    'ls-files',
    '-z',
    '--cached',
    '--others',
    '--exclude-standard',
    '--',
    'packages/ui',
    'packages/api',
    'consumer-check',
    'pnpm-lock.yaml',
  ])
  const hash = createHash('sha256')
  for (const path of listing.split('\0').filter(Boolean).sort()) {
    const full = join(repoRoot, path)
    hash.update(path)
    hash.update('\0')
    if (existsSync(full)) hash.update(await readFile(full))
    hash.update('\0')
  }
  return hash.digest('hex')
}

/** Remembers the installed app for the budget scripts, replacing (and deleting) the last one. */
export async function recordApp(app, fingerprint) {
  const previous = await readRecord()
  if (previous && previous.dir !== app.dir) await removeApp(previous.dir)
  await mkdir(dirname(recordFile), { recursive: true })
  await writeFile(recordFile, JSON.stringify({ ...app, fingerprint }, null, 2))
}

async function readRecord() {
  try {
    return JSON.parse(await readFile(recordFile, 'utf8'))
  } catch {
    return null
  }
}

/** Deletes an app folder this module made (and nothing else). */
async function removeApp(dir) {
  if (dirname(dir) === tmpdir() && basename(dir).startsWith(appPrefix))
    await rm(dir, { recursive: true, force: true })
}

/**
 * Makes, packs and installs a fresh app and records it; `timed` wraps each sub-step (the
 * consumer check prints their times). Answers { dir, tarballs }.
 */
export async function freshApp(timed = (_label, fn) => fn()) {
  const dir = await createApp()
  let tarballs
  let fingerprint
  try {
    tarballs = await timed('build and pack @ebook/ui and @ebook/api', () =>
      packPackages(join(dir, 'tarballs')),
    )
    // Taken once the builds ran, since they may write generated sources.
    fingerprint = await inputsFingerprint()
    await timed(`install the tarballs into ${dir}`, () => installApp(dir, tarballs))
  } catch (error) {
    // Nothing in it to look at: the error holds the reason.
    await removeApp(dir)
    throw error
  }
  const app = { dir, tarballs }
  await recordApp(app, fingerprint)
  return app
}

/**
 * The app for the budget scripts: the last one made (by the consumer check run just before, in
 * the test command) when the packages, the template and the lockfile are as they were then;
 * otherwise a fresh one.
 */
export async function consumerApp() {
  // The budgets run side by side: one makes the app, the other waits and reuses it.
  const release = await lock()
  try {
    const record = await readRecord()
    if (record && existsSync(join(record.dir, 'node_modules/@ebook/ui'))) {
      if (record.fingerprint === (await inputsFingerprint())) {
        console.log(`(the consumer app packed and installed before: ${record.dir})\n`)
        return { dir: record.dir, tarballs: record.tarballs }
      }
    }
    console.log('(packing and installing the consumer app)\n')
    return await freshApp()
  } finally {
    await release()
  }
}

/** Takes the lock on making the app (a folder only one process can create); answers its release. */
async function lock() {
  const dir = `${recordFile}.lock`
  await mkdir(dirname(dir), { recursive: true })
  for (;;) {
    try {
      await mkdir(dir)
      await writeFile(join(dir, 'pid'), String(process.pid))
      return () => rm(dir, { recursive: true, force: true })
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      if (!holderAlive(dir)) await rm(dir, { recursive: true, force: true })
      else await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

/** Whether the process that holds the lock still runs (a killed run leaves its lock behind). */
function holderAlive(dir) {
  try {
    process.kill(Number(readFileSync(join(dir, 'pid'), 'utf8')), 0)
    return true
  } catch (error) {
    // No pid file yet: the holder is between creating the folder and writing it (or died there).
    if (error.code === 'ENOENT')
      return Date.now() - (statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 10_000
    return error.code === 'EPERM'
  }
}

/** Every file under `dir`, with its raw and gzip size. */
export async function outputFiles(dir) {
  const files = []
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const content = await readFile(path)
    files.push({
      path,
      name: relative(dir, path).split(sep).join('/'),
      content,
      bytes: content.length,
      gzip: gzipSize(content),
    })
  }
  return files
}

/**
 * Builds one page of the app (`root` relative to the app) with the app's vite and config;
 * `sourcemap` writes each file's map beside it, unreferenced (the code is the same as without).
 */
export async function buildPage(appDir, root, outDir, { sourcemap = false } = {}) {
  const { build } = await importFromApp(appDir, 'vite')
  await build({
    root: join(appDir, root),
    configFile: join(appDir, 'vite.config.ts'),
    logLevel: 'error',
    build: {
      outDir: join(appDir, outDir),
      emptyOutDir: true,
      reportCompressedSize: false,
      sourcemap: sourcemap ? 'hidden' : false,
    },
  })
  return join(appDir, outDir)
}
