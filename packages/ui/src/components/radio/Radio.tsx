import { cva, type VariantProps } from 'class-variance-authority'
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  type ChangeEvent,
  type ComponentProps,
  type ReactNode,
} from 'react'
import { cn } from '../../lib/cn'
import { ChoiceField, choiceControlBase, choiceControlSize } from '../field/ChoiceField'
import { joinIds, useFieldContext } from '../field/FieldContext'

const radioVariants = cva([choiceControlBase, 'rounded-full'], {
  variants: { size: choiceControlSize },
  defaultVariants: { size: 'md' },
})

type RadioGroupContextValue = {
  name: string
  value: string | undefined
  defaultValue: string | undefined
  onValueChange: ((value: string) => void) | undefined
  disabled: boolean
  required: boolean
  invalid: boolean
  size: VariantProps<typeof radioVariants>['size']
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null)

type RadioGroupProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> &
  VariantProps<typeof radioVariants> & {
    /** The chosen value when the app controls it; uncontrolled (see `defaultValue`) by default. */
    value?: string
    /** The value chosen at first when uncontrolled, none by default. */
    defaultValue?: string
    /** Called with the newly chosen value; none by default. */
    onValueChange?: (value: string) => void
    /** The radios' form name, made with useId by default. */
    name?: string
    /** Disables every radio, false by default. */
    disabled?: boolean
    /** Requires a choice (native `required` on the radios), false by default. */
    required?: boolean
    /** Lays the radios out in a 'vertical' column (default) or a 'horizontal' row. */
    orientation?: 'vertical' | 'horizontal'
  }

/**
 * A group of native radios (`role="radiogroup"`): one Tab stop, arrow keys move the choice.
 * Name it with `aria-label`, or put it in a `Field`, whose label then names it and whose
 * error and hint describe it.
 */
function RadioGroup({
  className,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled,
  required,
  orientation = 'vertical',
  size,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: RadioGroupProps) {
  const field = useFieldContext()
  const autoName = useId()
  const setGroup = field?.setGroup
  useLayoutEffect(() => {
    setGroup?.(true)
    return () => setGroup?.(false)
  }, [setGroup])

  const isDisabled = disabled ?? field?.disabled ?? false
  const isRequired = required ?? field?.required ?? false
  const invalid = ariaInvalid ?? field?.invalid ?? false
  const isInvalid = invalid === true || invalid === 'true'

  const context = useMemo<RadioGroupContextValue>(
    () => ({
      name: name ?? autoName,
      value,
      defaultValue,
      onValueChange,
      disabled: isDisabled,
      required: isRequired,
      invalid: isInvalid,
      size,
    }),
    [name, autoName, value, defaultValue, onValueChange, isDisabled, isRequired, isInvalid, size],
  )

  return (
    <RadioGroupContext.Provider value={context}>
      <div
        role="radiogroup"
        data-slot="radio-group"
        data-orientation={orientation}
        data-disabled={isDisabled ? '' : undefined}
        id={field?.controlId}
        aria-labelledby={joinIds(field?.labelId, labelledBy)}
        aria-describedby={joinIds(field?.describedBy, describedBy)}
        aria-required={isRequired || undefined}
        aria-invalid={isInvalid || undefined}
        aria-orientation={orientation}
        className={cn(
          'flex gap-3',
          orientation === 'horizontal' ? 'flex-row flex-wrap gap-x-6' : 'flex-col',
          className,
        )}
        {...props}
      />
    </RadioGroupContext.Provider>
  )
}

type RadioProps = Omit<ComponentProps<'input'>, 'type' | 'size' | 'value'> &
  VariantProps<typeof radioVariants> & {
    /** The value this radio stands for; required. */
    value: string
    /** The text beside the radio, which chooses it too; none by default (then give `aria-label`). */
    label?: ReactNode
    /** A hint under the label, linked with `aria-describedby`; none by default. */
    description?: ReactNode
  }

/**
 * One native radio with its label and hint, usually inside a `RadioGroup` (which gives its
 * name, checked state, disabled and required state). `className` goes to the outer element.
 */
function Radio({
  className,
  size,
  value,
  label,
  description,
  id,
  disabled,
  onChange,
  ...props
}: RadioProps) {
  const group = useContext(RadioGroupContext)
  const autoId = useId()
  const inputId = id ?? autoId
  const descriptionId = `${inputId}-description`
  const isDisabled = disabled ?? group?.disabled ?? false
  const controlled = group?.value !== undefined

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event)
    if (event.target.checked) group?.onValueChange?.(value)
  }

  return (
    <ChoiceField
      kind="radio"
      inputId={inputId}
      descriptionId={descriptionId}
      disabled={isDisabled}
      label={label}
      description={description}
      className={className}
    >
      <input
        type="radio"
        data-slot="radio"
        id={inputId}
        value={value}
        name={group?.name}
        disabled={isDisabled}
        required={group?.required || undefined}
        aria-invalid={group?.invalid || undefined}
        {...(controlled
          ? { checked: group.value === value }
          : group?.defaultValue !== undefined
            ? { defaultChecked: group.defaultValue === value }
            : {})}
        onChange={handleChange}
        className={radioVariants({ size: size ?? group?.size })}
        {...props}
        aria-describedby={joinIds(
          props['aria-describedby'],
          description != null ? descriptionId : undefined,
        )}
      />
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute hidden rounded-full bg-primary peer-checked:block',
          (size ?? group?.size) === 'sm' ? 'size-2' : 'size-2.5',
        )}
      />
    </ChoiceField>
  )
}

export { Radio, RadioGroup, radioVariants }
export type { RadioGroupProps, RadioProps }
