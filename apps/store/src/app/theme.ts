import { valueStore } from './store'

/** The two themes; dark is the default (SPEC §1). */
export type Theme = 'dark' | 'light'

/** Where the chosen theme is kept; the page's inline script reads it before the first paint. */
export const THEME_KEY = 'theme'

/**
 * Puts the remembered theme's class on `<html>` before the first paint (no flash of the other
 * theme): the page's first script, run as the HTML is read. Its text is hashed into the page's
 * Content-Security-Policy (src/server/security.ts), so it stays a constant.
 */
export const THEME_SCRIPT = `(function(){var r=document.documentElement,t='dark';try{if(localStorage.getItem('${THEME_KEY}')==='light')t='light'}catch(e){}r.className=t;r.style.colorScheme=t})()`

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
export const themeStore = valueStore<Theme>(readStoredTheme(), { serverValue: 'dark' })

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
