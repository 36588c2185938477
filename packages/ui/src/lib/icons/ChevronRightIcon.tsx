import { Icon, type IconProps } from './Icon'

/** Points right: next page, next month, a sub-menu to open. */
function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m9 18 6-6-6-6" />
    </Icon>
  )
}

export { ChevronRightIcon }
