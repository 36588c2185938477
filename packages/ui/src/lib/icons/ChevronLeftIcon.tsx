import { Icon, type IconProps } from './Icon'

/** Points left: previous page, previous month. */
function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m15 18-6-6 6-6" />
    </Icon>
  )
}

export { ChevronLeftIcon }
