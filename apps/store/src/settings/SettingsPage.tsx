import { Card, CardContent, Field, Radio, RadioGroup } from '@ebook/ui'
import { useLocale, useT } from '../app/i18n'
import type { Locale } from '../app/locale'
import { useValue } from '../app/store'
import { setTheme, themeStore, type Theme } from '../app/theme'
import { useSwitchLanguage } from '../components/StoreHeader'

const isLocale = (value: string): value is Locale => value === 'th' || value === 'en'
const isTheme = (value: string): value is Theme => value === 'dark' || value === 'light'

/**
 * Settings (SPEC §2 /setting): the language and the theme, as the header's switches change them
 * (the same functions: the server is told of the language, the page keeps its place).
 */
export function SettingsPage() {
  const t = useT()
  const locale = useLocale()
  const theme = useValue(themeStore)
  const switchLanguage = useSwitchLanguage()
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('settings_page.heading')}</h1>
      <Card>
        <CardContent className="flex flex-col gap-8">
          <Field label={t('settings_page.language')} description={t('settings_page.language_hint')}>
            <RadioGroup
              name="language"
              orientation="horizontal"
              value={locale}
              onValueChange={(value) => {
                if (isLocale(value) && value !== locale) switchLanguage(value)
              }}
            >
              <Radio value="th" lang="th" label={t('settings_page.thai')} />
              <Radio value="en" lang="en" label={t('settings_page.english')} />
            </RadioGroup>
          </Field>
          <Field label={t('settings_page.theme')} description={t('settings_page.theme_hint')}>
            <RadioGroup
              name="theme"
              orientation="horizontal"
              value={theme}
              onValueChange={(value) => {
                if (isTheme(value)) setTheme(value)
              }}
            >
              <Radio value="dark" label={t('settings_page.dark')} />
              <Radio value="light" label={t('settings_page.light')} />
            </RadioGroup>
          </Field>
        </CardContent>
      </Card>
    </div>
  )
}
