import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
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
