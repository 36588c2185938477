import { Icon, type IconProps } from './Icon'

/** Points down: a list that opens. */
function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  )
}

export { ChevronDownIcon }
