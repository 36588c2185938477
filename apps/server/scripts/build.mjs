/**
 * `pnpm --filter @ebook/server build`: the server as plain JavaScript in dist/, for production
 * (`node dist/main.js`). tsx compiles every module at start in a loader thread of its own, which
 * costs memory for as long as the server runs; this compiles them once instead.
 *
 * Each src/**\/*.ts (not tests, declarations or src/testing) becomes dist/**\/*.js with the same layout:
 * types are erased (TypeScript's transpileModule, no type check: `pnpm typecheck` does that),
 * relative `.ts` imports become `.js`, `@ebook/openapi/documents` (TypeScript too) is compiled
 * into dist/_openapi/, and `import.meta.url` becomes the source file's own URL, so that paths
 * a module finds next to itself (migrations, the contract's YAML, package lookups) are the
 * sources' and no file needs copying. Files are compiled again only when their source is newer.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const serverDir = fileURLToPath(new URL('..', import.meta.url))
const srcDir = join(serverDir, 'src')
const outDir = join(serverDir, 'dist')
const documentsSource = fileURLToPath(new URL('../../../openapi/documents.ts', import.meta.url))
const documentsOut = join(outDir, '_openapi', 'documents.js')

/** Every module the server runs: src/**\/*.ts except tests and test helpers. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return path === join(srcDir, 'testing') ? [] : sources(path)
    const { name } = entry
    const module = name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')
    return module ? [path] : []
  })
}

/** TypeScript, loaded only when a module needs compiling (loading it takes longer than the rest). */
let ts
let compilerOptions
async function loadCompiler() {
  ts ??= (await import('typescript')).default
  compilerOptions ??= {
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
    verbatimModuleSyntax: true,
    rewriteRelativeImportExtensions: true,
    sourceMap: false,
  }
}

function importPath(from, to) {
  const path = relative(dirname(from), to).split(sep).join('/')
  return path.startsWith('.') ? path : `./${path}`
}

function compile(source, out) {
  const text = readFileSync(source, 'utf8')
  let js = ts.transpileModule(text, { compilerOptions, fileName: source }).outputText
  js = js.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(source).href))
  js = js.replaceAll(
    /(['"])@ebook\/openapi\/documents\1/gu,
    JSON.stringify(importPath(out, documentsOut)),
  )
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, js)
}

const started = performance.now()
const jobs = sources(srcDir).map((source) => ({
  source,
  out: join(outDir, relative(srcDir, source)).replace(/\.ts$/u, '.js'),
}))
jobs.push({ source: documentsSource, out: documentsOut })

// Outputs whose source is gone (a module removed or renamed) are removed too.
const wanted = new Set(jobs.map((job) => job.out))
function prune(dir) {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) prune(path)
    else if (!wanted.has(path)) rmSync(path)
  }
}
prune(outDir)

const mtime = (path) => {
  try {
    return statSync(path).mtimeMs
  } catch {
    return -1
  }
}
let compiled = 0
for (const { source, out } of jobs) {
  if (mtime(out) >= mtime(source)) continue
  await loadCompiler()
  compile(source, out)
  compiled++
}
console.log(
  `server build: ${compiled} of ${jobs.length} modules compiled into dist/ in ${Math.round(performance.now() - started)} ms`,
)
