/**
 * Writes the stylesheets made from the tokens (src/theme/css.ts): src/theme/tokens.css and
 * src/theme/tailwind.css. `pnpm --filter @ebook/ui generate:theme` after changing tokens.ts;
 * `--check` only reports whether the files are current (exit code 1 when not).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { tailwindThemeCss, tokensCss } from '../src/theme/css.ts'

const files = { 'tokens.css': tokensCss(), 'tailwind.css': tailwindThemeCss() }
const check = process.argv.includes('--check')
let stale = 0
for (const [name, text] of Object.entries(files)) {
  const path = fileURLToPath(new URL(`../src/theme/${name}`, import.meta.url))
  let current = ''
  try {
    current = readFileSync(path, 'utf8')
  } catch {
    // A missing file is stale.
  }
  if (current === text) continue
  stale++
  if (check)
    console.error(`src/theme/${name} is stale: run \`pnpm --filter @ebook/ui generate:theme\``)
  else writeFileSync(path, text)
}
if (check && stale) process.exit(1)
