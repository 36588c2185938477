import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { UiLocale } from './define'
import { resolveTexts, type UiTextOverrides, type UiTexts } from './texts'

type UiContextValue = { locale: UiLocale; texts: UiTexts }

const UiContext = createContext<UiContextValue>({ locale: 'th', texts: resolveTexts('th') })

type UiProviderProps = {
  /** The language of the kit's texts and of dates and prices, 'th' by default. */
  locale?: UiLocale
  /** The app's own wording for any kit text; the kit's Thai/English texts fill the rest. */
  texts?: UiTextOverrides
  children: ReactNode
}

/** Gives every kit component its language and texts. Without it, components speak Thai. */
function UiProvider({ locale = 'th', texts, children }: UiProviderProps) {
  const value = useMemo(() => ({ locale, texts: resolveTexts(locale, texts) }), [locale, texts])
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>
}

/** The current language of the kit. */
function useUiLocale(): UiLocale {
  return useContext(UiContext).locale
}

/** The kit's texts in the current language. */
function useUiTexts(): UiTexts {
  return useContext(UiContext).texts
}

export { UiProvider, useUiLocale, useUiTexts }
export type { UiProviderProps }
