import type { CatalogProductsModel } from '@ebook/api/types'
import { useT } from '../app/i18n'
import { FilterPanel, OptionGroup, PriceFilter, worthOffering } from './FilterPanel'
import { useSearchLinks } from './search-links'
import { filterCount } from './listing-params'
import { idsOf, type CategorySearch } from './search-params'

/** A category's address with no filter. */
export const noCategoryFilters = {
  min: undefined,
  max: undefined,
  imprint: undefined,
  spec: undefined,
  page: undefined,
} satisfies Partial<CategorySearch>

/**
 * A category's filters (`price`, imprints as `ms`, specifications as `specs`) in the listing's
 * filter panel. Each change goes into the address, back to page 1.
 */
export function CategoryFilters({
  model,
  search,
}: {
  model: CatalogProductsModel
  search: CategorySearch
}) {
  const t = useT()
  const { go, hrefOf } = useSearchLinks(search)
  const count = filterCount(search)
  const showImprints = worthOffering(model.ManufacturerFilter, search.imprint)
  const specGroups = model.SpecificationFilter.filter((group) =>
    worthOffering(group.Options, search.spec),
  )
  const showPrice = model.PriceRangeFilter.Enabled
  if (!showPrice && !showImprints && specGroups.length === 0 && count === 0) return null

  const toggle = (key: 'imprint' | 'spec', id: number, on: boolean) => {
    const current = search[key] ?? []
    void go({
      [key]: idsOf(on ? [...current, id] : current.filter((other) => other !== id)),
      page: undefined,
    })
  }

  return (
    <FilterPanel count={count} clearHref={hrefOf(noCategoryFilters)}>
      {showPrice && (
        <PriceFilter
          range={model.PriceRangeFilter}
          min={search.min}
          max={search.max}
          onApply={(min, max) => void go({ min, max, page: undefined })}
        />
      )}
      {showImprints && (
        <OptionGroup
          title={t('listing.imprints')}
          options={model.ManufacturerFilter}
          chosen={search.imprint ?? []}
          onToggle={(id, on) => toggle('imprint', id, on)}
        />
      )}
      {specGroups.map((group) => (
        <OptionGroup
          key={group.Id}
          title={group.Name}
          options={group.Options}
          chosen={search.spec ?? []}
          onToggle={(id, on) => toggle('spec', id, on)}
        />
      ))}
    </FilterPanel>
  )
}
