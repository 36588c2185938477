import { useId, useState, type ComponentProps } from 'react'
import { format } from '../../i18n/define'
import { useUiLocale, useUiTexts } from '../../i18n/UiProvider'
import { cn } from '../../lib/cn'
import { StarIcon } from '../../lib/icons'
import { formatCount, formatNumber } from '../price/format'

/** One star; `fill` is how much of it is filled: 0, 0.5 or 1. */
function Star({ fill, className }: { fill: number; className?: string }) {
  return (
    <span
      data-slot="rating-star"
      aria-hidden="true"
      className={cn('relative inline-block size-4', className)}
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

type RatingProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The rating from 0 to 5, shown to the nearest half star. */
  value: number
  /** How many reviews it comes from; not shown when undefined (the default). */
  reviewCount?: number
  /** Shows the number ('4.5') beside the stars, false by default. */
  showValue?: boolean
  /** Star size, 'sm' (16 px) by default. */
  size?: 'sm' | 'md'
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
  const texts = useUiTexts().book
  const locale = useUiLocale()
  const clamped = Math.min(5, Math.max(0, value))
  const halves = Math.round(clamped * 2) / 2
  const shown = formatNumber(Math.round(clamped * 10) / 10, locale)
  const starSize = size === 'md' ? 'size-5' : 'size-4'
  return (
    <div
      data-slot="rating"
      className={cn('inline-flex items-center gap-1.5 text-sm text-muted-foreground', className)}
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

type RatingInputProps = Omit<ComponentProps<'fieldset'>, 'onChange' | 'defaultValue'> & {
  /** The chosen number of stars (1-5), for a controlled input; undefined by default. */
  value?: number | null
  /** The first choice of an uncontrolled input, none by default. */
  defaultValue?: number | null
  /** Called with the new number of stars when the user picks one. */
  onValueChange?: (value: number) => void
  /** The radios' form name, a generated one by default. */
  name?: string
  /** The question shown above the stars, the kit's 'ให้คะแนน' / 'Your rating' by default. */
  label?: string
  /** Keeps the question for screen readers only, false by default. */
  hideLabel?: boolean
  /** Requires a choice before the form submits, false by default. */
  required?: boolean
}

/** Choose 1 to 5 stars: a group of radios, so arrow keys move the choice. */
function RatingInput({
  value,
  defaultValue = null,
  onValueChange,
  name,
  label,
  hideLabel = false,
  required = false,
  disabled,
  className,
  ...props
}: RatingInputProps) {
  const texts = useUiTexts().book
  const locale = useUiLocale()
  const generatedName = useId()
  const [uncontrolled, setUncontrolled] = useState<number | null>(defaultValue)
  const [hovered, setHovered] = useState<number | null>(null)
  const chosen = value !== undefined ? value : uncontrolled
  const lit = hovered ?? chosen ?? 0

  return (
    <fieldset
      data-slot="rating-input"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      className={cn('m-0 min-w-0 border-0 p-0 data-[disabled]:opacity-50', className)}
      {...props}
    >
      <legend className={cn('mb-1 text-sm font-medium', hideLabel && 'sr-only')}>
        {label ?? texts.ratingInputLabel}
      </legend>
      <div className="flex items-center gap-1" onPointerLeave={() => setHovered(null)}>
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            data-slot="rating-input-star"
            data-state={chosen === star ? 'checked' : 'unchecked'}
            className={cn(
              'relative inline-flex cursor-pointer rounded-sm p-0.5',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              'has-[:disabled]:cursor-not-allowed',
            )}
            onPointerEnter={() => !disabled && setHovered(star)}
          >
            <input
              type="radio"
              name={name ?? generatedName}
              value={star}
              checked={chosen === star}
              required={required}
              className="peer sr-only"
              onChange={() => {
                setUncontrolled(star)
                onValueChange?.(star)
              }}
            />
            <span className="sr-only">
              {formatCount(star, locale, texts.ratingStarOne, texts.ratingStarOther)}
            </span>
            <Star fill={star <= lit ? 1 : 0} className="size-7" />
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export { Rating, RatingInput }
export type { RatingInputProps, RatingProps }
