import { Icon } from '@ebook/ui'

// The reader's toolbar icons, in the kit's icon frame (24×24 outlines in the text colour).

/** A list with bullets: the table of contents. */
export function ContentsIcon() {
  return (
    <Icon>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <path d="M4 6h.01M4 12h.01M4 18h.01" />
    </Icon>
  )
}

/** A magnifying glass: search. */
export function SearchIcon() {
  return (
    <Icon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Icon>
  )
}

/** A marker pen: highlights and notes. */
export function NotesIcon() {
  return (
    <Icon>
      <path d="m9 11-6 6v3h9l3-3" />
      <path d="m22 12-4.6 4.6a2 2 0 0 1-2.8 0l-5.2-5.2a2 2 0 0 1 0-2.8L14 4" />
    </Icon>
  )
}

/** A ribbon bookmark, filled when the page is bookmarked. */
export function BookmarkIcon({ filled = false }: { filled?: boolean }) {
  return (
    <Icon fill={filled ? 'currentColor' : 'none'}>
      <path d="M6 3h12v18l-6-4-6 4z" />
    </Icon>
  )
}

/** Two letters A: text settings. */
export function TextSettingsIcon() {
  return (
    <Icon>
      <path d="m3 19 5-14 5 14M5 14h6" />
      <path d="m14 19 3.5-9 3.5 9M15.2 16h4.6" />
    </Icon>
  )
}

/** An arrow to the left: back to the book's page. */
export function BackIcon() {
  return (
    <Icon>
      <path d="M19 12H5" />
      <path d="m12 19-7-7 7-7" />
    </Icon>
  )
}

/** A plus sign: larger text. */
export function PlusIcon() {
  return (
    <Icon>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  )
}
