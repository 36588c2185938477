import * as Popover from '@radix-ui/react-popover'
import { useRef, type ComponentProps } from 'react'
import { format } from '../../i18n/define'
import { useUiLocale, useAreaTexts } from '../../i18n/UiProvider'
import { datePicker } from '../../i18n/texts/datePicker'
import { cn } from '../../lib/cn'
import { useControllableState } from '../../lib/useControllableState'
import { CalendarIcon } from '../../lib/icons/CalendarIcon'
import {
  DatePicker,
  chosenDates,
  emptyValue,
  splitPickerProps,
  type DatePickerCalendarProps,
  type DatePickerProps,
  type DatePickerSelectionProps,
  type SelectionValue,
} from './DatePicker'
import { formatDate, type DateRangeValue } from './dates'

type DatePickerInputProps = Omit<
  ComponentProps<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> &
  DatePickerCalendarProps &
  DatePickerSelectionProps & {
    /** Shown while nothing is chosen; the kit's text for the mode by default. */
    placeholder?: string
    /** dayjs pattern of the shown dates; the kit's `valueFormat` text by default ('D MMM BBBB' in Thai). */
    valueFormat?: string
    /** Whether the calendar is open, for a controlled input; uncontrolled by default. */
    open?: boolean
    /** Whether the calendar is open at first, false by default. */
    defaultOpen?: boolean
    /** Called when the calendar opens or closes, none by default. */
    onOpenChange?: (open: boolean) => void
    /** Closes the calendar once a day (single) or a whole range is chosen, true by default. */
    closeOnChange?: boolean
  }

/** Whether a choice is finished, so the calendar may close: a day, or a range with its end. */
function isComplete(mode: DatePickerSelectionProps['mode'], value: SelectionValue): boolean {
  if (mode === 'multiple' || value === null) return false
  return value instanceof Date || Boolean((value as DateRangeValue).to)
}

/**
 * A field showing the chosen date(s) that opens the date picker in a popover. It is a button:
 * label it with a `<label htmlFor>` (give it an `id`), `aria-label` or `aria-labelledby`.
 */
function DatePickerInput(props: DatePickerInputProps) {
  const { picker, rest } = splitPickerProps(props)
  const {
    placeholder,
    valueFormat,
    open,
    defaultOpen = false,
    onOpenChange,
    closeOnChange = true,
    className,
    ...buttonProps
  } = rest
  const mode = picker.mode ?? 'single'
  const locale = useUiLocale()
  const texts = useAreaTexts('datePicker', datePicker)
  const contentRef = useRef<HTMLDivElement>(null)

  const [value, setValue] = useControllableState<SelectionValue>({
    value: picker.value,
    defaultValue: picker.defaultValue ?? emptyValue(mode),
    onChange: picker.onChange as ((next: SelectionValue) => void) | undefined,
  })
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  })

  const pattern = valueFormat ?? texts.valueFormat
  const show = (date: Date) => formatDate(date, pattern, locale)
  const dates = chosenDates(value)
  let text: string | undefined
  if (mode === 'multiple') {
    text =
      dates.length === 0
        ? undefined
        : dates.length === 1 && dates[0]
          ? show(dates[0])
          : format(texts.selectedCount, { n: dates.length })
  } else if (mode === 'range') {
    const range = value as DateRangeValue | null
    text = !range
      ? undefined
      : range.to
        ? format(texts.range, { from: show(range.from), to: show(range.to) })
        : format(texts.rangeStart, { from: show(range.from) })
  } else {
    text = value instanceof Date ? show(value) : undefined
  }
  const shownPlaceholder =
    placeholder ??
    (mode === 'multiple'
      ? texts.placeholderMultiple
      : mode === 'range'
        ? texts.placeholderRange
        : texts.placeholder)

  const pickerProps = {
    ...picker,
    defaultValue: undefined,
    value,
    onChange: (next: SelectionValue) => {
      setValue(next)
      if (closeOnChange && isComplete(mode, next)) setOpen(false)
    },
    fixedWeeks: picker.fixedWeeks ?? false,
  } as DatePickerProps

  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      <Popover.Trigger
        data-slot="date-picker-input"
        data-placeholder={text === undefined || undefined}
        className={cn(
          'flex h-10 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-background px-3',
          'text-left text-sm text-foreground outline-none transition-colors',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          'disabled:cursor-not-allowed disabled:opacity-50 data-placeholder:text-muted-foreground',
          className,
        )}
        {...buttonProps}
      >
        <span data-slot="date-picker-input-value" className="truncate">
          {text ?? shownPlaceholder}
        </span>
        {/* Square ends, as the field has always drawn its calendar. */}
        <CalendarIcon
          strokeLinecap="butt"
          strokeLinejoin="miter"
          className="size-4 shrink-0 text-muted-foreground"
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={contentRef}
          data-slot="date-picker-popover"
          aria-label={texts.calendar}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          // Focus goes to the chosen day (or today), not to the first button of the header.
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            contentRef.current
              ?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')
              ?.focus()
          }}
          className="z-dialog rounded-lg border border-border bg-surface p-3 text-surface-foreground shadow-lg outline-none"
        >
          <DatePicker {...pickerProps} framed={false} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

export { DatePickerInput }
export type { DatePickerInputProps }
