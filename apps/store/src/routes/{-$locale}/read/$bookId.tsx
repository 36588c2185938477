import { productQueries } from '@ebook/api/queries'
import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../app/page-head'
import { BookNotFound } from '../../../book/BookNotFound'
import { notFoundOn404, parseId } from '../../../lib/route-params'
import { ReaderPage } from '../../../reader/ReaderPage'
import { ReaderLoading } from '../../../reader/ReaderStates'
import { editionOf, readerSamplePreload, validateReaderSearch } from '../../../reader/search'

export const Route = createFileRoute('/{-$locale}/read/$bookId')({
  params: {
    parse: ({ bookId }) => ({ bookId: parseId(bookId) }),
    stringify: ({ bookId }) => ({ bookId: String(bookId) }),
  },
  validateSearch: validateReaderSearch,
  // The server renders the reader's frame with the book's details (an unknown book is a 404);
  // the reader itself, its engine and the book's file are the browser's.
  ssr: 'data-only',
  // The frame the server sent gives way to the reader at once (not after the router's 500 ms).
  pendingMinMs: 0,
  // The reader itself (with its engine, which only runs in a browser) is a part of its own, apart
  // from the loader and the frame the server renders: the page's HTML preloads it and the
  // engine's code it imports, beside the entry.
  codeSplitGroupings: [
    ['loader', 'pendingComponent'],
    ['component'],
    ['errorComponent'],
    ['notFoundComponent'],
  ],
  staticData: { fullScreen: true },
  loader: ({ context: { queryClient, locale }, params: { bookId } }) =>
    queryClient.ensureQueryData(productQueries.details(locale, bookId)).catch(notFoundOn404),
  head: async ({ match, params: { bookId } }) => {
    const head = await pageHead(
      match,
      ({ t }) => {
        const book = match.context.queryClient.getQueryData(
          productQueries.details(match.context.locale, bookId).queryKey,
        )
        if (!book) return { title: '' }
        return {
          title:
            match.search.edition === 'sample'
              ? t('reader.title_sample', { title: book.Name })
              : t('reader.title', { title: book.Name }),
        }
      },
      { noindex: true, notFound: 'book_page.not_found' },
    )
    // The public sample is asked for with the page, long before the reader's code runs.
    if (match.search.edition !== 'sample' || match.status !== 'success') return head
    return { ...head, links: [...head.links, readerSamplePreload(bookId)] }
  },
  component: ReaderRoute,
  pendingComponent: ReaderPending,
  notFoundComponent: BookNotFound,
})

function ReaderRoute() {
  const { bookId } = Route.useParams()
  return <ReaderPage bookId={bookId} edition={editionOf(Route.useSearch())} />
}

function ReaderPending() {
  return <ReaderLoading bookId={Route.useParams().bookId} />
}
