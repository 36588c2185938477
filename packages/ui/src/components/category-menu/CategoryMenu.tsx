import { useId, useState, type ComponentProps } from 'react'
import { format } from '../../i18n/define'
import { useUiLocale, useAreaTexts } from '../../i18n/UiProvider'
import { book } from '../../i18n/texts/book'
import { cn } from '../../lib/cn'
import { ChevronRightIcon } from '../../lib/icons/ChevronRightIcon'
import { NewTabHint, newTabProps, renderAnchor, type RenderLink } from '../../lib/links'
import { formatCount, formatNumber } from '../price/format'

type CategoryId = string | number

/** One category of the menu, with its subcategories. */
type CategoryMenuItem = {
  /** Unique among all items of the menu. */
  id: CategoryId
  /** The category's name as shown. */
  name: string
  /** The category's page. */
  href: string
  /** How many books it holds; not shown when undefined. */
  count?: number
  /** Opens the link in a new tab (another site), false by default. */
  external?: boolean
  /** The subcategories; none by default. */
  children?: readonly CategoryMenuItem[]
}

type CategoryMenuProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The top-level categories. */
  items: readonly CategoryMenuItem[]
  /** The category of the current page, marked `aria-current="page"`; its parents start open. None by default. */
  currentId?: CategoryId | null
  /** The open categories, for a controlled menu; undefined by default. */
  expandedIds?: readonly CategoryId[]
  /** The categories open at first in an uncontrolled menu (with the current one's parents); none by default. */
  defaultExpandedIds?: readonly CategoryId[]
  /** Called with the open categories when the user opens or closes one. */
  onExpandedChange?: (expandedIds: CategoryId[]) => void
  /** Renders in-store links (the app's router link); a plain `<a>` by default. External items always use `<a>`. */
  renderLink?: RenderLink
  /** The navigation's accessible name, 'หมวดหมู่' / 'Categories' by default. */
  label?: string
}

/** The ids of the categories that contain `id`, outermost first; null when `id` is not in the tree. */
function pathTo(items: readonly CategoryMenuItem[], id: CategoryId): CategoryId[] | null {
  for (const item of items) {
    if (item.id === id) return []
    const inner = item.children ? pathTo(item.children, id) : null
    if (inner) return [item.id, ...inner]
  }
  return null
}

type NodeProps = {
  item: CategoryMenuItem
  depth: number
  currentId: CategoryId | null | undefined
  expanded: ReadonlySet<CategoryId>
  toggle: (id: CategoryId) => void
  renderLink: RenderLink
  /** A sibling has a toggle: keep its column so counts line up. */
  alignWithToggles: boolean
}

/** Whether any of these items has subcategories. */
const anyHasChildren = (items: readonly CategoryMenuItem[]) =>
  items.some((item) => (item.children?.length ?? 0) > 0)

function CategoryMenuNode({
  item,
  depth,
  currentId,
  expanded,
  toggle,
  renderLink,
  alignWithToggles,
}: NodeProps) {
  const texts = useAreaTexts('book', book)
  const locale = useUiLocale()
  const groupId = useId()
  const hasChildren = (item.children?.length ?? 0) > 0
  const open = hasChildren && expanded.has(item.id)
  const current = currentId !== undefined && currentId !== null && item.id === currentId

  const content = (
    <>
      <span className="min-w-0 flex-1 truncate">{item.name}</span>
      {item.external && <NewTabHint />}
      {item.count !== undefined && (
        <>
          <span aria-hidden="true" className="text-xs text-muted-foreground tabular-nums">
            {formatNumber(item.count, locale)}
          </span>
          <span className="sr-only">
            {' '}
            ({formatCount(item.count, locale, texts.bookCount, texts.bookCount)})
          </span>
        </>
      )}
    </>
  )
  const linkProps = {
    href: item.href,
    'data-slot': 'category-menu-link',
    'aria-current': current ? ('page' as const) : undefined,
    className: cn(
      'flex min-h-9 min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-sm text-foreground',
      'hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:font-semibold',
      'aria-[current=page]:shadow-[inset_3px_0_0_var(--ui-primary)]',
    ),
    children: content,
  }

  return (
    <li
      data-slot="category-menu-item"
      data-depth={depth}
      data-state={hasChildren ? (open ? 'open' : 'closed') : undefined}
      data-current={current ? '' : undefined}
    >
      <div className="flex items-center gap-1">
        {item.external ? <a {...linkProps} {...newTabProps} /> : renderLink(linkProps)}
        {!hasChildren && alignWithToggles && (
          <span aria-hidden="true" className="size-9 shrink-0" />
        )}
        {hasChildren && (
          <button
            type="button"
            data-slot="category-menu-toggle"
            data-state={open ? 'open' : 'closed'}
            aria-expanded={open}
            aria-controls={groupId}
            aria-label={format(texts.subcategoriesOf, { name: item.name })}
            onClick={() => toggle(item.id)}
            className={cn(
              'inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground',
              'hover:bg-muted hover:text-foreground',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              '[&>svg]:transition-transform data-[state=open]:[&>svg]:rotate-90',
            )}
          >
            <ChevronRightIcon className="size-4" />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul
          id={groupId}
          data-slot="category-menu-group"
          hidden={!open}
          className="mt-0.5 ml-3 flex flex-col gap-0.5 border-l border-border pl-2"
        >
          {item.children?.map((child) => (
            <CategoryMenuNode
              key={child.id}
              item={child}
              depth={depth + 1}
              currentId={currentId}
              expanded={expanded}
              toggle={toggle}
              renderLink={renderLink}
              alignWithToggles={anyHasChildren(item.children ?? [])}
            />
          ))}
        </ul>
      )}
    </li>
  )
}

/**
 * The category tree as a navigation: each category with subcategories has a button that shows
 * or hides them (`aria-expanded`), and the current category is marked `aria-current="page"`.
 */
function CategoryMenu({
  items,
  currentId,
  expandedIds,
  defaultExpandedIds = [],
  onExpandedChange,
  renderLink = renderAnchor,
  label,
  className,
  ...props
}: CategoryMenuProps) {
  const texts = useAreaTexts('book', book)
  const [uncontrolled, setUncontrolled] = useState<CategoryId[]>(() => [
    ...new Set([
      ...defaultExpandedIds,
      ...(currentId !== undefined && currentId !== null ? (pathTo(items, currentId) ?? []) : []),
    ]),
  ])
  const open = expandedIds ?? uncontrolled
  const expanded = new Set(open)

  const toggle = (id: CategoryId) => {
    const next = expanded.has(id) ? open.filter((other) => other !== id) : [...open, id]
    if (expandedIds === undefined) setUncontrolled(next)
    onExpandedChange?.(next)
  }

  return (
    <nav
      data-slot="category-menu"
      aria-label={label ?? texts.categories}
      className={cn('text-foreground', className)}
      {...props}
    >
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => (
          <CategoryMenuNode
            key={item.id}
            item={item}
            depth={0}
            currentId={currentId}
            expanded={expanded}
            toggle={toggle}
            renderLink={renderLink}
            alignWithToggles={anyHasChildren(items)}
          />
        ))}
      </ul>
    </nav>
  )
}

export { CategoryMenu }
export type { CategoryId, CategoryMenuItem, CategoryMenuProps }
