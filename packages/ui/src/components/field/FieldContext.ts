import { createContext, useContext } from 'react'

/** What a `Field` tells the control inside it. */
type FieldContextValue = {
  /** The control's id, which the field's label points at. */
  controlId: string
  /** The label's id, for group controls that are named with `aria-labelledby`. */
  labelId: string
  /** Ids of the description and error message, for the control's `aria-describedby`. */
  describedBy: string | undefined
  invalid: boolean
  required: boolean
  disabled: boolean
  /** A group control (radio group) calls this: the label then names it instead of pointing at it. */
  setGroup: (group: boolean) => void
}

const FieldContext = createContext<FieldContextValue | null>(null)

/** The surrounding `Field`, or null when the control stands alone. */
function useFieldContext() {
  return useContext(FieldContext)
}

/** The props a control takes from its Field: one id list joined from the Field's and its own. */
function joinIds(...ids: (string | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ')
  return joined === '' ? undefined : joined
}

type FieldControlOwnProps = {
  id?: string
  disabled?: boolean
  required?: boolean
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling'
}

/**
 * Lays a Field's id, description, error, required and disabled state under a control's own props
 * (the control's own win). Controls of the kit call it; so can an app's custom control.
 */
function useFieldControl<P extends FieldControlOwnProps>(props: P): P {
  const field = useFieldContext()
  if (!field) return props
  return {
    ...props,
    id: props.id ?? field.controlId,
    disabled: props.disabled ?? (field.disabled || undefined),
    required: props.required ?? (field.required || undefined),
    'aria-describedby': joinIds(field.describedBy, props['aria-describedby']),
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
  }
}

export { FieldContext, joinIds, useFieldContext, useFieldControl }
export type { FieldContextValue, FieldControlOwnProps }
