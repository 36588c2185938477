/**
 * Debian's chromium through playwright (never a downloaded browser) and a preview server for a
 * build of the consumer app, for the consumer check and the UI kit's font budget.
 */
import { chromium } from 'playwright'
import { importFromApp } from './consumer-app.mjs'

export async function launchChromium() {
  return chromium.launch({
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
}

/** Serves a build (`dist`, absolute) with the app's own `vite preview` on a free port. */
export async function previewBuild(appDir, dist) {
  const { preview } = await importFromApp(appDir, 'vite')
  const server = await preview({
    root: appDir,
    configFile: false,
    logLevel: 'error',
    build: { outDir: dist },
    preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('the preview server has no local address')
  return { url, close: () => server.close() }
}

/** Collects the font files a page requests from the moment it is attached. */
export function recordFontRequests(page) {
  const fonts = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf|eot)(\?|$)/.test(request.url()))
      fonts.push(new URL(request.url()).pathname)
  })
  return fonts
}

/**
 * The fonts chromium actually drew an element's text with (DevTools' platform fonts): each with
 * its family, whether it is a web font, and how many glyphs it drew.
 */
export async function renderedFonts(page, selector) {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    if (!nodeId) throw new Error(`no element matches ${selector}`)
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    return fonts
  } finally {
    await cdp.detach()
  }
}
