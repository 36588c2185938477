import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DatePickerInput } from './DatePickerInput'

const today = new Date(2025, 2, 15)
const march = new Date(2025, 2, 1)

const meta = {
  title: 'Controls/DatePickerInput',
  component: DatePickerInput,
  args: { id: 'delivery-date', today, defaultMonth: march, onChange: fn() },
  render: (args) => (
    <div className="flex w-72 flex-col gap-1.5 pb-96">
      <label htmlFor="delivery-date" className="text-sm font-medium">
        วันจัดส่ง
      </label>
      <DatePickerInput {...args} />
    </div>
  ),
} satisfies Meta<typeof DatePickerInput>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'วันจัดส่ง' })
    await expect(trigger).toHaveTextContent('เลือกวันที่')
  },
}

export const WithValue: Story = {
  args: { defaultValue: new Date(2025, 2, 10) },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'วันจัดส่ง' })
    await expect(trigger).toHaveTextContent('10 มี.ค. 2568')
  },
}

export const Open: Story = {
  args: { defaultValue: new Date(2025, 2, 10) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'วันจัดส่ง' }))
    const calendar = await screen.findByRole('dialog', { name: 'เลือกวันที่' })
    const chosen = within(calendar).getByRole('button', { name: /ที่ 10 มีนาคม / })
    await expect(chosen).toHaveFocus()
    await expect(chosen.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true')
  },
}

export const RangeOpen: Story = {
  args: { mode: 'range', defaultValue: { from: new Date(2025, 2, 10), to: new Date(2025, 2, 14) } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'วันจัดส่ง' })
    await expect(trigger).toHaveTextContent('10 มี.ค. 2568 – 14 มี.ค. 2568')
    await userEvent.click(trigger)
    await expect(await screen.findByRole('dialog', { name: 'เลือกวันที่' })).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'วันจัดส่ง' })).toBeDisabled()
  },
}
