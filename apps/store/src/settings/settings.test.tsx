import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { syncTheme } from '../app/theme'
import { renderStore } from '../test/harness'

let stops: (() => void)[] = []
// The theme store lives as long as the page: it follows the storage each test starts with.
beforeEach(() => syncTheme())
afterEach(() => {
  stops.forEach((stop) => stop())
  stops = []
})
async function open(...args: Parameters<typeof renderStore>) {
  const rendered = await renderStore(...args)
  stops.push(rendered.stop)
  return rendered
}

describe('settings', () => {
  it('shows the language and theme in use as chosen radios', async () => {
    localStorage.setItem('theme', 'light')
    syncTheme()
    await open('/en/setting')
    await expect.element(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    const language = page.getByRole('radiogroup', { name: 'Language' })
    await expect.element(language.getByRole('radio', { name: 'English' })).toBeChecked()
    await expect.element(language.getByRole('radio', { name: 'ไทย' })).not.toBeChecked()
    const theme = page.getByRole('radiogroup', { name: 'Theme' })
    await expect.element(theme.getByRole('radio', { name: 'Light' })).toBeChecked()
    expect(document.title).toBe('Settings | E-book Store')
  })

  it('switches the language as the header does: the server is told, the prefix changes, the choice is kept', async () => {
    const { app, server } = await open('/setting')
    await page.getByRole('radio', { name: 'English' }).click()
    await expect.poll(() => app.router.state.location.pathname).toBe('/en/setting')
    await expect
      .poll(() => server.calls.some((call) => call.path === '/api/common/setlanguage/en'))
      .toBe(true)
    expect(document.cookie).toContain('locale=en')
    await expect.element(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect.element(page.getByRole('radio', { name: 'English' })).toBeChecked()

    await page.getByRole('radio', { name: 'ไทย' }).click()
    await expect.poll(() => app.router.state.location.pathname).toBe('/setting')
    await expect
      .poll(() => server.calls.some((call) => call.path === '/api/common/setlanguage/th'))
      .toBe(true)
    expect(document.cookie).toContain('locale=th')
    await expect.element(page.getByRole('heading', { level: 1, name: 'ตั้งค่า' })).toBeVisible()
  })

  it('switches the theme: the class on <html> changes and the choice is stored', async () => {
    await open('/setting')
    const root = document.documentElement
    expect(root.classList.contains('dark')).toBe(true)
    await expect.element(page.getByRole('radio', { name: 'มืด' })).toBeChecked()
    await page.getByRole('radio', { name: 'สว่าง' }).click()
    expect(root.classList.contains('light')).toBe(true)
    expect(root.classList.contains('dark')).toBe(false)
    expect(localStorage.getItem('theme')).toBe('light')
    // The header's switch follows: it now offers the dark theme.
    await expect.element(page.getByRole('button', { name: 'ธีมมืด' })).toBeVisible()
    await page.getByRole('radio', { name: 'มืด' }).click()
    expect(root.classList.contains('dark')).toBe(true)
    expect(localStorage.getItem('theme')).toBe('dark')
  })
})
