import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'

/**
 * The look shared by the native checkbox and radio: a themed box with a visible focus ring,
 * green border when checked, red when `aria-invalid`, dimmed when disabled.
 */
const choiceControlBase = [
  'peer shrink-0 cursor-pointer appearance-none border border-input bg-background',
  'transition-colors outline-none checked:border-primary',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  'aria-invalid:border-error aria-invalid:focus-visible:ring-error',
  'disabled:cursor-not-allowed disabled:opacity-50',
]

/** 16 px or 20 px boxes; the field's line is 20 px high either way. */
const choiceControlSize = {
  sm: 'size-4',
  md: 'size-5',
}

type ChoiceFieldProps = {
  /** Names the parts' data-slots: `checkbox-field`, `radio-label`, ... */
  kind: 'checkbox' | 'radio'
  /** The native input's id, which the label points at. */
  inputId: string
  /** The hint's id, which the input lists in its `aria-describedby`. */
  descriptionId: string
  /** Dims the label and shows the not-allowed cursor over it, false by default. */
  disabled?: boolean
  label?: ReactNode
  description?: ReactNode
  className?: string
  /** The native input and the mark drawn over it. */
  children: ReactNode
}

/** The layout shared by Checkbox and Radio: the box with its mark, then the label and the hint. */
function ChoiceField({
  kind,
  inputId,
  descriptionId,
  disabled,
  label,
  description,
  className,
  children,
}: ChoiceFieldProps) {
  return (
    <div
      data-slot={`${kind}-field`}
      data-disabled={disabled ? '' : undefined}
      className={cn('group/choice flex items-start gap-2.5', className)}
    >
      <span className="relative flex h-5 shrink-0 items-center justify-center">{children}</span>
      {(label != null || description != null) && (
        <div className="grid gap-0.5">
          {label != null && (
            <label
              htmlFor={inputId}
              data-slot={`${kind}-label`}
              className="cursor-pointer text-sm leading-5 text-foreground group-data-disabled/choice:cursor-not-allowed group-data-disabled/choice:text-muted-foreground"
            >
              {label}
            </label>
          )}
          {description != null && (
            <p
              id={descriptionId}
              data-slot={`${kind}-description`}
              className="text-sm text-muted-foreground"
            >
              {description}
            </p>
          )}
        </div>
      )}
    </div>
  )
}

export { ChoiceField, choiceControlBase, choiceControlSize }
export type { ChoiceFieldProps }
