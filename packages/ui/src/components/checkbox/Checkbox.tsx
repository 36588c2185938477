import { cva, type VariantProps } from 'class-variance-authority'
import { useEffect, useId, useMemo, useRef, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { CheckIcon } from '../../lib/icons/CheckIcon'
import { MinusIcon } from '../../lib/icons/MinusIcon'
import { ChoiceField, choiceControlBase, choiceControlSize } from '../field/ChoiceField'
import { mergeRefs } from '../field/controlParts'
import { joinIds, useFieldControl } from '../field/FieldContext'

const checkboxVariants = cva(
  [
    choiceControlBase,
    'rounded-sm checked:bg-primary indeterminate:border-primary indeterminate:bg-primary',
  ],
  { variants: { size: choiceControlSize }, defaultVariants: { size: 'md' } },
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
    <ChoiceField
      kind="checkbox"
      inputId={id}
      descriptionId={descriptionId}
      disabled={control.disabled}
      label={label}
      description={description}
      className={className}
    >
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
      <CheckIcon
        strokeWidth="3.5"
        className={cn(
          'pointer-events-none absolute hidden text-primary-foreground',
          'peer-[:checked:not(:indeterminate)]:block',
          size === 'sm' ? 'size-3' : 'size-3.5',
        )}
      />
      <MinusIcon
        strokeWidth="3.5"
        className={cn(
          'pointer-events-none absolute hidden text-primary-foreground peer-indeterminate:block',
          size === 'sm' ? 'size-3' : 'size-3.5',
        )}
      />
    </ChoiceField>
  )
}

export { Checkbox, checkboxVariants }
export type { CheckboxProps }
