// One-off helper while the contract is written in parallel: merges openapi/fragments/*.yaml
// (each `paths:` + `components: schemas:`) into v2.yaml in memory, reports duplicate names,
// unresolved $refs and OpenAPI 3.1 schema errors. With --write it writes the merged v2.yaml.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'
import { Validator } from '@seriousme/openapi-schema-validator'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const base = YAML.parse(readFileSync(join(root, 'v2.yaml'), 'utf8'))
base.paths ??= {}
const problems = []
for (const file of readdirSync(join(root, 'fragments'))
  .filter((f) => f.endsWith('.yaml'))
  .sort()) {
  const frag = YAML.parse(readFileSync(join(root, 'fragments', file), 'utf8')) ?? {}
  for (const [path, item] of Object.entries(frag.paths ?? {})) {
    if (base.paths[path]) problems.push(`${file}: path ${path} already defined`)
    base.paths[path] = item
  }
  for (const [kind, entries] of Object.entries(frag.components ?? {})) {
    base.components[kind] ??= {}
    for (const [name, value] of Object.entries(entries)) {
      if (base.components[kind][name])
        problems.push(`${file}: components.${kind}.${name} already defined`)
      base.components[kind][name] = value
    }
  }
}
const refs = new Set()
JSON.stringify(base, (k, v) => (k === '$ref' && refs.add(v), v))
for (const ref of refs) {
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((o, k) => o?.[k], base)
  if (target === undefined) problems.push(`unresolved ${ref}`)
}
const ids = new Map()
for (const [path, item] of Object.entries(base.paths)) {
  for (const [method, op] of Object.entries(item)) {
    if (!op?.operationId) continue
    if (ids.has(op.operationId)) problems.push(`operationId ${op.operationId} used twice`)
    ids.set(op.operationId, `${method} ${path}`)
  }
}
const result = await new Validator().validate(base)
if (!result.valid) problems.push(...[].concat(result.errors).map((e) => JSON.stringify(e)))
console.log(
  `${Object.keys(base.paths).length} paths, ${ids.size} operations, ${Object.keys(base.components.schemas).length} schemas`,
)
if (problems.length) {
  console.log(problems.join('\n'))
  process.exit(1)
}
if (process.argv.includes('--write')) {
  writeFileSync(
    join(root, 'v2.yaml'),
    YAML.stringify(base, { lineWidth: 0, aliasDuplicateObjects: false }),
  )
  console.log('wrote v2.yaml')
}
