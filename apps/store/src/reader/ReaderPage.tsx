import { isApiError } from '@ebook/api'
import { productQueries } from '@ebook/api/queries'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useStoreApp } from '../app/context'
import { useLocale } from '../app/i18n'
import { useValue } from '../app/store'
import { BookReader } from './BookReader'
import { readerQueries, type Edition } from './queries'
import { ReaderError, ReaderLoading, ReaderRefusal } from './ReaderStates'

/**
 * The reader's page (`/read/{bookId}`, `?edition=sample`): the book's details come with the
 * route (an unknown book is its 404), the file is fetched here with the customer's session and
 * handed to the engine. The whole book is asked for only with a session: a guest gets the sample
 * offer at once; a customer who does not own it, the server's 403 as the same offer.
 */
export function ReaderPage({ bookId, edition }: { bookId: number; edition: Edition }) {
  const locale = useLocale()
  const { session } = useStoreApp()
  const token = useValue(session.token)
  const { data: book } = useSuspenseQuery(productQueries.details(locale, bookId))
  const needsAccount = edition === 'full' && !token
  const file = useQuery({ ...readerQueries.file(bookId, edition), enabled: !needsAccount })
  // What the open book needs comes together with its file: the saved places, the annotations.
  useQuery({ ...readerQueries.positions(bookId, edition), enabled: !needsAccount })
  useQuery({ ...readerQueries.annotations(bookId, edition), enabled: !needsAccount })

  if (needsAccount)
    return <ReaderRefusal bookId={bookId} signedIn={false} hasSample={book.HasSampleDownload} />
  if (file.isPending) return <ReaderLoading bookId={bookId} />
  if (file.isError) {
    const status = isApiError(file.error) ? file.error.status : 0
    if (edition === 'full' && (status === 401 || status === 403))
      return (
        <ReaderRefusal
          bookId={bookId}
          signedIn={status === 403}
          hasSample={book.HasSampleDownload}
        />
      )
    return (
      <ReaderError
        bookId={bookId}
        noSample={edition === 'sample' && status === 404}
        retry={status === 404 ? undefined : () => void file.refetch()}
      />
    )
  }
  return <BookReader key={`${bookId}-${edition}`} book={book} edition={edition} file={file.data} />
}
