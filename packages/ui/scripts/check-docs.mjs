#!/usr/bin/env node
/**
 * Opens every docs page of the built Storybook (`storybook-static`, made by `build-storybook`) in
 * chromium and fails when one does not render: Storybook's error display ("Couldn't find story"
 * and the like), an error thrown in the page, a component page without its description (the
 * component's JSDoc) or without its props table, or Thai text without the kit's Thai font. The
 * guides are opened in both themes, the component pages in the default (dark) one; their stories
 * are tested one by one in the story tests already.
 *
 * Usage (from packages/ui): `pnpm check-docs [--screenshots <dir>] [--only <id-part>]`;
 * `--screenshots` also saves a full-page PNG of each page opened.
 */
import { mkdir, readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { launchChromium } from '../../../consumer-check/lib/browser.mjs'

const uiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const staticDir = join(uiDir, 'storybook-static')

const { values: options } = parseArgs({
  options: { screenshots: { type: 'string' }, only: { type: 'string' } },
})

/** The docs entries of the build's index: MDX guides and one autodocs page per story file. */
async function docsEntries() {
  const index = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8'))
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'docs')
    .filter((entry) => !options.only || entry.id.includes(options.only))
    .map((entry) => ({
      id: entry.id,
      title: entry.title,
      guide: entry.tags.includes('unattached-mdx'),
    }))
}

/** Renders one docs page and lists what is wrong with it (nothing when it is fine). */
async function checkPage(page, baseUrl, entry, theme) {
  const problems = []
  const onError = (error) => problems.push(`page error: ${error.message}`)
  const onConsole = (message) => {
    if (message.type() !== 'error') return
    const { url } = message.location()
    // The browser asks for /favicon.ico on its own; Storybook ships an SVG icon instead.
    if (url.endsWith('/favicon.ico')) return
    problems.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`)
  }
  page.on('pageerror', onError)
  page.on('console', onConsole)
  try {
    const url = `${baseUrl}iframe.html?viewMode=docs&id=${entry.id}&globals=theme:${theme}`
    await page.goto(url)
    // Storybook shows either the docs root or its error display once the page has rendered.
    await page.waitForSelector('.sbdocs-content, .sb-show-errordisplay #error-message', {
      state: 'attached',
    })
    await page.waitForFunction(() => document.fonts.status === 'loaded')
    // Each story block shows Storybook's loader until its story has been rendered into it.
    await page.waitForFunction(
      () => !document.querySelector('.sbdocs-content [aria-label="Content is loading..."]'),
    )
    // Thai text that came with the story blocks may still be fetching its font face: wait for it
    // (a face that never loads is reported below, not as a time-out).
    await page
      .waitForFunction(
        () =>
          !/[\u0E01-\u0E5B]/.test(document.body.innerText) ||
          [...document.fonts].some(
            (face) => face.status === 'loaded' && /U\+0?E01-/i.test(face.unicodeRange),
          ),
        undefined,
        { timeout: 30_000 },
      )
      .catch(() => {})
    const state = await page.evaluate(() => {
      const body = document.body
      const text = body.innerText
      return {
        errorDisplay: body.classList.contains('sb-show-errordisplay'),
        errorText: document.querySelector('#error-message')?.textContent ?? '',
        missingStory: /Couldn't find story|No primary story/i.test(text),
        htmlClass: document.documentElement.className,
        argRows: document.querySelectorAll('.docblock-argstable tbody tr').length,
        // What the docgen found on the page's component (an autodocs page has one).
        docgen: (() => {
          const render = window.__STORYBOOK_PREVIEW__?.currentRender
          const info = render?.csfFiles?.[0]?.meta?.component?.__docgenInfo
          return info
            ? { props: Object.keys(info.props ?? {}).length, description: info.description ?? '' }
            : undefined
        })(),
        thai: /[\u0E01-\u0E5B]/.test(text),
        // The Thai face of the kit's font was used: Thai glyphs, not boxes, on a bare machine.
        thaiFont: [...document.fonts].some(
          (face) => face.status === 'loaded' && /U\+0?E01-/i.test(face.unicodeRange),
        ),
      }
    })
    if (state.errorDisplay) problems.push(`error display: ${state.errorText.trim()}`)
    if (state.missingStory) problems.push('a story block is missing its story')
    if (!state.htmlClass.split(' ').includes(theme)) problems.push(`<html> is not .${theme}`)
    if (!entry.guide) {
      // The component's JSDoc is the page's description; its props (if it has any) the table.
      if (!state.docgen?.description.trim()) problems.push('no description (JSDoc) found')
      if ((state.docgen?.props ?? 0) > 0 && state.argRows === 0) problems.push('no props table')
    }
    if (state.thai && !state.thaiFont) problems.push('Thai text without the Thai web font')
    if (options.screenshots) {
      await page.screenshot({
        path: join(options.screenshots, `${entry.id}-${theme}.png`),
        fullPage: true,
      })
    }
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error))
  } finally {
    page.off('pageerror', onError)
    page.off('console', onConsole)
  }
  return problems
}

const entries = await docsEntries()
if (entries.length === 0) throw new Error(`no docs pages in ${staticDir}: run build-storybook`)
if (options.screenshots) await mkdir(options.screenshots, { recursive: true })

const { preview } = await import('vite')
const server = await preview({
  root: staticDir,
  configFile: false,
  logLevel: 'error',
  build: { outDir: staticDir },
  preview: { port: 0, host: '127.0.0.1', strictPort: false },
})
const browser = await launchChromium()
let failures = 0
try {
  const baseUrl = server.resolvedUrls?.local[0]
  if (!baseUrl) throw new Error('the preview server has no local address')
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } })
  for (const entry of entries) {
    for (const theme of entry.guide ? ['dark', 'light'] : ['dark']) {
      const problems = await checkPage(page, baseUrl, entry, theme)
      failures += problems.length > 0 ? 1 : 0
      const mark = problems.length > 0 ? '\u2717' : '\u2713'
      console.log(`${mark} ${entry.title} (${theme})`)
      for (const problem of problems) console.log(`    ${problem}`)
    }
  }
} finally {
  await browser.close()
  await new Promise((done) => server.httpServer.close(done))
}
console.log(`docs pages: ${entries.length}, failed: ${failures}`)
process.exitCode = failures > 0 ? 1 : 0
