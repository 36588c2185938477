/**
 * Visual regression of every story (browser side). After a story has rendered, run its play
 * function and passed its axe check, the page is compared with the story's baseline for the
 * project's theme. Animations are off and the web fonts loaded before the capture.
 * A story opts out with `parameters: { visual: { disable: true } }`.
 */
import { afterEach, beforeAll, expect } from 'vitest'
import { commands, page } from 'vitest/browser'
import type { VisualBaselineInfo } from './visual'

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualBaseline: (name: string) => Promise<VisualBaselineInfo>
  }
}

type StoryContext = {
  id: string
  globals: Record<string, unknown>
  parameters: { visual?: { disable?: boolean } }
}

beforeAll(() => {
  // The story files share one page: the first one's style serves the others.
  if (document.head.querySelector('style[data-visual-regression]')) return
  const style = document.createElement('style')
  style.dataset.visualRegression = ''
  style.textContent = [
    '*, *::before, *::after {',
    '  animation-duration: 0s !important; animation-delay: 0s !important;',
    '  transition-duration: 0s !important; transition-delay: 0s !important;',
    '  caret-color: transparent !important;',
    '}',
    // The captured area (<body>) fills the viewport at least, so overlays portalled there are in it.
    'body { margin: 0; min-height: 100vh; }',
  ].join('\n')
  document.head.append(style)
})

/** Loads every declared web font face (Thai and Latin) and waits for layout to use them. */
async function fontsReady() {
  await Promise.all(
    [...document.fonts].map((face) => (face.status === 'unloaded' ? face.load() : face.loaded)),
  )
  await document.fonts.ready
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryContext }).story
  const failed = (context.task.result?.errors?.length ?? 0) > 0
  if (!story || failed || story.parameters.visual?.disable) return

  const theme = story.globals.theme === 'light' ? 'light' : 'dark'
  // vitest keeps [A-Za-z0-9_-] of a name and folds '--': the id's '--' becomes '__'.
  const name = `${theme}/${story.id.replaceAll('--', '__')}`
  const baseline = await commands.visualBaseline(name)
  if (!baseline.exists && !baseline.update) {
    if (baseline.allowNew) {
      console.warn(`[visual] no baseline yet for ${name}: skipped (VISUAL_ALLOW_NEW=1)`)
      return
    }
    throw new Error(
      `[visual] no baseline for ${name} (${baseline.path}). ` +
        'Create it with `pnpm --filter @ebook/ui visual:update`, review the image and commit it; ' +
        'or set VISUAL_ALLOW_NEW=1 to skip stories that have none yet.',
    )
  }
  await fontsReady()
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name)
})
