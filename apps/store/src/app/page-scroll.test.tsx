import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { renderStore } from '../test/harness'
import type { StoreApp } from './create-app'
import { animateScrollToTop } from './scroll'

// The scroll to the top, watched: which page each one was for.
vi.mock('./scroll', { spy: true })

let stop = () => {}
afterEach(() => {
  stop()
  vi.mocked(animateScrollToTop).mockReset()
})

describe('the scroll to the top of a new page', () => {
  it('takes another page to its top, and leaves the first page where the visitor is', async () => {
    let app: StoreApp | undefined
    const scrolledFor: string[] = []
    vi.mocked(animateScrollToTop).mockImplementation(async () => {
      scrolledFor.push(app?.router.state.location.pathname ?? 'the first page, before it showed')
    })
    const rendered = await renderStore('/en/nowhere')
    ;({ app, stop } = rendered)
    await expect.element(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()

    await app.router.navigate({ href: '/en/elsewhere' } as never)
    // The first page's scroll, had there been one, was asked for before this one (the same lazy
    // part, imported earlier), so it is in the list by now.
    await expect.poll(() => scrolledFor).toContain('/en/elsewhere')
    expect(scrolledFor).toEqual(['/en/elsewhere'])
  })
})
