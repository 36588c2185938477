import { useId, useMemo, useState, type ComponentProps, type ReactNode } from 'react'
import { useAreaTexts } from '../../i18n/UiProvider'
import { controls } from '../../i18n/texts/controls'
import { cn } from '../../lib/cn'
import { FieldContext, joinIds, type FieldContextValue } from './FieldContext'

type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The control's visible name; required. */
  label: ReactNode
  /** A hint between the label and the control, none by default. */
  description?: ReactNode
  /** The error message under the control; when given the control is marked invalid. None by default. */
  error?: ReactNode
  /** Marks the control invalid even without a message; true when `error` is given by default. */
  invalid?: boolean
  /** Marks the label with an asterisk and the control as required, false by default. */
  required?: boolean
  /** Disables the control and dims the label, false by default. */
  disabled?: boolean
  /** The control's id, which the label points at; made with useId by default. */
  controlId?: string
  /** The one control of the field: Input, Select, Textarea, Checkbox or RadioGroup. */
  children: ReactNode
}

/**
 * A labelled form field: label (with a required marker), hint, the control, and its error
 * message. The control inside gets its id, `aria-describedby` (hint and error),
 * `aria-invalid`, `required` and `disabled` from the field. The error is in a polite live
 * region, so a message that appears is read out.
 */
function Field({
  label,
  description,
  error,
  invalid,
  required = false,
  disabled = false,
  controlId,
  className,
  children,
  ...props
}: FieldProps) {
  const texts = useAreaTexts('controls', controls)
  const baseId = useId()
  const [group, setGroup] = useState(false)
  const isInvalid = invalid ?? (error != null && error !== false && error !== '')
  const showError = isInvalid && error != null && error !== false && error !== ''

  const ids = {
    control: controlId ?? `${baseId}-control`,
    label: `${baseId}-label`,
    description: `${baseId}-description`,
    error: `${baseId}-error`,
  }
  const describedBy = joinIds(
    description != null ? ids.description : undefined,
    showError ? ids.error : undefined,
  )

  const context = useMemo<FieldContextValue>(
    () => ({
      controlId: ids.control,
      labelId: ids.label,
      describedBy,
      invalid: isInvalid,
      required,
      disabled,
      setGroup,
    }),
    [ids.control, ids.label, describedBy, isInvalid, required, disabled],
  )

  const labelContent = (
    <>
      {label}
      {required && (
        <span
          data-slot="field-required"
          aria-hidden="true"
          title={texts.required}
          className="ms-0.5 text-error"
        >
          *
        </span>
      )}
    </>
  )
  const labelClass = cn(
    'mb-1.5 w-fit text-sm font-medium text-foreground',
    'group-data-disabled/field:text-muted-foreground',
  )

  return (
    <div
      data-slot="field"
      data-invalid={isInvalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cn('group/field flex flex-col', className)}
      {...props}
    >
      {group ? (
        // A group (radio group) is named by this text through aria-labelledby.
        <span id={ids.label} data-slot="field-label" className={labelClass}>
          {labelContent}
        </span>
      ) : (
        <label id={ids.label} htmlFor={ids.control} data-slot="field-label" className={labelClass}>
          {labelContent}
        </label>
      )}
      {description != null && (
        <p
          id={ids.description}
          data-slot="field-description"
          className="mb-1.5 text-sm text-muted-foreground"
        >
          {description}
        </p>
      )}
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
      {/* Always rendered (empty when valid) so that a message that appears is announced. */}
      <p
        id={ids.error}
        data-slot="field-error"
        aria-live="polite"
        className="text-sm font-medium text-error not-empty:mt-1.5"
      >
        {showError ? error : null}
      </p>
    </div>
  )
}

export { Field }
export type { FieldProps }
