import type { CatalogProductsModel } from '@ebook/api/types'
import { useT } from '../app/i18n'
import {
  FilterPanel,
  OptionGroup,
  PriceFilter,
  SpecificationFilters,
  toggled,
  worthOffering,
} from './FilterPanel'
import { useSearchLinks } from './search-links'
import { filterCount } from './listing-params'
import type { CategorySearch } from './search-params'

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
  const apply = (patch: Partial<CategorySearch>) => void go({ ...patch, page: undefined })
  const showPrice = model.PriceRangeFilter.Enabled
  if (!showPrice && !showImprints && specGroups.length === 0 && count === 0) return null

  return (
    <FilterPanel count={count} clearHref={hrefOf(noCategoryFilters)}>
      {showPrice && (
        <PriceFilter
          range={model.PriceRangeFilter}
          min={search.min}
          max={search.max}
          onApply={(min, max) => apply({ min, max })}
        />
      )}
      {showImprints && (
        <OptionGroup
          title={t('listing.imprints')}
          options={model.ManufacturerFilter}
          chosen={search.imprint ?? []}
          onToggle={(id, on) => apply({ imprint: toggled(search.imprint, id, on) })}
        />
      )}
      <SpecificationFilters
        groups={specGroups}
        chosen={search.spec}
        onChange={(spec) => apply({ spec })}
      />
    </FilterPanel>
  )
}
