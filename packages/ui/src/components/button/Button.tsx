import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { Slot } from '@radix-ui/react-slot'

const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center whitespace-nowrap rounded-md',
    'transition-colors outline-none select-none',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:opacity-50',
    // A busy button still takes the pointer, so a click cannot fall through and move focus.
    'aria-disabled:not-aria-busy:pointer-events-none aria-busy:cursor-progress',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        /** Brand green: the usual action of a page. */
        primary: 'bg-primary font-medium text-primary-foreground hover:bg-primary/90',
        /** Call-to-action green: buy, pay, add to basket. */
        cta: 'bg-cta text-cta-foreground font-semibold shadow-sm hover:bg-cta/90',
        /** Quiet action on a surface. */
        secondary: 'bg-muted font-medium text-foreground hover:bg-muted/80',
        /** Bordered, for secondary choices beside a primary one. */
        outline: 'border border-input bg-transparent font-medium text-foreground hover:bg-muted',
        /** No chrome until hovered: toolbars, icon buttons. */
        ghost: 'bg-transparent font-medium text-foreground hover:bg-muted',
        /** Like ghost, in the muted text colour until hovered: a close button in a corner. */
        quiet:
          'bg-transparent font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
        /** Destroys or removes something. */
        destructive: 'bg-error font-medium text-error-foreground hover:bg-error/90',
        /** Looks like a link. */
        link: 'font-medium text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 gap-2 px-3 text-sm',
        md: 'h-10 gap-2 px-4 text-sm',
        lg: 'h-12 gap-2 px-6 text-base',
        icon: 'size-10',
        'icon-sm': 'size-8',
      },
      block: {
        true: 'w-full',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (a link, say) with the button's look, false by default. */
    asChild?: boolean
    /**
     * The action the button started is running, false by default. The button is announced busy
     * and ignores presses (click, Enter, Space, a form's Enter) but keeps focus and its place in
     * the Tab order: it is `aria-disabled`, not `disabled`, which would drop focus to the page.
     */
    busy?: boolean
  }

/** The kit's button; `variant` and `size` come from `buttonVariants`. Type is 'button' by default. */
function Button({
  className,
  variant,
  size,
  block,
  asChild = false,
  busy = false,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button'
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-busy={busy ? '' : undefined}
      className={cn(buttonVariants({ variant, size, block }), className)}
      {...(asChild ? {} : { type: 'button' as const })}
      {...props}
      {...(busy ? { 'aria-busy': true, 'aria-disabled': true } : {})}
      onClick={(event) => {
        // Keys and a form's implicit submission reach a button as a click too.
        if (busy) event.preventDefault()
        else onClick?.(event)
      }}
    />
  )
}

type IconButtonProps = Omit<ButtonProps, 'size' | 'aria-label'> & {
  /** The accessible name: an icon button has no visible text. */
  'aria-label': string
  /** 'md' (40 px) by default. */
  size?: 'sm' | 'md'
}

/** A square button showing only an icon; it must be named with `aria-label`. */
function IconButton({ size = 'md', variant = 'ghost', ...props }: IconButtonProps) {
  return <Button variant={variant} size={size === 'sm' ? 'icon-sm' : 'icon'} {...props} />
}

export { Button, IconButton, buttonVariants }
export type { ButtonProps, IconButtonProps }
