import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type FormEvent } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from '../button'
import { Checkbox } from '../checkbox'
import { Input } from '../input'
import { Radio, RadioGroup } from '../radio'
import { Select } from '../select'
import { Textarea } from '../textarea'
import { Field } from './Field'

const meta = {
  title: 'Controls/Field',
  component: Field,
  args: { label: 'ชื่อ', children: null },
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const States: Story = {
  render: () => (
    <div className="grid max-w-sm gap-5">
      <Field label="ชื่อ" description="ตามที่ปรากฏในใบกำกับภาษี">
        <Input />
      </Field>
      <Field label="นามสกุล" required>
        <Input defaultValue="ใจดี" />
      </Field>
      <Field label="รหัสสมาชิก" disabled>
        <Input defaultValue="MB-204518" />
      </Field>
      <Field label="เบอร์โทรศัพท์" required error="กรุณากรอกเบอร์โทรศัพท์ 10 หลัก">
        <Input type="tel" defaultValue="0812" />
      </Field>
    </div>
  ),
}

type Errors = Partial<Record<'name' | 'province' | 'format' | 'terms', string>>

/** A shipping form: sending it empty shows every error, which the controls announce. */
function ShippingForm() {
  const [errors, setErrors] = useState<Errors>({})
  const [sent, setSent] = useState(false)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const next: Errors = {}
    if (!String(data.get('name') ?? '').trim()) next.name = 'กรุณากรอกชื่อผู้รับ'
    if (!data.get('province')) next.province = 'กรุณาเลือกจังหวัด'
    if (!data.get('format')) next.format = 'กรุณาเลือกรูปแบบหนังสือ'
    if (!data.get('terms')) next.terms = 'กรุณายอมรับข้อตกลง'
    setErrors(next)
    setSent(Object.keys(next).length === 0)
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-5">
      <Field label="ชื่อผู้รับ" required error={errors.name}>
        <Input name="name" autoComplete="name" />
      </Field>
      <Field label="จังหวัด" required error={errors.province}>
        <Select name="province" placeholder="เลือกจังหวัด">
          <option value="10">กรุงเทพมหานคร</option>
          <option value="50">เชียงใหม่</option>
        </Select>
      </Field>
      <Field label="รูปแบบหนังสือ" required error={errors.format}>
        <RadioGroup name="format" orientation="horizontal">
          <Radio value="ebook" label="อีบุ๊ก" />
          <Radio value="print" label="หนังสือเล่ม" />
        </RadioGroup>
      </Field>
      <Field label="ข้อความถึงผู้ขาย" description="ไม่บังคับ">
        <Textarea name="note" maxLength={120} showCount />
      </Field>
      <Field label="ข้อตกลง" required error={errors.terms}>
        <Checkbox name="terms" label="ฉันยอมรับข้อตกลงการใช้งาน" />
      </Field>
      <Button type="submit" variant="cta" className="justify-self-start">
        ยืนยันที่อยู่
      </Button>
      {sent && <p role="status">บันทึกที่อยู่แล้ว</p>}
    </form>
  )
}

export const Form: Story = {
  render: () => <ShippingForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'ยืนยันที่อยู่' }))
    const name = canvas.getByRole('textbox', { name: 'ชื่อผู้รับ' })
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('กรุณากรอกชื่อผู้รับ')
    await expect(canvas.getByRole('radiogroup', { name: 'รูปแบบหนังสือ' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )

    await userEvent.type(name, 'สมชาย ใจดี')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'จังหวัด' }), '50')
    await userEvent.click(canvas.getByRole('radio', { name: 'อีบุ๊ก' }))
    await userEvent.click(canvas.getByText('ฉันยอมรับข้อตกลงการใช้งาน'))
    await userEvent.click(canvas.getByRole('button', { name: 'ยืนยันที่อยู่' }))
    await expect(name).not.toHaveAttribute('aria-invalid')
    await expect(canvas.getByRole('status')).toHaveTextContent('บันทึกที่อยู่แล้ว')
  },
}
