import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Price } from './Price'

const meta = {
  title: 'Store/Price',
  component: Price,
  args: { price: 259 },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Price>

export default meta
type Story = StoryObj<typeof meta>

export const Regular: Story = {}

export const Discounted: Story = {
  args: { price: 259, oldPrice: 325, discountPercent: 20, size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('ราคาเดิม', { exact: false }).closest('del')).toHaveTextContent(
      '฿325',
    )
    await expect(canvas.getByText('ลด 20%')).toBeInTheDocument()
  },
}

export const Free: Story = {
  args: { price: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ฟรี')).toBeVisible()
  },
}

export const Sizes: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Price price={99.5} oldPrice={129} size="sm" />
      <Price price={1250} oldPrice={1590} discountPercent={21} size="md" />
      <Price price="฿1,250.00" oldPrice="฿1,590.00" size="lg" />
    </div>
  ),
}
