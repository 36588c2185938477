import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { ChevronDownIcon } from '../../lib/icons/ChevronDownIcon'
import { textControlBase, textControlSize, textControlVariant } from '../field/controlParts'
import { useFieldControl } from '../field/FieldContext'

const selectVariants = cva(
  [
    ...textControlBase,
    'cursor-pointer appearance-none',
    // The placeholder option (value "") reads as a placeholder; the listed options do not.
    'has-[option[value=""]:checked]:text-muted-foreground [&_option]:text-foreground',
  ],
  {
    variants: { variant: textControlVariant, size: textControlSize },
    defaultVariants: { variant: 'outline', size: 'md' },
  },
)

type SelectProps = Omit<ComponentProps<'select'>, 'size'> &
  VariantProps<typeof selectVariants> & {
    /** A first, unselectable option shown while nothing is chosen; none by default. */
    placeholder?: string
  }

/**
 * A native `<select>` in the kit's look, with `<option>`s as children: the phone's own picker
 * and full keyboard support come free. `className` sizes the whole control (select and arrow).
 * Inside a `Field` it takes the field's id, description, error and required state.
 */
function Select({
  className,
  variant,
  size,
  placeholder,
  children,
  multiple,
  ...props
}: SelectProps) {
  const control = useFieldControl(props)
  // With a placeholder and no value given, the placeholder is what shows first.
  const startOnPlaceholder =
    placeholder !== undefined && control.value === undefined && control.defaultValue === undefined
  return (
    <div
      data-slot="select-wrapper"
      data-disabled={control.disabled ? '' : undefined}
      className={cn('group/select relative w-full', className)}
    >
      <select
        data-slot="select"
        data-variant={variant ?? 'outline'}
        data-size={size ?? 'md'}
        multiple={multiple}
        className={cn(
          selectVariants({ variant, size }),
          // After the size's `px-*`: the end padding leaves room for the arrow.
          multiple ? 'h-auto py-2 pe-3' : 'pe-9',
        )}
        {...(startOnPlaceholder ? { defaultValue: '' } : {})}
        {...control}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {children}
      </select>
      {!multiple && (
        <ChevronDownIcon
          data-slot="select-icon"
          className={cn(
            'pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground',
            'group-data-disabled/select:opacity-50',
          )}
        />
      )}
    </div>
  )
}

export { Select, selectVariants }
export type { SelectProps }
