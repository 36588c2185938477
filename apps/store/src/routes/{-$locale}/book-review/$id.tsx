import { productQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { BookNotFound } from '../../../book/BookNotFound'
import { BookReviewsPage } from '../../../book/BookReviewsPage'
import { BookReviewsSkeleton } from '../../../book/BookPageSkeletons'
import { parsePageNumber } from '../../../book/params'
import { idParams, notFoundOn404 } from '../../../lib/route-params'
import { pageHead } from '../../../app/page-head'

type ReviewsSearch = { pageNumber?: number }

export const Route = createFileRoute('/{-$locale}/book-review/$id')({
  params: idParams,
  // The first page has no page number in its address (undefined is left out).
  validateSearch: (search: Record<string, unknown>): ReviewsSearch => ({
    pageNumber: parsePageNumber(search.pageNumber),
  }),
  loaderDeps: ({ search }) => ({ pageNumber: search.pageNumber ?? 1 }),
  loader: ({ context: { queryClient, locale }, params: { id }, deps: { pageNumber } }) =>
    Promise.all([
      queryClient.ensureQueryData(productQueries.details(locale, id)),
      queryClient.ensureQueryData(productQueries.reviews(locale, id, pageNumber)),
    ]).catch(notFoundOn404),
  head: ({ match, params: { id } }) =>
    pageHead(
      match,
      ({ t }) => {
        const book = match.context.queryClient.getQueryData(
          productQueries.details(match.context.locale, id).queryKey,
        )
        return {
          title: book ? t('reviews_page.title', { title: book.Name }) : '',
          keepSearch: ['pageNumber'],
        }
      },
      { notFound: 'book_page.not_found' },
    ),
  component: BookReviewsPage,
  pendingComponent: BookReviewsSkeleton,
  notFoundComponent: BookNotFound,
})
