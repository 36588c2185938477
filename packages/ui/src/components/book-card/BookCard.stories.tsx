import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button, IconButton } from '../button/Button'
import { BookCard, BookCardSkeleton } from './BookCard'
import { longThaiTitle, sampleBooks } from './story-data'

type SampleBook = (typeof sampleBooks)[number]

/** A sample book as story args, clearing what another story's book may have set. */
const card = ({ id: _id, ...book }: SampleBook) => ({
  oldPrice: null,
  discountPercent: null,
  rating: null,
  reviewCount: undefined,
  badges: [],
  coverLoading: 'eager' as const,
  ...book,
})

const [khunChang, phraAphai, , , pride, lukIsan] = sampleBooks as [
  SampleBook,
  SampleBook,
  SampleBook,
  SampleBook,
  SampleBook,
  SampleBook,
]

const meta = {
  title: 'Store/BookCard',
  component: BookCard,
  subcomponents: { BookCardSkeleton },
  args: card(khunChang),
  decorators: [
    (Story, { args }) => (
      <div className={args.variant === 'list' ? 'max-w-md' : 'w-48'}>
        <Story />
      </div>
    ),
  ],
  argTypes: { variant: { control: 'select', options: ['grid', 'list'] } },
} satisfies Meta<typeof BookCard>

export default meta
type Story = StoryObj<typeof meta>

export const Discounted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'ขุนช้างขุนแผน' })).toHaveAttribute(
      'href',
      '/book-detail/101',
    )
    await expect(canvas.getByText('ลด 20%')).toBeInTheDocument()
    await expect(canvas.getByRole('img', { name: 'คะแนน 4.5 จาก 5' })).toBeVisible()
  },
}

export const New: Story = { args: card(phraAphai) }

export const NoRating: Story = {
  args: card(lukIsan),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img', { name: /คะแนน/ })).toBeNull()
  },
}

export const Free: Story = { args: card(pride) }

export const LongThaiTitle: Story = { args: card(longThaiTitle) }

export const MissingCover: Story = {
  args: { coverUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'ไม่มีภาพปก' })).toBeVisible()
  },
}

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="cta" size="sm" className="flex-1">
          ใส่ตะกร้า
        </Button>
        <IconButton size="sm" variant="outline" aria-label="เพิ่มในรายการโปรด">
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />
          </svg>
        </IconButton>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'ใส่ตะกร้า' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'เพิ่มในรายการโปรด' })).toBeVisible()
  },
}

export const List: Story = {
  args: { ...card(longThaiTitle), variant: 'list' },
}

export const Skeleton: Story = {
  render: () => <BookCardSkeleton />,
}

export const SkeletonList: Story = {
  args: { variant: 'list' },
  render: () => <BookCardSkeleton variant="list" />,
}
