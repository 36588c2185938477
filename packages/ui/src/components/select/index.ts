export { Select, selectVariants, type SelectProps } from './Select'
