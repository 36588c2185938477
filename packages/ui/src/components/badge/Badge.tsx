import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { format } from '../../i18n/define'
import { useAreaTexts } from '../../i18n/UiProvider'
import { book } from '../../i18n/texts/book'
import { cn } from '../../lib/cn'
import { Slot } from '@radix-ui/react-slot'

const badgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-sm px-1.5 py-0.5',
    'text-xs leading-4 font-semibold',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-3",
  ],
  {
    variants: {
      variant: {
        /** Quiet label: formats, counts. */
        default: 'bg-muted text-foreground',
        /** Brand green. */
        primary: 'bg-primary text-primary-foreground',
        /** Discount red, for sale percentages only. */
        discount: 'bg-discount text-discount-foreground',
        /** A new title. */
        new: 'bg-surface text-info ring-1 ring-inset ring-info',
        /** Bordered, on any background. */
        outline: 'text-foreground ring-1 ring-inset ring-border',
        /** Done, available, in stock. */
        success: 'bg-surface text-success ring-1 ring-inset ring-success',
        /** Needs attention. */
        warning: 'bg-warning text-warning-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>

type BadgeProps = ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Renders the child element (a link, say) with the badge's look, false by default. */
    asChild?: boolean
  }

/** A short label (new, -20%, EPUB); `variant` comes from `badgeVariants`, 'default' by default. */
function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span'
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? 'default'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  )
}

type DiscountBadgeProps = Omit<BadgeProps, 'variant' | 'children' | 'asChild'> & {
  /** The discount in percent, a whole number shown as '-20%'. */
  percent: number
}

/** The discount-red '-20%' badge; screen readers hear 'ลด 20%' / '20% off'. */
function DiscountBadge({ percent, ...props }: DiscountBadgeProps) {
  const texts = useAreaTexts('book', book)
  const n = Math.round(percent)
  return (
    <Badge variant="discount" data-slot="discount-badge" {...props}>
      <span aria-hidden="true">-{n}%</span>
      <span className="sr-only">{format(texts.discountLabel, { n })}</span>
    </Badge>
  )
}

export { Badge, DiscountBadge, badgeVariants }
export type { BadgeProps, BadgeVariant, DiscountBadgeProps }
