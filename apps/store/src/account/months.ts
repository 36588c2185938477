import type { TextKey } from '../i18n'

/**
 * The months, numbered 1 to 12 as the server counts them (DateOfBirthMonth), each with the key
 * of its name in the texts (SPEC §3).
 */
export const MONTHS = [
  { value: 1, key: 'months.january' },
  { value: 2, key: 'months.february' },
  { value: 3, key: 'months.march' },
  { value: 4, key: 'months.april' },
  { value: 5, key: 'months.may' },
  { value: 6, key: 'months.june' },
  { value: 7, key: 'months.july' },
  { value: 8, key: 'months.august' },
  { value: 9, key: 'months.september' },
  { value: 10, key: 'months.october' },
  { value: 11, key: 'months.november' },
  { value: 12, key: 'months.december' },
] as const satisfies readonly { value: number; key: TextKey }[]

/** The key of a month's name, 1 = January. */
export function monthKey(month: number): TextKey | undefined {
  return MONTHS.find((entry) => entry.value === month)?.key
}
