import type {
  EnsureQueryDataOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query'
import { notFoundOn404 } from '../lib/route-params'

/**
 * A loader's wait for a page's data. An entity the server does not know (404) is the route's
 * not-found page, marked so that it says '404!'; other failures go to the error page.
 */
export async function ensurePage<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, K>,
): Promise<T> {
  return queryClient.ensureQueryData(options).catch(notFoundOn404)
}

/**
 * A listing's loader. Coming to the listing waits for its books (the server renders them, the
 * skeleton shows meanwhile). A change of its own params on the page (a filter, the sort, a page:
 * cause 'stay') only starts loading the new books, so the address, and the controls that show it,
 * change at the click; the page keeps its books, marked pending, until the new ones replace them
 * (`useListingData`), and a failed call reaches the page's error boundary from there. A preload
 * (a link's intent) only starts loading too: a click would otherwise wait for the preload under
 * way, and the navigation runs the loader again anyway (the preloads are never kept fresh).
 */
export async function loadListing<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, K> & FetchQueryOptions<T, Error, T, K>,
  cause: 'enter' | 'stay' | 'preload',
): Promise<void> {
  if (cause !== 'enter') void queryClient.prefetchQuery(options)
  else await ensurePage(queryClient, options)
}
