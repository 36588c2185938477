import { Icon, type IconProps } from './Icon'

/** A dash: "some of these". */
function MinusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 12h12" />
    </Icon>
  )
}

export { MinusIcon }
