import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { ApiLocale } from '../client'
import { call, getQuery } from './shared'
import { invalidate } from './shared-mutations'

/** The wishlist, page by page (a guest's too, by device id). */
export const wishlistQueries = {
  all: () => ['wishlist'] as const,
  page: (language: ApiLocale, pageNumber = 1) =>
    getQuery(
      language,
      [...wishlistQueries.all(), { pageNumber }],
      '/v2/shoppingcart/wishlistpaging',
      {
        query: { pageNumber },
      },
    ),
}

/** After a wishlist change: the wishlist, the basket counts and the book's buttons are stale. */
const changed = (client: QueryClient, productId: number) =>
  invalidate(client, wishlistQueries.all(), ['cart'], ['product', 'details', productId])

export const wishlistMutations = {
  add: () =>
    mutationOptions({
      mutationKey: ['wishlist', 'add'],
      mutationFn: (productId: number, { client }) =>
        call(client, 'POST', '/v2/shoppingcart/addproducttowishlist/{productId}', {
          params: { path: { productId } },
        }),
      onSuccess: (_data, productId, _result, { client }) => changed(client, productId),
    }),
  remove: () =>
    mutationOptions({
      mutationKey: ['wishlist', 'remove'],
      mutationFn: (productId: number, { client }) =>
        call(client, 'POST', '/v2/shoppingcart/removewishlist/{productId}', {
          params: { path: { productId } },
        }),
      onSuccess: (_data, productId, _result, { client }) => changed(client, productId),
    }),
}
