import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { DatePickerInput, type DatePickerInputProps } from './DatePickerInput'

const today = new Date(2025, 2, 15)
const march = new Date(2025, 2, 1)

const renderInput = (props: Partial<DatePickerInputProps> = {}, locale: 'th' | 'en' = 'th') =>
  render(
    <UiProvider locale={locale}>
      <label htmlFor="delivery">{locale === 'th' ? 'วันจัดส่ง' : 'Delivery'}</label>
      <DatePickerInput
        id="delivery"
        today={today}
        defaultMonth={march}
        {...(props as DatePickerInputProps)}
      />
    </UiProvider>,
  )

const trigger = () => page.getByRole('button', { name: /วันจัดส่ง|Delivery/ })
const calendar = () => page.getByRole('dialog')
const dayButton = (n: number) =>
  calendar()
    .getByRole('gridcell', { name: new RegExp(`ที่ ${n} มีนาคม `) })
    .getByRole('button')

describe('DatePickerInput', () => {
  it('shows the placeholder until a day is chosen, then the day in Thai with its BE year', async () => {
    const onChange = vi.fn()
    await renderInput({ onChange })
    await expect.element(trigger()).toHaveTextContent('เลือกวันที่')
    await expect.element(trigger()).toHaveAttribute('data-placeholder', 'true')

    await trigger().click()
    await expect.element(calendar()).toHaveAccessibleName('เลือกวันที่')
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true')
    await dayButton(10).click()

    expect(onChange).toHaveBeenCalledWith(new Date(2025, 2, 10))
    await expect.element(calendar()).not.toBeInTheDocument()
    await expect.element(trigger()).toHaveTextContent('10 มี.ค. 2568')
    await expect.element(trigger()).not.toHaveAttribute('data-placeholder')
    await expect.element(trigger()).toHaveFocus()
  })

  it('opens on the chosen day with focus on it', async () => {
    await renderInput({ defaultValue: new Date(2025, 2, 20) })
    await trigger().click()
    await expect.element(dayButton(20)).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}{Enter}')
    await expect.element(trigger()).toHaveTextContent('19 มี.ค. 2568')
  })

  it('stays open after the start of a range and closes once the end is chosen', async () => {
    const onChange = vi.fn()
    await renderInput({ mode: 'range', onChange })
    await expect.element(trigger()).toHaveTextContent('เลือกช่วงวันที่')
    await trigger().click()
    await dayButton(10).click()
    await expect.element(calendar()).toBeVisible()
    await expect.element(trigger()).toHaveTextContent('10 มี.ค. 2568 – …')
    await dayButton(14).click()
    await expect.element(calendar()).not.toBeInTheDocument()
    await expect.element(trigger()).toHaveTextContent('10 มี.ค. 2568 – 14 มี.ค. 2568')
    expect(onChange).toHaveBeenLastCalledWith({
      from: new Date(2025, 2, 10),
      to: new Date(2025, 2, 14),
    })
  })

  it('stays open while several days are chosen and counts them', async () => {
    await renderInput({ mode: 'multiple' })
    await trigger().click()
    await dayButton(3).click()
    await dayButton(4).click()
    await expect.element(calendar()).toBeVisible()
    await expect.element(trigger()).toHaveTextContent('เลือกแล้ว 2 วัน')
  })

  it('closes on Escape without choosing', async () => {
    const onChange = vi.fn()
    await renderInput({ onChange })
    await trigger().click()
    await expect.element(calendar()).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(calendar()).not.toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('writes dates in English with common-era years otherwise', async () => {
    await renderInput({ defaultValue: new Date(2025, 2, 10) }, 'en')
    await expect.element(trigger()).toHaveTextContent('Mar 10, 2025')
    await trigger().click()
    await expect.element(calendar()).toHaveAccessibleName('Choose a date')
    await expect.element(calendar().getByRole('grid', { name: 'March 2025' })).toBeVisible()
  })

  it('cannot be opened when disabled', async () => {
    await renderInput({ disabled: true })
    await expect.element(trigger()).toBeDisabled()
  })
})
