import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { textControlBase, textControlSize, textControlVariant } from '../field/controlParts'
import { useFieldControl } from '../field/FieldContext'

const inputVariants = cva(
  [
    ...textControlBase,
    'file:me-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
  ],
  {
    variants: { variant: textControlVariant, size: textControlSize },
    defaultVariants: { variant: 'outline', size: 'md' },
  },
)

type InputProps = Omit<ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>

/**
 * A text input (any text-like `type`; 'text' by default). Inside a `Field` it takes the field's
 * id, description, error and required state. Red when `aria-invalid`.
 */
function Input({ className, variant, size, type = 'text', ...props }: InputProps) {
  const control = useFieldControl(props)
  return (
    <input
      type={type}
      data-slot="input"
      data-variant={variant ?? 'outline'}
      data-size={size ?? 'md'}
      className={cn(inputVariants({ variant, size }), className)}
      {...control}
    />
  )
}

export { Input, inputVariants }
export type { InputProps }
