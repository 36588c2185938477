import { queryOptions } from '@tanstack/react-query'
import type { ApiLocale } from '../client'
import { contentQuery, getQuery, postQuery } from './shared'

/** Home page content: slider, categories with books, the category tree, recently viewed. */
export const homeQueries = {
  all: () => ['home'] as const,
  slider: (language: ApiLocale) =>
    getQuery(language, [...homeQueries.all(), 'slider'], '/v2/slider/home-slider'),
  categoriesWithBooks: (language: ApiLocale) =>
    getQuery(
      language,
      [...homeQueries.all(), 'categories-with-books'],
      '/v2/home/homepagecategorieswithproducts',
    ),
  /** The category tree changes rarely: it stays fresh for 10 minutes. */
  categoryTree: (language: ApiLocale) =>
    queryOptions({
      ...getQuery(language, [...homeQueries.all(), 'category-tree'], '/v2/home/categorytree'),
      staleTime: 10 * 60_000,
    }),
  /** The books of the given ids, in that order; an empty list asks for the recorded views. */
  recentlyViewed: (language: ApiLocale, productIds: number[]) =>
    postQuery(
      language,
      [...homeQueries.all(), 'recently-viewed', productIds],
      '/v2/home/recentview',
      {
        Data: { ProductIds: productIds },
      },
    ),
}

/** The content API (v1): the home page's widgets and book rows. */
export const contentRowQueries = {
  all: () => ['content-rows'] as const,
  widgets: (language: ApiLocale) =>
    contentQuery(language, [...contentRowQueries.all(), 'widgets'], '/v1/home/widgets'),
  newReleases: (language: ApiLocale, limit?: number) =>
    contentQuery(
      language,
      [...contentRowQueries.all(), 'new-release', { limit }],
      '/v1/home/new-release',
      {
        limit,
      },
    ),
  bestSellers: (language: ApiLocale, limit?: number) =>
    contentQuery(
      language,
      [...contentRowQueries.all(), 'best-seller', { limit }],
      '/v1/home/best-seller',
      {
        limit,
      },
    ),
  /** The books of the given ids (the browser keeps them), in that order. */
  recentlyViewed: (language: ApiLocale, ids: number[]) =>
    queryOptions({
      ...contentQuery(
        language,
        [...contentRowQueries.all(), 'recent-view', ids],
        '/v1/home/recent-view',
        {
          id: ids,
        },
      ),
      enabled: ids.length > 0,
    }),
  category: (language: ApiLocale, id: number, limit?: number) =>
    contentQuery(
      language,
      [...contentRowQueries.all(), 'category-product', id, { limit }],
      '/v1/home/category-product',
      { id, limit },
    ),
}
