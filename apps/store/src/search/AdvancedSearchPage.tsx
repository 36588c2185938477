import { searchQueries } from '@ebook/api/queries'
import type { Schema } from '@ebook/api/types'
import { Button, Checkbox, EmptyState, Field, Input, Select, buttonVariants } from '@ebook/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { useLocale, useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'
import { SelectListOptions } from '../listing/FilterPanel'
import { useSearchLinks } from '../listing/search-links'
import { idsOf, positiveInt, priceOf, sortOf } from '../listing/search-params'
import { queryOf, type SearchPageSearch } from './search-params'
import { advancedSearchQueryOf } from './search-query'
import { searchSortOptions, SearchResults } from './SearchResults'

const route = getRouteApi('/{-$locale}/search/advance')

type Criteria = Schema<'SearchCriteriaModel'>
type Errors = { q?: string; price?: string }

/** The criteria the form holds, read from its fields; defaults are left out of the address. */
function criteriaOf(form: FormData): SearchPageSearch {
  return {
    q: queryOf(form.get('q')),
    cid: positiveInt(form.get('cid')),
    isc: form.get('isc') === 'on' || undefined,
    mid: positiveInt(form.get('mid')),
    vid: positiveInt(form.get('vid')),
    sid: form.get('sid') === 'on' || undefined,
    pf: priceOf(form.get('pf')),
    pt: priceOf(form.get('pt')),
    spec: idsOf(form.getAll('spec')),
    sort: sortOf(form.get('sort')),
    page: undefined,
  }
}

/**
 * The advanced search form (`GET /v2/product/searchcriteria` fills its lists). Its values go to
 * the address, so a search can be shared and reloaded; the results show below.
 */
function AdvancedSearchForm({
  criteria,
  search,
}: {
  criteria: Criteria
  search: SearchPageSearch
}) {
  const t = useT()
  const headingId = useId()
  const priceId = useId()
  const { go } = useSearchLinks(search)
  const [errors, setErrors] = useState<Errors>({})
  const [categoryId, setCategoryId] = useState(String(search.cid ?? 0))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = criteriaOf(new FormData(event.currentTarget))
    const found: Errors = {}
    if (!next.q) found.q = t('advanced_search.query_required')
    if (next.pf !== undefined && next.pt !== undefined && next.pf > next.pt)
      found.price = t('advanced_search.price_invalid')
    setErrors(found)
    if (found.q || found.price) {
      const first = event.currentTarget.querySelector<HTMLInputElement>(
        found.q ? '[name=q]' : '[name=pf]',
      )
      first?.focus()
      return
    }
    void go(next)
  }

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-4 text-surface-foreground sm:p-6"
    >
      <h2 id={headingId} className="sr-only">
        {t('advanced_search.form_label')}
      </h2>
      <Field label={t('advanced_search.query')} required error={errors.q}>
        <Input
          name="q"
          type="search"
          enterKeyHint="search"
          maxLength={200}
          defaultValue={search.q ?? ''}
        />
      </Field>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Field label={t('advanced_search.category')}>
            <Select
              name="cid"
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value)}
            >
              <SelectListOptions items={criteria.AvailableCategories} />
            </Select>
          </Field>
          <Checkbox
            name="isc"
            label={t('advanced_search.include_subcategories')}
            defaultChecked={search.isc ?? false}
            disabled={categoryId === '0'}
          />
        </div>
        <Field label={t('advanced_search.publisher')}>
          <Select name="vid" defaultValue={String(search.vid ?? 0)}>
            <SelectListOptions items={criteria.AvailableVendors} />
          </Select>
        </Field>
        <Field label={t('advanced_search.imprint')}>
          <Select name="mid" defaultValue={String(search.mid ?? 0)}>
            <SelectListOptions items={criteria.AvailableManufacturers} />
          </Select>
        </Field>
        <fieldset aria-describedby={`${priceId}-hint`} className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium">{t('advanced_search.price')}</legend>
          <p id={`${priceId}-hint`} className="text-sm text-muted-foreground">
            {t('advanced_search.price_hint', { min: criteria.MinPrice, max: criteria.MaxPrice })}
          </p>
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('advanced_search.price_from')} invalid={!!errors.price}>
              <Input
                name="pf"
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                placeholder={String(criteria.MinPrice)}
                defaultValue={search.pf ?? ''}
              />
            </Field>
            <Field label={t('advanced_search.price_to')} invalid={!!errors.price}>
              <Input
                name="pt"
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                placeholder={String(criteria.MaxPrice)}
                defaultValue={search.pt ?? ''}
              />
            </Field>
          </div>
          <p role="alert" className="text-sm font-medium text-error empty:hidden">
            {errors.price}
          </p>
        </fieldset>
        <div className="flex flex-col gap-4">
          {criteria.SpecificationFilter.filter((group) => group.Options.length > 1).map((group) => (
            <fieldset key={group.Id} className="flex flex-col gap-2">
              <legend className="mb-1.5 text-sm font-medium">{group.Name}</legend>
              {group.Options.map((option) => (
                <Checkbox
                  key={option.Id}
                  name="spec"
                  value={option.Id}
                  label={option.Name}
                  defaultChecked={search.spec?.includes(option.Id) ?? false}
                />
              ))}
            </fieldset>
          ))}
          <Checkbox
            name="sid"
            label={t('advanced_search.search_descriptions')}
            defaultChecked={search.sid ?? false}
          />
        </div>
        <Field label={t('advanced_search.sort')}>
          <Select name="sort" defaultValue={String(search.sort ?? 0)}>
            <SelectListOptions
              items={searchSortOptions(
                criteria.AvailableSortOptions,
                t('search_page.sort_relevance'),
              )}
            />
          </Select>
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" className="min-w-32">
          {t('advanced_search.submit')}
        </Button>
        <StoreLink href="/search/advance" className={buttonVariants({ variant: 'ghost' })}>
          {t('advanced_search.reset')}
        </StoreLink>
      </div>
    </form>
  )
}

/**
 * /search/advance: words plus a category (with or without its subcategories), an imprint, a
 * publisher, a price range, specifications and a sort; the results list below the form.
 */
export function AdvancedSearchPage() {
  const locale = useLocale()
  const t = useT()
  const search = route.useSearch()
  const { data: criteria } = useSuspenseQuery(searchQueries.criteria(locale))
  const resultsId = useId()
  // A new address (back, a shared link, the clear link) puts its own values in the form.
  const formKey = JSON.stringify({ ...search, page: undefined })
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('advanced_search.title')}
        </h1>
        <p className="text-sm text-muted-foreground sm:text-base">{t('advanced_search.intro')}</p>
      </header>
      <AdvancedSearchForm key={formKey} criteria={criteria} search={search} />
      <section aria-labelledby={resultsId} className="flex flex-col gap-4">
        <h2 id={resultsId} className="text-xl font-semibold">
          {t('advanced_search.results')}
        </h2>
        {search.q ? (
          <SearchResults
            search={search}
            queryOf={advancedSearchQueryOf}
            eagerCovers={0}
            cardHeading="h3"
            sortable={false}
            empty={
              <EmptyState
                titleAs="h3"
                title={t('advanced_search.empty_title')}
                message={t('advanced_search.empty_message')}
              />
            }
          />
        ) : (
          <EmptyState
            titleAs="h3"
            title={t('advanced_search.no_query_title')}
            message={t('advanced_search.no_query_message')}
          />
        )}
      </section>
    </div>
  )
}
