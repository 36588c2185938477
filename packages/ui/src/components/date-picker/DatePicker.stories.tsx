import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DatePicker } from './DatePicker'

// Fixed dates keep the screenshots stable: today is Saturday 15 March 2025 (15 มีนาคม 2568).
const today = new Date(2025, 2, 15)
const march = new Date(2025, 2, 1)

/** The gridcell of a day of March, found by its button's Thai label ("วันจันทร์ที่ 10 มีนาคม 2568"). */
function day(canvasElement: HTMLElement, n: number): HTMLElement {
  const label = new RegExp(`ที่ ${n} มีนาคม `)
  const cell = within(canvasElement)
    .getAllByRole('gridcell')
    .find((gridcell) => within(gridcell).queryByRole('button', { name: label }))
  if (!cell) throw new Error(`No gridcell for ${n} March`)
  return cell
}

const meta = {
  title: 'Controls/DatePicker',
  component: DatePicker,
  args: { today, defaultMonth: march, onChange: fn(), onLevelChange: fn() },
  argTypes: {
    mode: { control: 'select', options: ['single', 'multiple', 'range'] },
    level: { control: 'select', options: ['month', 'months', 'year'] },
  },
} satisfies Meta<typeof DatePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Single: Story = {
  args: { defaultValue: new Date(2025, 2, 10) },
  play: async ({ canvasElement, args }) => {
    await expect(day(canvasElement, 10)).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(within(day(canvasElement, 12)).getByRole('button'))
    await expect(day(canvasElement, 12)).toHaveAttribute('data-selected', 'true')
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2025, 2, 12))
    await expect(canvasElement.querySelectorAll('[role="grid"] tbody tr')).toHaveLength(6)
  },
}

export const MultipleWithLimit: Story = {
  args: {
    mode: 'multiple',
    max: 3,
    defaultValue: [new Date(2025, 2, 4), new Date(2025, 2, 11)],
  },
  play: async ({ canvasElement }) => {
    await expect(day(canvasElement, 20)).not.toHaveAttribute('data-disabled')
    await userEvent.click(within(day(canvasElement, 18)).getByRole('button'))
    await expect(day(canvasElement, 20)).toHaveAttribute('data-disabled', 'true')
    await expect(day(canvasElement, 20)).toHaveAttribute('aria-disabled', 'true')
  },
}

export const Range: Story = {
  args: { mode: 'range' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(day(canvasElement, 10)).getByRole('button'))
    await userEvent.click(within(day(canvasElement, 14)).getByRole('button'))
    await expect(day(canvasElement, 10)).toHaveAttribute('data-range-start', 'true')
    await expect(day(canvasElement, 12)).toHaveAttribute('data-range-middle', 'true')
    await expect(day(canvasElement, 14)).toHaveAttribute('data-range-end', 'true')
  },
}

export const RangeClearedOnStart: Story = {
  args: { mode: 'range', defaultValue: { from: new Date(2025, 2, 10), to: new Date(2025, 2, 14) } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(day(canvasElement, 10)).getByRole('button'))
    await expect(args.onChange).toHaveBeenCalledWith(null)
    await expect(day(canvasElement, 12)).not.toHaveAttribute('data-selected')
  },
}

export const MinMax: Story = {
  args: { minDate: new Date(2025, 2, 10), maxDate: new Date(2025, 2, 25) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(day(canvasElement, 9)).toHaveAttribute('data-disabled', 'true')
    await expect(day(canvasElement, 26)).toHaveAttribute('data-disabled', 'true')
    await expect(day(canvasElement, 10)).not.toHaveAttribute('data-disabled')
    await expect(canvas.getByRole('button', { name: 'เดือนก่อนหน้า' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'เดือนถัดไป' })).toBeDisabled()
  },
}

export const MinMaxMonths: Story = {
  args: {
    minDate: new Date(2025, 2, 10),
    maxDate: new Date(2025, 8, 25),
    defaultLevel: 'months',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'กุมภาพันธ์' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'ตุลาคม' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'มีนาคม' })).toBeEnabled()
  },
}

/** Deliveries on Tuesdays and Thursdays only. */
export const AllowedDates: Story = {
  args: { allowedDates: (date: Date) => date.getDay() === 2 || date.getDay() === 4 },
  play: async ({ canvasElement }) => {
    await expect(day(canvasElement, 11)).not.toHaveAttribute('data-disabled')
    await expect(day(canvasElement, 12)).toHaveAttribute('data-disabled', 'true')
  },
}

export const AllowedDateList: Story = {
  args: { allowedDates: [new Date(2025, 2, 7), new Date(2025, 2, 14), new Date(2025, 2, 21)] },
  play: async ({ canvasElement }) => {
    await expect(day(canvasElement, 14)).not.toHaveAttribute('data-disabled')
    await expect(day(canvasElement, 15)).toHaveAttribute('data-disabled', 'true')
  },
}

export const MonthsView: Story = {
  args: { defaultValue: new Date(2025, 5, 9), defaultMonth: new Date(2025, 5, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'มิถุนายน 2568 เลือกเดือน' }))
    await expect(canvas.getByRole('grid', { name: 'เดือนในปี 2568' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'มิถุนายน' })).toHaveFocus()
    await expect(args.onLevelChange).toHaveBeenCalledWith('months')
  },
}

export const YearView: Story = {
  args: { defaultValue: new Date(2025, 5, 9), defaultLevel: 'year' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('grid', { name: 'ปี 2468–2620' })).toBeVisible()
    await expect(canvas.getByRole('gridcell', { name: '2568' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

export const English: Story = {
  args: { defaultValue: new Date(2025, 2, 10) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'March 2025, choose a month' })).toBeVisible()
  },
}
