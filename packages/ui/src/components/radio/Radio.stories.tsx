import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Field } from '../field'
import { Radio, RadioGroup } from './Radio'

const meta = {
  title: 'Controls/Radio',
  component: RadioGroup,
  subcomponents: { Radio },
  args: { 'aria-label': 'รูปแบบหนังสือ' },
  argTypes: {
    orientation: { control: 'select', options: ['vertical', 'horizontal'] },
    size: { control: 'select', options: ['sm', 'md'] },
  },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="ebook" label="อีบุ๊ก" description="อ่านได้ทันทีในแอป" />
      <Radio value="audio" label="หนังสือเสียง" />
      <Radio value="print" label="หนังสือเล่ม" description="จัดส่งภายใน 3 วันทำการ" />
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('อีบุ๊ก'))
    await expect(canvas.getByRole('radio', { name: 'อีบุ๊ก' })).toBeChecked()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('radio', { name: 'หนังสือเสียง' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'อีบุ๊ก' })).not.toBeChecked()
  },
}

export const Filled: Story = {
  args: { defaultValue: 'print' },
}

export const Horizontal: Story = {
  args: { defaultValue: 'ebook', orientation: 'horizontal' },
}

export const Disabled: Story = {
  render: (args) => (
    <div className="grid gap-6">
      <RadioGroup {...args} aria-label="ทั้งกลุ่มปิดอยู่" defaultValue="ebook" disabled>
        <Radio value="ebook" label="อีบุ๊ก" />
        <Radio value="audio" label="หนังสือเสียง" />
      </RadioGroup>
      <RadioGroup {...args} aria-label="บางตัวเลือกปิดอยู่">
        <Radio value="ebook" label="อีบุ๊ก" />
        <Radio value="print" label="หนังสือเล่ม" description="สินค้าหมด" disabled />
      </RadioGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: 'หนังสือเล่ม' })).toBeDisabled()
    await expect(canvas.getAllByRole('radio', { name: 'หนังสือเสียง' })[0]).toBeDisabled()
  },
}

export const Invalid: Story = {
  render: (args) => (
    <Field label="รูปแบบหนังสือ" required error="กรุณาเลือกรูปแบบหนังสือ">
      <RadioGroup {...args} aria-label={undefined}>
        <Radio value="ebook" label="อีบุ๊ก" />
        <Radio value="audio" label="หนังสือเสียง" />
      </RadioGroup>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'รูปแบบหนังสือ' })
    await expect(group).toHaveAttribute('aria-invalid', 'true')
    await expect(group).toHaveAccessibleDescription('กรุณาเลือกรูปแบบหนังสือ')
  },
}
