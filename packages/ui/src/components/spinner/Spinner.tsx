import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { useAreaTexts } from '../../i18n/UiProvider'
import { common } from '../../i18n/texts/common'
import { cn } from '../../lib/cn'
import { SpinnerIcon } from '../../lib/icons/SpinnerIcon'

const spinnerVariants = cva('shrink-0 motion-safe:animate-spin', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-6',
      lg: 'size-10',
    },
  },
  defaultVariants: { size: 'md' },
})

type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, read by screen readers; the kit's 'Loading…' text by default. */
    label?: string
    /** Shows the label beside the ring instead of only to screen readers, false by default. */
    showLabel?: boolean
  }

/**
 * A turning ring that tells screen readers something is loading (a polite status). It stops
 * turning when the user prefers reduced motion; the ring's gap still reads as "busy".
 */
function Spinner({ className, size, label, showLabel = false, ...props }: SpinnerProps) {
  const texts = useAreaTexts('common', common)
  return (
    <span
      role="status"
      data-slot="spinner"
      data-size={size ?? 'md'}
      className={cn('inline-flex items-center gap-2 text-primary', className)}
      {...props}
    >
      <SpinnerIcon data-slot="spinner-ring" className={spinnerVariants({ size })} />
      <span className={showLabel ? 'text-sm text-foreground' : 'sr-only'}>
        {label ?? texts.loading}
      </span>
    </span>
  )
}

export { Spinner, spinnerVariants }
export type { SpinnerProps }
