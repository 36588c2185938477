import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Field } from '../field'
import { Textarea } from './Textarea'

const meta = {
  title: 'Controls/Textarea',
  component: Textarea,
  args: { placeholder: 'เล่าให้ผู้อ่านคนอื่นฟังว่าหนังสือเล่มนี้เป็นอย่างไร' },
  argTypes: {
    variant: { control: 'select', options: ['outline', 'soft'] },
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: (args) => (
    <Field label="รีวิว">
      <Textarea {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'รีวิว' })
    await userEvent.type(box, 'อ่านสนุก{Enter}วางไม่ลง')
    await expect(box).toHaveValue('อ่านสนุก\nวางไม่ลง')
  },
}

export const WithCounter: Story = {
  render: (args) => (
    <Field label="รีวิว" description="อย่าเปิดเผยตอนจบของเรื่อง">
      <Textarea {...args} maxLength={200} showCount />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'รีวิว' }), 'ภาษาสวย ตัวละครมีมิติ')
    await expect(canvas.getByText('21/200')).toBeVisible()
  },
}

export const Filled: Story = {
  render: (args) => (
    <Field label="รีวิว">
      <Textarea
        {...args}
        maxLength={200}
        showCount
        defaultValue="เล่มนี้เล่าเรื่องได้กระชับ ตัวละครมีพัฒนาการชัดเจน เหมาะกับผู้อ่านทุกวัย"
      />
    </Field>
  ),
}

export const Disabled: Story = {
  render: (args) => (
    <Field label="หมายเหตุจากร้าน" disabled>
      <Textarea {...args} defaultValue="คำสั่งซื้อนี้ชำระเงินแล้ว" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled()
  },
}

export const Invalid: Story = {
  render: (args) => (
    <Field label="รีวิว" required error="รีวิวต้องยาวอย่างน้อย 20 ตัวอักษร">
      <Textarea {...args} maxLength={200} showCount defaultValue="ดีมาก" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'รีวิว' })
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(box).toHaveAccessibleDescription('รีวิวต้องยาวอย่างน้อย 20 ตัวอักษร เหลืออีก 195 ตัวอักษร')
  },
}
