import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Field } from '../field'
import { Checkbox } from './Checkbox'

describe('Checkbox', () => {
  it('toggles when its box or its label is clicked', async () => {
    const onChange = vi.fn()
    const screen = await render(<Checkbox label="รับข่าวสารทางอีเมล" onChange={onChange} />)
    const box = screen.getByRole('checkbox', { name: 'รับข่าวสารทางอีเมล' })
    await expect.element(box).not.toBeChecked()
    await box.click()
    await expect.element(box).toBeChecked()
    await screen.getByText('รับข่าวสารทางอีเมล').click()
    await expect.element(box).not.toBeChecked()
    expect(onChange).toHaveBeenCalledTimes(2)
  })

  it('toggles with the Space key', async () => {
    const screen = await render(<Checkbox label="Remember me" />)
    const box = screen.getByRole('checkbox', { name: 'Remember me' })
    await userEvent.keyboard('{Tab}')
    await expect.element(box).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect.element(box).toBeChecked()
  })

  it('shows the check mark only when checked', async () => {
    const screen = await render(<Checkbox label="Remember me" />)
    const mark = () => document.querySelector('[data-slot="checkbox"] ~ svg')!
    expect(getComputedStyle(mark()).display).toBe('none')
    await screen.getByRole('checkbox').click()
    expect(getComputedStyle(mark()).display).toBe('block')
  })

  it('describes itself with its hint', async () => {
    const screen = await render(
      <Checkbox label="Newsletter" description="At most one email a week" />,
    )
    await expect
      .element(screen.getByRole('checkbox', { name: 'Newsletter' }))
      .toHaveAccessibleDescription('At most one email a week')
  })

  it('is mixed when indeterminate', async () => {
    const screen = await render(<Checkbox label="Select all" indeterminate />)
    const box = screen.getByRole('checkbox', { name: 'Select all' })
    expect((box.element() as HTMLInputElement).indeterminate).toBe(true)
    await expect.element(box).toBePartiallyChecked()
  })

  it('cannot be toggled when disabled', async () => {
    const screen = await render(<Checkbox label="Gift wrap" disabled />)
    const box = screen.getByRole('checkbox', { name: 'Gift wrap' })
    await expect.element(box).toBeDisabled()
    await screen.getByText('Gift wrap').click({ force: true })
    await expect.element(box).not.toBeChecked()
    expect(document.querySelector('[data-slot="checkbox-field"]')).toHaveAttribute('data-disabled')
  })

  it('takes its error and required state from a Field', async () => {
    const screen = await render(
      <Field label="Terms" required error="Please accept the terms">
        <Checkbox label="I accept the terms" description="Read them first" />
      </Field>,
    )
    const box = screen.getByRole('checkbox', { name: 'Terms I accept the terms' })
    await expect.element(box).toBeRequired()
    await expect.element(box).toHaveAttribute('aria-invalid', 'true')
    await expect.element(box).toHaveAccessibleDescription('Please accept the terms Read them first')
  })

  it('passes its ref to the native input', async () => {
    let node: HTMLInputElement | null = null
    await render(<Checkbox aria-label="Pick" ref={(el) => void (node = el)} />)
    expect(node).toBeInstanceOf(HTMLInputElement)
  })
})
