// Generates the client's types from the contract: openapi/{v2,v1,auth}.yaml → src/generated/*.ts.
// `node scripts/generate.mjs` writes them; `--check` only compares and fails when a file is stale
// (the test command runs the check, so a contract change without regeneration cannot land).
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'

const here = dirname(fileURLToPath(import.meta.url))
const contract = join(here, '../../../openapi')
const outDir = join(here, '../src/generated')
const check = process.argv.includes('--check')

const header = (name) =>
  `// Generated from openapi/${name}.yaml by packages/api/scripts/generate.mjs. Do not edit:\n` +
  `// change the contract and run \`pnpm --filter @ebook/api generate\`.\n\n`

const stale = []
mkdirSync(outDir, { recursive: true })
for (const name of ['v2', 'v1', 'auth']) {
  const ast = await openapiTS(pathToFileURL(join(contract, `${name}.yaml`)), {
    // Optional in the schema means optional in TypeScript; `undefined` is never sent.
    exactOptionalPropertyTypes: false,
    // A field with a default is optional to send: requests may leave it out. Answers list every
    // field they send in `required`, so response types stay complete.
    defaultNonNullable: false,
    alphabetize: false,
  })
  const text = header(name) + astToString(ast)
  const file = join(outDir, `${name}.ts`)
  if (check) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) stale.push(file)
  } else {
    writeFileSync(file, text)
    console.log(`wrote ${file}`)
  }
}

if (stale.length) {
  console.error(
    `The generated client types are stale:\n  ${stale.join('\n  ')}\n` +
      'Run `pnpm --filter @ebook/api generate` and commit the result.',
  )
  process.exit(1)
}
if (check) console.log('generated client types are current')
