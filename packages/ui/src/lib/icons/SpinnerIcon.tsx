import { Icon, type IconProps } from './Icon'

/** A faint ring with a bright quarter; give it `animate-spin` to show something is loading. */
function SpinnerIcon(props: IconProps) {
  return (
    <Icon strokeWidth="3" {...props}>
      <circle cx="12" cy="12" r="10" opacity="0.25" />
      <path d="M22 12a10 10 0 0 0-10-10" />
    </Icon>
  )
}

export { SpinnerIcon }
