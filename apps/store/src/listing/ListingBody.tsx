import type { CatalogProductsModel, ProductOverviewModel, Schema } from '@ebook/api/types'
import { BookCard, BookGrid, EmptyState, Pagination, Select, buttonVariants } from '@ebook/ui'
import { useId, useSyncExternalStore, type ReactNode } from 'react'
import { useT } from '../app/i18n'
import { animateScrollToTop } from '../app/scroll'
import { cardOfCatalogBook } from '../home/catalog-books'
import { renderStoreLink, StoreLink } from '../components/StoreLink'
import { SelectListOptions } from './FilterPanel'
import { useSearchLinks } from './search-links'
import { sortOf, type ListingSearch } from './search-params'

/** Where a page sits in its listing (the paging part of `CatalogProductsModel`). */
export type ListingPaging = Pick<
  CatalogProductsModel,
  'PageNumber' | 'TotalPages' | 'TotalItems' | 'FirstItem' | 'LastItem'
>

type SortOptionItem = Schema<'SelectListItem'>

type ListingBodyProps = {
  /** The books of the page on screen. */
  books: readonly ProductOverviewModel[]
  /** Where this page sits in the listing. */
  paging: ListingPaging
  /** The address's validated search params (the wanted ones while loading); links keep the others. */
  search: ListingSearch & Record<string, unknown>
  /** Whether the books of `search` are still loading: those on screen are dimmed; false by default. */
  pending?: boolean
  /** The sorts the server offers, labelled in the page's language; no sort control by default. */
  sortOptions?: readonly SortOptionItem[]
  /** The accessible name of the list of books. */
  label: string
  /** What shows when the listing has no book at all; a general empty state by default. */
  empty?: ReactNode
  /** How many covers load at once (the first row); 4 by default. */
  eagerCovers?: number
  /** The level of the books' titles, under the page's headings; 'h2' by default. */
  cardHeading?: 'h2' | 'h3'
}

const NARROW = '(max-width: 479px)'
const watchNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether the screen is a phone's: the page numbers then show no neighbours, to fit one line. */
function useNarrowScreen() {
  return useSyncExternalStore(
    watchNarrow,
    () => window.matchMedia(NARROW).matches,
    () => false,
  )
}

/** The sort control: a native select whose change goes to the address, back to page 1. */
function SortSelect({
  options,
  search,
}: {
  options: readonly SortOptionItem[]
  search: ListingBodyProps['search']
}) {
  const t = useT()
  const id = useId()
  const { go } = useSearchLinks(search)
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-muted-foreground">
        {t('listing.sort')}
      </label>
      <Select
        id={id}
        size="sm"
        className="w-auto min-w-44"
        value={String(search.sort ?? 0)}
        onChange={(event) => void go({ sort: sortOf(event.target.value), page: undefined })}
      >
        <SelectListOptions items={options} />
      </Select>
    </div>
  )
}

/**
 * The body every book listing shares: how many books there are, the sort, a grid of book cards
 * and the page numbers. Page, sort and the other params live in the address, so a listing can be
 * shared and reloaded; a new sort starts again at page 1, a page link keeps everything else.
 */
export function ListingBody({
  books,
  paging,
  search,
  pending = false,
  sortOptions,
  label,
  empty,
  eagerCovers = 4,
  cardHeading = 'h2',
}: ListingBodyProps) {
  const t = useT()
  const { hrefOf } = useSearchLinks(search)
  const narrow = useNarrowScreen()
  const page = search.page ?? 1
  const pastTheEnd = books.length === 0 && paging.TotalItems > 0
  const showSort = sortOptions !== undefined && sortOptions.length > 1 && paging.TotalItems > 0

  const emptyState = pastTheEnd ? (
    <EmptyState
      title={t('listing.past_last_title')}
      message={t('listing.past_last_message', { page })}
      action={
        <StoreLink href={hrefOf({ page: undefined })} className={buttonVariants()}>
          {t('listing.first_page')}
        </StoreLink>
      }
    />
  ) : (
    (empty ?? <EmptyState title={t('listing.empty_title')} message={t('listing.empty_message')} />)
  )

  return (
    <div
      data-slot="listing-body"
      data-pending={pending || undefined}
      aria-busy={pending || undefined}
      // The books being replaced fade after a moment, so a quick answer does not flicker.
      className="group/listing flex min-w-0 flex-col gap-4"
    >
      {paging.TotalItems > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-border pb-3">
          <p className="text-sm text-muted-foreground">
            {books.length > 0
              ? t('listing.result_range', {
                  first: paging.FirstItem,
                  last: paging.LastItem,
                  total: paging.TotalItems,
                })
              : t('listing.result_total', { total: paging.TotalItems })}
          </p>
          {showSort && <SortSelect options={sortOptions} search={search} />}
        </div>
      )}
      <BookGrid
        listLabel={label}
        empty={emptyState}
        className="transition-opacity group-data-pending/listing:opacity-50 group-data-pending/listing:delay-150"
      >
        {books.map((book, index) => {
          const { id, ...card } = cardOfCatalogBook(book)
          return (
            <BookCard
              key={id}
              {...card}
              titleAs={cardHeading}
              renderLink={renderStoreLink}
              coverLoading={index < eagerCovers ? 'eager' : 'lazy'}
            />
          )
        })}
      </BookGrid>
      {!pastTheEnd && (
        <Pagination
          // On a phone, "previous" and "next" keep their words for screen readers only.
          className="pt-4 max-[479px]:[&_[data-slot=pagination-next]>span]:sr-only max-[479px]:[&_[data-slot=pagination-previous]>span]:sr-only"
          page={page}
          totalPages={paging.TotalPages}
          siblingCount={narrow ? 0 : 1}
          getHref={(target) => hrefOf({ page: target > 1 ? target : undefined })}
          renderLink={(props) => <StoreLink {...props} />}
          onPageChange={() => void animateScrollToTop()}
        />
      )}
    </div>
  )
}
