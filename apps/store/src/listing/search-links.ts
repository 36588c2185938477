import { useLocation, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { withoutEmpty } from './listing-params'

/**
 * Addresses of the page on screen with some of its search params changed (a page, a sort, a
 * filter), built from the route's validated params so that stray ones are not carried along.
 * A param set to undefined leaves the address (its default).
 */
export function useSearchLinks<S extends Record<string, unknown>>(search: S) {
  const router = useRouter()
  const pathname = useLocation({ select: (location) => location.pathname })
  const hrefOf = useCallback(
    (patch: Partial<S>) =>
      `${pathname}${router.options.stringifySearch(withoutEmpty({ ...search, ...patch }))}`,
    [pathname, router, search],
  )
  const go = useCallback(
    (patch: Partial<S>) => router.navigate({ href: hrefOf(patch) }),
    [hrefOf, router],
  )
  return { hrefOf, go }
}
