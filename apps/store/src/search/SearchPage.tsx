import { Button, EmptyState, Input } from '@ebook/ui'
import { getRouteApi } from '@tanstack/react-router'
import { useId } from 'react'
import { useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'
import { useSearchLinks } from '../listing/search-links'
import { queryOf, type SearchPageSearch } from './search-params'
import { noSearchFilters, searchFilterCount, searchQueryOf } from './search-query'
import { SearchFilters } from './SearchFilters'
import { FilteredEmpty } from '../listing/FilterPanel'
import { NoResults, SearchResults } from './SearchResults'

const route = getRouteApi('/{-$locale}/search/')

/** The page's own search box, holding the words searched; a new search starts at page 1. */
function SearchForm({ search }: { search: SearchPageSearch }) {
  const t = useT()
  const inputId = useId()
  const { go } = useSearchLinks(search)
  const advancedHref = search.q
    ? `/search/advance?q=${encodeURIComponent(search.q)}`
    : '/search/advance'
  return (
    <form
      role="search"
      aria-label={t('search_page.form_label')}
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        const q = queryOf(new FormData(event.currentTarget).get('q'))
        void go({ q, page: undefined })
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('search_page.query')}
      </label>
      <div className="flex gap-2">
        <Input
          // A search from the header puts its words here too.
          key={search.q ?? ''}
          id={inputId}
          name="q"
          type="search"
          enterKeyHint="search"
          maxLength={200}
          defaultValue={search.q ?? ''}
          placeholder={t('search_page.placeholder')}
        />
        <Button type="submit">{t('search_page.submit')}</Button>
      </div>
      <StoreLink
        href={advancedHref}
        className="self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('search_page.advanced_link')}
      </StoreLink>
    </form>
  )
}

/**
 * /search?q=…: the books matching the words (title, authors, publisher, ISBN; Thai words inside
 * titles too), filtered, sorted and paged; an empty search invites one, a fruitless one suggests
 * others.
 */
export function SearchPage() {
  const t = useT()
  const search = route.useSearch()
  const { q } = search
  const { hrefOf } = useSearchLinks(search)
  const heading = q ? t('search_page.results_title', { q }) : t('search_page.title')
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{heading}</h1>
      <div className="max-w-2xl">
        <SearchForm search={search} />
      </div>
      {q ? (
        <SearchResults
          search={search}
          queryOf={searchQueryOf}
          // A search that found nothing offers other ways to look, not filters of nothing.
          filters={(model) =>
            (model.TotalItems > 0 || searchFilterCount(search) > 0) && (
              <SearchFilters model={model} search={search} />
            )
          }
          empty={
            searchFilterCount(search) > 0 ? (
              <FilteredEmpty clearHref={hrefOf(noSearchFilters)} />
            ) : (
              <NoResults q={q} advancedHref={`/search/advance?q=${encodeURIComponent(q)}`} />
            )
          }
        />
      ) : (
        <EmptyState title={t('search_page.start_title')} message={t('search_page.start_message')} />
      )}
    </div>
  )
}
