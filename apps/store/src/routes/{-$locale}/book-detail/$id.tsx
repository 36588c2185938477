import { productQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { BookDetailPage } from '../../../book/BookDetailPage'
import { BookNotFound } from '../../../book/BookNotFound'
import { BookDetailSkeleton } from '../../../book/BookPageSkeletons'
import { idParams, notFoundOn404 } from '../../../lib/route-params'
import { pageHead } from '../../../app/page-head'
import { bookPageHead } from '../../../book/document-head'

export const Route = createFileRoute('/{-$locale}/book-detail/$id')({
  params: idParams,
  loader: async ({ context: { queryClient, locale }, params: { id } }) => {
    // Below the fold: asked for at once, waited for only by the server's render. Its HTML then
    // has the books, and the browser hydrates the same books from the page's data; a render that
    // showed them loading while the answer reached the browser first would not match.
    const alsoPurchased = queryClient.prefetchQuery(productQueries.alsoPurchased(locale, id))
    await queryClient.ensureQueryData(productQueries.details(locale, id)).catch(notFoundOn404)
    if (typeof document === 'undefined') await alsoPurchased
  },
  head: ({ match, params: { id } }) =>
    pageHead(
      match,
      (page) => {
        const book = match.context.queryClient.getQueryData(
          productQueries.details(match.context.locale, id).queryKey,
        )
        return book ? bookPageHead(book, page) : { title: '' }
      },
      { notFound: 'book_page.not_found' },
    ),
  component: BookDetailPage,
  pendingComponent: BookDetailSkeleton,
  notFoundComponent: BookNotFound,
})
