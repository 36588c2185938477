import type { ComponentProps, ReactNode } from 'react'
import { format } from '../../i18n/define'
import { useAreaTexts } from '../../i18n/UiProvider'
import { common } from '../../i18n/texts/common'
import { cn } from '../../lib/cn'
import { ChevronLeftIcon } from '../../lib/icons/ChevronLeftIcon'
import { ChevronRightIcon } from '../../lib/icons/ChevronRightIcon'
import { buttonVariants } from '../button'

/** One entry of the page list: a page number, or a gap standing for the pages left out. */
type PaginationItem = number | 'ellipsis'

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)

/**
 * The pages to show: the first and last, the current one with `siblingCount` neighbours each
 * side, and a gap for each run of pages left out: page 5 of 20 gives 1 … 4 5 6 … 20. A gap never
 * stands for a single page (that page is shown instead), so the list keeps the same length.
 */
function paginationItems(page: number, totalPages: number, siblingCount = 1): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages))
  // First, last, current, its neighbours and two gaps.
  const slots = siblingCount * 2 + 5
  if (total <= slots) return range(1, total)

  const current = Math.min(Math.max(1, Math.floor(page)), total)
  const left = Math.max(current - siblingCount, 1)
  const right = Math.min(current + siblingCount, total)
  const gapBefore = left > 3
  const gapAfter = right < total - 2

  if (!gapBefore) return [...range(1, slots - 2), 'ellipsis', total]
  if (!gapAfter) return [1, 'ellipsis', ...range(total - (slots - 3), total)]
  return [1, 'ellipsis', ...range(left, right), 'ellipsis', total]
}

/** What `renderLink` receives: spread it on the router's link (it holds `href`). */
type PaginationLinkProps = ComponentProps<'a'> & { href: string }

type PaginationProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The current page, counted from 1. */
  page: number
  /** How many pages there are; with fewer than 2 nothing is rendered. */
  totalPages: number
  /** Called with the chosen page; undefined by default. Without `getHref` pages are buttons. */
  onPageChange?: (page: number) => void
  /** The address of a page; undefined by default. When given, pages are links. */
  getHref?: (page: number) => string
  /** Renders a page link with the app's router (`<Link>`); a plain `<a>` by default. */
  renderLink?: (props: PaginationLinkProps, page: number) => ReactNode
  /** How many pages to show on each side of the current one, 1 by default. */
  siblingCount?: number
  /** The landmark's accessible name; the kit's 'Pages' text by default. */
  label?: string
}

/**
 * Page numbers with previous and next, in a navigation landmark. Pages are buttons calling
 * `onPageChange`, or links when `getHref` is given (drawn by `renderLink` for a router).
 */
function Pagination({
  page,
  totalPages,
  onPageChange,
  getHref,
  renderLink,
  siblingCount = 1,
  label,
  className,
  ...props
}: PaginationProps) {
  const texts = useAreaTexts('common', common)
  if (totalPages < 2) return null
  const current = Math.min(Math.max(1, Math.floor(page)), totalPages)

  /** A page control: a link (router's or plain) when pages have addresses, else a button. */
  const control = (
    target: number,
    options: { slot: string; className: string; children: ReactNode; ariaLabel?: string },
  ) => {
    const isCurrent = target === current
    const disabled = target < 1 || target > totalPages
    const common = {
      'data-slot': options.slot,
      'aria-label': options.ariaLabel,
      'aria-current': isCurrent ? ('page' as const) : undefined,
      'data-active': isCurrent ? '' : undefined,
      'data-disabled': disabled ? '' : undefined,
      className: options.className,
      children: options.children,
    }
    if (getHref) {
      // A link that leads nowhere keeps its role but loses its address (it can't be followed).
      if (disabled) return <a role="link" aria-disabled="true" {...common} />
      const linkProps: PaginationLinkProps = {
        ...common,
        href: getHref(target),
        // The link still navigates; onPageChange is told too (to scroll, say), except for
        // the current page.
        onClick: onPageChange
          ? () => {
              if (!isCurrent) onPageChange(target)
            }
          : undefined,
      }
      return renderLink ? renderLink(linkProps, target) : <a {...linkProps} />
    }
    return (
      <button
        type="button"
        disabled={disabled}
        onClick={() => {
          if (!isCurrent) onPageChange?.(target)
        }}
        {...common}
      />
    )
  }

  // The medium size's height and text, with a narrower gap and padding.
  const stepClass = cn(
    buttonVariants({ variant: 'ghost', size: null }),
    'h-10 gap-1 px-2.5 text-sm',
  )

  return (
    <nav
      aria-label={label ?? texts.pagination}
      data-slot="pagination"
      className={cn('flex justify-center', className)}
      {...props}
    >
      <ul data-slot="pagination-list" className="flex flex-wrap items-center gap-1">
        <li>
          {control(current - 1, {
            slot: 'pagination-previous',
            className: cn(stepClass, 'pl-1.5'),
            children: (
              <>
                <ChevronLeftIcon />
                <span>{texts.paginationPrevious}</span>
              </>
            ),
          })}
        </li>
        {paginationItems(current, totalPages, siblingCount).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true">
              <span
                data-slot="pagination-ellipsis"
                className="flex size-10 items-center justify-center text-muted-foreground"
              >
                …
              </span>
            </li>
          ) : (
            <li key={item}>
              {control(item, {
                slot: 'pagination-page',
                ariaLabel: format(texts.paginationPage, { n: item }),
                className: cn(
                  buttonVariants({ variant: item === current ? 'primary' : 'ghost', size: 'icon' }),
                  'w-auto min-w-10 px-2 tabular-nums',
                ),
                children: item,
              })}
            </li>
          ),
        )}
        <li>
          {control(current + 1, {
            slot: 'pagination-next',
            className: cn(stepClass, 'pr-1.5'),
            children: (
              <>
                <span>{texts.paginationNext}</span>
                <ChevronRightIcon />
              </>
            ),
          })}
        </li>
      </ul>
    </nav>
  )
}

export { Pagination, paginationItems }
export type { PaginationItem, PaginationLinkProps, PaginationProps }
