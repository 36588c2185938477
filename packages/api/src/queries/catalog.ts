import type { ApiLocale } from '../client'
import { getQuery, type QueryOf } from './shared'

export type CategoryParams = QueryOf<'/v2/catalog/category/{categoryId}'>
export type ListingParams = QueryOf<'/v2/catalog/newproducts'>

/** Book listings: category, new, best sellers, tag, manufacturer, vendor. Keys end in the URL's params. */
export const catalogQueries = {
  all: () => ['catalog'] as const,
  category: (language: ApiLocale, categoryId: number, query: CategoryParams = {}) =>
    getQuery(
      language,
      [...catalogQueries.all(), 'category', categoryId, query],
      '/v2/catalog/category/{categoryId}',
      {
        path: { categoryId },
        query,
      },
    ),
  newProducts: (language: ApiLocale, query: ListingParams = {}) =>
    getQuery(language, [...catalogQueries.all(), 'new', query], '/v2/catalog/newproducts', {
      query,
    }),
  bestSellers: (language: ApiLocale, query: ListingParams = {}) =>
    getQuery(
      language,
      [...catalogQueries.all(), 'best-sellers', query],
      '/v2/catalog/bestsellerproducts',
      {
        query,
      },
    ),
  tag: (language: ApiLocale, tagId: number, query: ListingParams = {}) =>
    getQuery(
      language,
      [...catalogQueries.all(), 'tag', tagId, query],
      '/v2/catalog/productbytag/{tagId}',
      {
        path: { tagId },
        query,
      },
    ),
  manufacturer: (language: ApiLocale, manufacturerId: number, query: ListingParams = {}) =>
    getQuery(
      language,
      [...catalogQueries.all(), 'manufacturer', manufacturerId, query],
      '/v2/catalog/manufacturer/{manufacturerId}',
      { path: { manufacturerId }, query },
    ),
  vendor: (language: ApiLocale, vendorId: number, query: ListingParams = {}) =>
    getQuery(
      language,
      [...catalogQueries.all(), 'vendor', vendorId, query],
      '/v2/catalog/vendor/{vendorId}',
      {
        path: { vendorId },
        query,
      },
    ),
}
