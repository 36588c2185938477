import { useMemo } from 'react'
import { book } from './texts/book'
import { common } from './texts/common'
import { controls } from './texts/controls'
import { datePicker } from './texts/datePicker'
import { dialog } from './texts/dialog'
import { errorPage } from './texts/errorPage'
import { toast } from './texts/toast'
import type { UiLocale } from './define'
import { useUiContext } from './UiProvider'

const areas = { common, controls, dialog, toast, datePicker, errorPage, book }

/** Every area of the kit's texts, in both languages. */
export type UiTextAreas = typeof areas

/** Every text of the kit, by area, in one language. */
export type UiTexts = { [A in keyof UiTextAreas]: UiTextAreas[A]['en'] }

/** What an app may override: any subset of any area. */
export type UiTextOverrides = { [A in keyof UiTextAreas]?: Partial<UiTextAreas[A]['en']> }

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
      { ...texts, ...(overrides[area as keyof UiTextAreas] ?? {}) },
    ]),
  ) as UiTexts
}

/**
 * Every area of the kit's texts in the current language, with the app's overrides. It brings
 * every area into the bundle: a component that shows one area reads it with `useAreaTexts`.
 */
export function useUiTexts(): UiTexts {
  const { locale, overrides } = useUiContext()
  return useMemo(() => resolveTexts(locale, overrides), [locale, overrides])
}

/** Every area, for the test that both languages carry the same keys. */
export const textAreas = areas
