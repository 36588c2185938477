import { useEffect, useMemo, useRef, type ComponentProps } from 'react'
import {
  DayPicker,
  type ClassNames,
  type DayProps,
  type Formatters,
  type Labels,
  type Matcher,
} from 'react-day-picker'
import { format } from '../../i18n/define'
import { useUiLocale, useAreaTexts } from '../../i18n/UiProvider'
import { datePicker } from '../../i18n/texts/datePicker'
import { cn } from '../../lib/cn'
import { useControllableState } from '../../lib/useControllableState'
import { ChevronLeftIcon } from '../../lib/icons/ChevronLeftIcon'
import { ChevronRightIcon } from '../../lib/icons/ChevronRightIcon'
import { Button, IconButton } from '../button'
import { ChoiceGrid, type ChoiceItem } from './ChoiceGrid'
import {
  clampMonth,
  dayjs,
  formatDate,
  isAllowed,
  isMonthOutside,
  isSameDay,
  nextMultiple,
  nextRange,
  yearBounds,
  type AllowedDates,
  type DateRangeValue,
} from './dates'

/** The picker's views: the days of a month, the twelve months of a year, the list of years. */
type DatePickerLevel = 'month' | 'months' | 'year'

/** Props shared by every selection mode: views, navigation and which dates may be chosen. */
type DatePickerCalendarProps = {
  /** The view shown, for a controlled picker (pair it with onLevelChange); uncontrolled by default. */
  level?: DatePickerLevel
  /** The view shown first, 'month' (the days) by default. */
  defaultLevel?: DatePickerLevel
  /** Called when the view changes from the header or by choosing a year or a month, none by default. */
  onLevelChange?: (level: DatePickerLevel) => void
  /** The month shown (any day in it), for a controlled picker; uncontrolled by default. */
  month?: Date
  /** The month shown first: the first chosen date's month, else today's, by default. */
  defaultMonth?: Date
  /** Called with the first day of the month shown after navigating, none by default. */
  onMonthChange?: (month: Date) => void
  /** The earliest day that may be chosen; earlier days, months and years are disabled. None by default. */
  minDate?: Date
  /** The latest day that may be chosen; later days, months and years are disabled. None by default. */
  maxDate?: Date
  /** Only these days may be chosen: a list of days or a test; every day by default. */
  allowedDates?: AllowedDates
  /** The day marked as today, from which the year list counts; the current date by default. */
  today?: Date
  /** Always shows six weeks so the calendar keeps its height (static mode), true by default. */
  fixedWeeks?: boolean
}

type DatePickerSingleProps = {
  /** 'single' (one day, the default), 'multiple' (several days) or 'range' (a start and an end). */
  mode?: 'single'
  /** The chosen day, for a controlled picker (null: none); uncontrolled by default. */
  value?: Date | null
  /** The day chosen at first, none by default. */
  defaultValue?: Date | null
  /** Called with the chosen day (null when cleared), none by default. */
  onChange?: (value: Date | null) => void
  /** Clicking the chosen day again clears it, false by default. */
  allowDeselect?: boolean
  max?: undefined
}

type DatePickerMultipleProps = {
  /** 'single' (one day, the default), 'multiple' (several days) or 'range' (a start and an end). */
  mode: 'multiple'
  /** The chosen days, for a controlled picker; uncontrolled by default. */
  value?: Date[]
  /** The days chosen at first, none by default. */
  defaultValue?: Date[]
  /** Called with the chosen days after each click, none by default. */
  onChange?: (value: Date[]) => void
  /** The most days that may be chosen; once reached, other days are disabled. No limit by default. */
  max?: number
  allowDeselect?: undefined
}

type DatePickerRangeProps = {
  /** 'single' (one day, the default), 'multiple' (several days) or 'range' (a start and an end). */
  mode: 'range'
  /** The chosen range, for a controlled picker (null: none); uncontrolled by default. */
  value?: DateRangeValue | null
  /** The range chosen at first, none by default. */
  defaultValue?: DateRangeValue | null
  /** Called with the range after each click (no `to` while only the start is chosen), none by default. */
  onChange?: (value: DateRangeValue | null) => void
  /** The most days a range may span; farther days are disabled while the end is chosen. No limit by default. */
  max?: number
  allowDeselect?: undefined
}

/** How days are chosen: one discriminated union on `mode`. */
type DatePickerSelectionProps =
  DatePickerSingleProps | DatePickerMultipleProps | DatePickerRangeProps

type DatePickerProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'children'> &
  DatePickerCalendarProps &
  DatePickerSelectionProps & {
    /** Draws the calendar's own border, surface and padding, true by default; false inside a popover, which has them. */
    framed?: boolean
  }

/** Every value a mode can hold, for the code shared by the three modes. */
type SelectionValue = Date | null | Date[] | DateRangeValue

const pickerKeys = [
  'level',
  'defaultLevel',
  'onLevelChange',
  'month',
  'defaultMonth',
  'onMonthChange',
  'minDate',
  'maxDate',
  'allowedDates',
  'today',
  'fixedWeeks',
  'mode',
  'value',
  'defaultValue',
  'onChange',
  'allowDeselect',
  'max',
] as const

type PickerOwnProps = DatePickerCalendarProps & DatePickerSelectionProps

/** Separates the picker's own props from those of the element that carries it. */
function splitPickerProps<P extends PickerOwnProps>(
  props: P,
): { picker: PickerOwnProps; rest: Omit<P, (typeof pickerKeys)[number]> } {
  const picker: Record<string, unknown> = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if ((pickerKeys as readonly string[]).includes(key)) picker[key] = value
    else rest[key] = value
  }
  return { picker: picker as PickerOwnProps, rest: rest as Omit<P, (typeof pickerKeys)[number]> }
}

/** The days a value holds, in any mode. */
function chosenDates(value: SelectionValue): Date[] {
  if (value === null) return []
  if (value instanceof Date) return [value]
  if (Array.isArray(value)) return value
  return value.to ? [value.from, value.to] : [value.from]
}

function emptyValue(mode: DatePickerSelectionProps['mode']): SelectionValue {
  return mode === 'multiple' ? [] : null
}

/** The value after clicking `day`, by the mode's rules. */
function nextValue(props: PickerOwnProps, value: SelectionValue, day: Date): SelectionValue {
  if (props.mode === 'multiple') return nextMultiple(value as Date[], day)
  if (props.mode === 'range') return nextRange(value as DateRangeValue | null, day)
  const current = value as Date | null
  return props.allowDeselect && current && isSameDay(current, day) ? null : day
}

/** react-day-picker's gridcell, with aria-disabled and the range position as data attributes. */
function CalendarDay({ day: _day, modifiers, ...props }: DayProps) {
  return (
    <td
      {...props}
      data-slot="date-picker-day"
      aria-disabled={modifiers.disabled || undefined}
      data-range-start={modifiers.range_start || undefined}
      data-range-middle={modifiers.range_middle || undefined}
      data-range-end={modifiers.range_end || undefined}
    />
  )
}

/** The caption is drawn by the picker's own header, shared by the three views. */
function NoCaption() {
  return <></>
}

const dayComponents = { Day: CalendarDay, MonthCaption: NoCaption }

/** Days are styled from the gridcell's data attributes (data-selected, data-today, data-outside...). */
const dayClassNames: Partial<ClassNames> = {
  root: 'w-70',
  months: 'relative',
  month: 'w-full',
  month_grid: 'w-full border-collapse',
  weekdays: '',
  weekday: 'h-8 w-10 p-0 text-xs font-medium text-muted-foreground',
  weeks: '',
  week: '',
  day: cn(
    'p-0 text-center',
    'data-range-middle:bg-primary/15 data-range-start:bg-primary/15 data-range-end:bg-primary/15',
    'data-range-start:rounded-l-md data-range-end:rounded-r-md',
  ),
  day_button: cn(
    'mx-auto flex size-10 items-center justify-center rounded-md text-sm text-foreground',
    'outline-none transition-colors hover:bg-muted',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    '[[data-outside]>&]:text-muted-foreground',
    '[[data-today]>&]:font-semibold [[data-today]>&]:underline [[data-today]>&]:underline-offset-4',
    '[[data-today]:not([data-selected])>&]:text-primary',
    '[[data-range-middle]>&]:hover:bg-primary/25',
    '[[data-selected]:not([data-range-middle])>&]:bg-primary',
    '[[data-selected]:not([data-range-middle])>&]:text-primary-foreground',
    '[[data-selected]:not([data-range-middle])>&]:hover:bg-primary/90',
    '[[data-disabled]>&]:cursor-not-allowed [[data-disabled]>&]:text-muted-foreground [[data-disabled]>&]:opacity-50',
  ),
}

/**
 * A calendar to choose one day, several days or a range, shown inline (static: always six weeks).
 * Click the header to go from the days to the months of the year, and on to the list of years;
 * choosing a year shows its months, choosing a month its days. Thai names and Buddhist-era years
 * in Thai, English otherwise.
 */
function DatePicker(props: DatePickerProps) {
  const { picker, rest } = splitPickerProps(props)
  const { className, framed = true, ...rootProps } = rest
  const { minDate, maxDate, allowedDates, fixedWeeks = true, mode = 'single' } = picker
  const locale = useUiLocale()
  const texts = useAreaTexts('datePicker', datePicker)

  const [value, setValue] = useControllableState<SelectionValue>({
    value: picker.value,
    defaultValue: picker.defaultValue ?? emptyValue(mode),
    onChange: picker.onChange as ((next: SelectionValue) => void) | undefined,
  })
  const dates = chosenDates(value)

  const today = picker.today ?? new Date()
  const [firstYear, lastYear] = yearBounds(today, minDate, maxDate)
  const navStart = minDate ?? new Date(firstYear, 0, 1)
  const navEnd = maxDate ?? new Date(lastYear, 11, 31)

  const [level, setLevel] = useControllableState<DatePickerLevel>({
    value: picker.level,
    defaultValue: picker.defaultLevel ?? 'month',
    onChange: picker.onLevelChange,
  })
  const [shownMonth, setShownMonth] = useControllableState<Date>({
    value: picker.month,
    defaultValue: picker.defaultMonth ?? dates[0] ?? today,
    onChange: picker.onMonthChange,
  })
  const month = clampMonth(shownMonth, navStart, navEnd)
  const goToMonth = (next: Date) => setShownMonth(clampMonth(next, navStart, navEnd))

  // After the user switches views, focus moves into the new view's grid (its focusable cell).
  const bodyRef = useRef<HTMLDivElement>(null)
  const focusAfterSwitch = useRef(false)
  const switchLevel = (next: DatePickerLevel) => {
    focusAfterSwitch.current = true
    setLevel(next)
  }
  useEffect(() => {
    if (!focusAfterSwitch.current) return
    focusAfterSwitch.current = false
    bodyRef.current
      ?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')
      ?.focus({ preventScroll: true })
  }, [level])

  const formatters = useMemo<Partial<Formatters>>(
    () => ({ formatWeekdayName: (weekday) => formatDate(weekday, 'dd', locale) }),
    [locale],
  )
  const labels = useMemo<Partial<Labels>>(
    () => ({
      labelGrid: (date) => formatDate(date, texts.captionFormat, locale),
      labelWeekday: (weekday) => formatDate(weekday, 'dddd', locale),
      labelDayButton: (date, modifiers) => {
        const label = formatDate(date, texts.dayLabelFormat, locale)
        return modifiers.today ? format(texts.today, { date: label }) : label
      },
    }),
    [locale, texts],
  )

  const disabled: Matcher[] = []
  if (minDate) disabled.push({ before: minDate })
  if (maxDate) disabled.push({ after: maxDate })
  if (allowedDates) disabled.push((date) => !isAllowed(date, allowedDates))
  if (picker.mode === 'multiple' && picker.max !== undefined && dates.length >= picker.max) {
    disabled.push((date) => !dates.some((chosen) => isSameDay(chosen, date)))
  }
  const range = picker.mode === 'range' ? (value as DateRangeValue | null) : null
  if (picker.mode === 'range' && picker.max !== undefined && range && !range.to) {
    const reach = picker.max - 1
    disabled.push(
      { after: dayjs(range.from).add(reach, 'day').toDate() },
      { before: dayjs(range.from).subtract(reach, 'day').toDate() },
    )
  }

  const select = (_: unknown, day: Date) => setValue(nextValue(picker, value, day))
  const selection =
    mode === 'multiple'
      ? ({ mode: 'multiple', selected: dates, onSelect: select } as const)
      : mode === 'range'
        ? ({ mode: 'range', selected: range ?? undefined, onSelect: select } as const)
        : ({
            mode: 'single',
            selected: (value as Date | null) ?? undefined,
            onSelect: select,
          } as const)

  const year = month.getFullYear()
  const yearLabel = (y: number) => formatDate(new Date(y, 0, 1), texts.yearFormat, locale)

  const monthItems: ChoiceItem[] = Array.from({ length: 12 }, (_, m) => {
    const date = new Date(year, m, 1)
    return {
      key: String(m),
      label: formatDate(date, 'MMMM', locale),
      date,
      selected: dates.some((d) => dayjs(d).isSame(date, 'month')),
      today: dayjs(today).isSame(date, 'month'),
      disabled: isMonthOutside(date, minDate, maxDate),
    }
  })

  const yearItems: ChoiceItem[] = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => {
    const y = firstYear + i
    return {
      key: String(y),
      label: yearLabel(y),
      date: new Date(y, month.getMonth(), 1),
      selected: dates.some((d) => d.getFullYear() === y),
      today: today.getFullYear() === y,
      disabled: false,
    }
  })

  const monthCaption = formatDate(month, texts.captionFormat, locale)
  const header =
    level === 'month'
      ? {
          caption: monthCaption,
          captionLabel: format(texts.chooseMonth, { caption: monthCaption }),
          onCaption: () => switchLevel('months'),
          previous: {
            label: texts.previousMonth,
            disabled: !dayjs(month).isAfter(navStart, 'month'),
            go: () => goToMonth(dayjs(month).subtract(1, 'month').toDate()),
          },
          next: {
            label: texts.nextMonth,
            disabled: !dayjs(month).isBefore(navEnd, 'month'),
            go: () => goToMonth(dayjs(month).add(1, 'month').toDate()),
          },
        }
      : level === 'months'
        ? {
            caption: yearLabel(year),
            captionLabel: format(texts.chooseYear, { caption: yearLabel(year) }),
            onCaption: () => switchLevel('year'),
            previous: {
              label: texts.previousYear,
              disabled: year <= firstYear,
              go: () => goToMonth(dayjs(month).subtract(1, 'year').toDate()),
            },
            next: {
              label: texts.nextYear,
              disabled: year >= lastYear,
              go: () => goToMonth(dayjs(month).add(1, 'year').toDate()),
            },
          }
        : {
            caption: format(texts.years, { from: yearLabel(firstYear), to: yearLabel(lastYear) }),
          }

  return (
    <div
      data-slot="date-picker"
      data-level={level}
      data-mode={mode}
      lang={locale}
      className={cn(
        'inline-flex w-fit flex-col gap-2 text-surface-foreground',
        framed && 'rounded-lg border border-border bg-surface p-3',
        className,
      )}
      {...rootProps}
    >
      <div data-slot="date-picker-header" className="flex h-10 items-center justify-between gap-1">
        {'previous' in header && header.previous ? (
          <IconButton
            size="sm"
            aria-label={header.previous.label}
            disabled={header.previous.disabled}
            onClick={header.previous.go}
            data-slot="date-picker-previous"
          >
            {/* Square ends, as the picker has always drawn its arrows. */}
            <ChevronLeftIcon strokeLinecap="butt" strokeLinejoin="miter" />
          </IconButton>
        ) : null}
        <div aria-live="polite" className="flex min-w-0 flex-1 justify-center">
          {'onCaption' in header && header.onCaption ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={header.captionLabel}
              onClick={header.onCaption}
              data-slot="date-picker-caption"
            >
              {header.caption}
            </Button>
          ) : (
            <span data-slot="date-picker-caption" className="px-3 text-sm font-medium">
              {header.caption}
            </span>
          )}
        </div>
        {'next' in header && header.next ? (
          <IconButton
            size="sm"
            aria-label={header.next.label}
            disabled={header.next.disabled}
            onClick={header.next.go}
            data-slot="date-picker-next"
          >
            <ChevronRightIcon strokeLinecap="butt" strokeLinejoin="miter" />
          </IconButton>
        ) : null}
      </div>

      <div ref={bodyRef} className="w-70">
        {level === 'month' ? (
          <DayPicker
            {...selection}
            data-slot="date-picker-days"
            lang={locale}
            month={month}
            onMonthChange={goToMonth}
            startMonth={navStart}
            endMonth={navEnd}
            today={today}
            disabled={disabled}
            fixedWeeks={fixedWeeks}
            showOutsideDays
            hideNavigation
            components={dayComponents}
            classNames={dayClassNames}
            formatters={formatters}
            labels={labels}
          />
        ) : level === 'months' ? (
          <ChoiceGrid
            key={year}
            slot="date-picker-months"
            label={format(texts.monthsOfYear, { year: yearLabel(year) })}
            items={monthItems}
            columns={3}
            activeIndex={month.getMonth()}
            onChoose={(date) => {
              goToMonth(date)
              switchLevel('month')
            }}
          />
        ) : (
          <ChoiceGrid
            slot="date-picker-years"
            label={String(header.caption)}
            items={yearItems}
            columns={4}
            activeIndex={year - firstYear}
            scrollable
            onChoose={(date) => {
              goToMonth(date)
              switchLevel('months')
            }}
          />
        )}
      </div>
    </div>
  )
}

export { DatePicker, splitPickerProps, chosenDates, emptyValue }
export type {
  DatePickerCalendarProps,
  DatePickerLevel,
  DatePickerMultipleProps,
  DatePickerProps,
  DatePickerRangeProps,
  DatePickerSelectionProps,
  DatePickerSingleProps,
  SelectionValue,
}
