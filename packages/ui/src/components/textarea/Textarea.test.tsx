import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { Field } from '../field'
import { Textarea } from './Textarea'

describe('Textarea', () => {
  it('takes typed text over several lines', async () => {
    const screen = await render(<Textarea aria-label="Review" />)
    const box = screen.getByRole('textbox', { name: 'Review' })
    await userEvent.type(box, 'สนุกมาก{Enter}แนะนำ')
    await expect.element(box).toHaveValue('สนุกมาก\nแนะนำ')
    expect(document.querySelector('[data-slot="textarea-count"]')).toBeNull()
  })

  it('counts characters against maxLength and tells screen readers how many are left', async () => {
    const screen = await render(
      <UiProvider locale="en">
        <Textarea aria-label="Review" maxLength={20} showCount />
      </UiProvider>,
    )
    const box = screen.getByRole('textbox', { name: 'Review' })
    const count = screen.getByText('0/20')
    await expect.element(count).toBeVisible()
    await expect.element(box).toHaveAccessibleDescription('20 characters left')
    await userEvent.type(box, 'Great read')
    await expect.element(screen.getByText('10/20')).toBeVisible()
    await expect.element(box).toHaveAccessibleDescription('10 characters left')
    // Read out once typing has paused.
    const announcer = document.querySelector('[data-slot="textarea-count-announcer"]')!
    expect(announcer).toHaveAttribute('aria-live', 'polite')
    await expect.poll(() => announcer.textContent, { timeout: 3000 }).toBe('10 characters left')
  })

  it('counts a controlled value and flags one over the limit', async () => {
    const screen = await render(
      <Textarea aria-label="Note" value="เกินกำหนดแล้ว" maxLength={5} showCount readOnly />,
    )
    const count = document.querySelector('[data-slot="textarea-count"]')!
    expect(count).toHaveAttribute('data-over')
    await expect.element(screen.getByText('13/5')).toBeVisible()
    await expect
      .element(screen.getByRole('textbox'))
      .toHaveAccessibleDescription('เกินกำหนด 8 ตัวอักษร')
  })

  it('counts without a limit', async () => {
    const screen = await render(<Textarea aria-label="Note" defaultValue="abc" showCount />)
    await expect.element(screen.getByText('3', { exact: true })).toBeVisible()
    await expect.element(screen.getByRole('textbox')).toHaveAccessibleDescription('3 ตัวอักษร')
  })

  it('joins its Field’s hint and error with its counter', async () => {
    const screen = await render(
      <Field label="รีวิว" description="อย่าเปิดเผยเนื้อเรื่อง" error="กรุณาเขียนรีวิว" required>
        <Textarea maxLength={100} showCount />
      </Field>,
    )
    const box = screen.getByRole('textbox', { name: 'รีวิว' })
    await expect.element(box).toBeRequired()
    await expect.element(box).toHaveAttribute('aria-invalid', 'true')
    await expect
      .element(box)
      .toHaveAccessibleDescription('อย่าเปิดเผยเนื้อเรื่อง กรุณาเขียนรีวิว เหลืออีก 100 ตัวอักษร')
  })

  it('cannot be typed into when disabled', async () => {
    const screen = await render(<Textarea aria-label="Note" disabled />)
    const box = screen.getByRole('textbox')
    await expect.element(box).toBeDisabled()
    await userEvent.type(box, 'x', { timeout: 500 }).catch(() => undefined)
    await expect.element(box).toHaveValue('')
  })
})
