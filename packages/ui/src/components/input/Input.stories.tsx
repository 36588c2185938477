import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Field } from '../field'
import { Input } from './Input'

const meta = {
  title: 'Controls/Input',
  component: Input,
  args: { placeholder: 'ชื่อหนังสือ ผู้แต่ง หรือสำนักพิมพ์' },
  argTypes: {
    variant: { control: 'select', options: ['outline', 'soft'] },
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: (args) => (
    <Field label="ค้นหา">
      <Input type="search" {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'ค้นหา' })
    await userEvent.type(input, 'แฮร์รี่ พอตเตอร์')
    await expect(input).toHaveValue('แฮร์รี่ พอตเตอร์')
  },
}

export const Filled: Story = {
  render: (args) => (
    <Field label="อีเมล" description="ใช้สำหรับเข้าสู่ระบบและรับใบเสร็จ">
      <Input type="email" {...args} defaultValue="somchai@example.com" />
    </Field>
  ),
}

export const Disabled: Story = {
  render: (args) => (
    <Field label="รหัสสมาชิก" disabled>
      <Input {...args} defaultValue="MB-204518" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('รหัสสมาชิก')).toBeDisabled()
  },
}

export const Invalid: Story = {
  render: (args) => (
    <Field label="อีเมล" required error="รูปแบบอีเมลไม่ถูกต้อง">
      <Input type="email" {...args} defaultValue="somchai@" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'อีเมล' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('รูปแบบอีเมลไม่ถูกต้อง')
    await expect(input).toBeRequired()
  },
}

export const SizesAndVariants: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <Input {...args} aria-label="เล็ก" size="sm" />
      <Input {...args} aria-label="กลาง" size="md" />
      <Input {...args} aria-label="ใหญ่" size="lg" />
      <Input {...args} aria-label="พื้นทึบ" variant="soft" />
    </div>
  ),
}
