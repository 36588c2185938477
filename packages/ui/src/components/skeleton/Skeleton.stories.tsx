import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from './Skeleton'
import { SkeletonText } from './SkeletonText'

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  subcomponents: { SkeletonText },
  argTypes: {
    shape: { control: 'select', options: ['block', 'text', 'circle', 'cover'] },
  },
  args: { className: 'h-10 w-48' },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Block: Story = {}

export const Text: Story = {
  render: () => (
    <div className="w-80">
      <SkeletonText lines={3} />
    </div>
  ),
}

export const Circle: Story = {
  args: { shape: 'circle', className: 'size-12' },
}

/** A book card while it loads: the cover, the title and the price. */
export const BookCard: Story = {
  render: () => (
    <div aria-busy="true" className="flex w-44 flex-col gap-3">
      <Skeleton shape="cover" />
      <SkeletonText lines={2} />
      <Skeleton className="h-5 w-16" />
    </div>
  ),
}
