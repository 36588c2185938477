#!/usr/bin/env node
/**
 * Size and font budgets of the UI kit, as a consumer app sees them (`pnpm --filter @ebook/ui budget`).
 *
 * Builds with vite, in a temporary folder:
 *   - a baseline app that renders with React only;
 *   - a consumer app that imports `Button` and `Dialog` from '@ebook/ui' and the kit's stylesheet;
 *   - the whole kit's stylesheet (`@ebook/ui/styles.css`, every component's classes).
 * Then loads the consumer app in chromium and counts the font files fetched for its first paint.
 *
 * Budgets (fails when one is over):
 *   - Button + Dialog: at most 15 KB gzip of JavaScript beyond the React baseline;
 *   - the kit's CSS: at most 30 KB gzip;
 *   - fonts: woff2 only, Thai and Latin subsets only, `font-display: swap` on every face, and at
 *     most two font files on first paint.
 *
 * Options: `--components Button,Dialog` (the kit exports the consumer imports);
 * env `BUDGET_KIT_ENTRY=<file>` points '@ebook/ui' at another entry than src/index.ts.
 */
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { dirname, extname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs, stripVTControlCharacters } from 'node:util'
import { gzipSync } from 'node:zlib'

const KB = 1024
const budgets = {
  componentsJsGzip: 15 * KB,
  kitCssGzip: 30 * KB,
  firstPaintFontFiles: 2,
}
const allowedFontSubsets = ['thai', 'latin']

const uiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const kitEntry = resolve(process.env.BUDGET_KIT_ENTRY ?? join(uiDir, 'src/index.ts'))
const kitCss = join(uiDir, 'src/styles/index.css')

const { values: options } = parseArgs({
  options: { components: { type: 'string', default: 'Button,Dialog' } },
})
const components = options.components
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean)

const { build, preview } = await import('vite')
const { default: react } = await import('@vitejs/plugin-react')
const { default: tailwindcss } = await import('@tailwindcss/vite')

/** A vite app build of `files` (written into `dir`) with '@ebook/ui' resolved to the kit. */
async function buildApp(dir, files) {
  await mkdir(dir, { recursive: true })
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text)
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    plugins: [react(), tailwindcss()],
    resolve: {
      alias: [
        { find: /^@ebook\/ui\/styles\.css$/, replacement: kitCss },
        { find: /^@ebook\/ui$/, replacement: kitEntry },
      ],
    },
    build: { outDir: join(dir, 'dist'), emptyOutDir: true, reportCompressedSize: false },
  })
  return join(dir, 'dist')
}

/** Every file of a build's output, with its raw and gzip size. */
async function outputFiles(dist) {
  const files = []
  const walk = async (dir) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) await walk(path)
      else {
        const content = await readFile(path)
        files.push({
          path,
          name: relative(dist, path),
          ext: extname(path),
          content,
          bytes: content.length,
          gzip: gzipSync(content, { level: 9 }).length,
        })
      }
    }
  }
  await walk(dist)
  return files
}

const sum = (files, key) => files.reduce((total, file) => total + file[key], 0)
const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`

const html = (title) => `<!doctype html>
<html lang="th" class="dark">
  <head><meta charset="UTF-8" /><title>${title}</title></head>
  <body><div id="root"></div><script type="module" src="./main.js"></script></body>
</html>
`

const baselineMain = `import { StrictMode, createElement as h } from 'react'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')).render(
  h(StrictMode, null, h('button', { type: 'button' }, 'ซื้อเลย Buy now')),
)
`

// The consumer imports the kit's stylesheet, as every app does once, and renders each imported
// component; a dialog (open: false) mounts closed.
const consumerMain = `import { StrictMode, createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import '@ebook/ui/styles.css'
import { ${components.join(', ')} } from '@ebook/ui'

const kit = { ${components.join(', ')} }
const props = (name) => (name === 'Dialog' ? { open: false, onOpenChange: () => {} } : {})

createRoot(document.getElementById('root')).render(
  h(
    StrictMode,
    null,
    Object.entries(kit).map(([name, Component]) =>
      h(Component, { key: name, ...props(name) }, 'ซื้อเลย Buy now'),
    ),
  ),
)
`

/** Counts the font files chromium fetches while loading the consumer app's first paint. */
async function firstPaintFonts(dist) {
  const { chromium } = await import('playwright')
  const server = await preview({
    root: dist,
    configFile: false,
    logLevel: 'error',
    build: { outDir: dist },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const page = await browser.newPage()
    const fonts = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf|eot)(\?|$)/.test(request.url()))
        fonts.push(new URL(request.url()).pathname)
    })
    const url = server.resolvedUrls?.local[0]
    if (!url) throw new Error('the preview server has no local address')
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    const rendered = await page.locator('#root').innerText()
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
    const thaiFontLoaded = await page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.status === 'loaded' && /U\+0?E01-/i.test(face.unicodeRange),
      ),
    )
    return { fonts, rendered, family, thaiFontLoaded }
  } finally {
    await browser.close()
    await server.close()
  }
}

/** The @font-face rules of a stylesheet, with their descriptors. */
function fontFaces(css) {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    display: /font-display:\s*([\w-]+)/.exec(body)?.[1] ?? null,
    urls: [...body.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map(([, url]) => url),
    formats: [...body.matchAll(/format\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map(([, f]) => f),
  }))
}

const work = join(uiDir, 'node_modules/.budget')
await mkdir(work, { recursive: true })
const tmp = await mkdtemp(join(work, 'run-'))
const failures = []
const check = (ok, message) => {
  if (!ok) failures.push(message)
  return ok
}

try {
  if (!existsSync(kitEntry)) throw new Error(`no kit entry at ${kitEntry}`)
  console.log(`UI kit budgets (consumer imports ${components.join(' + ')} from '@ebook/ui')\n`)

  const [baselineDist, consumerDist, cssDist] = await Promise.all([
    buildApp(join(tmp, 'baseline'), { 'index.html': html('React only'), 'main.js': baselineMain }),
    buildApp(join(tmp, 'consumer'), {
      'index.html': html('Kit consumer'),
      'main.js': consumerMain,
    }),
    buildApp(join(tmp, 'css'), {
      'index.html': html('Kit CSS'),
      'main.js': "import '@ebook/ui/styles.css'\n",
    }),
  ])
  const baselineJs = (await outputFiles(baselineDist)).filter((file) => file.ext === '.js')
  const consumerFiles = await outputFiles(consumerDist)
  const consumerJs = consumerFiles.filter((file) => file.ext === '.js')
  const cssFiles = (await outputFiles(cssDist)).filter((file) => file.ext === '.css')

  const componentsJs = sum(consumerJs, 'gzip') - sum(baselineJs, 'gzip')
  const kitCssGzip = sum(cssFiles, 'gzip')
  console.log(`JavaScript (gzip)`)
  console.log(`  React baseline            ${kb(sum(baselineJs, 'gzip'))}`)
  console.log(`  with ${components.join(' + ').padEnd(21)}${kb(sum(consumerJs, 'gzip'))}`)
  console.log(
    `  ${components.join(' + ')} beyond React: ${kb(componentsJs)} (budget ${kb(budgets.componentsJsGzip)})`,
  )
  check(
    componentsJs <= budgets.componentsJsGzip,
    `${components.join(' + ')} add ${kb(componentsJs)} gzip of JS, over ${kb(budgets.componentsJsGzip)}`,
  )
  console.log(`CSS (gzip)`)
  console.log(
    `  the whole kit             ${kb(kitCssGzip)} (${kb(sum(cssFiles, 'bytes'))} raw; budget ${kb(budgets.kitCssGzip)})`,
  )
  check(
    kitCssGzip <= budgets.kitCssGzip,
    `the kit's CSS is ${kb(kitCssGzip)} gzip, over ${kb(budgets.kitCssGzip)}`,
  )

  console.log(`Fonts`)
  const css = cssFiles.map((file) => file.content.toString('utf8')).join('\n')
  const faces = fontFaces(css)
  const fontFiles = consumerFiles.filter((file) => /\.(woff2?|ttf|otf|eot)$/.test(file.ext))
  console.log(`  @font-face rules: ${faces.length}; font files shipped: ${fontFiles.length}`)
  for (const file of fontFiles) console.log(`    ${file.name}  ${kb(file.bytes)}`)
  check(faces.length > 0, 'the kit declares no @font-face: Thai would need a system font')
  for (const [index, face] of faces.entries()) {
    const label = `@font-face #${index + 1} (${face.urls.join(', ')})`
    check(
      face.display === 'swap',
      `${label} has font-display: ${face.display ?? 'unset'}, not swap`,
    )
    check(
      face.urls.length > 0 && face.urls.every((url) => /\.woff2(\?|#|$)/.test(url)),
      `${label} loads a format other than woff2`,
    )
    check(
      face.formats.every((format) => format.startsWith('woff2')),
      `${label} declares format(${face.formats.join(', ')}), not woff2`,
    )
  }
  for (const file of fontFiles) {
    const subset = /-(thai|latin-ext|latin|cyrillic-ext|cyrillic|greek|vietnamese|[a-z]+)-/.exec(
      file.name,
    )?.[1]
    check(file.ext === '.woff2', `${file.name} is not woff2`)
    check(
      subset !== undefined && allowedFontSubsets.includes(subset),
      `${file.name} is not a Thai or Latin subset (${allowedFontSubsets.join(', ')} only)`,
    )
  }

  const { fonts, rendered, family, thaiFontLoaded } = await firstPaintFonts(consumerDist)
  console.log(`  body font-family: ${family}`)
  check(
    /anuphan/i.test(family.split(',')[0] ?? ''),
    `the page text is set in ${family.split(',')[0]}, not the kit's Anuphan`,
  )
  check(thaiFontLoaded, "the kit's Thai font face did not load for Thai text")
  console.log(
    `  first paint of the consumer app: ${fonts.length} font file(s) (budget ${budgets.firstPaintFontFiles})`,
  )
  for (const font of fonts) console.log(`    ${font}`)
  check(rendered.includes('ซื้อเลย'), 'the consumer app did not render its Thai text')
  check(
    fonts.length <= budgets.firstPaintFontFiles,
    `first paint fetched ${fonts.length} font files, over ${budgets.firstPaintFontFiles}`,
  )
} catch (error) {
  const message = stripVTControlCharacters(error instanceof Error ? error.message : String(error))
  const missing = [...message.matchAll(/\[MISSING_EXPORT\] "(\w+)" is not exported by "([^"]+)"/g)]
  if (missing.length > 0)
    for (const [, name, file] of missing)
      failures.push(`'@ebook/ui' does not export ${name} (add its folder's exports to ${file})`)
  else failures.push(message)
} finally {
  await rm(tmp, { recursive: true, force: true })
}

if (failures.length > 0) {
  console.error(`\nBudget FAILED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
  process.exit(1)
}
console.log('\nAll budgets met.')
