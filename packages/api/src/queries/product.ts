import { mutationOptions } from '@tanstack/react-query'
import type { ApiLocale } from '../client'
import type { components } from '../generated/v2'
import { call, getQuery } from './shared'
import { invalidate } from './shared-mutations'

/** A book's page: details, reviews, also-purchased. */
export const productQueries = {
  all: () => ['product'] as const,
  details: (language: ApiLocale, productId: number) =>
    getQuery(
      language,
      [...productQueries.all(), 'details', productId],
      '/v2/product/productdetails/{productId}',
      {
        path: { productId },
      },
    ),
  reviews: (language: ApiLocale, productId: number, pageNumber = 1) =>
    getQuery(
      language,
      [...productQueries.all(), 'reviews', productId, { pageNumber }],
      '/v2/product/productreviewspagging',
      { query: { productId, pageNumber } },
    ),
  alsoPurchased: (language: ApiLocale, productId: number) =>
    getQuery(
      language,
      [...productQueries.all(), 'also-purchased', productId],
      '/v2/product/productsalsopurchase/{productId}',
      { path: { productId } },
    ),
}

export type AddReviewVariables = {
  productId: number
} & components['schemas']['AddProductReviewModel']

export const productMutations = {
  /** Adds the customer's review; the book's reviews and rating refresh. */
  addReview: () =>
    mutationOptions({
      mutationKey: ['product', 'add-review'],
      mutationFn: ({ productId, ...review }: AddReviewVariables, { client }) =>
        call(client, 'POST', '/v2/product/productreviewsadd/{productId}', {
          params: { path: { productId } },
          body: { Data: review },
        }),
      onSuccess: (_data, { productId }, _result, { client }) =>
        invalidate(
          client,
          [...productQueries.all(), 'reviews', productId],
          [...productQueries.all(), 'details', productId],
        ),
    }),
}
