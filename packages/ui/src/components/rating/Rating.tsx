import type { ComponentProps, CSSProperties } from 'react'
import { format } from '../../i18n/define'
import { useUiLocale, useAreaTexts } from '../../i18n/UiProvider'
import { book } from '../../i18n/texts/book'
import { cn } from '../../lib/cn'
import { formatCount, formatNumber } from '../price/format'

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

/**
 * The five stars as one element: the kit's star (StarIcon's outline) is a mask tile repeated five
 * times with a 1 px gap (`space`), and a gradient paints the lit part of the row (whole stars and
 * a half) in the warning colour and the rest in the muted one. `--star` is a star's size;
 * `--rating-full` and `--rating-half` (0 or 0.5) say how many stars are lit.
 */
const STARS =
  'inline-block h-(--star) w-[calc(5*var(--star)+4px)] [mask:url(data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%2024%2024%22%3E%3Cpath%20d=%22M12%202.5l2.94%205.96%206.58.96-4.76%204.64%201.12%206.55L12%2017.52l-5.88%203.09%201.12-6.55L2.48%209.42l6.58-.96z%22/%3E%3C/svg%3E)_0_0/var(--star)_var(--star)_space] bg-[linear-gradient(to_right,var(--color-warning)_calc(var(--rating-full)*(var(--star)+1px)+var(--rating-half)*var(--star)),color-mix(in_oklab,var(--color-muted-foreground)_35%,transparent)_0)]'

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
        data-slot="rating-stars"
        className={cn(STARS, size === 'md' ? '[--star:1.25rem]' : '[--star:1rem]')}
        style={
          { '--rating-full': Math.floor(halves), '--rating-half': halves % 1 } as CSSProperties
        }
      />
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
