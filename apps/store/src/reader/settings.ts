import type { Theme } from '../app/theme'

/** The page's colours: the store's own theme (light or dark), or sepia. */
export type ReaderTheme = Theme | 'sepia'

/** How the reader lays out and draws a book; kept on this device for every book. */
export type ReaderSettings = {
  flow: 'paginated' | 'scrolled'
  /** Text size, percent of the book's own. */
  fontSize: number
  lineHeight: number
  /** Sepia, or `store` to follow the store's light/dark theme. */
  colours: 'store' | 'sepia'
}

export const FONT_SIZES = [80, 90, 100, 110, 120, 140, 160, 180, 200] as const
export const LINE_HEIGHTS = [1.3, 1.5, 1.7, 2] as const

export const defaultSettings: ReaderSettings = {
  flow: 'paginated',
  fontSize: 100,
  lineHeight: 1.5,
  colours: 'store',
}

const KEY = 'reader-settings'

/** The settings kept on this device; anything unreadable falls back to the defaults. */
export function loadSettings(): ReaderSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<ReaderSettings>
    return {
      flow: stored.flow === 'scrolled' ? 'scrolled' : 'paginated',
      fontSize: FONT_SIZES.includes(stored.fontSize as never)
        ? stored.fontSize!
        : defaultSettings.fontSize,
      lineHeight: LINE_HEIGHTS.includes(stored.lineHeight as never)
        ? stored.lineHeight!
        : defaultSettings.lineHeight,
      colours: stored.colours === 'sepia' ? 'sepia' : 'store',
    }
  } catch {
    return defaultSettings
  }
}

export function saveSettings(settings: ReaderSettings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(settings))
  } catch {
    /* kept for this visit only */
  }
}

/** The next font size up (`step` 1) or down (-1), staying within the offered sizes. */
export function stepFontSize(current: number, step: 1 | -1): number {
  const index = FONT_SIZES.indexOf(current as (typeof FONT_SIZES)[number])
  const next = Math.min(FONT_SIZES.length - 1, Math.max(0, (index < 0 ? 2 : index) + step))
  return FONT_SIZES[next]!
}

/** The theme the book's pages use, given the settings and the store's theme. */
export function readerTheme(settings: ReaderSettings, storeTheme: Theme): ReaderTheme {
  return settings.colours === 'sepia' ? 'sepia' : storeTheme
}
