import { Icon, type IconProps } from './Icon'

/** A cross in a circle: it failed. */
function CircleXIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m15 9-6 6M9 9l6 6" />
    </Icon>
  )
}

export { CircleXIcon }
