/**
 * A few kit components in each theme and language at once: a theme is a class (`dark` or
 * `light`) on any ancestor, a language is `UiProvider`'s `locale`.
 */
import { Button } from '../../src/components/button'
import { DiscountBadge } from '../../src/components/badge'
import { Price } from '../../src/components/price'
import { Rating } from '../../src/components/rating'
import type { UiLocale } from '../../src/i18n/define'
import { UiProvider } from '../../src/i18n/UiProvider'
import type { ThemeName } from '../../src/theme/tokens'

const samples = {
  th: { title: 'สายลมแห่งเจ้าพระยา', buy: 'ซื้อเลย' },
  en: { title: 'Wind over the Chao Phraya', buy: 'Buy now' },
}

function Sample({ theme, locale }: { theme: ThemeName; locale: UiLocale }) {
  const t = samples[locale]
  return (
    <UiProvider locale={locale}>
      <section
        lang={locale}
        aria-label={`${theme}, ${locale}`}
        className={`${theme} flex flex-col items-start gap-2 rounded-lg border border-border bg-background p-4 text-foreground`}
      >
        <span className="text-xs text-muted-foreground">
          <code>{theme}</code> · <code>{locale}</code>
        </span>
        <span className="text-lg font-semibold">{t.title}</span>
        <Rating value={4.5} reviewCount={128} showValue />
        <div className="flex items-center gap-2">
          <Price price={199} oldPrice={249} />
          <DiscountBadge percent={20} />
        </div>
        <Button variant="cta">{t.buy}</Button>
      </section>
    </UiProvider>
  )
}

/** The four combinations of theme and language. */
export function ThemeAndLanguage() {
  const themes: ThemeName[] = ['dark', 'light']
  const locales: UiLocale[] = ['th', 'en']
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {themes.flatMap((theme) =>
        locales.map((locale) => (
          <Sample key={`${theme}-${locale}`} theme={theme} locale={locale} />
        )),
      )}
    </div>
  )
}
