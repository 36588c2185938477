import { book } from './texts/book'
import { common } from './texts/common'
import { controls } from './texts/controls'
import { datePicker } from './texts/datePicker'
import { dialog } from './texts/dialog'
import { errorPage } from './texts/errorPage'
import { toast } from './texts/toast'
import type { UiLocale } from './define'

const areas = { common, controls, dialog, toast, datePicker, errorPage, book }
type Areas = typeof areas

/** Every text of the kit, by area, in one language. */
export type UiTexts = { [A in keyof Areas]: Areas[A]['en'] }

/** What an app may override: any subset of any area. */
export type UiTextOverrides = { [A in keyof Areas]?: Partial<Areas[A]['en']> }

/** The kit's built-in texts in the given language. */
export function defaultTexts(locale: UiLocale): UiTexts {
  return Object.fromEntries(
    Object.entries(areas).map(([name, texts]) => [name, texts[locale]]),
  ) as UiTexts
}

/** The built-in texts with the app's overrides laid over them. */
export function resolveTexts(locale: UiLocale, overrides: UiTextOverrides = {}): UiTexts {
  const base = defaultTexts(locale)
  return Object.fromEntries(
    Object.entries(base).map(([area, texts]) => [
      area,
      { ...texts, ...(overrides[area as keyof Areas] ?? {}) },
    ]),
  ) as UiTexts
}

/** Every area, for the test that both languages carry the same keys. */
export const textAreas = areas
