import type { Schema } from '@ebook/api/types'
import {
  CloseIcon,
  DatePickerInput,
  IconButton,
  Field,
  Radio,
  RadioGroup,
  useFieldControl,
} from '@ebook/ui'
import { useT, useLocale } from '../app/i18n'
import type { Problem } from './form'
import { monthKey } from './months'

export type Gender = Schema<'Gender'>

/** The earliest date of birth the server takes (year 1900). */
const EARLIEST = new Date(1900, 0, 1)

/** A date of birth as the server keeps it: day, month (1-12) and year (Common Era). */
export type BirthDate = { day: number; month: number; year: number }

export function toBirthDate(date: Date | null): BirthDate | null {
  return date ? { day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear() } : null
}

export function fromBirthDate(
  day: number | null | undefined,
  month: number | null | undefined,
  year: number | null | undefined,
): Date | null {
  if (!day || !month || !year) return null
  const date = new Date(year, month - 1, day)
  return date.getMonth() === month - 1 ? date : null
}

/** No date of birth in the future. */
export function birthDateProblem(date: Date | null, required: boolean): Problem | undefined {
  if (!date) return required ? { key: 'account_form.required' } : undefined
  return date.getTime() > Date.now() ? { key: 'account_form.date_future' } : undefined
}

/**
 * The date picker of the kit as a field's control: it takes the field's id (its label points at
 * it), description and error. The chosen date is written with the month's name from the months
 * list (SPEC §3): '14 กุมภาพันธ์ 2533' in Thai (Buddhist era), 'February 14, 1990' in English.
 */
function BirthDatePicker({
  value,
  onChange,
  onClose,
}: {
  value: Date | null
  onChange: (date: Date | null) => void
  onClose: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const control = useFieldControl<{
    id?: string
    'aria-describedby'?: string
    'aria-invalid'?: boolean | 'true' | 'false'
  }>({})
  const key = value ? monthKey(value.getMonth() + 1) : undefined
  // dayjs writes the day and the year; the month's name comes from our texts, in [brackets].
  const valueFormat = key
    ? t('profile_page.date_of_birth_value', {
        day: 'D',
        month: `[${t(key)}]`,
        year: locale === 'th' ? 'BBBB' : 'YYYY',
      })
    : undefined
  return (
    <DatePickerInput
      id={control.id}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      value={value}
      onChange={onChange}
      onOpenChange={(open) => !open && onClose()}
      minDate={EARLIEST}
      maxDate={new Date()}
      defaultLevel={value ? 'month' : 'year'}
      placeholder={t('account_form.date_of_birth_pick')}
      valueFormat={valueFormat}
    />
  )
}

/** The date of birth: the date picker, and a way to clear it when it is not required. */
export function BirthDateField({
  value,
  onChange,
  onClose,
  error,
  required = false,
  controlId,
}: {
  value: Date | null
  onChange: (date: Date | null) => void
  onClose: () => void
  error?: string
  required?: boolean
  controlId: string
}) {
  const t = useT()
  return (
    <Field
      label={t('account_form.date_of_birth')}
      description={required ? undefined : t('account_form.optional')}
      error={error}
      required={required}
      controlId={controlId}
    >
      <div className="flex gap-2">
        <BirthDatePicker value={value} onChange={onChange} onClose={onClose} />
        {!required && value && (
          <IconButton
            variant="outline"
            aria-label={t('account_form.date_of_birth_clear')}
            onClick={() => onChange(null)}
          >
            <CloseIcon />
          </IconButton>
        )}
      </div>
    </Field>
  )
}

/** Gender as the server keeps it: M, F, or not given. */
export function GenderField({
  value,
  onChange,
}: {
  value: Gender | undefined
  onChange: (gender: Gender) => void
}) {
  const t = useT()
  return (
    <Field label={t('account_form.gender')}>
      <RadioGroup
        orientation="horizontal"
        value={value ?? ''}
        onValueChange={(next) => onChange(next === 'M' || next === 'F' ? next : null)}
      >
        <Radio value="M" label={t('account_form.gender_male')} />
        <Radio value="F" label={t('account_form.gender_female')} />
        <Radio value="" label={t('account_form.gender_none')} />
      </RadioGroup>
    </Field>
  )
}
