import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { BookCard } from '../book-card/BookCard'
import { BookGrid } from './BookGrid'

const titles = ['ขุนช้างขุนแผน', 'พระอภัยมณี', 'สี่แผ่นดิน', 'ข้างหลังภาพ', 'ลูกอีสาน', 'คู่กรรม']
const books = titles.map((title, index) => (
  <BookCard key={title} title={title} href={`/book-detail/${index}`} price={199} />
))

/** How many columns the grid's first row has. */
function columnsOf(container: HTMLElement) {
  const items = [...container.querySelectorAll('li')]
  const top = items[0]!.getBoundingClientRect().top
  return items.filter((item) => item.getBoundingClientRect().top === top).length
}

describe('BookGrid', () => {
  it('puts each book in its own list item', async () => {
    const screen = await render(<BookGrid listLabel="หนังสือขายดี">{books}</BookGrid>)
    const list = screen.getByRole('list', { name: 'หนังสือขายดี' })
    await expect.element(list).toBeVisible()
    expect(list.getByRole('listitem').elements()).toHaveLength(6)
    await expect.element(screen.getByRole('link', { name: 'พระอภัยมณี' })).toBeVisible()
  })

  it('has 2 columns on a phone and 6 on a desktop', async () => {
    await page.viewport(375, 800)
    const phone = await render(<BookGrid>{books}</BookGrid>)
    expect(columnsOf(phone.container)).toBe(2)
    phone.unmount()
    await page.viewport(1280, 800)
    const desktop = await render(<BookGrid>{books}</BookGrid>)
    expect(columnsOf(desktop.container)).toBe(6)
    await page.viewport(1024, 768)
  })

  it('shows skeletons and announces loading instead of the books', async () => {
    const screen = await render(
      <BookGrid loading skeletonCount={4}>
        {books}
      </BookGrid>,
    )
    await expect.element(screen.getByRole('status')).toHaveTextContent('กำลังโหลดรายการหนังสือ…')
    expect(screen.container.querySelectorAll('[data-slot=book-card-skeleton]')).toHaveLength(4)
    expect(screen.container.querySelector('[data-slot=book-grid]')).toHaveAttribute(
      'aria-busy',
      'true',
    )
    expect(screen.getByRole('link').elements()).toHaveLength(0)
  })

  it('shows the empty state when there are no books', async () => {
    const screen = await render(
      <UiProvider locale="en">
        <BookGrid>{[]}</BookGrid>
      </UiProvider>,
    )
    await expect.element(screen.getByRole('heading', { name: 'No books here yet' })).toBeVisible()
    await expect.element(screen.getByRole('status')).toHaveTextContent('')
  })

  it('shows the app’s own empty state when given', async () => {
    const screen = await render(<BookGrid empty={<p>ยังไม่มีหนังสือในรายการโปรด</p>} />)
    await expect.element(screen.getByText('ยังไม่มีหนังสือในรายการโปรด')).toBeVisible()
    expect(screen.container.querySelector('[data-slot=empty-state]')).toBeNull()
  })
})
