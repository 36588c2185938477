import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { useUiLocale, useAreaTexts } from '../../i18n/UiProvider'
import { book } from '../../i18n/texts/book'
import { cn } from '../../lib/cn'
import { DiscountBadge } from '../badge/Badge'
import { formatPrice } from './format'

const priceVariants = cva('inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5', {
  variants: {
    size: {
      sm: '[&_[data-slot=price-current]]:text-sm [&_[data-slot=price-old]]:text-xs',
      md: '[&_[data-slot=price-current]]:text-base [&_[data-slot=price-old]]:text-sm',
      lg: '[&_[data-slot=price-current]]:text-2xl [&_[data-slot=price-old]]:text-base',
    },
  },
  defaultVariants: { size: 'md' },
})

/** A price as a number of baht, or a string the API has already formatted. */
type PriceValue = number | string

type PriceProps = Omit<ComponentProps<'p'>, 'children'> &
  VariantProps<typeof priceVariants> & {
    /** The price to pay: a number of baht (formatted per language; 0 shows 'ฟรี' / 'Free') or a formatted string. */
    price: PriceValue
    /** The price before the discount, struck through; none by default. */
    oldPrice?: PriceValue | null
    /** The discount in percent, shown as a discount-red '-20%' badge; none by default. */
    discountPercent?: number | null
    /** ISO currency of numeric prices, 'THB' by default. */
    currency?: string
  }

/** The price of a book, with the struck-through original price and the discount when on sale. */
function Price({
  price,
  oldPrice,
  discountPercent,
  currency = 'THB',
  size,
  className,
  ...props
}: PriceProps) {
  const texts = useAreaTexts('book', book)
  const locale = useUiLocale()
  const shown = (value: PriceValue) =>
    typeof value === 'string'
      ? value
      : value === 0
        ? texts.free
        : formatPrice(value, locale, currency)
  const onSale = oldPrice !== undefined && oldPrice !== null && oldPrice !== ''
  const discounted =
    discountPercent !== undefined && discountPercent !== null && discountPercent > 0

  return (
    <p
      data-slot="price"
      data-sale={onSale ? '' : undefined}
      className={cn(priceVariants({ size }), className)}
      {...props}
    >
      <span
        data-slot="price-current"
        className={cn('font-semibold', onSale ? 'text-discount' : 'text-foreground')}
      >
        {onSale && <span className="sr-only">{texts.salePrice} </span>}
        {shown(price)}
      </span>
      {onSale && (
        <del data-slot="price-old" className="text-muted-foreground">
          <span className="sr-only">{texts.originalPrice} </span>
          {shown(oldPrice)}
        </del>
      )}
      {discounted && <DiscountBadge percent={discountPercent} className="self-center" />}
    </p>
  )
}

export { Price, priceVariants }
export type { PriceProps, PriceValue }
