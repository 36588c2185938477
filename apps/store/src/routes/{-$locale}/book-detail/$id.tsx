import { productQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { BookDetailPage } from '../../../book/BookDetailPage'
import { BookNotFound } from '../../../book/BookNotFound'
import { BookDetailSkeleton } from '../../../book/BookPageSkeletons'
import { bookIdParams, unknownBookAsNotFound } from '../../../book/params'
import { loadSanitizer } from '../../../book/sanitize'

export const Route = createFileRoute('/{-$locale}/book-detail/$id')({
  params: bookIdParams,
  loader: async ({ context: { queryClient }, params: { id } }) => {
    // Below the fold: asked for at once, not waited for.
    void queryClient.prefetchQuery(productQueries.alsoPurchased(id))
    await Promise.all([
      queryClient.ensureQueryData(productQueries.details(id)).catch(unknownBookAsNotFound),
      // The description's sanitiser loads beside the book, so the description shows with it.
      loadSanitizer(),
    ])
  },
  component: BookDetailPage,
  pendingComponent: BookDetailSkeleton,
  notFoundComponent: BookNotFound,
})
