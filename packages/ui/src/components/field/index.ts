export { Field, type FieldProps } from './Field'
export {
  useFieldControl,
  useFieldContext,
  type FieldContextValue,
  type FieldControlOwnProps,
} from './FieldContext'
