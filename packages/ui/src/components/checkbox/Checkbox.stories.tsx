import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Field } from '../field'
import { Checkbox } from './Checkbox'

const meta = {
  title: 'Controls/Checkbox',
  component: Checkbox,
  args: { label: 'รับข่าวสารและโปรโมชันทางอีเมล' },
  argTypes: { size: { control: 'select', options: ['sm', 'md'] } },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('checkbox', { name: 'รับข่าวสารและโปรโมชันทางอีเมล' })
    await userEvent.click(canvas.getByText('รับข่าวสารและโปรโมชันทางอีเมล'))
    await expect(box).toBeChecked()
    await userEvent.keyboard(' ')
    await expect(box).not.toBeChecked()
  },
}

export const Checked: Story = {
  args: { defaultChecked: true, description: 'ไม่เกินสัปดาห์ละหนึ่งฉบับ' },
}

export const Indeterminate: Story = {
  args: { label: 'เลือกทั้งหมด', indeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBePartiallyChecked()
  },
}

export const Disabled: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <Checkbox {...args} label="ห่อของขวัญ (หมด)" disabled />
      <Checkbox {...args} label="ใบกำกับภาษีเต็มรูป" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) {
      await expect(box).toBeDisabled()
    }
  },
}

export const Invalid: Story = {
  render: (args) => (
    <Field label="ข้อตกลง" required error="กรุณายอมรับข้อตกลงการใช้งาน">
      <Checkbox {...args} label="ฉันยอมรับข้อตกลงการใช้งานและนโยบายความเป็นส่วนตัว" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox')
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(box).toHaveAccessibleDescription('กรุณายอมรับข้อตกลงการใช้งาน')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <Checkbox {...args} label="เล็ก" size="sm" defaultChecked />
      <Checkbox {...args} label="กลาง" size="md" defaultChecked />
    </div>
  ),
}
