import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { Slot } from '@radix-ui/react-slot'

const cardVariants = cva('flex flex-col gap-4 rounded-lg py-5', {
  variants: {
    variant: {
      /** A raised panel on the surface colour: the usual card. */
      surface: 'border border-border bg-surface text-surface-foreground shadow-sm',
      /** Only a border, on the page's background: cards inside cards, quiet lists. */
      outline: 'border border-border bg-transparent text-foreground',
    },
  },
  defaultVariants: { variant: 'surface' },
})

type CardProps = ComponentProps<'div'> & VariantProps<typeof cardVariants>

/** A panel that groups one thing: a book, an order, a form section. */
function Card({ className, variant, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      data-variant={variant ?? 'surface'}
      className={cn(cardVariants({ variant }), className)}
      {...props}
    />
  )
}

/** The top of a card: its title, description and an optional action beside them. */
function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn('flex flex-col gap-1.5 px-5', className)}
      {...props}
    />
  )
}

type CardTitleProps = ComponentProps<'h3'> & {
  /** Renders the child element (an h2, a link) with the title's look, false by default. */
  asChild?: boolean
}

/** The card's heading, an h3 by default; pass `asChild` to use another level. */
function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot : 'h3'
  return (
    <Comp
      data-slot="card-title"
      className={cn('text-lg leading-snug font-semibold', className)}
      {...props}
    />
  )
}

/** A line under the title, in the muted text colour. */
function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

/** The body of the card. */
function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5', className)} {...props} />
}

/** The bottom row of the card, usually its actions. */
function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex items-center gap-2 px-5', className)}
      {...props}
    />
  )
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cardVariants }
export type { CardProps, CardTitleProps }
