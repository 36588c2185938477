import type { ComponentProps } from 'react'
import { format } from '../../i18n/define'
import { useUiLocale, useAreaTexts } from '../../i18n/UiProvider'
import { book } from '../../i18n/texts/book'
import { cn } from '../../lib/cn'
import { formatCount, formatNumber } from '../price/format'
import { Star } from './Star'

type RatingProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The rating from 0 to 5, shown to the nearest half star. */
  value: number
  /** How many reviews it comes from; not shown when undefined (the default). */
  reviewCount?: number
  /** Shows the number ('4.5') beside the stars, false by default. */
  showValue?: boolean
  /** Star and text size: 'sm' (16 px stars) by default; 'xs' has the same stars with smaller text. */
  size?: 'xs' | 'sm' | 'md'
}

/** Five stars read as one image: 'คะแนน 4.5 จาก 5' / 'Rated 4.5 out of 5'. */
function Rating({
  value,
  reviewCount,
  showValue = false,
  size = 'sm',
  className,
  ...props
}: RatingProps) {
  const texts = useAreaTexts('book', book)
  const locale = useUiLocale()
  const clamped = Math.min(5, Math.max(0, value))
  const halves = Math.round(clamped * 2) / 2
  const shown = formatNumber(Math.round(clamped * 10) / 10, locale)
  const starSize = size === 'md' ? 'size-5' : 'size-4'
  return (
    <div
      data-slot="rating"
      className={cn(
        'inline-flex items-center gap-1.5 text-muted-foreground',
        size === 'xs' ? 'text-xs' : 'text-sm',
        className,
      )}
      {...props}
    >
      <span
        role="img"
        aria-label={format(texts.ratingLabel, { value: shown })}
        className="inline-flex items-center gap-px"
      >
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            fill={Math.min(1, Math.max(0, halves - (star - 1)))}
            className={starSize}
          />
        ))}
      </span>
      {showValue && (
        <span aria-hidden="true" className="font-medium text-foreground">
          {shown}
        </span>
      )}
      {reviewCount !== undefined && (
        <span data-slot="rating-count">
          <span aria-hidden="true">({formatNumber(reviewCount, locale)})</span>
          <span className="sr-only">
            {formatCount(reviewCount, locale, texts.reviewCountOne, texts.reviewCountOther)}
          </span>
        </span>
      )}
    </div>
  )
}

export { Rating }
export type { RatingProps }
