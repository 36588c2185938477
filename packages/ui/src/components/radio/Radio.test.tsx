import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Field } from '../field'
import { Radio, RadioGroup } from './Radio'

const formats = (
  <>
    <Radio value="ebook" label="อีบุ๊ก" />
    <Radio value="audio" label="หนังสือเสียง" />
    <Radio value="print" label="หนังสือเล่ม" />
  </>
)

describe('RadioGroup', () => {
  it('chooses one radio at a time by click or label', async () => {
    const onValueChange = vi.fn()
    const screen = await render(
      <RadioGroup aria-label="Format" onValueChange={onValueChange}>
        {formats}
      </RadioGroup>,
    )
    await expect.element(screen.getByRole('radiogroup', { name: 'Format' })).toBeVisible()
    const ebook = screen.getByRole('radio', { name: 'อีบุ๊ก' })
    const audio = screen.getByRole('radio', { name: 'หนังสือเสียง' })
    await ebook.click()
    await expect.element(ebook).toBeChecked()
    await screen.getByText('หนังสือเสียง').click()
    await expect.element(audio).toBeChecked()
    await expect.element(ebook).not.toBeChecked()
    expect(onValueChange.mock.calls).toEqual([['ebook'], ['audio']])
  })

  it('is one Tab stop whose choice moves with the arrow keys', async () => {
    const screen = await render(
      <>
        <RadioGroup aria-label="Format" defaultValue="ebook">
          {formats}
        </RadioGroup>
        <button type="button">Next</button>
      </>,
    )
    await userEvent.keyboard('{Tab}')
    await expect.element(screen.getByRole('radio', { name: 'อีบุ๊ก' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    const audio = screen.getByRole('radio', { name: 'หนังสือเสียง' })
    await expect.element(audio).toHaveFocus()
    await expect.element(audio).toBeChecked()
    await userEvent.keyboard('{Tab}')
    await expect.element(screen.getByRole('button', { name: 'Next' })).toHaveFocus()
  })

  it('follows the value the app controls', async () => {
    function Controlled() {
      const [value, setValue] = useState('print')
      return (
        <>
          <RadioGroup aria-label="Format" value={value} onValueChange={setValue}>
            {formats}
          </RadioGroup>
          <output>{value}</output>
          <button type="button" onClick={() => setValue('ebook')}>
            Reset
          </button>
        </>
      )
    }
    const screen = await render(<Controlled />)
    await expect.element(screen.getByRole('radio', { name: 'หนังสือเล่ม' })).toBeChecked()
    await screen.getByRole('radio', { name: 'หนังสือเสียง' }).click()
    await expect.element(screen.getByRole('status')).toHaveTextContent('audio')
    await screen.getByRole('button', { name: 'Reset' }).click()
    await expect.element(screen.getByRole('radio', { name: 'อีบุ๊ก' })).toBeChecked()
  })

  it('disables every radio, or just one', async () => {
    const screen = await render(
      <>
        <RadioGroup aria-label="All off" disabled>
          <Radio value="a" label="A" />
        </RadioGroup>
        <RadioGroup aria-label="One off">
          <Radio value="b" label="B" />
          <Radio value="c" label="C" disabled description="Sold out" />
        </RadioGroup>
      </>,
    )
    await expect.element(screen.getByRole('radio', { name: 'A' })).toBeDisabled()
    await expect.element(screen.getByRole('radio', { name: 'B' })).toBeEnabled()
    const c = screen.getByRole('radio', { name: 'C' })
    await expect.element(c).toBeDisabled()
    await expect.element(c).toHaveAccessibleDescription('Sold out')
    await screen.getByText('C', { exact: true }).click({ force: true })
    await expect.element(c).not.toBeChecked()
  })

  it('is named by its Field’s label and described by its error', async () => {
    const screen = await render(
      <Field label="รูปแบบหนังสือ" required error="กรุณาเลือกรูปแบบ">
        <RadioGroup>{formats}</RadioGroup>
      </Field>,
    )
    const group = screen.getByRole('radiogroup', { name: 'รูปแบบหนังสือ' })
    await expect.element(group).toHaveAttribute('aria-required', 'true')
    await expect.element(group).toHaveAttribute('aria-invalid', 'true')
    await expect.element(group).toHaveAccessibleDescription('กรุณาเลือกรูปแบบ')
    // A label element cannot point at a group: the field names it with aria-labelledby instead.
    expect(document.querySelector('label[data-slot="field-label"]')).toBeNull()
    await expect.element(screen.getByRole('radio', { name: 'อีบุ๊ก' })).toBeRequired()
  })
})
