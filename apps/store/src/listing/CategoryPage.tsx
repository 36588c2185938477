import { catalogQueries } from '@ebook/api/queries'
import type { Schema } from '@ebook/api/types'
import { getRouteApi } from '@tanstack/react-router'
import { useId } from 'react'
import { useLocale, useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'
import { CategoryFilters, noCategoryFilters } from './CategoryFilters'
import { FilteredEmpty } from './FilterPanel'
import { ListingBody } from './ListingBody'
import { textOfHtml } from '../lib/html-text'
import { Breadcrumb, ListingPage } from './ListingPage'
import { useSearchLinks } from './search-links'
import { categoryParams, filterCount } from './listing-params'
import { useListingData } from './listing-data'

const route = getRouteApi('/{-$locale}/category/$id')

/** The category's subcategories as links, above its books. */
function Subcategories({ items }: { items: readonly Schema<'SubCategoryModel'>[] }) {
  const t = useT()
  const headingId = useId()
  return (
    <nav aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-sm font-semibold text-muted-foreground">
        {t('listing.subcategories')}
      </h2>
      {/* On a phone one row that scrolls sideways (wrapped rows would wrap anew when the web
          font replaces the fallback, moving everything below them), with room for the focus
          outline inside its scroll box. */}
      <ul className="-m-1 flex gap-2 overflow-x-auto p-1 [scrollbar-width:none] sm:m-0 sm:flex-wrap sm:overflow-visible sm:p-0">
        {items.map((item) => (
          <li key={item.Id} className="shrink-0">
            <StoreLink
              href={`/category/${item.Id}`}
              className="inline-flex min-h-9 items-center rounded-full border border-border bg-surface px-4 text-sm font-medium text-surface-foreground transition-colors hover:border-primary hover:text-primary"
            >
              {item.Name}
            </StoreLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * /category/{id}: the category's path, subcategories, filters and a sorted page of its books
 * (`GET /v2/catalog/category/{id}`; the books of its subcategories included).
 */
export function CategoryPage() {
  const locale = useLocale()
  const { id } = route.useParams()
  const search = route.useSearch()
  const { data, pending } = useListingData(search, (shown) =>
    catalogQueries.category(locale, id, categoryParams(shown)),
  )
  const { hrefOf } = useSearchLinks(search)
  const model = data.CatalogProductsModel
  const path = data.CategoryBreadcrumb.length
    ? data.CategoryBreadcrumb.map((step) => ({ name: step.Name, href: `/category/${step.Id}` }))
    : [{ name: data.Name }]
  return (
    <ListingPage
      breadcrumb={<Breadcrumb items={path} />}
      title={data.Name}
      description={textOfHtml(data.Description) || undefined}
      aside={data.SubCategories.length > 0 && <Subcategories items={data.SubCategories} />}
      filters={<CategoryFilters model={model} search={search} />}
    >
      <ListingBody
        books={model.Products}
        paging={model}
        search={search}
        pending={pending}
        sortOptions={model.AvailableSortOptions}
        label={data.Name}
        empty={
          filterCount(search) > 0 ? (
            <FilteredEmpty clearHref={hrefOf(noCategoryFilters)} />
          ) : undefined
        }
      />
    </ListingPage>
  )
}
