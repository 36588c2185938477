import { unwrap, unwrapData, type ApiClients } from '@ebook/api'
import { apiOf } from '@ebook/api/queries'
import type { Schema } from '@ebook/api/types'
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'

// The reader's calls (contract tag `reader`): the book's file, the places kept per device, and
// the bookmarks and highlights. Only the reader's page uses them, so they live with it.

export type Edition = Schema<'ReaderEdition'>
export type ReadingPosition = Schema<'ReadingPosition'>
export type ReadingLocator = Schema<'ReadingLocator'>
export type Annotation = Schema<'Annotation'>
export type HighlightColor = Schema<'HighlightColor'>

const v2 = (client: QueryClient) => apiOf(client).v2

export const readerQueries = {
  all: (productId: number) => ['reader', productId] as const,
  /**
   * The edition's EPUB as a Blob, fetched with the customer's token (the whole book's answer is
   * `no-store`: it lives in memory while the book is open). Never refetched on its own: the
   * reader holds the opened book.
   */
  file: (productId: number, edition: Edition) =>
    queryOptions({
      queryKey: [...readerQueries.all(productId), 'file', edition],
      queryFn: ({ client, signal }) =>
        unwrap(
          edition === 'full'
            ? v2(client).GET('/v2/reader/{productId}/book', {
                params: { path: { productId } },
                parseAs: 'blob',
                signal,
              })
            : v2(client).GET('/v2/reader/{productId}/sample', {
                params: { path: { productId } },
                parseAs: 'blob',
                signal,
              }),
        ) as Promise<Blob>,
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
    }),
  /** The places saved on the customer's devices, newest first. */
  positions: (productId: number, edition: Edition) =>
    queryOptions({
      queryKey: [...readerQueries.all(productId), 'positions', edition],
      queryFn: ({ client, signal }) =>
        unwrapData(
          v2(client).GET('/v2/reader/{productId}/position', {
            params: { path: { productId }, query: { edition } },
            signal,
          }),
        ),
      staleTime: Infinity,
      // The book opens without them rather than wait for tries again.
      retry: false,
    }),
  /** Bookmarks and highlights, in reading order. */
  annotations: (productId: number, edition: Edition) =>
    queryOptions({
      queryKey: [...readerQueries.all(productId), 'annotations', edition],
      queryFn: ({ client, signal }) =>
        unwrapData(
          v2(client).GET('/v2/reader/{productId}/annotations', {
            params: { path: { productId }, query: { edition } },
            signal,
          }),
        ),
    }),
}

export type NewAnnotation = Schema<'AddAnnotationModel'>

/**
 * Saves this device's place (the server stamps the time). `keepalive` lets the call outlive the
 * page, for the save made as the page is hidden or closed.
 */
export function savePosition(
  api: ApiClients,
  productId: number,
  Data: Schema<'ReadingPositionInput'>,
  keepalive = false,
) {
  return unwrapData(
    api.v2.PUT('/v2/reader/{productId}/position', {
      params: { path: { productId } },
      body: { Data },
      keepalive,
    }),
  )
}

export const readerMutations = {
  add: (productId: number) =>
    mutationOptions({
      mutationKey: ['reader', productId, 'annotation', 'add'],
      mutationFn: (Data: NewAnnotation, { client }) =>
        unwrapData(
          v2(client).POST('/v2/reader/{productId}/annotations', {
            params: { path: { productId } },
            body: { Data },
          }),
        ),
      onSuccess: (_data, variables, _result, { client }) =>
        client.invalidateQueries({
          queryKey: readerQueries.annotations(productId, variables.Edition).queryKey,
        }),
    }),
  update: (productId: number, edition: Edition) =>
    mutationOptions({
      mutationKey: ['reader', productId, 'annotation', 'update'],
      mutationFn: ({ id, ...Data }: { id: number } & Schema<'UpdateAnnotationModel'>, { client }) =>
        unwrapData(
          v2(client).PUT('/v2/reader/annotations/{annotationId}', {
            params: { path: { annotationId: id } },
            body: { Data },
          }),
        ),
      onSuccess: (_data, _variables, _result, { client }) =>
        client.invalidateQueries({
          queryKey: readerQueries.annotations(productId, edition).queryKey,
        }),
    }),
  remove: (productId: number, edition: Edition) =>
    mutationOptions({
      mutationKey: ['reader', productId, 'annotation', 'remove'],
      mutationFn: (id: number, { client }) =>
        unwrap(
          v2(client).DELETE('/v2/reader/annotations/{annotationId}', {
            params: { path: { annotationId: id } },
          }),
        ),
      onSuccess: (_data, _variables, _result, { client }) =>
        client.invalidateQueries({
          queryKey: readerQueries.annotations(productId, edition).queryKey,
        }),
    }),
}
