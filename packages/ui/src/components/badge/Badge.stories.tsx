import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge, DiscountBadge } from './Badge'

const meta = {
  title: 'Store/Badge',
  component: Badge,
  subcomponents: { DiscountBadge },
  args: { children: 'EPUB' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'primary', 'discount', 'new', 'outline', 'success', 'warning'],
    },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-2">
      <Badge>EPUB</Badge>
      <Badge variant="primary">ขายดี</Badge>
      <Badge variant="discount">-25%</Badge>
      <Badge variant="new">ใหม่</Badge>
      <Badge variant="outline">PDF</Badge>
      <Badge variant="success">มีในชั้นหนังสือ</Badge>
      <Badge variant="warning">ใกล้หมดโปรโมชัน</Badge>
    </div>
  ),
}

export const Discount: Story = {
  render: () => <DiscountBadge percent={20} />,
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('-20%')
    await expect(badge).toHaveAttribute('aria-hidden', 'true')
    await expect(within(canvasElement).getByText('ลด 20%')).toBeInTheDocument()
  },
}
