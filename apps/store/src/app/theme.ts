import { valueStore } from './store'

/** The two themes; dark is the default (SPEC §1). */
export type Theme = 'dark' | 'light'

/** Where the chosen theme is kept; index.html's inline script reads it before the first paint. */
export const THEME_KEY = 'theme'

function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'light' ? 'light' : 'dark'
  } catch {
    return 'dark'
  }
}

/** Puts the theme's class on `<html>` (the kit's tokens follow it). */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement
  root.classList.toggle('dark', theme === 'dark')
  root.classList.toggle('light', theme === 'light')
  root.style.colorScheme = theme
}

/** The theme in use; `setTheme` changes and remembers it. */
export const themeStore = valueStore<Theme>(readStoredTheme())

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme)
  } catch {
    /* not remembered, still applied */
  }
  applyTheme(theme)
  themeStore.set(theme)
}

/** Re-reads the stored theme (after another tab changed it, or a test reset storage). */
export function syncTheme(): void {
  const theme = readStoredTheme()
  applyTheme(theme)
  themeStore.set(theme)
}
