/** The two languages of the store; Thai is the default. */
export type UiLocale = 'th' | 'en'

/** One area's texts: the same keys in English and Thai. `{name}` marks a value to fill in. */
export type AreaTexts = { en: Record<string, string>; th: Record<string, string> }

/** Fills `{name}` placeholders: `format('Page {n}', { n: 2 })` → 'Page 2'. */
export function format(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
