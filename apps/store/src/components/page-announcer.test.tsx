import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderStore } from '../test/harness'

let stop = () => {}
afterEach(() => stop())

const announcer = () => document.querySelector('[data-slot="page-announcer"]')

describe('after a page change', () => {
  for (const [locale, prefix, heading] of [
    ['th', '', 'สมัครสมาชิก'],
    ['en', '/en', 'Register'],
  ] as const) {
    it(`moves focus to the new page's heading and reads its title out (${locale})`, async () => {
      const rendered = await renderStore(`${prefix}/nowhere`)
      stop = rendered.stop
      await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The announcer comes when the first page is idle, before any click elsewhere.
      await expect.poll(announcer).not.toBeNull()
      expect(announcer()).toHaveAttribute('aria-live', 'polite')
      expect(announcer()?.textContent).toBe('')

      await rendered.app.router.navigate({ href: `${prefix}/register` } as never)
      const newHeading = page.getByRole('heading', { level: 1, name: heading })
      await expect.element(newHeading).toBeVisible()
      await expect.poll(() => document.activeElement).toBe(newHeading.element())
      await expect.poll(() => announcer()?.textContent).toBe(document.title)
      expect(document.title).toContain(heading)
    })
  }
})
