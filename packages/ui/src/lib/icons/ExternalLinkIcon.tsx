import { Icon, type IconProps } from './Icon'

/** An arrow leaving a box: the link opens in a new tab. */
function ExternalLinkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    </Icon>
  )
}

export { ExternalLinkIcon }
