import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BasketButton } from './BasketButton'

const meta = {
  title: 'Store/BasketButton',
  component: BasketButton,
  args: { count: 3, href: '/basket' },
} satisfies Meta<typeof BasketButton>

export default meta
type Story = StoryObj<typeof meta>

export const WithBooks: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'ตะกร้า (3 เล่ม)' }),
    ).toHaveAttribute('href', '/basket')
  },
}

export const Empty: Story = { args: { count: 0 } }

export const Many: Story = { args: { count: 120 } }
