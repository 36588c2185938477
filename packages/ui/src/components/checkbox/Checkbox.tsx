import { cva, type VariantProps } from 'class-variance-authority'
import { useEffect, useId, useMemo, useRef, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { mergeRefs } from '../field/controlParts'
import { joinIds, useFieldControl } from '../field/FieldContext'

const checkboxVariants = cva(
  [
    'peer shrink-0 cursor-pointer appearance-none rounded-sm border border-input bg-background',
    'transition-colors outline-none',
    'checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'aria-invalid:border-error aria-invalid:focus-visible:ring-error',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        sm: 'size-4',
        md: 'size-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'size'> &
  VariantProps<typeof checkboxVariants> & {
    /** The text beside the box, which toggles it too; none by default (then give `aria-label`). */
    label?: ReactNode
    /** A hint under the label, linked with `aria-describedby`; none by default. */
    description?: ReactNode
    /** Shows a dash for "some of these" (the native mixed state), false by default. */
    indeterminate?: boolean
  }

/**
 * A native checkbox in the kit's look, with its label and hint; Space toggles it. `className`
 * goes to the outer element. Inside a `Field` it takes the field's id, error and required state.
 */
function Checkbox({
  className,
  size,
  label,
  description,
  indeterminate = false,
  ref,
  ...props
}: CheckboxProps) {
  const control = useFieldControl(props)
  const autoId = useId()
  const id = control.id ?? autoId
  const descriptionId = `${id}-description`
  const inputRef = useRef<HTMLInputElement>(null)
  const setRefs = useMemo(() => mergeRefs(inputRef, ref), [ref])

  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate
  }, [indeterminate])

  return (
    <div
      data-slot="checkbox-field"
      data-disabled={control.disabled ? '' : undefined}
      className={cn('group/checkbox flex items-start gap-2.5', className)}
    >
      <span className="relative flex h-5 shrink-0 items-center justify-center">
        <input
          type="checkbox"
          data-slot="checkbox"
          data-size={size ?? 'md'}
          ref={setRefs}
          className={checkboxVariants({ size })}
          {...control}
          id={id}
          aria-describedby={joinIds(
            control['aria-describedby'],
            description != null ? descriptionId : undefined,
          )}
        />
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute hidden text-primary-foreground',
            'peer-[:checked:not(:indeterminate)]:block',
            size === 'sm' ? 'size-3' : 'size-3.5',
          )}
        >
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute hidden text-primary-foreground peer-indeterminate:block',
            size === 'sm' ? 'size-3' : 'size-3.5',
          )}
        >
          <path d="M6 12h12" />
        </svg>
      </span>
      {(label != null || description != null) && (
        <div className="grid gap-0.5">
          {label != null && (
            <label
              htmlFor={id}
              data-slot="checkbox-label"
              className="cursor-pointer text-sm leading-5 text-foreground group-data-disabled/checkbox:cursor-not-allowed group-data-disabled/checkbox:text-muted-foreground"
            >
              {label}
            </label>
          )}
          {description != null && (
            <p
              id={descriptionId}
              data-slot="checkbox-description"
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

export { Checkbox, checkboxVariants }
export type { CheckboxProps }
