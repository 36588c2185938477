import { cva, type VariantProps } from 'class-variance-authority'
import { useEffect, useId, useRef, useState, type ChangeEvent, type ComponentProps } from 'react'
import { format } from '../../i18n/define'
import { useAreaTexts } from '../../i18n/UiProvider'
import { controls } from '../../i18n/texts/controls'
import { cn } from '../../lib/cn'
import { textControlBase, textControlVariant } from '../field/controlParts'
import { joinIds, useFieldControl } from '../field/FieldContext'

const textareaVariants = cva([...textControlBase, 'block min-h-24 resize-y'], {
  variants: {
    variant: textControlVariant,
    size: {
      sm: 'px-2.5 py-1.5 text-sm',
      md: 'px-3 py-2 text-base sm:text-sm',
      lg: 'px-4 py-3 text-base',
    },
  },
  defaultVariants: { variant: 'outline', size: 'md' },
})

/** How long typing must pause before the count is read out, so it is not read at every key. */
const ANNOUNCE_DELAY = 1000

type TextareaProps = ComponentProps<'textarea'> &
  VariantProps<typeof textareaVariants> & {
    /**
     * Shows the number of characters under the box, as "12/200" when `maxLength` is set,
     * false by default. Screen readers hear how many are left once typing pauses.
     */
    showCount?: boolean
  }

/**
 * A multi-line text box, optionally with a character counter. Inside a `Field` it takes the
 * field's id, description, error and required state. Red when `aria-invalid`.
 */
function Textarea({
  className,
  variant,
  size,
  showCount = false,
  onChange,
  ...props
}: TextareaProps) {
  const control = useFieldControl(props)
  const texts = useAreaTexts('controls', controls)
  const counterId = useId()
  const [typedLength, setTypedLength] = useState(
    () => String(props.value ?? props.defaultValue ?? '').length,
  )
  // A controlled value is the truth; otherwise count what was typed.
  const length = props.value !== undefined ? String(props.value).length : typedLength
  const max = props.maxLength !== undefined && props.maxLength >= 0 ? props.maxLength : undefined
  const over = max !== undefined && length > max

  const counterText =
    max === undefined
      ? format(texts.characterCount, { count: length })
      : over
        ? format(texts.charactersOver, { over: length - max })
        : format(texts.charactersLeft, { remaining: max - length })

  const [announcement, setAnnouncement] = useState('')
  const typed = useRef(false)
  useEffect(() => {
    if (!showCount || max === undefined || !typed.current) return
    const timer = setTimeout(() => setAnnouncement(counterText), ANNOUNCE_DELAY)
    return () => clearTimeout(timer)
  }, [showCount, max, counterText])

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    typed.current = true
    setTypedLength(event.target.value.length)
    onChange?.(event)
  }

  const textarea = (
    <textarea
      data-slot="textarea"
      data-variant={variant ?? 'outline'}
      data-size={size ?? 'md'}
      className={cn(textareaVariants({ variant, size }), className)}
      onChange={handleChange}
      {...control}
      aria-describedby={joinIds(control['aria-describedby'], showCount ? counterId : undefined)}
    />
  )
  if (!showCount) return textarea

  return (
    <div data-slot="textarea-wrapper" className="grid w-full gap-1.5">
      {textarea}
      <p
        id={counterId}
        data-slot="textarea-count"
        data-over={over ? '' : undefined}
        className="justify-self-end text-xs text-muted-foreground tabular-nums data-over:font-medium data-over:text-error"
      >
        <span aria-hidden="true">{max === undefined ? length : `${length}/${max}`}</span>
        <span className="sr-only">{counterText}</span>
      </p>
      <span data-slot="textarea-count-announcer" aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </div>
  )
}

export { Textarea, textareaVariants }
export type { TextareaProps }
