import { useId, useState, type ComponentProps } from 'react'
import { useUiLocale, useAreaTexts } from '../../i18n/UiProvider'
import { book } from '../../i18n/texts/book'
import { cn } from '../../lib/cn'
import { formatCount } from '../price/format'
import { Star } from './Star'

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
  const texts = useAreaTexts('book', book)
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

export { RatingInput }
export type { RatingInputProps }
