import { Icon, type IconProps } from './Icon'

/** Three bars: opens the menu. */
function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  )
}

export { MenuIcon }
