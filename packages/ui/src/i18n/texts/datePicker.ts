import type { AreaTexts } from '../define'

/**
 * Texts of the date picker. The `*Format` keys are dayjs patterns: Thai writes Buddhist-era years
 * (`BBBB`, the year + 543), English the common era (`YYYY`).
 */
export const datePicker = {
  en: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    chooseMonth: '{caption}, choose a month',
    chooseYear: '{caption}, choose a year',
    monthsOfYear: 'Months of {year}',
    years: 'Years {from}–{to}',
    today: 'Today, {date}',
    calendar: 'Choose a date',
    placeholder: 'Pick a date',
    placeholderMultiple: 'Pick dates',
    placeholderRange: 'Pick a date range',
    selectedCount: '{n} dates selected',
    range: '{from} – {to}',
    rangeStart: '{from} – …',
    captionFormat: 'MMMM YYYY',
    yearFormat: 'YYYY',
    dayLabelFormat: 'dddd, MMMM D, YYYY',
    valueFormat: 'MMM D, YYYY',
  },
  th: {
    previousMonth: 'เดือนก่อนหน้า',
    nextMonth: 'เดือนถัดไป',
    previousYear: 'ปีก่อนหน้า',
    nextYear: 'ปีถัดไป',
    chooseMonth: '{caption} เลือกเดือน',
    chooseYear: '{caption} เลือกปี',
    monthsOfYear: 'เดือนในปี {year}',
    years: 'ปี {from}–{to}',
    today: 'วันนี้ {date}',
    calendar: 'เลือกวันที่',
    placeholder: 'เลือกวันที่',
    placeholderMultiple: 'เลือกได้หลายวัน',
    placeholderRange: 'เลือกช่วงวันที่',
    selectedCount: 'เลือกแล้ว {n} วัน',
    range: '{from} – {to}',
    rangeStart: '{from} – …',
    captionFormat: 'MMMM BBBB',
    yearFormat: 'BBBB',
    dayLabelFormat: 'วันddddที่ D MMMM BBBB',
    valueFormat: 'D MMM BBBB',
  },
} satisfies AreaTexts
