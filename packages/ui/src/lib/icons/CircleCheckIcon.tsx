import { Icon, type IconProps } from './Icon'

/** A tick in a circle: it worked. */
function CircleCheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12.5 2.5 2.5L16 9.5" />
    </Icon>
  )
}

export { CircleCheckIcon }
