import { mutationOptions } from '@tanstack/react-query'
import type { ApiLocale } from '../client'
import type { components } from '../generated/v2'
import { call, getQuery, postQuery } from './shared'
import { dataMutation, invalidates } from './shared-mutations'

export type MyBooksQuery = components['schemas']['MyBooksQuery']

/** The bookshelf: the customer's books, the named shelves, one shelf's books. */
export const shelfQueries = {
  all: () => ['shelf'] as const,
  myBooks: (language: ApiLocale, query: MyBooksQuery = { PageNumber: 1 }) =>
    postQuery(language, [...shelfQueries.all(), 'my-books', query], '/v2/customer/mybook', {
      Data: query,
    }),
  shelves: (language: ApiLocale) =>
    getQuery(language, [...shelfQueries.all(), 'shelves'], '/v2/customer/myshelves'),
  /** One shelf's books (the collection view). */
  shelf: (language: ApiLocale, ShelfId: number, PageNumber = 1) =>
    postQuery(
      language,
      [...shelfQueries.all(), 'shelf', ShelfId, { PageNumber }],
      '/v2/customer/productonbookshelf',
      {
        Data: { ShelfId, PageNumber },
      },
    ),
}

const shelfChanged = invalidates(shelfQueries.all())

export const shelfMutations = {
  create: () => dataMutation(['shelf', 'create'], '/v2/customer/addbookshelf', shelfChanged),
  rename: () => dataMutation(['shelf', 'rename'], '/v2/customer/updatebookshelf', shelfChanged),
  remove: () => dataMutation(['shelf', 'remove'], '/v2/customer/removebookshelf', shelfChanged),
  /** Puts owned books on a shelf. */
  addBooks: () =>
    dataMutation(['shelf', 'add-books'], '/v2/customer/addproductmappingshelf', shelfChanged),
  removeBook: () =>
    dataMutation(['shelf', 'remove-book'], '/v2/customer/removeproductonshelf', shelfChanged),
  /** Adds a book's free sample to the bookshelf (from the book's page). */
  addSample: () =>
    dataMutation(['shelf', 'add-sample'], '/v2/customer/addsampleebook', shelfChanged),
}

export type DownloadVariables = { productId: number; orderItemGuid?: string; sample?: boolean }

/** The nil GUID stands for "no order item": a sample's download. */
export const SAMPLE_ORDER_ITEM = '00000000-0000-0000-0000-000000000000'

export const downloadMutations = {
  /** Asks for a fresh download link (signed, short-lived) of a bought book or a sample. */
  link: () =>
    mutationOptions({
      mutationKey: ['download', 'link'],
      mutationFn: ({ productId, orderItemGuid, sample = false }: DownloadVariables, { client }) =>
        call(client, 'GET', '/v2/download/getdownloadcloud/{productId}/{orderItemGuid}', {
          params: {
            path: { productId, orderItemGuid: sample ? SAMPLE_ORDER_ITEM : (orderItemGuid ?? '') },
            query: sample ? { sample: true } : { full: true },
          },
        }),
    }),
}
