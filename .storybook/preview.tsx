/**
 * Global setup of every story: the kit's stylesheet, the theme and locale toolbar switches, and
 * the accessibility check that fails a story test on any axe violation.
 */
import type { Decorator, Preview } from '@storybook/react-vite'
import '../packages/ui/src/styles/index.css'
import type { UiLocale } from '../packages/ui/src/i18n/define'
import { UiProvider } from '../packages/ui/src/i18n/UiProvider'

type Theme = 'dark' | 'light'

const themes: readonly Theme[] = ['dark', 'light']
const locales: readonly UiLocale[] = ['th', 'en']

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
  const theme: Theme = context.globals.theme === 'light' ? 'light' : 'dark'
  const locale: UiLocale = context.globals.locale === 'en' ? 'en' : 'th'
  // Applied while rendering (a decorator re-renders on every toolbar change), so the first paint
  // and the story test's axe check already see the chosen theme.
  applyDocumentSettings(theme, locale)
  return (
    <UiProvider locale={locale}>
      <Story />
    </UiProvider>
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
  },
  tags: ['autodocs'],
}

export default preview
