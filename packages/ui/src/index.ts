// The kit's public API. Each component folder exports its parts; this file lists them.
export { cn, setClassMerge, type ClassMerge } from './lib/cn'
export { mergeClasses } from './lib/merge-classes'
export { format, type UiLocale } from './i18n/define'
export { UiProvider, useAreaTexts, useUiLocale, type UiProviderProps } from './i18n/UiProvider'
export {
  defaultTexts,
  resolveTexts,
  useUiTexts,
  type UiTextAreas,
  type UiTexts,
  type UiTextOverrides,
} from './i18n/texts'

// Icons
export * from './lib/icons'

// Controls
export * from './components/button'
export * from './components/field'
export * from './components/input'
export * from './components/select'
export * from './components/checkbox'
export * from './components/radio'
export * from './components/textarea'
export * from './components/date-picker'
export * from './components/tabs'
export * from './components/pagination'

// Overlays and feedback
export * from './overlay'
export * from './components/dialog'
export * from './components/popover'
export * from './components/toast'
export * from './components/progress-bar'
export * from './components/spinner'
export * from './components/skeleton'

// Surfaces and pages
export * from './components/card'
export * from './components/error-page'

// Store presentation
export * from './components/badge'
export * from './components/rating'
export * from './components/price'
export * from './components/book-card'
export * from './components/book-grid'
export * from './components/category-menu'
export * from './components/layout'
export * from './components/empty-state'
