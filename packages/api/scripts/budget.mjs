// Measures what the client costs an app: builds small consumer bundles with vite (openapi-fetch
// and TanStack Query left out, as the app pays for those anyway) and prints their gzip size.
// Fails when the client's own run-time code (the factory with its request rules, errors, storage
// and unwrap helpers) passes 5 KB gzip, when a service group's query factories add more than
// 1.5 KB to it, when the generated types leave any code behind, or when importing one service
// group's queries pulls in another group's. An app pays for the groups it imports, route by route.
import { mkdtempSync, rmSync, writeFileSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..')
const budgetBytes = 5 * 1024
const groupBudgetBytes = 1.5 * 1024
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
  const whole = await bundle(
    'whole',
    `export * from '${src}/index'\nexport * from '${src}/queries/index'\n`,
  )
  const catalogOnly = await bundle(
    'catalog-only',
    `import { catalogQueries } from '${src}/queries/index'\nconsole.log(catalogQueries)\n`,
  )
  const groups = {
    home: 'homeQueries, contentRowQueries',
    catalog: 'catalogQueries',
    search: 'searchQueries',
    product: 'productQueries, productMutations',
    wishlist: 'wishlistQueries, wishlistMutations',
    cart: 'cartQueries, cartMutations, checkoutMutations',
    customer: 'customerQueries, authMutations, customerMutations',
    address: 'addressQueries, countryQueries, addressMutations',
    orders: 'orderQueries, orderMutations',
    shelf: 'shelfQueries, shelfMutations, downloadMutations',
    content: 'contentQueries, contentMutations, publisherQueries, publisherMutations',
  }
  const groupCosts = []
  for (const [group, names] of Object.entries(groups)) {
    const withGroup = await bundle(
      `group-${group}`,
      `export { createApiClients } from '${src}/client'\nexport * from '${src}/unwrap'\nexport * from '${src}/errors'\nexport { ${names} } from '${src}/queries/index'\n`,
    )
    groupCosts.push([group, withGroup.gzip - core.gzip])
  }

  const kb = (bytes) => `${(bytes / 1024).toFixed(2).padStart(6)} KB gzip`
  const rows = [
    ['generated types', types.gzip],
    ['client core (factory, rules, errors, unwrap)', core.gzip],
    ['catalog queries only', catalogOnly.gzip],
    ['whole client with every query group', whole.gzip],
  ]
  for (const [label, bytes] of rows) console.log(`${label.padEnd(46)} ${kb(bytes)}`)
  console.log('each service group on top of the core:')
  for (const [group, bytes] of groupCosts) console.log(`  + ${group.padEnd(42)} ${kb(bytes)}`)
  console.log(`budgets: core ${kb(budgetBytes).trim()}, each group ${kb(groupBudgetBytes).trim()}`)

  if (types.code.replace(/\s|export\s*\{\s*\};?/g, '').length > 0)
    failures.push('the generated types left run-time code behind')
  if (core.gzip > budgetBytes)
    failures.push(`the client core is ${core.gzip} B gzip, over its ${budgetBytes} B budget`)
  for (const [group, bytes] of groupCosts)
    if (bytes > groupBudgetBytes)
      failures.push(
        `the ${group} group adds ${bytes} B gzip, over its ${groupBudgetBytes} B budget`,
      )
  if (catalogOnly.code.includes('/v2/shoppingcart/cart'))
    failures.push('importing catalog queries pulled in the cart group: not tree-shakable')
} finally {
  rmSync(work, { recursive: true, force: true })
}
if (failures.length) {
  console.error(failures.join('\n'))
  process.exit(1)
}
