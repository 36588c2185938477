import { Icon, type IconProps } from './Icon'

/** A book with a question mark: the page is not there. */
function BookQuestionIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
      <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
      <path d="M10.5 8.5a2 2 0 1 1 2.5 1.94c-.6.17-1 .7-1 1.31V12" />
      <path d="M12 14.5h.01" />
    </Icon>
  )
}

export { BookQuestionIcon }
