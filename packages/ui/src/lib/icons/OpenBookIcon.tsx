import { Icon, type IconProps } from './Icon'

/** An open book: nothing to show yet. */
function OpenBookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 4.5h6a4 4 0 0 1 4 4V20a3 3 0 0 0-3-3H2z" />
      <path d="M22 4.5h-6a4 4 0 0 0-4 4V20a3 3 0 0 1 3-3h7z" />
    </Icon>
  )
}

export { OpenBookIcon }
