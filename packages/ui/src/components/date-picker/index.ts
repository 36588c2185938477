export {
  DatePicker,
  type DatePickerCalendarProps,
  type DatePickerLevel,
  type DatePickerMultipleProps,
  type DatePickerProps,
  type DatePickerRangeProps,
  type DatePickerSelectionProps,
  type DatePickerSingleProps,
} from './DatePicker'
export { DatePickerInput, type DatePickerInputProps } from './DatePickerInput'
export type { AllowedDates, DateRangeValue } from './dates'
