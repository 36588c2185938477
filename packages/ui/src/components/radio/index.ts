export { Radio, RadioGroup, radioVariants, type RadioGroupProps, type RadioProps } from './Radio'
