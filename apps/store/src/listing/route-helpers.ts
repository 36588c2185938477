import { isApiError } from '@ebook/api'
import { notFound } from '@tanstack/react-router'
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/** What a listing's not-found page is told: the server knows no such entity (status 404). */
export type MissingEntity = { status: 404 }

/**
 * The `params` option of a route whose `$id` is an entity's id: a positive whole number written
 * plainly (`/category/7`). Anything else (`/category/abc`, `/category/07`) is not a page: 404.
 */
export const idParam = {
  parse: ({ id }: { id: string }) => {
    if (!/^[1-9]\d{0,8}$/.test(id)) throw notFound()
    return { id: Number(id) }
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}

/**
 * A loader's wait for a page's data. An entity the server does not know (404) is the route's
 * not-found page, marked so that it says '404!'; other failures go to the error page.
 */
export async function ensurePage<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, K>,
): Promise<T> {
  try {
    return await queryClient.ensureQueryData(options)
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      throw notFound({ data: { status: 404 } satisfies MissingEntity })
    }
    throw error
  }
}
