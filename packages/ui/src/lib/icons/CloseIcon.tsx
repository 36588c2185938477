import { Icon, type IconProps } from './Icon'

/** A cross: close, dismiss. */
function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  )
}

export { CloseIcon }
