/**
 * The kit's stylesheets for other apps, the last step of `pnpm --filter @ebook/ui build` (it
 * reads the JavaScript the step before wrote to dist/):
 *
 * - dist/styles.css (`@ebook/ui/styles.css`): for apps without Tailwind. One precompiled file,
 *   made by Tailwind's own compiler from the tokens (src/theme/*.css) and the classes of the built
 *   modules: the tokens' CSS variables, every class the components use, a reset that applies to
 *   the kit's elements only, and the web font. All of it in the cascade layer `ebook-ui`, so an
 *   app's own styles win, and nothing in it styles an element of the app.
 * - dist/theme.css (`@ebook/ui/theme.css`): for Tailwind v4 apps, src/styles/theme.css with the
 *   built modules as its source instead of src/.
 * - dist/base.css (`@ebook/ui/base.css`): the opt-in page styles, as written.
 * - dist/fonts/: the woff2 files src/styles/fonts.css names, which both stylesheets load, and the
 *   font's licence.
 */
import { compile, optimize } from '@tailwindcss/node'
import { Scanner } from '@tailwindcss/oxide'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const kitDir = fileURLToPath(new URL('..', import.meta.url))
const distDir = join(kitDir, 'dist')
const read = (path) => readFileSync(join(kitDir, path), 'utf8')
const require = createRequire(import.meta.url)

/** The CSS the generator wrote from tokens.ts, without its "generated" header line. */
const generated = (name) => read(`src/theme/${name}`).replace(/^\/\*.*\*\/\n+/, '')

/** src/styles/fonts.css with its font files copied to dist/fonts/ and its URLs pointing there. */
function fonts() {
  const fontPackage = '@fontsource-variable/anuphan'
  const fontDir = dirname(require.resolve(fontPackage))
  const prefix = `${fontPackage}/`
  mkdirSync(join(distDir, 'fonts'), { recursive: true })
  // The font's licence (SIL Open Font License) travels with its files.
  copyFileSync(join(fontDir, 'LICENSE'), join(distDir, 'fonts', 'LICENSE'))
  return read('src/styles/fonts.css').replace(/url\('([^']+)'\)/g, (match, url) => {
    if (!url.startsWith(prefix)) throw new Error(`fonts.css: a font outside ${fontPackage}: ${url}`)
    const file = basename(url)
    copyFileSync(join(fontDir, url.slice(prefix.length)), join(distDir, 'fonts', file))
    return `url('./fonts/${file}')`
  })
}

/** Elements of the kit (each carries `data-slot`) and everything inside one. */
const KIT = ':where([data-slot], [data-slot] *)'
/** The outermost element of a kit component: what the page's `html` rules would style. */
const KIT_ROOT = ':where([data-slot]:not([data-slot] *))'

/** Splits a selector list at its top-level commas (not those inside `:is(…)`, `[…]`). */
function splitSelectors(list) {
  const parts = []
  let depth = 0
  let start = 0
  for (let index = 0; index < list.length; index++) {
    const char = list[index]
    if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index).trim())
      start = index + 1
    }
  }
  parts.push(list.slice(start).trim())
  return parts.filter(Boolean)
}

/** One selector of the reset, limited to the kit's elements (same specificity as before). */
function scopeSelector(selector) {
  if (selector === 'html' || selector === ':host') return KIT_ROOT
  if (selector === 'body') return null
  const pseudoElement = selector.indexOf('::')
  if (pseudoElement === 0) return `${KIT}${selector}`
  if (pseudoElement > 0)
    return `${KIT}:is(${selector.slice(0, pseudoElement)})${selector.slice(pseudoElement)}`
  return `${KIT}:is(${selector})`
}

/**
 * Tailwind's preflight (the reset the kit's classes are written against, as in Storybook) with
 * each rule limited to the kit's elements: rules for `html` go to a component's outermost
 * element, rules for `body` are left out, so the app's own elements keep their styles.
 */
function scopedPreflight() {
  const css = readFileSync(require.resolve('tailwindcss/preflight.css'), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  )
  let out = ''
  let index = 0
  while (index < css.length) {
    const open = css.indexOf('{', index)
    if (open === -1) break
    const prelude = css.slice(index, open).trim()
    // The rule's block, up to its matching brace (an at-rule's block holds rules).
    let depth = 1
    let close = open + 1
    for (; depth > 0; close++) {
      if (css[close] === '{') depth++
      else if (css[close] === '}') depth--
    }
    const body = css.slice(open + 1, close - 1)
    if (prelude.startsWith('@')) out += `${prelude} {\n${scopeRules(body)}}\n`
    else out += scopeRule(prelude, body)
    index = close
  }
  return out

  function scopeRules(block) {
    let rules = ''
    for (const [, prelude, body] of block.matchAll(/([^{}]+)\{([^{}]*)\}/g))
      rules += scopeRule(prelude.trim(), body)
    return rules
  }

  function scopeRule(prelude, body) {
    const selectors = [...new Set(splitSelectors(prelude).map(scopeSelector))].filter(Boolean)
    return selectors.length ? `${selectors.join(',\n')} {${body}}\n` : ''
  }
}

/** Tailwind's build of `css` (with `base` for its relative paths), its classes from `sources`. */
async function tailwind(css, base) {
  const compiler = await compile(css, { base, onDependency: () => {} })
  const scanner = new Scanner({ sources: compiler.sources })
  return optimize(compiler.build(scanner.scan()), { minify: true }).code
}

const fontFaces = fonts()
const tokens = generated('tokens.css')
const theme = generated('tailwind.css')
const banner = `/* @ebook/ui ${JSON.parse(read('package.json')).version} (MIT) */\n`

const styles = await tailwind(
  [
    '@layer ebook-ui.theme, ebook-ui.base, ebook-ui.utilities;',
    "@import 'tailwindcss/theme.css' layer(ebook-ui.theme) theme(inline);",
    theme.replaceAll('@theme {', '@theme inline {'),
    `@layer ebook-ui.theme {\n${tokens}}`,
    `@layer ebook-ui.base {\n${scopedPreflight()}}`,
    "@import 'tailwindcss/utilities.css' layer(ebook-ui.utilities);",
    "@source './**/*.js';",
    fontFaces,
  ].join('\n'),
  distDir,
)
writeFileSync(join(distDir, 'styles.css'), banner + styles)

writeFileSync(
  join(distDir, 'theme.css'),
  [
    banner + read('src/styles/theme.css').replace(/\n@import[\s\S]*$/, '\n'),
    theme,
    `@layer base {\n${tokens}}\n`,
    fontFaces,
    "@source './**/*.js';\n",
  ].join('\n'),
)

writeFileSync(join(distDir, 'base.css'), banner + read('src/styles/base.css'))
