import { Icon, type IconProps } from './Icon'

/** A closed book: a cover that could not be shown. */
function BookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 19.5V5a2 2 0 0 1 2-2h14v16H6.5A2.5 2.5 0 0 0 4 21.5a2.5 2.5 0 0 0 2.5 2.5" />
      <path d="M8 7h8" />
    </Icon>
  )
}

export { BookIcon }
