import { composeStories } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../i18n/UiProvider'
import { setClassMerge } from './cn'
import { mergeClasses } from './merge-classes'

/**
 * The kit composes its classes without a class merge: `cn` only joins them unless an app installs
 * one, so no class list the kit builds (base classes, cva variants, one part's classes passed to
 * another kit component) may hold two classes that set the same property. Every story renders and
 * plays with a stand-in merge that records each class a later one in its list overrides, and
 * changes nothing.
 *
 * A story may override a component's class (`className="w-96"`), as an app would: the kit's
 * Storybook is built with Tailwind, installs the merge like any such app, and the class is in
 * the story's source. Every other override is the kit's own and fails the test.
 */
const storyFiles = import.meta.glob<Parameters<typeof composeStories>[0]>('../**/*.stories.tsx', {
  eager: true,
})
const storySources = import.meta.glob<string>('../**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
})

type ComposedStory = ComponentType & {
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>
}

/** Each class a later class in the same list overrides: [earlier, later]. */
const overrides = new Map<string, [string, string]>()

/** The pairs of classes in a list where the later overrides the earlier. */
function overriddenPairs(classes: string): Array<[string, string]> {
  const list = classes.split(/\s+/).filter(Boolean)
  return list.flatMap((earlier, index) =>
    list
      .slice(index + 1)
      .filter((later) => later !== earlier && mergeClasses(`${earlier} ${later}`) === later)
      .map((later): [string, string] => [earlier, later]),
  )
}

beforeAll(() => {
  setClassMerge((classes) => {
    for (const [earlier, later] of overriddenPairs(classes))
      overrides.set(`${earlier} < ${later}`, [earlier, later])
    return classes
  })
})
afterAll(() => setClassMerge(mergeClasses))

/** The story in its locale (a story may ask for English through its globals). */
const withProvider = (Story: ComponentType, context: { globals: Record<string, unknown> }) => (
  <UiProvider locale={context.globals.locale === 'en' ? 'en' : 'th'}>
    <Story />
  </UiProvider>
)

describe("the kit's composed classes", () => {
  it('records a class that a later one overrides', () => {
    expect(overriddenPairs('px-2 text-sm px-4 font-medium')).toEqual([['px-2', 'px-4']])
  })

  it('finds the stories', () => {
    expect(Object.keys(storyFiles).length).toBeGreaterThan(30)
  })

  it.each(Object.entries(storyFiles))('%s: no kit class overrides another', async (path, file) => {
    overrides.clear()
    const storyClasses = new Set((storySources[path] ?? '').split(/[\s"'`{}]+/))
    for (const Story of Object.values(
      composeStories(file, { decorators: [withProvider] }) as Record<string, ComposedStory>,
    )) {
      const screen = await render(<Story />)
      // The story tests run the plays and fail on them; here a play that needs more of
      // Storybook's setup only stops early, leaving the classes of its later steps unchecked.
      await Story.play?.({ canvasElement: screen.container }).catch(() => undefined)
      await screen.unmount()
    }
    const kitOverrides = [...overrides].filter(([, [, later]]) => !storyClasses.has(later))
    expect(
      kitOverrides.map(([pair]) => pair),
      'kit classes that only a merge lets win',
    ).toEqual([])
  })
})
