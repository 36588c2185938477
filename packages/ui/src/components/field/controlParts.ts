import type { Ref, RefCallback } from 'react'

/**
 * The look shared by the text-like controls (Input, Select, Textarea): themed border and
 * background, a visible focus ring, red when `aria-invalid`, dimmed when disabled.
 */
const textControlBase = [
  'w-full min-w-0 rounded-md border border-input text-foreground shadow-xs',
  'transition-[color,background-color,border-color,box-shadow] outline-none',
  'placeholder:text-muted-foreground',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  'aria-invalid:border-error aria-invalid:focus-visible:ring-error',
  'disabled:cursor-not-allowed disabled:opacity-50',
]

/** Background of the text-like controls: plain, or a soft fill for busy surfaces. */
const textControlVariant = {
  /** Bordered on the page background. */
  outline: 'bg-background',
  /** Filled with the muted colour (a search bar in a header, say). */
  soft: 'bg-muted',
}

/** Heights match the buttons of the same size, so they line up in a row. */
const textControlSize = {
  sm: 'h-8 px-2.5 text-sm',
  md: 'h-10 px-3 text-base sm:text-sm',
  lg: 'h-12 px-4 text-base',
}

/** One ref callback that feeds the component's own ref and the caller's. */
function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node)
      else if (ref) ref.current = node
    }
  }
}

export { mergeRefs, textControlBase, textControlSize, textControlVariant }
