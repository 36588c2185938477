import { homeQueries, searchQueries, type SearchQuery } from '@ebook/api/queries'
import type { CatalogProductsModel, Schema } from '@ebook/api/types'
import { EmptyState, InfoIcon, buttonVariants } from '@ebook/ui'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useLocale, useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'
import { ListingBody } from '../listing/ListingBody'
import { ListingColumns } from '../listing/ListingPage'
import { useListingData } from '../listing/listing-data'
import type { SearchPageSearch } from './search-params'

type SortOptionItem = Schema<'SelectListItem'>

/** In a search, sort 0 puts the best matches first: it is named so. */
export function searchSortOptions(
  options: readonly SortOptionItem[],
  relevance: string,
): SortOptionItem[] {
  return options.map((option) => (option.Value === '0' ? { ...option, Text: relevance } : option))
}

/** The top categories as links, for a search that found nothing. */
function CategorySuggestions() {
  const locale = useLocale()
  const t = useT()
  const { data: tree } = useQuery(homeQueries.categoryTree(locale))
  if (!tree?.length) return null
  return (
    <nav aria-label={t('search_page.browse_categories')} className="flex flex-col gap-2">
      <p className="text-sm font-medium text-foreground">{t('search_page.browse_categories')}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {tree.map((category) => (
          <li key={category.CategoryId}>
            <StoreLink
              href={`/category/${category.CategoryId}`}
              className="inline-flex min-h-9 items-center rounded-full border border-border bg-surface px-4 text-sm text-surface-foreground transition-colors hover:border-primary hover:text-primary"
            >
              {category.Name}
            </StoreLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Nothing matched: what to try, where else to look. */
export function NoResults({ q, advancedHref }: { q: string; advancedHref: string }) {
  const t = useT()
  return (
    <EmptyState
      title={t('search_page.empty_title', { q })}
      message={t('search_page.empty_message')}
      action={
        <>
          <StoreLink href={advancedHref} className={buttonVariants()}>
            {t('search_page.advanced_link')}
          </StoreLink>
          <StoreLink href="/bestseller" className={buttonVariants({ variant: 'outline' })}>
            {t('listing_pages.browse_bestsellers')}
          </StoreLink>
          <StoreLink href="/newproducts" className={buttonVariants({ variant: 'outline' })}>
            {t('listing_pages.browse_new')}
          </StoreLink>
        </>
      }
    >
      <ul className="flex max-w-prose list-disc flex-col gap-1 ps-5 text-start text-sm text-muted-foreground">
        <li>{t('search_page.tip_spelling')}</li>
        <li>{t('search_page.tip_author')}</li>
        <li>{t('search_page.tip_advanced')}</li>
      </ul>
      <div className="mt-3">
        <CategorySuggestions />
      </div>
    </EmptyState>
  )
}

/**
 * A page of books matching a search (`POST /v2/catalog/search`), with the sort, the count and
 * the pages, and the filters made from the answer beside them; `empty` shows when nothing
 * matched. A new page, sort or filter keeps the books on screen, busy, until the next ones come.
 */
export function SearchResults({
  search,
  queryOf,
  filters,
  empty,
  eagerCovers,
  cardHeading,
  sortable = true,
}: {
  /** The address's validated params. */
  search: SearchPageSearch
  /** The search call's Data for an address (a function of the module, so the same each render). */
  queryOf: (search: SearchPageSearch) => SearchQuery
  /** The filters for the books of an answer; none by default. */
  filters?: (model: CatalogProductsModel) => ReactNode
  empty: ReactNode
  eagerCovers?: number
  cardHeading?: 'h2' | 'h3'
  /** Whether the results have their own sort control (the advanced form has one); true by default. */
  sortable?: boolean
}) {
  const locale = useLocale()
  const t = useT()
  const { data, pending } = useListingData(search, (shown) =>
    searchQueries.results(locale, queryOf(shown)),
  )
  const model = data.CatalogProductsModel
  return (
    <div className="flex flex-col gap-4">
      {data.Warning && (
        <p className="flex items-center gap-2 rounded-md border border-border bg-muted px-3 py-2 text-sm">
          <InfoIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {data.Warning}
        </p>
      )}
      <ListingColumns filters={filters?.(model)}>
        <ListingBody
          books={model.Products}
          paging={model}
          search={search}
          pending={pending}
          sortOptions={
            sortable
              ? searchSortOptions(model.AvailableSortOptions, t('search_page.sort_relevance'))
              : undefined
          }
          label={t('search_page.results')}
          empty={empty}
          eagerCovers={eagerCovers}
          cardHeading={cardHeading}
        />
      </ListingColumns>
    </div>
  )
}
