import { cn, NewTabHint } from '@ebook/ui'
import type { TextKey } from '../i18n'
import { StoreLink } from './StoreLink'

/**
 * An entry of the header's or the footer's menu (the footer's list is in footer-menu.ts: the
 * footer is a lazy part, so its list stays out of the first load). `external` (SPEC §3's
 * 'external' menu marker) marks a page outside the store: it opens in a new tab, with
 * `rel="noopener"` and the kit's hint (an icon, and 'opens in a new tab' for screen readers),
 * never through the app's router.
 */
export type MenuEntry = { label: TextKey; href: string; external?: boolean }

/** The header's links beside the category menu. */
export const headerMenu: readonly MenuEntry[] = [
  { label: 'header.bestsellers', href: '/bestseller' },
  { label: 'header.new_books', href: '/newproducts' },
]

/** A menu entry as a link: in the app, or in a new tab when it is external. */
export function MenuLink({
  entry,
  label,
  className,
}: {
  entry: MenuEntry
  label: string
  className?: string
}) {
  if (entry.external) {
    return (
      <a
        href={entry.href}
        target="_blank"
        rel="noopener"
        className={cn('inline-flex items-center gap-1', className)}
      >
        {label}
        <NewTabHint />
      </a>
    )
  }
  return (
    <StoreLink href={entry.href} className={className}>
      {label}
    </StoreLink>
  )
}
