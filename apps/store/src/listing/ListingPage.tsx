import type { ReactNode } from 'react'
import { useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'

export type Crumb = { name: string; href?: string }

/** Where the page sits: home, then each step; the last one is this page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const t = useT()
  const crumbs: Crumb[] = [{ name: t('app.home'), href: '/' }, ...items]
  return (
    <nav aria-label={t('listing.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={`${index}-${crumb.name}`} className="flex items-center gap-1.5">
              {last || !crumb.href ? (
                <span aria-current={last ? 'page' : undefined} className="text-foreground">
                  {crumb.name}
                </span>
              ) : (
                <StoreLink
                  href={crumb.href}
                  className="rounded-sm underline-offset-4 hover:text-foreground hover:underline"
                >
                  {crumb.name}
                </StoreLink>
              )}
              {!last && <span aria-hidden="true">/</span>}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

type ListingPageProps = {
  /** The page's one heading. */
  title: ReactNode
  /** A small word above the heading that says what kind of list it is ('หมวดหมู่'); none by default. */
  kicker?: ReactNode
  /** A line or two under the heading; none by default. */
  description?: ReactNode
  /** The breadcrumb above everything; none by default. */
  breadcrumb?: ReactNode
  /** Links or buttons beside the heading (contact the publisher); none by default. */
  actions?: ReactNode
  /** What sits between the heading and the books (subcategories); nothing by default. */
  aside?: ReactNode
  /** The filter panel, beside the books on a wide screen and above them on a phone. */
  filters?: ReactNode
  /** The listing body. */
  children: ReactNode
}

/** The frame of every listing page: heading block, optional filters, and the books. */
export function ListingPage({
  title,
  kicker,
  description,
  breadcrumb,
  actions,
  aside,
  filters,
  children,
}: ListingPageProps) {
  return (
    <div className="flex flex-col gap-6">
      {breadcrumb}
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="flex max-w-3xl min-w-0 flex-col gap-1">
          {kicker && (
            <p className="text-sm font-medium tracking-wide text-primary uppercase">{kicker}</p>
          )}
          <h1 className="text-2xl font-bold tracking-tight text-foreground break-words sm:text-3xl">
            {title}
          </h1>
          {description && (
            <p className="text-sm text-muted-foreground sm:text-base">{description}</p>
          )}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {aside}
      <ListingColumns filters={filters}>{children}</ListingColumns>
    </div>
  )
}

/** The filters beside the books on a wide screen, above them on a phone; the books alone without. */
export function ListingColumns({
  filters,
  children,
}: {
  filters?: ReactNode
  children: ReactNode
}) {
  if (!filters) return children
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-6">
      <div className="lg:sticky lg:top-4 lg:w-64 lg:shrink-0">{filters}</div>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  )
}
