import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Field } from '../field'
import { Select } from './Select'

const provinces = (
  <>
    <option value="10">กรุงเทพมหานคร</option>
    <option value="50">เชียงใหม่</option>
    <option value="40">ขอนแก่น</option>
    <option value="83">ภูเก็ต</option>
  </>
)

const meta = {
  title: 'Controls/Select',
  component: Select,
  args: { placeholder: 'เลือกจังหวัด', children: provinces },
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
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: (args) => (
    <Field label="จังหวัด">
      <Select {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'จังหวัด' })
    await expect(select).toHaveValue('')
    await userEvent.selectOptions(select, 'เชียงใหม่')
    await expect(select).toHaveValue('50')
  },
}

export const Filled: Story = {
  render: (args) => (
    <Field label="จังหวัด" description="จังหวัดในที่อยู่สำหรับออกใบกำกับภาษี">
      <Select {...args} defaultValue="83" />
    </Field>
  ),
}

export const Disabled: Story = {
  render: (args) => (
    <Field label="ประเทศ" disabled>
      <Select {...args} placeholder={undefined} defaultValue="th">
        <option value="th">ประเทศไทย</option>
      </Select>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'ประเทศ' })).toBeDisabled()
  },
}

export const Invalid: Story = {
  render: (args) => (
    <Field label="จังหวัด" required error="กรุณาเลือกจังหวัด">
      <Select {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'จังหวัด' })
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await expect(select).toHaveAccessibleDescription('กรุณาเลือกจังหวัด')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="grid gap-3">
      <Select {...args} aria-label="เล็ก" size="sm" />
      <Select {...args} aria-label="กลาง" size="md" />
      <Select {...args} aria-label="ใหญ่" size="lg" />
      <Select {...args} aria-label="พื้นทึบ" variant="soft" />
    </div>
  ),
}
