// The kit's public API. Each component folder exports its parts; this file lists them.
export { cn } from './lib/cn'
export { format, type UiLocale } from './i18n/define'
export { UiProvider, useUiLocale, useUiTexts, type UiProviderProps } from './i18n/UiProvider'
export { defaultTexts, resolveTexts, type UiTexts, type UiTextOverrides } from './i18n/texts'
