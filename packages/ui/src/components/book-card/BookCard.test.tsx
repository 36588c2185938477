import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import type { RenderLink } from '../../lib/links'
import { BookCard, BookCardSkeleton } from './BookCard'

const cover =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="357" height="510"/>')

const khunChang = {
  title: 'ขุนช้างขุนแผน',
  authors: ['สุนทรภู่', 'พระบาทสมเด็จพระพุทธเลิศหล้านภาลัย'],
  coverUrl: cover,
  href: '/book-detail/101',
  price: 259,
  oldPrice: 325,
  rating: 4.5,
  reviewCount: 128,
}

describe('BookCard', () => {
  it('is one link to the book, named by its title', async () => {
    const screen = await render(<BookCard {...khunChang} />)
    const link = screen.getByRole('link')
    await expect.element(link).toHaveAccessibleName('ขุนช้างขุนแผน')
    await expect.element(link).toHaveAttribute('href', '/book-detail/101')
    await expect
      .element(screen.getByRole('heading', { level: 3, name: 'ขุนช้างขุนแผน' }))
      .toBeVisible()
  })

  it('stretches the link over the whole card, so a click on the cover opens the book', async () => {
    const screen = await render(
      <div className="w-48">
        <BookCard {...khunChang} />
      </div>,
    )
    const card = screen.container.querySelector('[data-slot=book-card]') as HTMLElement
    const cover = screen.container.querySelector('[data-slot=book-card-cover]') as HTMLElement
    const box = cover.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    expect(hit?.getAttribute('data-slot')).toBe('book-card-link')
    expect(card.contains(hit)).toBe(true)
  })

  it('renders its link through renderLink, so the app can pass its router’s link', async () => {
    const renderLink = vi.fn<RenderLink>(({ href, ...props }) => (
      <a data-router="" href={`/en${href}`} {...props} />
    ))
    const screen = await render(<BookCard {...khunChang} renderLink={renderLink} />)
    expect(renderLink).toHaveBeenCalledWith(
      expect.objectContaining({ href: '/book-detail/101', children: 'ขุนช้างขุนแผน' }),
    )
    await expect
      .element(screen.getByRole('link', { name: 'ขุนช้างขุนแผน' }))
      .toHaveAttribute('href', '/en/book-detail/101')
  })

  it('keeps its actions clickable above the link and outside it', async () => {
    const onAdd = vi.fn()
    const screen = await render(
      <BookCard
        {...khunChang}
        actions={
          <button type="button" onClick={onAdd}>
            ใส่ตะกร้า
          </button>
        }
      />,
    )
    await screen.getByRole('button', { name: 'ใส่ตะกร้า' }).click()
    expect(onAdd).toHaveBeenCalledOnce()
    expect(screen.getByRole('link').element().contains(screen.getByRole('button').element())).toBe(
      false,
    )
  })

  it('loads the cover lazily with its size set, so nothing shifts when it arrives', async () => {
    const screen = await render(<BookCard {...khunChang} />)
    const image = screen.getByRole('img', { name: 'ปกหนังสือ ขุนช้างขุนแผน' })
    await expect.element(image).toHaveAttribute('loading', 'lazy')
    await expect.element(image).toHaveAttribute('width', '357')
    await expect.element(image).toHaveAttribute('height', '510')
  })

  it('shows a placeholder when the cover fails to load', async () => {
    const screen = await render(
      <BookCard {...khunChang} coverUrl="data:image/png;base64,bm90IGFuIGltYWdl" />,
    )
    await expect.element(screen.getByRole('img', { name: 'ไม่มีภาพปก' })).toBeVisible()
    expect(screen.container.querySelector('[data-slot=book-card-image]')).toBeNull()
  })

  it('works out the discount from the prices and shows it in discount red', async () => {
    const screen = await render(<BookCard {...khunChang} />)
    const badge = screen.getByText('-20%')
    await expect.element(badge).toBeVisible()
    await expect.element(screen.getByText('ลด 20%')).toBeInTheDocument()
    expect(badge.element().closest('[data-slot=discount-badge]')).toHaveClass('bg-discount')
  })

  it('shows the new and format badges in English', async () => {
    const screen = await render(
      <UiProvider locale="en">
        <BookCard {...khunChang} oldPrice={null} badges={['new', 'epub', 'pdf']} />
      </UiProvider>,
    )
    await expect.element(screen.getByText('New')).toBeVisible()
    await expect.element(screen.getByText('EPUB')).toBeVisible()
    await expect.element(screen.getByText('PDF')).toBeVisible()
    expect(screen.container.querySelector('[data-slot=discount-badge]')).toBeNull()
  })

  it('keeps the new and format badges off the cover, whose printed title they would hide', async () => {
    const screen = await render(
      <div style={{ width: 200 }}>
        <BookCard {...khunChang} oldPrice={null} badges={['new', 'epub']} />
      </div>,
    )
    await expect.element(screen.getByText('ใหม่')).toBeVisible()
    const cover = screen.container.querySelector('[data-slot=book-card-cover]')!
    const coverBox = cover.getBoundingClientRect()
    for (const name of ['ใหม่', 'EPUB']) {
      const badge = screen.getByText(name, { exact: true }).element()
      expect(cover.contains(badge)).toBe(false)
      const box = badge.getBoundingClientRect()
      const overlaps =
        box.left < coverBox.right &&
        box.right > coverBox.left &&
        box.top < coverBox.bottom &&
        box.bottom > coverBox.top
      expect(overlaps, name).toBe(false)
    }
  })

  it('joins the authors the way each language does', async () => {
    const th = await render(<BookCard {...khunChang} />)
    await expect.element(th.getByText('สุนทรภู่และพระบาทสมเด็จพระพุทธเลิศหล้านภาลัย')).toBeVisible()
    const en = await render(
      <UiProvider locale="en">
        <BookCard
          {...khunChang}
          title="Pride and Prejudice"
          authors={['Jane Austen', 'Charlotte Brontë', 'Emily Brontë']}
        />
      </UiProvider>,
    )
    await expect
      .element(en.getByText('Jane Austen, Charlotte Brontë, and Emily Brontë'))
      .toBeVisible()
  })

  it('leaves out the stars of a book nobody has rated', async () => {
    const screen = await render(<BookCard {...khunChang} rating={null} />)
    expect(screen.container.querySelector('[data-slot=rating]')).toBeNull()
  })

  it('lays the list variant out with the cover beside the text', async () => {
    const screen = await render(<BookCard {...khunChang} variant="list" />)
    const card = screen.container.querySelector('[data-slot=book-card]') as HTMLElement
    expect(card.dataset.variant).toBe('list')
    const cover = card.querySelector('[data-slot=book-card-cover]')!.getBoundingClientRect()
    const body = card.querySelector('[data-slot=book-card-body]')!.getBoundingClientRect()
    expect(cover.right).toBeLessThanOrEqual(body.left)
  })
})

describe('BookCardSkeleton', () => {
  it('is hidden from screen readers', async () => {
    const screen = await render(<BookCardSkeleton />)
    const skeleton = screen.container.querySelector('[data-slot=book-card-skeleton]')
    expect(skeleton).toHaveAttribute('aria-hidden', 'true')
  })
})
