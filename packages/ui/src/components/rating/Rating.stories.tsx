import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Rating } from './Rating'
import { RatingInput } from './RatingInput'

const meta = {
  title: 'Store/Rating',
  component: Rating,
  subcomponents: { RatingInput },
  args: { value: 4.5, reviewCount: 128 },
} satisfies Meta<typeof Rating>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'คะแนน 4.5 จาก 5' })).toBeVisible()
  },
}

export const Values: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <Rating value={5} reviewCount={342} showValue />
      <Rating value={4.5} reviewCount={128} showValue />
      <Rating value={3} reviewCount={12} showValue />
      <Rating value={1.5} showValue size="md" />
      <Rating value={0} reviewCount={0} />
    </div>
  ),
}

export const Input: Story = {
  render: () => <RatingInput onValueChange={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: '4 ดาว' }))
    await expect(canvas.getByRole('radio', { name: '4 ดาว' })).toBeChecked()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: '5 ดาว' })).toBeChecked()
  },
}

export const InputDisabled: Story = {
  render: () => <RatingInput defaultValue={3} disabled />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '3 ดาว' })).toBeDisabled()
  },
}
