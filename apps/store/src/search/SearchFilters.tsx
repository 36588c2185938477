import { searchQueries } from '@ebook/api/queries'
import type { CatalogProductsModel, Schema } from '@ebook/api/types'
import { Checkbox, Field, Select } from '@ebook/ui'
import { useQuery } from '@tanstack/react-query'
import { useLocale, useT } from '../app/i18n'
import {
  FilterPanel,
  PriceFilter,
  SelectListOptions,
  SingleOptionGroup,
  SpecificationFilters,
  worthOffering,
} from '../listing/FilterPanel'
import { useSearchLinks } from '../listing/search-links'
import { positiveInt } from '../listing/search-params'
import type { SearchPageSearch } from './search-params'
import { noSearchFilters, searchFilterCount } from './search-query'

/** A choice among the search criteria's list (a category, a publisher); its first item is "all". */
function ListFilter({
  label,
  items,
  chosen,
  onChoose,
}: {
  label: string
  items: readonly Schema<'SelectListItem'>[]
  chosen: number | undefined
  onChoose: (id: number | undefined) => void
}) {
  return (
    <Field label={label}>
      <Select
        size="sm"
        value={String(chosen ?? 0)}
        onChange={(event) => onChoose(positiveInt(event.target.value))}
      >
        <SelectListOptions items={items} />
      </Select>
    </Field>
  )
}

/**
 * The advanced search's criteria as filters beside a search's results: the category (with its
 * subcategories or not) and the publisher from the search criteria's lists, the price range, the
 * imprints and specifications of the books found with their counts, and a search in the books'
 * descriptions. Each change goes into the address, back to page 1; the checks follow the address,
 * so they tick at the click while the books load.
 */
export function SearchFilters({
  model,
  search,
}: {
  /** The answer whose books the filters choose among. */
  model: CatalogProductsModel
  search: SearchPageSearch
}) {
  const t = useT()
  const locale = useLocale()
  // The lists come with the page (its loader asks for them); without them the rest still works.
  const { data: criteria } = useQuery(searchQueries.criteria(locale))
  const { go, hrefOf } = useSearchLinks(search)
  const apply = (patch: Partial<SearchPageSearch>) => void go({ ...patch, page: undefined })
  const chosenImprint = search.mid !== undefined ? [search.mid] : []

  return (
    <FilterPanel count={searchFilterCount(search)} clearHref={hrefOf(noSearchFilters)}>
      {criteria && (
        <div className="flex flex-col gap-2">
          <ListFilter
            label={t('advanced_search.category')}
            items={criteria.AvailableCategories}
            chosen={search.cid}
            onChoose={(cid) => apply({ cid, isc: cid === undefined ? undefined : search.isc })}
          />
          <Checkbox
            size="sm"
            label={t('advanced_search.include_subcategories')}
            checked={search.isc ?? false}
            disabled={search.cid === undefined}
            onChange={(event) => apply({ isc: event.target.checked || undefined })}
          />
        </div>
      )}
      {criteria && (
        <ListFilter
          label={t('advanced_search.publisher')}
          items={criteria.AvailableVendors}
          chosen={search.vid}
          onChoose={(vid) => apply({ vid })}
        />
      )}
      {model.PriceRangeFilter.Enabled && (
        <PriceFilter
          range={model.PriceRangeFilter}
          min={search.pf}
          max={search.pt}
          onApply={(pf, pt) => apply({ pf, pt })}
        />
      )}
      {worthOffering(model.ManufacturerFilter, chosenImprint) && (
        <SingleOptionGroup
          title={t('advanced_search.imprint')}
          allLabel={t('search_page.all_imprints')}
          options={model.ManufacturerFilter}
          chosen={search.mid}
          onChoose={(mid) => apply({ mid })}
        />
      )}
      <SpecificationFilters
        groups={model.SpecificationFilter}
        chosen={search.spec}
        onChange={(spec) => apply({ spec })}
      />
      <Checkbox
        size="sm"
        label={t('advanced_search.search_descriptions')}
        checked={search.sid ?? false}
        onChange={(event) => apply({ sid: event.target.checked || undefined })}
      />
    </FilterPanel>
  )
}
