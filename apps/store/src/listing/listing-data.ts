import {
  useSuspenseQuery,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query'
import { useDeferredValue } from 'react'

/**
 * A listing's answer for the address's params, and whether it is still the previous params'
 * answer. The params are deferred: while the new books load, React keeps the page showing the
 * books it has (no skeleton), and `pending` says so until the new ones are there.
 */
export function useListingData<P, T, K extends QueryKey>(
  params: P,
  options: (params: P) => UseSuspenseQueryOptions<T, Error, T, K>,
): { data: T; pending: boolean } {
  const shown = useDeferredValue(params)
  const { data } = useSuspenseQuery(options(shown))
  return { data, pending: shown !== params }
}
