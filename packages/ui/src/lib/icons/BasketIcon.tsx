import { Icon, type IconProps } from './Icon'

/** A shopping bag: the basket. */
function BasketIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4z" />
      <path d="M3 6h18M16 10a4 4 0 0 1-8 0" />
    </Icon>
  )
}

export { BasketIcon }
