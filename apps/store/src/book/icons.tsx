import { Icon, type IconProps } from '@ebook/ui'

// The book page's own icons, drawn in the kit's icon frame (24×24 outline, hidden from assistive
// technology).

/** A heart (the wishlist); filled when the book is in it. */
export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon fill={filled ? 'currentColor' : 'none'} {...props}>
      <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />
    </Icon>
  )
}

/** A bookmark on a book (a sample for the bookshelf). */
export function SampleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 19.5v-15A2.5 2.5 0 0 1 6.5 2H20v20H6.5a2.5 2.5 0 0 1 0-5H20" />
      <path d="M12 2v8l2.5-2 2.5 2V2" />
    </Icon>
  )
}
