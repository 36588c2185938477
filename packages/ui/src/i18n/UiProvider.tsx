import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { UiLocale } from './define'
import type { UiTextAreas, UiTextOverrides, UiTexts } from './texts'

type UiContextValue = { locale: UiLocale; overrides: UiTextOverrides }

const UiContext = createContext<UiContextValue>({ locale: 'th', overrides: {} })

type UiProviderProps = {
  /** The language of the kit's texts and of dates and prices, 'th' by default. */
  locale?: UiLocale
  /** The app's own wording for any kit text; the kit's Thai/English texts fill the rest. */
  texts?: UiTextOverrides
  children: ReactNode
}

/** Gives every kit component its language and texts. Without it, components speak Thai. */
function UiProvider({ locale = 'th', texts, children }: UiProviderProps) {
  const value = useMemo(() => ({ locale, overrides: texts ?? {} }), [locale, texts])
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>
}

/** The current language of the kit and the app's text overrides. */
function useUiContext(): UiContextValue {
  return useContext(UiContext)
}

/** The current language of the kit. */
function useUiLocale(): UiLocale {
  return useContext(UiContext).locale
}

/**
 * One area of the kit's texts in the current language, with the app's overrides laid over it:
 * `useAreaTexts('book', book)`, or the part of an area a component shows
 * (`useAreaTexts('common', closeLabel)`). A component imports only the texts it shows, so an app's
 * first load carries no text of the components it does not show (the date picker's, the dialogs').
 */
function useAreaTexts<A extends keyof UiTextAreas, T extends Partial<UiTexts[A]> = UiTexts[A]>(
  name: A,
  area: { [L in UiLocale]: T },
): T {
  const { locale, overrides } = useContext(UiContext)
  const own = overrides[name]
  return useMemo(() => (own ? { ...area[locale], ...own } : area[locale]) as T, [area, locale, own])
}

export { UiProvider, useAreaTexts, useUiContext, useUiLocale }
export type { UiProviderProps }
