import { Icon, type IconProps } from './Icon'

/** A tick. */
function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  )
}

export { CheckIcon }
