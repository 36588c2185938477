import { queryOptions } from '@tanstack/react-query'
import type { ApiLocale } from '../client'
import type { components } from '../generated/v2'
import { getQuery, postQuery } from './shared'

export type SearchQuery = components['schemas']['SearchQuery']

/** Search results, autocomplete and the advanced search's choice lists. */
export const searchQueries = {
  all: () => ['search'] as const,
  results: (language: ApiLocale, query: SearchQuery) =>
    queryOptions({
      ...postQuery(language, [...searchQueries.all(), 'results', query], '/v2/catalog/search', {
        Data: query,
      }),
      enabled: query.q.trim().length > 0,
    }),
  /** Suggestions while typing; a term's suggestions stay fresh for a minute. */
  autocomplete: (language: ApiLocale, term: string) =>
    queryOptions({
      ...getQuery(
        language,
        [...searchQueries.all(), 'autocomplete', term],
        '/v2/catalog/search-autocomplete/{term}',
        {
          path: { term },
        },
      ),
      enabled: term.trim().length > 0,
      staleTime: 60_000,
    }),
  criteria: (language: ApiLocale) =>
    queryOptions({
      ...getQuery(language, [...searchQueries.all(), 'criteria'], '/v2/product/searchcriteria'),
      staleTime: 10 * 60_000,
    }),
}
