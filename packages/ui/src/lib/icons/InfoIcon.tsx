import { Icon, type IconProps } from './Icon'

/** An 'i' in a circle: for your information. */
function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-5M12 8h.01" />
    </Icon>
  )
}

export { InfoIcon }
