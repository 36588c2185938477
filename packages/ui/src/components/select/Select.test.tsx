import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Field } from '../field'
import { Select } from './Select'

const provinces = (
  <>
    <option value="10">กรุงเทพมหานคร</option>
    <option value="50">เชียงใหม่</option>
    <option value="83">ภูเก็ต</option>
  </>
)

describe('Select', () => {
  it('is a native select whose options are its children', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <Select aria-label="Province" onChange={onChange}>
        {provinces}
      </Select>,
    )
    const select = screen.getByRole('combobox', { name: 'Province' })
    await expect.element(select).toHaveValue('10')
    await userEvent.selectOptions(select, 'เชียงใหม่')
    await expect.element(select).toHaveValue('50')
    expect(onChange).toHaveBeenCalledOnce()
  })

  it('starts on its placeholder, which cannot be chosen again', async () => {
    const screen = await render(
      <Select aria-label="Province" placeholder="เลือกจังหวัด">
        {provinces}
      </Select>,
    )
    const select = screen.getByRole('combobox', { name: 'Province' })
    await expect.element(select).toHaveValue('')
    await expect.element(select).toHaveDisplayValue('เลือกจังหวัด')
    const placeholder = screen.getByRole('option', { name: 'เลือกจังหวัด' })
    await expect.element(placeholder).toBeDisabled()
  })

  it('keeps a given default value over its placeholder', async () => {
    const screen = await render(
      <Select aria-label="Province" placeholder="เลือกจังหวัด" defaultValue="83">
        {provinces}
      </Select>,
    )
    await expect.element(screen.getByRole('combobox')).toHaveValue('83')
  })

  it('takes its label, error and required state from a Field', async () => {
    const screen = await render(
      <Field label="จังหวัด" required error="กรุณาเลือกจังหวัด">
        <Select placeholder="เลือกจังหวัด">{provinces}</Select>
      </Field>,
    )
    const select = screen.getByRole('combobox', { name: 'จังหวัด' })
    await expect.element(select).toBeRequired()
    await expect.element(select).toHaveAttribute('aria-invalid', 'true')
    await expect.element(select).toHaveAccessibleDescription('กรุณาเลือกจังหวัด')
  })

  it('cannot be changed when disabled, and marks its wrapper disabled', async () => {
    const screen = await render(
      <Select aria-label="Province" disabled className="w-40">
        {provinces}
      </Select>,
    )
    const select = screen.getByRole('combobox')
    await expect.element(select).toBeDisabled()
    const wrapper = select.element().parentElement!
    expect(wrapper).toHaveAttribute('data-disabled')
    expect(wrapper).toHaveClass('w-40')
  })
})
