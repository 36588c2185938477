export { Input, inputVariants, type InputProps } from './Input'
