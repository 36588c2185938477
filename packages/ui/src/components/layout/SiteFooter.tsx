import { useId, type ComponentProps, type ReactNode } from 'react'
import { format } from '../../i18n/define'
import { useAreaTexts } from '../../i18n/UiProvider'
import { book } from '../../i18n/texts/book'
import { cn } from '../../lib/cn'
import { NewTabHint, newTabProps, renderAnchor, type RenderLink } from '../../lib/links'

/** A link of the footer: a topic page, the policy, or another site. */
type SiteFooterLink = {
  /** The link's text. */
  label: string
  /** Where it leads. */
  href: string
  /** Opens in a new tab (another site), false by default. */
  external?: boolean
}

/** A titled column of footer links. */
type SiteFooterLinkGroup = {
  /** The column's heading. */
  title: string
  /** Its links. */
  links: readonly SiteFooterLink[]
}

type SiteFooterProps = Omit<ComponentProps<'footer'>, 'children'> & {
  /** The store's logo or name; none by default. */
  logo?: ReactNode
  /** Columns of topic links (policy, terms, purchase process, contact); none by default. */
  linkGroups?: readonly SiteFooterLinkGroup[]
  /** Renders in-store links (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLink
  /** Anything else (social links, contact details), below the logo; none by default. */
  children?: ReactNode
  /** The copyright line; by default '© {year} {storeName} สงวนลิขสิทธิ์' when `storeName` is given. */
  copyright?: ReactNode
  /** The store's name for the default copyright line; none by default. */
  storeName?: string
  /** The year of the default copyright line, the current year by default. */
  year?: number
  /** The heading level of the column titles, 'h2' by default. */
  groupTitleAs?: 'h2' | 'h3'
  /** The links' navigation name, 'ข้อมูลร้านค้า' / 'Store information' by default. */
  navigationLabel?: string
}

/** The store's footer (the contentinfo landmark): logo, columns of topic links and copyright. */
function SiteFooter({
  logo,
  linkGroups = [],
  renderLink = renderAnchor,
  children,
  copyright,
  storeName,
  year,
  groupTitleAs: GroupTitle = 'h2',
  navigationLabel,
  className,
  ...props
}: SiteFooterProps) {
  const texts = useAreaTexts('book', book)
  const idPrefix = useId()
  const copyrightLine =
    copyright ??
    (storeName
      ? format(texts.copyright, { year: year ?? new Date().getFullYear(), name: storeName })
      : null)
  const linkClass =
    'inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline underline-offset-4'

  return (
    <footer
      data-slot="site-footer"
      className={cn(
        '@container border-t border-border bg-surface text-surface-foreground',
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-3 py-10 @3xl:flex-row @3xl:px-6">
        {(logo || children) && (
          <div
            data-slot="site-footer-brand"
            className="flex flex-col gap-3 @3xl:w-64 @3xl:shrink-0"
          >
            {logo}
            {children}
          </div>
        )}
        {linkGroups.length > 0 && (
          <nav
            data-slot="site-footer-navigation"
            aria-label={navigationLabel ?? texts.footerNavigation}
            className="grid flex-1 grid-cols-2 gap-6 @xl:grid-cols-3 @4xl:grid-cols-4"
          >
            {linkGroups.map((group, index) => (
              <div key={group.title} data-slot="site-footer-group" className="flex flex-col gap-2">
                <GroupTitle id={`${idPrefix}-${index}`} className="text-sm font-semibold">
                  {group.title}
                </GroupTitle>
                <ul aria-labelledby={`${idPrefix}-${index}`} className="flex flex-col gap-1.5">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      {link.external ? (
                        <a href={link.href} className={linkClass} {...newTabProps}>
                          {link.label}
                          <NewTabHint />
                        </a>
                      ) : (
                        renderLink({ href: link.href, className: linkClass, children: link.label })
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
      </div>
      {copyrightLine && (
        <div className="border-t border-border">
          <p
            data-slot="site-footer-copyright"
            className="mx-auto max-w-7xl px-3 py-4 text-xs text-muted-foreground @3xl:px-6"
          >
            {copyrightLine}
          </p>
        </div>
      )}
    </footer>
  )
}

export { SiteFooter }
export type { SiteFooterLink, SiteFooterLinkGroup, SiteFooterProps }
