import { Icon, type IconProps } from './Icon'

/** A filled star, drawn in the text colour (or a `fill-*` class): ratings. */
function StarIcon(props: IconProps) {
  return (
    <Icon fill="currentColor" stroke="none" {...props}>
      <path d="M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z" />
    </Icon>
  )
}

export { StarIcon }
