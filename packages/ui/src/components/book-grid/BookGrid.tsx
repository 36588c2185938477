import { Children, type ComponentProps, type ReactNode } from 'react'
import { useAreaTexts } from '../../i18n/UiProvider'
import { book } from '../../i18n/texts/book'
import { cn } from '../../lib/cn'
import { BookCardSkeleton } from '../book-card/BookCard'
import { EmptyState } from '../empty-state/EmptyState'
import { keyOf } from './keys'

type BookGridProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The books, usually `BookCard`s; each goes into its own list item. */
  children?: ReactNode
  /** Shows skeleton cards instead of the books, false by default. */
  loading?: boolean
  /** How many skeleton cards show while loading, 12 by default. */
  skeletonCount?: number
  /** What shows when there are no books, the kit's empty state by default. */
  empty?: ReactNode
  /** The accessible name of the list of books; none by default (the section's heading names it). */
  listLabel?: string
}

/** The grid's columns follow its own width: 2 on a phone up to 6 on a desktop. */
const gridColumns =
  'grid grid-cols-2 gap-x-3 gap-y-5 @lg:grid-cols-3 @2xl:grid-cols-4 @4xl:grid-cols-5 @6xl:grid-cols-6'

/** A responsive grid of books with its loading and empty states. */
function BookGrid({
  children,
  loading = false,
  skeletonCount = 12,
  empty,
  listLabel,
  className,
  ...props
}: BookGridProps) {
  const texts = useAreaTexts('book', book)
  const books = Children.toArray(children)
  const state = loading ? 'loading' : books.length === 0 ? 'empty' : 'ready'

  return (
    <div
      data-slot="book-grid"
      data-state={state}
      aria-busy={loading || undefined}
      className={cn('@container', className)}
      {...props}
    >
      {/* Always present, so the start of loading is announced. */}
      <p role="status" className="sr-only">
        {loading ? texts.loadingBooks : ''}
      </p>
      {state === 'loading' && (
        <ul className={gridColumns} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>
              <BookCardSkeleton />
            </li>
          ))}
        </ul>
      )}
      {state === 'empty' &&
        (empty ?? <EmptyState title={texts.emptyTitle} message={texts.emptyMessage} />)}
      {state === 'ready' && (
        <ul className={gridColumns} aria-label={listLabel}>
          {books.map((book, index) => (
            <li key={keyOf(book, index)} className="min-w-0">
              {book}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export { BookGrid }
export type { BookGridProps }
