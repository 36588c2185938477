import { cn } from '../../lib/cn'
import { StarIcon } from '../../lib/icons/StarIcon'

/** One star, sized by `className` (`size-4`); `fill` is how much of it is filled: 0, 0.5 or 1. */
function Star({ fill, className }: { fill: number; className: string }) {
  return (
    <span
      data-slot="rating-star"
      aria-hidden="true"
      className={cn('relative inline-block', className)}
    >
      <StarIcon className="absolute inset-0 size-full fill-muted-foreground/35" />
      {fill > 0 && (
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${fill * 100}%` }}
        >
          <StarIcon className="h-full w-auto max-w-none fill-warning aspect-square" />
        </span>
      )}
    </span>
  )
}

export { Star }
