import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

const skeletonVariants = cva('block bg-muted motion-safe:animate-pulse', {
  variants: {
    shape: {
      /** A rectangle sized by the caller's classes. */
      block: 'rounded-md',
      /** One line of body text: full width, the height of a line. */
      text: 'h-4 w-full rounded-sm',
      /** An avatar or icon: size it with `size-*`. */
      circle: 'rounded-full',
      /** A book cover: full width at the covers' 357:510 ratio. */
      cover: 'aspect-cover w-full rounded-md',
    },
  },
  defaultVariants: { shape: 'block' },
})

type SkeletonProps = ComponentProps<'span'> & VariantProps<typeof skeletonVariants>

/**
 * A grey placeholder that pulses (still when the user prefers reduced motion) where content is
 * loading. It is hidden from assistive technology: announce the loading elsewhere, with
 * `aria-busy` on the region or a `Spinner`.
 */
function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      data-shape={shape ?? 'block'}
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  )
}

export { Skeleton, skeletonVariants }
export type { SkeletonProps }
