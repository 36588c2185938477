import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BookCard } from '../book-card/BookCard'
import { sampleBooks } from '../book-card/story-data'
import { BookGrid } from './BookGrid'

const meta = {
  title: 'Store/BookGrid',
  component: BookGrid,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Full: Story = {
  render: (args) => (
    <BookGrid {...args}>
      {sampleBooks.map(({ id, ...book }) => (
        <BookCard key={id} {...book} coverLoading="eager" />
      ))}
    </BookGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(sampleBooks.length)
    await expect(canvas.getByRole('link', { name: 'พระอภัยมณี' })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { loading: true, skeletonCount: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'กำลังโหลดรายการหนังสือ…',
    )
  },
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'ยังไม่มีหนังสือในรายการนี้' }),
    ).toBeVisible()
  },
}

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  render: Full.render,
}
