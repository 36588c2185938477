/**
 * Global setup of every story and docs page: the kit's stylesheet, the theme and locale toolbar
 * switches (stories and docs pages alike), and the accessibility check that fails a story test on
 * any axe violation.
 */
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks'
import type { Decorator, Preview } from '@storybook/react-vite'
import { useSyncExternalStore, type PropsWithChildren } from 'react'
import { GLOBALS_UPDATED } from 'storybook/internal/core-events'
import '../packages/ui/src/styles/index.css'
import './docs.css'
import type { UiLocale } from '../packages/ui/src/i18n/define'
import { UiProvider } from '../packages/ui/src/i18n/UiProvider'
import * as kit from '../packages/ui/src/index'
import { docsThemes } from './docsTheme'
import { fillVariantDefaults } from './variantDefaults'

fillVariantDefaults(kit)
// Storybook builds the kit's classes with Tailwind, as the store does: a story's `className`
// wins over a component's class through the class merge (the kit's README).
kit.setClassMerge(kit.mergeClasses)

type Theme = 'dark' | 'light'

const themes: readonly Theme[] = ['dark', 'light']
const locales: readonly UiLocale[] = ['th', 'en']

const themeOf = (globals: Record<string, unknown> | undefined): Theme =>
  globals?.theme === 'light' ? 'light' : 'dark'
const localeOf = (globals: Record<string, unknown> | undefined): UiLocale =>
  globals?.locale === 'en' ? 'en' : 'th'

/** Puts the theme class and the locale on <html>, as the store's app does. */
function applyDocumentSettings(theme: Theme, locale: UiLocale) {
  const root = document.documentElement
  root.classList.toggle('light', theme === 'light')
  root.classList.toggle('dark', theme === 'dark')
  root.lang = locale
  document.body.style.backgroundColor = 'var(--ui-background)'
  document.body.style.color = 'var(--ui-foreground)'
}

const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = themeOf(context.globals)
  const locale = localeOf(context.globals)
  // Applied while rendering (a decorator re-renders on every toolbar change), so the first paint
  // and the story test's axe check already see the chosen theme.
  applyDocumentSettings(theme, locale)
  return (
    <UiProvider locale={locale}>
      <Story />
    </UiProvider>
  )
}

type GlobalsEvent = { globals?: Record<string, unknown> }

/**
 * A docs page renders no decorator, so its container follows the toolbar itself: the preview
 * announces the globals (`GLOBALS_UPDATED`) before it renders a page and on every toolbar change,
 * and the channel keeps the last announcement.
 */
function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const { channel } = context
  const [event] = useSyncExternalStore(
    (onChange) => {
      channel.on(GLOBALS_UPDATED, onChange)
      return () => channel.off(GLOBALS_UPDATED, onChange)
    },
    () => (channel.last(GLOBALS_UPDATED) ?? []) as GlobalsEvent[],
  )
  const globals = event?.globals ?? context.projectAnnotations.initialGlobals
  const theme = themeOf(globals)
  const locale = localeOf(globals)
  applyDocumentSettings(theme, locale)
  return (
    <DocsContainer context={context} theme={docsThemes[theme]}>
      <UiProvider locale={locale}>{children}</UiProvider>
    </DocsContainer>
  )
}

const preview: Preview = {
  decorators: [withThemeAndLocale],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: themes.map((value) => ({
          value,
          title: value === 'dark' ? 'Dark' : 'Light',
          icon: value === 'dark' ? 'moon' : 'sun',
        })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the kit',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((value) => ({
          value,
          title: value === 'th' ? 'ไทย' : 'English',
          right: value,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', locale: 'th' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story test runs axe and fails on violations.
    a11y: { test: 'error' },
    docs: {
      container: ThemedDocsContainer,
      // Every page's table of contents, for the long guides; not the headings of their samples.
      toc: { headingSelector: 'h2, h3', ignoreSelector: '.sb-unstyled h2, .sb-unstyled h3' },
    },
    options: {
      // Guides first, then the components by group.
      storySort: {
        order: [
          'Guides',
          ['Getting started', 'Design tokens', 'Icons', 'Overlays'],
          'Controls',
          'Overlays',
          'Feedback',
          'Navigation',
          'Layout',
          'Store',
          'Pages',
        ],
      },
    },
  },
  tags: ['autodocs'],
}

export default preview
