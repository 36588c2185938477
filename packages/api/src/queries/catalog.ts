import { getQuery, type QueryOf } from './shared'

export type CategoryParams = QueryOf<'/v2/catalog/category/{categoryId}'>
export type ListingParams = QueryOf<'/v2/catalog/newproducts'>

/** Book listings: category, new, best sellers, tag, manufacturer, vendor. Keys end in the URL's params. */
export const catalogQueries = {
  all: () => ['catalog'] as const,
  category: (categoryId: number, query: CategoryParams = {}) =>
    getQuery(
      [...catalogQueries.all(), 'category', categoryId, query],
      '/v2/catalog/category/{categoryId}',
      {
        path: { categoryId },
        query,
      },
    ),
  newProducts: (query: ListingParams = {}) =>
    getQuery([...catalogQueries.all(), 'new', query], '/v2/catalog/newproducts', { query }),
  bestSellers: (query: ListingParams = {}) =>
    getQuery([...catalogQueries.all(), 'best-sellers', query], '/v2/catalog/bestsellerproducts', {
      query,
    }),
  tag: (tagId: number, query: ListingParams = {}) =>
    getQuery([...catalogQueries.all(), 'tag', tagId, query], '/v2/catalog/productbytag/{tagId}', {
      path: { tagId },
      query,
    }),
  manufacturer: (manufacturerId: number, query: ListingParams = {}) =>
    getQuery(
      [...catalogQueries.all(), 'manufacturer', manufacturerId, query],
      '/v2/catalog/manufacturer/{manufacturerId}',
      { path: { manufacturerId }, query },
    ),
  vendor: (vendorId: number, query: ListingParams = {}) =>
    getQuery(
      [...catalogQueries.all(), 'vendor', vendorId, query],
      '/v2/catalog/vendor/{vendorId}',
      {
        path: { vendorId },
        query,
      },
    ),
}
