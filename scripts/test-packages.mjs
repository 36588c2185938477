// Lists the workspace packages that have a given script ("test" by default), in a stable order,
// so scripts/test.sh runs each one as its own step.
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'

const script = process.argv.includes('--script') ? process.argv.at(-1) : 'test'
const roots = [
  'openapi',
  ...['packages', 'apps'].flatMap((dir) =>
    existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [],
  ),
]
for (const root of roots) {
  const file = join(root, 'package.json')
  if (!existsSync(file)) continue
  const pkg = JSON.parse(readFileSync(file, 'utf8'))
  if (pkg.scripts?.[script]) console.log(pkg.name)
}
