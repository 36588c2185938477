import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BookCard } from '../book-card/BookCard'
import { sampleBooks } from '../book-card/story-data'
import { BookCarousel } from './BookCarousel'

const books = sampleBooks.map(({ id, ...book }) => (
  <BookCard key={id} {...book} coverLoading="eager" />
))

/** Waits until a smooth scroll has come to rest. */
async function settled(list: HTMLElement) {
  let last = -1
  while (last !== list.scrollLeft) {
    last = list.scrollLeft
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const meta = {
  title: 'Store/BookCarousel',
  component: BookCarousel,
  args: { title: 'หนังสือขายดี', seeAllHref: '/bestseller', children: books },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookCarousel>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'หนังสือขายดี' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'ดูทั้งหมด' })).toHaveAttribute(
      'href',
      '/bestseller',
    )
    await expect(canvas.getByRole('button', { name: 'หนังสือก่อนหน้า' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const ScrolledToTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const next = canvas.getByRole('button', { name: 'หนังสือถัดไป' })
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'))
    for (let page = 0; page < 4 && next.getAttribute('aria-disabled') !== 'true'; page += 1) {
      const list = canvas.getByRole('list')
      const before = list.scrollLeft
      await userEvent.click(next)
      await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(before))
      await settled(list)
    }
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'))
    await expect(canvas.getByRole('button', { name: 'หนังสือก่อนหน้า' })).not.toHaveAttribute(
      'aria-disabled',
    )
  },
}

export const Loading: Story = {
  args: { loading: true, title: 'หนังสือมาใหม่', seeAllHref: '/newproducts' },
}
