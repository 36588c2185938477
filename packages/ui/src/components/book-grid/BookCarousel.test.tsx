import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { BookCard } from '../book-card/BookCard'
import type { RenderLink } from '../../lib/links'
import { BookCarousel } from './BookCarousel'

const books = Array.from({ length: 12 }, (_, index) => (
  <BookCard key={index} title={`พระอภัยมณี เล่ม ${index + 1}`} href={`/book-detail/${index}`} />
))

/** Waits until a smooth scroll has come to rest and returns where it stopped. */
async function settled(list: HTMLElement) {
  let last = -1
  while (last !== list.scrollLeft) {
    last = list.scrollLeft
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return last
}

async function renderCarousel(props: Partial<Parameters<typeof BookCarousel>[0]> = {}) {
  const screen = await render(
    <UiProvider locale="en">
      <div style={{ width: 640 }}>
        <BookCarousel title="Bestsellers" seeAllHref="/bestseller" {...props}>
          {books}
        </BookCarousel>
      </div>
    </UiProvider>,
  )
  const list = screen.getByRole('list').element() as HTMLUListElement
  return { screen, list }
}

describe('BookCarousel', () => {
  it('is a region named by its title, with a “See all” link', async () => {
    const renderLink = vi.fn<RenderLink>((props) => <a data-router="" {...props} />)
    const { screen } = await renderCarousel({ renderLink })
    await expect.element(screen.getByRole('region', { name: 'Bestsellers' })).toBeVisible()
    const seeAll = screen.getByRole('link', { name: 'See all' })
    await expect.element(seeAll).toHaveAttribute('href', '/bestseller')
    await expect.element(seeAll).toHaveAttribute('data-router', '')
    await expect.element(seeAll).toHaveAccessibleDescription('Bestsellers')
  })

  it('starts with “previous” unavailable and “next” available', async () => {
    const { screen } = await renderCarousel()
    await expect
      .element(screen.getByRole('button', { name: 'Previous books' }))
      .toHaveAttribute('aria-disabled', 'true')
    await expect
      .element(screen.getByRole('button', { name: 'Next books' }))
      .not.toHaveAttribute('aria-disabled')
  })

  it('scrolls by one row-width with “next” and back with “previous”', async () => {
    const { screen, list } = await renderCarousel()
    await screen.getByRole('button', { name: 'Next books' }).click()
    await expect.poll(() => list.scrollLeft).toBeGreaterThan(0)
    const afterNext = await settled(list)
    // Snapping may stop a little short of a full width, never at the next-but-one page.
    expect(afterNext).toBeGreaterThan(list.clientWidth * 0.6)
    expect(afterNext).toBeLessThanOrEqual(list.clientWidth)

    const previous = screen.getByRole('button', { name: 'Previous books' })
    await expect.element(previous).not.toHaveAttribute('aria-disabled')
    await previous.click()
    await expect.poll(() => list.scrollLeft).toBe(0)
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true')
  })

  it('marks “next” unavailable at the end and then does nothing', async () => {
    const { screen, list } = await renderCarousel()
    list.scrollLeft = list.scrollWidth
    const next = screen.getByRole('button', { name: 'Next books' })
    await expect.element(next).toHaveAttribute('aria-disabled', 'true')
    const end = await settled(list)
    await next.click({ force: true })
    expect(await settled(list)).toBe(end)
  })

  it('never moves on its own', async () => {
    const { list } = await renderCarousel()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(list.scrollLeft).toBe(0)
  })

  it('shows skeletons and announces loading', async () => {
    const { screen } = await renderCarousel({ loading: true, skeletonCount: 3 })
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading books…')
    expect(screen.container.querySelectorAll('[data-slot=book-card-skeleton]')).toHaveLength(3)
  })
})
