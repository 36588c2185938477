import type { CatalogProductsModel, Schema } from '@ebook/api/types'
import { Button, Checkbox, ChevronDownIcon, Field, Input, cn } from '@ebook/ui'
import { useId, useState, type FormEvent } from 'react'
import { useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'
import { useSearchLinks } from './search-links'
import { filterCount } from './listing-params'
import { idsOf, priceOf, type CategorySearch } from './search-params'

type FilterOption = Schema<'FilterOption'>

/** A group of options offered only when choosing among them means something. */
const worthOffering = (options: readonly FilterOption[], chosen: readonly number[] = []) =>
  options.length > 1 || options.some((option) => chosen.includes(option.Id))

/** The price range: two boxes and a button, so typing does not reload the list on every key. */
function PriceFilter({
  range,
  search,
}: {
  range: CatalogProductsModel['PriceRangeFilter']
  search: CategorySearch
}) {
  const t = useT()
  const { go } = useSearchLinks(search)
  const [error, setError] = useState<string | null>(null)
  const legendId = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const min = priceOf(form.get('min'))
    const max = priceOf(form.get('max'))
    if (min !== undefined && max !== undefined && min > max) {
      setError(t('listing.price_invalid'))
      return
    }
    setError(null)
    void go({ min, max, page: undefined })
  }
  return (
    <form
      // A new address (another filter, the clear link) puts its own values in the boxes.
      key={`${search.min ?? ''}-${search.max ?? ''}`}
      aria-labelledby={legendId}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2"
    >
      <h3 id={legendId} className="text-sm font-semibold">
        {t('listing.price')}
      </h3>
      <p className="text-xs text-muted-foreground">
        {t('listing.price_range_hint', { min: range.MinPrice, max: range.MaxPrice })}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Field label={t('listing.price_min')} invalid={error !== null}>
          <Input
            name="min"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={String(range.MinPrice)}
            defaultValue={search.min ?? ''}
          />
        </Field>
        <Field label={t('listing.price_max')} invalid={error !== null}>
          <Input
            name="max"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={String(range.MaxPrice)}
            defaultValue={search.max ?? ''}
          />
        </Field>
      </div>
      <p role="alert" className="text-sm font-medium text-error empty:hidden">
        {error}
      </p>
      <Button type="submit" variant="outline" size="sm">
        {t('listing.price_apply')}
      </Button>
    </form>
  )
}

/** Checkboxes of one kind of filter (imprints, a specification such as the language). */
function OptionGroup({
  title,
  options,
  chosen,
  onToggle,
}: {
  title: string
  options: readonly FilterOption[]
  chosen: readonly number[]
  onToggle: (id: number, on: boolean) => void
}) {
  const t = useT()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.Id}
          size="sm"
          label={t('listing.option_count', { name: option.Name, count: option.ProductCount })}
          checked={chosen.includes(option.Id)}
          onChange={(event) => onToggle(option.Id, event.target.checked)}
        />
      ))}
    </fieldset>
  )
}

/**
 * A category's filters (`price`, imprints as `ms`, specifications as `specs`): beside the books
 * on a wide screen, behind a button on a phone. Each change goes into the address, back to page 1.
 */
export function CategoryFilters({
  model,
  search,
}: {
  model: CatalogProductsModel
  search: CategorySearch
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const headingId = useId()
  const panelId = useId()
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
  const heading = count > 0 ? t('listing.filters_count', { count }) : t('listing.filters')

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-border bg-surface p-2 text-surface-foreground lg:p-4"
    >
      <h2 id={headingId} className="hidden text-base font-semibold lg:block">
        {heading}
      </h2>
      <Button
        variant="ghost"
        block
        className="justify-between px-1 lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {heading}
        <ChevronDownIcon className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <div
        id={panelId}
        className={cn(open ? 'flex' : 'hidden', 'flex-col gap-6 p-2 lg:flex lg:p-0 lg:pt-4')}
      >
        {showPrice && <PriceFilter range={model.PriceRangeFilter} search={search} />}
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
        {count > 0 && (
          <StoreLink
            href={hrefOf({
              min: undefined,
              max: undefined,
              imprint: undefined,
              spec: undefined,
              page: undefined,
            })}
            className="self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('listing.clear_filters')}
          </StoreLink>
        )}
      </div>
    </section>
  )
}
