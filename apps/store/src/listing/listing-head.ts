import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query'
import {
  listingTitle,
  pageHead,
  summaryOf,
  type HeadMatch,
  type PageHead,
  type RouteHead,
} from '../app/page-head'
import type { Translate } from '../i18n'

/** A catalogue page's own thing: a category, an imprint, a publisher. */
type CatalogEntity = {
  Name: string
  Description: string | null
  MetaTitle: string | null
  MetaDescription: string | null
}

/**
 * The head of a listing: its title with the page number past the first, its description, and
 * its pages as pages of their own (`?page=` stays in the canonical address, sort and filters go).
 */
export function listingHead(
  t: Translate,
  name: string,
  page?: number,
  description?: string,
): PageHead {
  return {
    title: listingTitle(t, name, page),
    description: summaryOf(description),
    keepSearch: ['page'],
  }
}

/**
 * The head of a catalogue entity's listing: the title and description its page sets for search
 * engines (SEO fields), else its name and description. The data is the loader's (still missing
 * only when the page failed, and then this is not asked). The HTML parser is the page's own lazy
 * part (its component shows the description too), not the first load's.
 */
async function catalogHead(
  t: Translate,
  entity: CatalogEntity | undefined,
  page?: number,
): Promise<PageHead> {
  if (!entity) return { title: '', keepSearch: ['page'] }
  const { textOfHtml } = await import('../lib/html-text')
  return listingHead(
    t,
    entity.MetaTitle?.trim() || entity.Name,
    page,
    entity.MetaDescription?.trim() || textOfHtml(entity.Description),
  )
}

/**
 * The answer of a listing's call for the head: the one for the address's params, else, while
 * another page or filter of it loads (the loader waits only on arrival), an answer about the same
 * entity for other params, whose name and description do not change with them. The keys are the
 * entity's, then the call's params, then the language.
 */
export function listingAnswerOf<T>(
  queryClient: QueryClient,
  queryKey: DataTag<QueryKey, T, Error>,
): T | undefined {
  const exact = queryClient.getQueryData(queryKey)
  if (exact) return exact
  const params = queryKey.length - 2
  return queryClient
    .getQueriesData<T>({
      queryKey: queryKey.slice(0, params),
      predicate: ({ queryKey: other }) =>
        other.length === queryKey.length && other.at(-1) === queryKey.at(-1),
    })
    .find(([, entity]) => entity)?.[1]
}

/**
 * The `head` of a catalogue entity's listing route (a category, an imprint, a publisher), from the
 * loader's answer to `query` (`listingAnswerOf`).
 */
export function catalogRouteHead(
  match: HeadMatch & { search: { page?: number } },
  query: { queryKey: DataTag<QueryKey, CatalogEntity, Error> },
): Promise<RouteHead> {
  return pageHead(
    match,
    ({ t }) =>
      catalogHead(t, listingAnswerOf(match.context.queryClient, query.queryKey), match.search.page),
    { notFound: 'listing.not_found', failed: 'listing.error_title' },
  )
}
