import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../../i18n/UiProvider'
import { DatePicker, type DatePickerProps } from './DatePicker'

// Saturday 15 March 2025 = 15 มีนาคม 2568 in the Buddhist era.
const today = new Date(2025, 2, 15)
const march = new Date(2025, 2, 1)

type Screen = Awaited<ReturnType<typeof render>>

/** A day of the shown month found by role: its gridcell is named by the day's Thai label. */
const day = (screen: Screen, n: number, month = 'มีนาคม') =>
  screen.getByRole('gridcell', { name: new RegExp(`ที่ ${n} ${month} `) })
const dayButton = (screen: Screen, n: number, month = 'มีนาคม') =>
  day(screen, n, month).getByRole('button')

const renderPicker = (props: Partial<DatePickerProps> = {}, locale: 'th' | 'en' = 'th') =>
  render(
    <UiProvider locale={locale}>
      <DatePicker today={today} defaultMonth={march} {...(props as DatePickerProps)} />
    </UiProvider>,
  )

const caption = (screen: Screen) =>
  screen.container.querySelector('[data-slot="date-picker-caption"]')
const yearCells = (screen: Screen) =>
  [...screen.container.querySelectorAll('[data-slot="date-picker-years-cell"]')].map(
    (cell) => cell.textContent,
  )
// react-day-picker hides the weekday row from assistive technology (each day names its weekday).
const firstWeekday = (screen: Screen) => screen.container.querySelector('[role="grid"] thead th')
const weekRows = (screen: Screen) => screen.container.querySelectorAll('[role="grid"] tbody tr')

describe('DatePicker views', () => {
  it('goes from the days to the months to the years by clicking the header, and back by choosing', async () => {
    const onLevelChange = vi.fn()
    const screen = await renderPicker({ onLevelChange })
    const root = screen.container.querySelector('[data-slot="date-picker"]')
    expect(root).toHaveAttribute('data-level', 'month')

    await screen.getByRole('button', { name: 'มีนาคม 2568 เลือกเดือน' }).click()
    await expect.element(screen.getByRole('grid', { name: 'เดือนในปี 2568' })).toBeVisible()
    expect(root).toHaveAttribute('data-level', 'months')

    await screen.getByRole('button', { name: '2568 เลือกปี' }).click()
    await expect.element(screen.getByRole('grid', { name: 'ปี 2468–2620' })).toBeVisible()
    expect(root).toHaveAttribute('data-level', 'year')

    await screen.getByRole('button', { name: '2570', exact: true }).click()
    await expect.element(screen.getByRole('grid', { name: 'เดือนในปี 2570' })).toBeVisible()

    await screen.getByRole('button', { name: 'สิงหาคม' }).click()
    await expect.element(screen.getByRole('grid', { name: 'สิงหาคม 2570' })).toBeVisible()
    expect(onLevelChange.mock.calls.map(([level]) => level)).toEqual([
      'months',
      'year',
      'months',
      'month',
    ])
  })

  it('moves a month or a year with the header arrows', async () => {
    const screen = await renderPicker()
    await screen.getByRole('button', { name: 'เดือนถัดไป' }).click()
    expect(caption(screen)).toHaveTextContent('เมษายน 2568')
    await screen.getByRole('button', { name: 'เดือนก่อนหน้า' }).click()
    await screen.getByRole('button', { name: 'เดือนก่อนหน้า' }).click()
    expect(caption(screen)).toHaveTextContent('กุมภาพันธ์ 2568')

    await screen.getByRole('button', { name: /เลือกเดือน/ }).click()
    await screen.getByRole('button', { name: 'ปีถัดไป' }).click()
    expect(caption(screen)).toHaveTextContent('2569')
  })

  it('shows the level it is given and reports changes without switching itself', async () => {
    const onLevelChange = vi.fn()
    const screen = await renderPicker({ level: 'months', onLevelChange })
    await screen.getByRole('button', { name: 'มิถุนายน' }).click()
    expect(onLevelChange).toHaveBeenCalledWith('month')
    await expect.element(screen.getByRole('grid', { name: 'เดือนในปี 2568' })).toBeVisible()
  })
})

describe('DatePicker selection', () => {
  it('chooses one day in single mode', async () => {
    const onChange = vi.fn()
    const screen = await renderPicker({ onChange })
    await dayButton(screen, 10).click()
    await expect.element(day(screen, 10)).toHaveAttribute('data-selected', 'true')
    await expect.element(day(screen, 10)).toHaveAttribute('aria-selected', 'true')
    expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 2, 10))

    await dayButton(screen, 12).click()
    await expect.element(day(screen, 12)).toHaveAttribute('aria-selected', 'true')
    await expect.element(day(screen, 10)).not.toHaveAttribute('aria-selected')
  })

  it('chooses several days in multiple mode and drops a day clicked again', async () => {
    const onChange = vi.fn()
    const screen = await renderPicker({ mode: 'multiple', onChange })
    await dayButton(screen, 3).click()
    await dayButton(screen, 5).click()
    await dayButton(screen, 7).click()
    for (const n of [3, 5, 7]) {
      await expect.element(day(screen, n)).toHaveAttribute('data-selected', 'true')
    }
    await dayButton(screen, 5).click()
    await expect.element(day(screen, 5)).not.toHaveAttribute('data-selected')
    expect(onChange).toHaveBeenLastCalledWith([new Date(2025, 2, 3), new Date(2025, 2, 7)])
  })

  it('chooses a range: a start, then an end, with the days between in the middle', async () => {
    const onChange = vi.fn()
    const screen = await renderPicker({ mode: 'range', onChange })
    await dayButton(screen, 10).click()
    expect(onChange).toHaveBeenLastCalledWith({ from: new Date(2025, 2, 10) })
    await dayButton(screen, 14).click()
    expect(onChange).toHaveBeenLastCalledWith({
      from: new Date(2025, 2, 10),
      to: new Date(2025, 2, 14),
    })
    await expect.element(day(screen, 10)).toHaveAttribute('data-range-start', 'true')
    await expect.element(day(screen, 12)).toHaveAttribute('data-range-middle', 'true')
    await expect.element(day(screen, 12)).toHaveAttribute('aria-selected', 'true')
    await expect.element(day(screen, 14)).toHaveAttribute('data-range-end', 'true')
    await expect.element(day(screen, 15)).not.toHaveAttribute('aria-selected')
  })

  it('puts an end chosen before the start at the start', async () => {
    const onChange = vi.fn()
    const screen = await renderPicker({ mode: 'range', onChange })
    await dayButton(screen, 20).click()
    await dayButton(screen, 8).click()
    expect(onChange).toHaveBeenLastCalledWith({
      from: new Date(2025, 2, 8),
      to: new Date(2025, 2, 20),
    })
  })

  it('clears the range when its start day is clicked a second time', async () => {
    const onChange = vi.fn()
    const screen = await renderPicker({ mode: 'range', onChange })
    await dayButton(screen, 10).click()
    await expect.element(day(screen, 10)).toHaveAttribute('data-selected', 'true')
    await dayButton(screen, 10).click()
    expect(onChange).toHaveBeenLastCalledWith(null)
    await expect.element(day(screen, 10)).not.toHaveAttribute('data-selected')

    await dayButton(screen, 10).click()
    await dayButton(screen, 12).click()
    await dayButton(screen, 10).click()
    expect(onChange).toHaveBeenLastCalledWith(null)
    await expect.element(day(screen, 11)).not.toHaveAttribute('data-selected')
  })

  it('disables the other days once the maximum number of days is chosen', async () => {
    const screen = await renderPicker({ mode: 'multiple', max: 2 })
    await dayButton(screen, 3).click()
    await expect.element(day(screen, 20)).not.toHaveAttribute('data-disabled')
    await dayButton(screen, 4).click()
    await expect.element(day(screen, 20)).toHaveAttribute('data-disabled', 'true')
    await expect.element(day(screen, 20)).toHaveAttribute('aria-disabled', 'true')
    await expect.element(day(screen, 3)).not.toHaveAttribute('data-disabled')
    // Dropping one frees the others again.
    await dayButton(screen, 3).click()
    await expect.element(day(screen, 20)).not.toHaveAttribute('data-disabled')
  })

  it('limits a range to max days from its start', async () => {
    const screen = await renderPicker({ mode: 'range', max: 3 })
    await dayButton(screen, 10).click()
    await expect.element(day(screen, 12)).not.toHaveAttribute('data-disabled')
    await expect.element(day(screen, 13)).toHaveAttribute('data-disabled', 'true')
    await expect.element(day(screen, 8)).not.toHaveAttribute('data-disabled')
    await expect.element(day(screen, 7)).toHaveAttribute('data-disabled', 'true')
  })

  it('follows a controlled value', async () => {
    const screen = await renderPicker({ value: new Date(2025, 2, 4) })
    await dayButton(screen, 6).click()
    await expect.element(day(screen, 4)).toHaveAttribute('data-selected', 'true')
    await expect.element(day(screen, 6)).not.toHaveAttribute('data-selected')
  })
})

describe('DatePicker limits', () => {
  const minDate = new Date(2025, 2, 10)
  const maxDate = new Date(2025, 7, 20)

  it('disables days before minDate and after maxDate', async () => {
    const onChange = vi.fn()
    const screen = await renderPicker({ minDate, maxDate, onChange })
    await expect.element(day(screen, 9)).toHaveAttribute('data-disabled', 'true')
    await expect.element(day(screen, 9)).toHaveAttribute('aria-disabled', 'true')
    await expect.element(day(screen, 10)).not.toHaveAttribute('data-disabled')
    await dayButton(screen, 9).click({ force: true })
    expect(onChange).not.toHaveBeenCalled()
    await expect.element(screen.getByRole('button', { name: 'เดือนก่อนหน้า' })).toBeDisabled()

    const next = screen.getByRole('button', { name: 'เดือนถัดไป' })
    for (let i = 0; i < 5; i++) await next.click()
    expect(caption(screen)).toHaveTextContent('สิงหาคม 2568')
    await expect.element(next).toBeDisabled()
    await expect.element(day(screen, 20, 'สิงหาคม')).not.toHaveAttribute('data-disabled')
    await expect.element(day(screen, 21, 'สิงหาคม')).toHaveAttribute('data-disabled', 'true')
  })

  it('disables the months outside minDate and maxDate', async () => {
    const screen = await renderPicker({ minDate, maxDate, defaultLevel: 'months' })
    const cell = (name: string) =>
      screen.getByRole('grid').getByRole('gridcell').filter({ hasText: name })
    await expect.element(cell('กุมภาพันธ์')).toHaveAttribute('aria-disabled', 'true')
    await expect.element(cell('กุมภาพันธ์')).toHaveAttribute('data-disabled', 'true')
    await expect.element(cell('มีนาคม')).not.toHaveAttribute('aria-disabled')
    await expect.element(cell('สิงหาคม')).not.toHaveAttribute('aria-disabled')
    await expect.element(cell('กันยายน')).toHaveAttribute('aria-disabled', 'true')
    await expect.element(cell('กันยายน').getByRole('button')).toBeDisabled()
  })

  it('lists only the years from minDate to maxDate', async () => {
    const screen = await renderPicker({
      minDate: new Date(2020, 0, 1),
      maxDate: new Date(2027, 11, 31),
      defaultLevel: 'year',
    })
    expect(yearCells(screen)).toEqual([
      '2563',
      '2564',
      '2565',
      '2566',
      '2567',
      '2568',
      '2569',
      '2570',
    ])
    await screen.getByRole('button', { name: '2563' }).click()
    await expect.element(screen.getByRole('button', { name: 'ปีก่อนหน้า' })).toBeDisabled()
  })

  it('lists the years from 100 back to 52 ahead of this year by default', async () => {
    const screen = await renderPicker({ today: undefined, defaultLevel: 'year' })
    const thisYear = new Date().getFullYear() + 543
    const years = yearCells(screen)
    expect(years).toHaveLength(153)
    expect(years[0]).toBe(String(thisYear - 100))
    expect(years.at(-1)).toBe(String(thisYear + 52))
  })

  it('allows only the days of a list', async () => {
    const screen = await renderPicker({
      allowedDates: [new Date(2025, 2, 5), new Date(2025, 2, 19)],
    })
    await expect.element(day(screen, 5)).not.toHaveAttribute('data-disabled')
    await expect.element(day(screen, 19)).not.toHaveAttribute('data-disabled')
    await expect.element(day(screen, 6)).toHaveAttribute('data-disabled', 'true')
  })

  it('allows only the days passing a test', async () => {
    const onChange = vi.fn()
    const weekdaysOnly = (date: Date) => date.getDay() !== 0 && date.getDay() !== 6
    const screen = await renderPicker({ allowedDates: weekdaysOnly, onChange })
    await expect.element(day(screen, 15)).toHaveAttribute('data-disabled', 'true')
    await expect.element(day(screen, 16)).toHaveAttribute('data-disabled', 'true')
    await expect.element(day(screen, 17)).not.toHaveAttribute('data-disabled')
    await dayButton(screen, 17).click()
    expect(onChange).toHaveBeenCalledWith(new Date(2025, 2, 17))
  })
})

describe('DatePicker layout', () => {
  // February 2015 starts on a Sunday and has 28 days: four weeks without padding.
  const february2015 = new Date(2015, 1, 1)

  it('always shows six weeks in static mode', async () => {
    const screen = await renderPicker({ defaultMonth: february2015 })
    expect(weekRows(screen)).toHaveLength(6)
  })

  it('shows only the weeks of the month when fixed weeks are off', async () => {
    const screen = await renderPicker({ defaultMonth: february2015, fixedWeeks: false })
    expect(weekRows(screen)).toHaveLength(4)
  })

  it('marks today', async () => {
    const screen = await renderPicker()
    await expect.element(day(screen, 15)).toHaveAttribute('data-today', 'true')
    await expect.element(day(screen, 14)).not.toHaveAttribute('data-today')
  })
})

describe('DatePicker language', () => {
  it('speaks Thai: Thai month and weekday names, Buddhist-era years', async () => {
    const screen = await renderPicker()
    expect(caption(screen)).toHaveTextContent('มีนาคม 2568')
    expect(firstWeekday(screen)).toHaveTextContent('อา.')
    expect(firstWeekday(screen)).toHaveAttribute('aria-label', 'อาทิตย์')
    await expect.element(dayButton(screen, 17)).toHaveAccessibleName('วันจันทร์ที่ 17 มีนาคม 2568')
    await screen.getByRole('button', { name: /เลือกเดือน/ }).click()
    await expect.element(screen.getByRole('button', { name: 'มกราคม' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'ธันวาคม' })).toBeVisible()
  })

  it('speaks English otherwise, with common-era years', async () => {
    const screen = await renderPicker({}, 'en')
    expect(caption(screen)).toHaveTextContent('March 2025')
    expect(firstWeekday(screen)).toHaveTextContent('Su')
    expect(firstWeekday(screen)).toHaveAttribute('aria-label', 'Sunday')
    await expect.element(screen.getByRole('button', { name: 'Previous month' })).toBeVisible()
    await screen.getByRole('button', { name: 'March 2025, choose a month' }).click()
    await expect.element(screen.getByRole('button', { name: 'January' })).toBeVisible()
    await screen.getByRole('button', { name: '2025, choose a year' }).click()
    await expect.element(screen.getByRole('grid', { name: 'Years 1925–2077' })).toBeVisible()
  })
})

describe('DatePicker keyboard', () => {
  const press = (keys: string) => userEvent.keyboard(keys)

  it('moves between days with the arrow keys and chooses with Enter', async () => {
    const onChange = vi.fn()
    const screen = await renderPicker({ onChange })
    await dayButton(screen, 15).click()
    await press('{ArrowRight}{ArrowDown}')
    await expect.element(dayButton(screen, 23)).toHaveFocus()
    await press('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 2, 23))
    await expect.element(day(screen, 23)).toHaveAttribute('aria-selected', 'true')
  })

  it('chooses a month and a year from the keyboard, focus following each view', async () => {
    const screen = await renderPicker()
    screen
      .getByRole('button', { name: /เลือกเดือน/ })
      .element()
      .focus()
    await press('{Enter}')
    await expect.element(screen.getByRole('button', { name: 'มีนาคม' })).toHaveFocus()
    await press('{ArrowDown}{ArrowRight}')
    await expect.element(screen.getByRole('button', { name: 'กรกฎาคม' })).toHaveFocus()
    await press('{Enter}')
    expect(caption(screen)).toHaveTextContent('กรกฎาคม 2568')
    await expect.element(screen.getByRole('grid', { name: 'กรกฎาคม 2568' })).toBeVisible()

    screen
      .getByRole('button', { name: /เลือกเดือน/ })
      .element()
      .focus()
    await press('{Enter}')
    screen.getByRole('button', { name: /เลือกปี/ }).element().focus()
    await press('{Enter}')
    await expect.element(screen.getByRole('button', { name: '2568' })).toHaveFocus()
    await press('{ArrowUp}{ArrowLeft}')
    await expect.element(screen.getByRole('button', { name: '2563' })).toHaveFocus()
    await press('{Enter}')
    await expect.element(screen.getByRole('grid', { name: 'เดือนในปี 2563' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'กรกฎาคม' })).toHaveFocus()
  })

  it('skips disabled months when moving with the keyboard', async () => {
    const screen = await renderPicker({
      minDate: new Date(2025, 2, 1),
      maxDate: new Date(2025, 5, 30),
      defaultLevel: 'months',
    })
    screen.getByRole('button', { name: 'มิถุนายน' }).element().focus()
    await press('{ArrowRight}')
    await expect.element(screen.getByRole('button', { name: 'มิถุนายน' })).toHaveFocus()
    await press('{Home}')
    await expect.element(screen.getByRole('button', { name: 'เมษายน' })).toHaveFocus()
    await press('{ArrowUp}')
    await expect.element(screen.getByRole('button', { name: 'มกราคม' })).not.toHaveFocus()
    await expect.element(screen.getByRole('button', { name: 'เมษายน' })).toHaveFocus()
  })
})
