// Measures what the client costs an app: builds small consumer bundles with vite (openapi-fetch
// and TanStack Query left out, as the app pays for those anyway) and prints their gzip size.
// Fails when the client's own run-time code passes 5 KB gzip, when the generated types leave any
// code behind, or when importing one service group's queries pulls in another group's.
import { mkdtempSync, rmSync, writeFileSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..')
const budgetBytes = 5 * 1024
const work = mkdtempSync(join(tmpdir(), 'api-budget-'))

async function bundle(name, source) {
  const entry = join(work, `${name}.ts`)
  writeFileSync(entry, source)
  const outDir = join(work, `out-${name}`)
  await build({
    logLevel: 'silent',
    configFile: false,
    root: pkg,
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: { entry, formats: ['es'], fileName: name },
      rollupOptions: { external: ['openapi-fetch', /^@tanstack\//] },
    },
  })
  const code = readdirSync(outDir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(outDir, f), 'utf8'))
    .join('\n')
  return { code, gzip: gzipSync(code, { level: 9 }).length }
}

const src = join(pkg, 'src')
const failures = []
try {
  const types = await bundle(
    'types',
    `import type { paths } from '${src}/generated/v2'\nexport type Paths = paths\n`,
  )
  const core = await bundle(
    'core',
    `export { createApiClients } from '${src}/client'\nexport * from '${src}/unwrap'\nexport * from '${src}/errors'\n`,
  )
  const whole = await bundle('whole', `export * from '${src}/index'\nexport * from '${src}/queries/index'\n`)
  const catalogOnly = await bundle(
    'catalog-only',
    `import { catalogQueries } from '${src}/queries/index'\nconsole.log(catalogQueries)\n`,
  )

  const rows = [
    ['generated types', types.gzip],
    ['client core (factory, errors, unwrap)', core.gzip],
    ['whole client with every query group', whole.gzip],
    ['catalog queries only', catalogOnly.gzip],
  ]
  for (const [label, bytes] of rows)
    console.log(`${label.padEnd(42)} ${(bytes / 1024).toFixed(2).padStart(6)} KB gzip`)
  console.log(`budget for the whole client: ${(budgetBytes / 1024).toFixed(2)} KB gzip`)

  if (types.code.replace(/\s|export\s*\{\s*\};?/g, '').length > 0)
    failures.push('the generated types left run-time code behind')
  if (whole.gzip > budgetBytes)
    failures.push(`the client is ${whole.gzip} B gzip, over its ${budgetBytes} B budget`)
  if (catalogOnly.code.includes('/v2/shoppingcart/cart'))
    failures.push('importing catalog queries pulled in the cart group: not tree-shakable')
} finally {
  rmSync(work, { recursive: true, force: true })
}
if (failures.length) {
  console.error(failures.join('\n'))
  process.exit(1)
}
