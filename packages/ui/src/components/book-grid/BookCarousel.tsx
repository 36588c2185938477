import {
  Children,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react'
import { useAreaTexts } from '../../i18n/UiProvider'
import { book } from '../../i18n/texts/book'
import { cn } from '../../lib/cn'
import { ChevronLeftIcon } from '../../lib/icons/ChevronLeftIcon'
import { ChevronRightIcon } from '../../lib/icons/ChevronRightIcon'
import { BookCardSkeleton } from '../book-card/BookCard'
import { IconButton } from '../button/Button'
import { renderAnchor, type RenderLink } from '../../lib/links'
import { keyOf } from './keys'

type BookCarouselProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  /** The row's heading ('หนังสือขายดี'), which also names the section. */
  title: ReactNode
  /** The heading level, 'h2' by default. */
  titleAs?: 'h2' | 'h3'
  /** The books, usually `BookCard`s; each goes into its own list item. */
  children?: ReactNode
  /** Where 'ดูทั้งหมด' / 'See all' leads; no such link by default. */
  seeAllHref?: string
  /** Renders the 'See all' link (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLink
  /** Shows skeleton cards instead of the books, false by default. */
  loading?: boolean
  /** How many skeleton cards show while loading, 6 by default. */
  skeletonCount?: number
}

/** Each book's width in the row follows the row's width, so a part of the next book peeks in. */
const itemWidth =
  'w-[42%] shrink-0 snap-start @md:w-[30%] @2xl:w-[23%] @4xl:w-[18.5%] @6xl:w-[15.5%]'

/**
 * A titled row of books that scrolls sideways, snapping to books. The previous and next buttons
 * scroll by one row-width; they are marked unavailable at either end. No autoplay.
 */
function BookCarousel({
  title,
  titleAs: Title = 'h2',
  children,
  seeAllHref,
  renderLink = renderAnchor,
  loading = false,
  skeletonCount = 6,
  className,
  ...props
}: BookCarouselProps) {
  const texts = useAreaTexts('book', book)
  const titleId = useId()
  const listId = useId()
  const listRef = useRef<HTMLUListElement>(null)
  const [ends, setEnds] = useState({ start: true, end: true })
  const books = Children.toArray(children)

  const measure = useCallback(() => {
    const list = listRef.current
    if (!list) return
    const start = list.scrollLeft <= 1
    const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1
    setEnds((previous) =>
      previous.start === start && previous.end === end ? previous : { start, end },
    )
  }, [])

  useEffect(() => {
    const list = listRef.current
    if (!list) return
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(list)
    list.addEventListener('scroll', measure, { passive: true })
    return () => {
      observer.disconnect()
      list.removeEventListener('scroll', measure)
    }
  }, [measure, books.length, loading])

  const scrollByPage = (direction: -1 | 1) => {
    const list = listRef.current
    if (!list || (direction < 0 ? ends.start : ends.end)) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    list.scrollBy({
      left: direction * list.clientWidth,
      behavior: reduceMotion ? 'auto' : 'smooth',
    })
  }

  return (
    <section
      data-slot="book-carousel"
      aria-labelledby={titleId}
      className={cn('@container flex flex-col gap-3', className)}
      {...props}
    >
      <div className="flex items-center gap-2">
        <Title id={titleId} className="mr-auto text-xl font-semibold text-foreground">
          {title}
        </Title>
        {seeAllHref &&
          renderLink({
            href: seeAllHref,
            'data-slot': 'book-carousel-see-all',
            'aria-describedby': titleId,
            className:
              'rounded-sm px-1 text-sm font-medium text-primary underline-offset-4 hover:underline',
            children: texts.seeAll,
          })}
        <IconButton
          size="sm"
          variant="outline"
          data-slot="book-carousel-previous"
          aria-label={texts.carouselPrevious}
          aria-controls={listId}
          aria-disabled={ends.start || undefined}
          onClick={() => scrollByPage(-1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          size="sm"
          variant="outline"
          data-slot="book-carousel-next"
          aria-label={texts.carouselNext}
          aria-controls={listId}
          aria-disabled={ends.end || undefined}
          onClick={() => scrollByPage(1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </div>
      <p role="status" className="sr-only">
        {loading ? texts.loadingBooks : ''}
      </p>
      <ul
        ref={listRef}
        id={listId}
        data-slot="book-carousel-list"
        aria-busy={loading || undefined}
        className={cn(
          'flex snap-x snap-mandatory gap-3 overscroll-x-contain [scrollbar-width:none]',
          loading ? 'overflow-x-hidden' : 'overflow-x-auto',
        )}
      >
        {loading
          ? Array.from({ length: skeletonCount }, (_, index) => (
              <li key={index} className={itemWidth} aria-hidden="true">
                <BookCardSkeleton />
              </li>
            ))
          : books.map((book, index) => (
              <li key={keyOf(book, index)} className={cn(itemWidth, 'min-w-0')}>
                {book}
              </li>
            ))}
      </ul>
    </section>
  )
}

export { BookCarousel }
export type { BookCarouselProps }
