// Measures what the client costs an app, from the packed package as an app installs it: the
// consumer app of consumer-check/ (the one the consumer check made just before when nothing
// changed since, else a fresh one) bundles small entries that import '@ebook/api' with its own
// vite (openapi-fetch and TanStack Query left out, as the app pays for those anyway) and prints
// their gzip size and the tarball's. Fails when the client's own run-time code (the factory with
// its request rules, errors, storage and unwrap helpers) passes 5 KB gzip, when a service group's
// query factories add more than 1.5 KB to it, when the model types leave any code behind, or when
// importing one service group's queries pulls in another group's. An app pays for the groups it
// imports, route by route.
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  consumerApp,
  gzipSize,
  importFromApp,
  kb,
  tarballFiles,
} from '../../../consumer-check/lib/consumer-app.mjs'

const budgetBytes = 5 * 1024
const groupBudgetBytes = 1.5 * 1024

const app = await consumerApp()
const { build } = await importFromApp(app.dir, 'vite')
const work = join(app.dir, 'budget-api')
await rm(work, { recursive: true, force: true })
await mkdir(work, { recursive: true })

async function bundle(name, source) {
  const entry = join(work, `${name}.js`)
  await writeFile(entry, source)
  const outDir = join(work, `out-${name}`)
  await build({
    logLevel: 'silent',
    configFile: false,
    root: app.dir,
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: { entry, formats: ['es'], fileName: name },
      rollupOptions: { external: ['openapi-fetch', /^@tanstack\//] },
    },
  })
  const code = (
    await Promise.all(
      (await readdir(outDir))
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFile(join(outDir, f), 'utf8')),
    )
  ).join('\n')
  return { code, gzip: gzipSize(code) }
}

const coreExports = `export { createApiClients, unwrap, unwrapContent, unwrapData, ApiError, isApiError, messagesOf } from '@ebook/api'\n`
const failures = []
// Everything the types entry exports: type declarations alone, so nothing is left.
const types = await bundle('types', `export * from '@ebook/api/types'\n`)
const core = await bundle('core', coreExports)
const whole = await bundle(
  'whole',
  `export * from '@ebook/api'\nexport * from '@ebook/api/queries'\n`,
)
const catalogOnly = await bundle(
  'catalog-only',
  `import { catalogQueries } from '@ebook/api/queries'\nconsole.log(catalogQueries)\n`,
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
    `${coreExports}export { ${names} } from '@ebook/api/queries'\n`,
  )
  groupCosts.push([group, withGroup.gzip - core.gzip])
}

const gz = (bytes) => `${kb(bytes).padStart(9)} gzip`
const tarball = app.tarballs.api
const files = await tarballFiles(tarball.path)
console.log(
  `${'packed @ebook/api'.padEnd(46)} ${kb(tarball.bytes).padStart(9)} (${files.length} files)`,
)
const rows = [
  ['model types (@ebook/api/types)', types.gzip],
  ['client core (factory, rules, errors, unwrap)', core.gzip],
  ['catalog queries only', catalogOnly.gzip],
  ['whole client with every query group', whole.gzip],
]
for (const [label, bytes] of rows) console.log(`${label.padEnd(46)} ${gz(bytes)}`)
console.log('each service group on top of the core:')
for (const [group, bytes] of groupCosts) console.log(`  + ${group.padEnd(42)} ${gz(bytes)}`)
console.log(`budgets: core ${kb(budgetBytes)} gzip, each group ${kb(groupBudgetBytes)} gzip`)

if (types.code.replace(/\s|export\s*\{\s*\};?/g, '').length > 0)
  failures.push('the model types left run-time code behind')
if (core.gzip > budgetBytes)
  failures.push(`the client core is ${core.gzip} B gzip, over its ${budgetBytes} B budget`)
for (const [group, bytes] of groupCosts)
  if (bytes > groupBudgetBytes)
    failures.push(`the ${group} group adds ${bytes} B gzip, over its ${groupBudgetBytes} B budget`)
if (catalogOnly.code.includes('/v2/shoppingcart/cart'))
  failures.push('importing catalog queries pulled in the cart group: not tree-shakable')
await rm(work, { recursive: true, force: true })
if (failures.length) {
  console.error(failures.join('\n'))
  process.exit(1)
}
