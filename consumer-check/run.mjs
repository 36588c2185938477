#!/usr/bin/env node
/**
 * The consumer check (consumer-check/README.md): @ebook/ui and @ebook/api as an app outside the
 * workspace gets them. Packs both, installs the tarballs into a fresh copy of template/ in a
 * temporary folder, type-checks and builds it, drives the build in chromium (stacked dialogs,
 * the range picker, a toast, the need-login modal, a book card; dark and light, Thai and
 * English), renders the same tree with react-dom/server in Node, and calls the reference server
 * with @ebook/api from a plain Node script. Stops at the first failure with its reason; prints
 * each step's time.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium, previewBuild, renderedFonts } from './lib/browser.mjs'
import { CheckFailure, freshApp, repoRoot, run } from './lib/consumer-app.mjs'

const started = performance.now()
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** Runs one step, printing its time; a failure stops the check with the step's name. */
async function timed(label, fn) {
  const start = performance.now()
  try {
    const result = await fn()
    console.log(`  ok  ${label} (${seconds(start)})`)
    return result
  } catch (error) {
    console.log(`  FAILED  ${label} (${seconds(start)})`)
    error.step ??= label
    throw error
  }
}

/**
 * CPU time of this process and the commands it ran and waited for (Linux /proc), the figure to
 * compare between machines and loads: wall time depends on what else runs.
 */
function cpuSeconds() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
  const ticks = fields.slice(11, 15).reduce((total, value) => total + Number(value), 0)
  return `${(ticks / 100).toFixed(1)} s`
}

function assert(condition, message) {
  if (!condition) throw new CheckFailure(message)
}

/**
 * Starts the reference server on a free port with a fresh data folder (lib/reference-server.ts:
 * the server's own start and seed, covers drawn on demand). Answers `ready` (its URL, once it
 * listens) and `stop`.
 */
function startReferenceServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ebook-consumer-data-'))
  const child = spawn(
    join(repoRoot, 'apps/server/node_modules/.bin/tsx'),
    ['consumer-check/lib/reference-server.ts'],
    {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, RENDER_AHEAD: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const exited = new Promise((resolve) => child.once('close', resolve))
  let output = ''
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk
      const match = /listening (\S+)/.exec(output)
      if (match) resolve(match[1])
    })
    child.stderr.on('data', (chunk) => (output += chunk))
    void exited.then((code) =>
      reject(new CheckFailure(`the reference server exited with ${code}:\n${output.trim()}`)),
    )
  })
  ready.catch(() => {}) // awaited by the last step; a failure before then is reported there
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    await rm(dataDir, { recursive: true, force: true })
  }
  return { ready, stop }
}

/** The browser part: every scenario in each language and theme, screenshots in `artifacts`. */
async function browserChecks(appDir, artifacts) {
  const appTexts = JSON.parse(await readFile(join(appDir, 'src/texts.json'), 'utf8'))
  const kitTexts = {
    th: { ok: 'ตกลง', needLogin: 'กรุณาเข้าสู่ระบบ' },
    en: { ok: 'OK', needLogin: 'Please log in' },
  }
  const server = await previewBuild(appDir, join(appDir, 'dist'))
  const browser = await launchChromium()
  const themeLooks = {}
  try {
    for (const locale of ['th', 'en']) {
      for (const theme of ['dark', 'light']) {
        const t = appTexts[locale]
        const where = `${locale}/${theme}`
        const shot = (name) => join(artifacts, `${name}-${locale}-${theme}.png`)
        const page = await browser.newPage({ viewport: { width: 1024, height: 900 } })
        // Waits end on what the page does; the limit only keeps a broken page from hanging the
        // check, far above what a busy machine takes.
        page.setDefaultTimeout(120_000)
        const errors = []
        page.on('pageerror', (error) => errors.push(error.message))
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text())
        })
        page.on('response', (response) => {
          if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
        })
        await page.goto(`${server.url}?locale=${locale}&theme=${theme}`)
        await page.getByRole('heading', { level: 1, name: t.heading }).waitFor()
        await page.evaluate(() => document.fonts.ready.then(() => undefined))

        // The text is drawn with the kit's shipped web font, Thai glyphs included.
        const family = await page.evaluate(() =>
          getComputedStyle(document.querySelector('h1')).fontFamily.split(',')[0].trim(),
        )
        const kitFaces = await page.evaluate(
          (name) =>
            [...document.fonts]
              .filter((face) => face.family.replace(/["']/g, '') === name.replace(/["']/g, ''))
              .map((face) => ({ status: face.status, range: face.unicodeRange })),
          family,
        )
        assert(kitFaces.length > 0, `${where}: the page's font ${family} is not one the kit ships`)
        const drawn = await renderedFonts(page, 'h1')
        const fallback = drawn.filter((font) => !font.isCustomFont && font.glyphCount > 0)
        assert(
          fallback.length === 0 && drawn.some((font) => font.isCustomFont),
          `${where}: the heading is drawn with ${drawn.map((f) => `${f.familyName}${f.isCustomFont ? '' : ' (system)'}`).join(', ')}, not the kit's web font`,
        )
        if (locale === 'th')
          assert(
            kitFaces.some((face) => face.status === 'loaded' && /U\+0?E01/i.test(face.range)),
            `${where}: the kit's Thai font face did not load`,
          )

        // A dialog over a dialog: Escape closes the top one only, then the other.
        await page.getByRole('button', { name: t.openDialog, exact: true }).click()
        const outer = page.getByRole('dialog', { name: t.outerTitle })
        await outer.waitFor()
        await outer.getByRole('button', { name: t.openInner }).click()
        const inner = page.getByRole('dialog', { name: t.innerTitle })
        await inner.waitFor()
        // The dialogs' own opening transitions end before the backdrop is hit-tested.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('[role="dialog"]')]
            .flatMap((element) => element.getAnimations())
            .every((animation) => animation.playState !== 'running'),
        )
        const dimmed = await page.evaluate(() => {
          const lower = document
            .querySelector('[data-testid="outer-dialog"]')
            .getBoundingClientRect()
          const upper = document
            .querySelector('[data-testid="inner-dialog"]')
            .getBoundingClientRect()
          // A point of the lower dialog that the upper one does not cover.
          const x = lower.left + 8
          const y = lower.top + 8
          if (x >= upper.left && x <= upper.right && y >= upper.top && y <= upper.bottom)
            return null
          // A point on the upper dialog's backdrop hit-tests as the upper dialog.
          return (
            document.elementFromPoint(x, y) ===
            document.querySelector('[data-testid="inner-dialog"]')
          )
        })
        assert(dimmed !== null, `${where}: the upper dialog covers the lower one's corner`)
        assert(dimmed, `${where}: the lower dialog is not dimmed under the upper one's backdrop`)
        await page.screenshot({ path: shot('dialogs') })
        await page.keyboard.press('Escape')
        await inner.waitFor({ state: 'hidden' })
        assert(await outer.isVisible(), `${where}: Escape closed the lower dialog too`)
        await page.waitForFunction(
          (name) => document.activeElement?.textContent === name,
          t.openInner,
        )
        await page.keyboard.press('Escape')
        await outer.waitFor({ state: 'hidden' })

        // The date picker chooses a range: a start, an end, the days between in the middle.
        const day = (date) => page.locator(`[data-slot="date-picker-day"][data-day="${date}"]`)
        await day('2025-03-10').getByRole('button').click()
        await day('2025-03-14').getByRole('button').click()
        await page.getByTestId('range').filter({ hasText: '2025-03-10/2025-03-14' }).waitFor()
        assert(
          (await day('2025-03-10').getAttribute('data-range-start')) === 'true' &&
            (await day('2025-03-12').getAttribute('data-range-middle')) === 'true' &&
            (await day('2025-03-14').getAttribute('data-range-end')) === 'true',
          `${where}: the chosen range is not marked start / middle / end`,
        )

        // A toast.
        await page.getByRole('button', { name: t.showToast }).click()
        await page.getByRole('status').filter({ hasText: t.toastMessage }).waitFor()

        // The book card: one link to the book, its title, author and price.
        const card = page.locator('article[data-slot="book-card"]')
        const cardText = await card.innerText()
        for (const text of [t.bookTitle, t.bookAuthor, '฿159'])
          assert(cardText.includes(text), `${where}: the book card does not show ${text}`)
        assert(
          (await card.getByRole('link', { name: t.bookTitle }).getAttribute('href')) === '/books/1',
          `${where}: the book card's link does not go to the book`,
        )
        await page.screenshot({ path: shot('page'), fullPage: true })
        themeLooks[where] = await page.evaluate(() =>
          [
            'article[data-slot="book-card"]',
            '[data-slot="date-picker"]',
            '[data-slot="button"][data-variant="secondary"]',
          ].map((selector) => {
            const style = getComputedStyle(document.querySelector(selector))
            return `${style.color} ${style.backgroundColor}`
          }),
        )

        // The need-login modal: the kit's warning, OK hands back the page to return to.
        await page.getByRole('button', { name: t.needLogin }).click()
        const modal = page.getByRole('alertdialog')
        await modal.waitFor()
        assert(
          (await modal.innerText()).includes(kitTexts[locale].needLogin),
          `${where}: the need-login modal does not say ${kitTexts[locale].needLogin}`,
        )
        await page.screenshot({ path: shot('need-login') })
        await modal.getByRole('button', { name: kitTexts[locale].ok }).click()
        await modal.waitFor({ state: 'hidden' })
        await page.getByTestId('login-from').filter({ hasText: '/basket?step=2' }).waitFor()

        assert(errors.length === 0, `${where}: the page logged errors:\n${errors.join('\n')}`)
        await page.close()
      }
      assert(
        JSON.stringify(themeLooks[`${locale}/dark`]) !==
          JSON.stringify(themeLooks[`${locale}/light`]),
        `${locale}: the kit's components look the same in the dark and the light theme`,
      )
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

let server
let app
try {
  console.log('Consumer check: @ebook/ui and @ebook/api installed from their tarballs\n')
  // The server seeds while the packages build; its answer is awaited by the last step.
  const serverStart = performance.now()
  server = startReferenceServer()

  app = await freshApp(timed)
  const inApp = (command, args) => run(command, args, { cwd: app.dir })
  const artifacts = join(app.dir, 'artifacts')
  await mkdir(artifacts, { recursive: true })

  await Promise.all([
    timed('type-check (tsc --noEmit, strict, lib ES2022 + DOM)', () =>
      inApp('pnpm', ['run', 'typecheck']),
    ),
    (async () => {
      await timed('vite build', () => inApp('pnpm', ['exec', 'vite', 'build']))
      await timed('vite build --ssr src/App.tsx', () =>
        inApp('pnpm', ['exec', 'vite', 'build', '--ssr', 'src/App.tsx', '--outDir', 'dist-ssr']),
      )
    })(),
  ])
  await timed(
    'chromium: stacked dialogs, range, toast, need-login, book card (th/en, dark/light)',
    () => browserChecks(app.dir, artifacts),
  )
  console.log(`      screenshots: ${artifacts}`)
  await timed('react-dom/server renders the app in plain Node', () =>
    inApp('node', ['node/ssr.mjs']),
  )
  const url = await server.ready
  console.log(`      reference server ready after ${seconds(serverStart)} (started with the check)`)
  await timed('plain Node imports @ebook/api and calls the reference server', () =>
    inApp('node', ['node/api.mjs', url]),
  )
  await server.stop()
  console.log(`\nConsumer check passed in ${seconds(started)} (${cpuSeconds()} of CPU).`)
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error)
  console.error(`\nConsumer check FAILED${error?.step ? ` at "${error.step}"` : ''}:\n${reason}`)
  if (!(error instanceof CheckFailure) && error instanceof Error) console.error(error.stack)
  if (app) console.error(`(the app and its screenshots: ${app.dir})`)
  process.exitCode = 1
} finally {
  await server?.stop()
}
