import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { Skeleton } from './Skeleton'

type SkeletonTextProps = ComponentProps<'span'> & {
  /** How many lines of text to stand in for, 3 by default. */
  lines?: number
}

/** Lines of text still loading; the last line is shorter, as a paragraph's last line is. */
function SkeletonText({ className, lines = 3, ...props }: SkeletonTextProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton-text"
      className={cn('flex w-full flex-col gap-2', className)}
      {...props}
    >
      {Array.from({ length: lines }, (_, index) =>
        lines > 1 && index === lines - 1 ? (
          // The last line, three fifths wide.
          <span key={index} className="block w-3/5">
            <Skeleton shape="text" />
          </span>
        ) : (
          <Skeleton key={index} shape="text" />
        ),
      )}
    </span>
  )
}

export { SkeletonText }
export type { SkeletonTextProps }
