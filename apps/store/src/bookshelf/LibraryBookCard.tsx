import type { Schema } from '@ebook/api/types'
import { BookCard, Button } from '@ebook/ui'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useT } from '../app/i18n'
import { renderStoreLink } from '../components/StoreLink'
import { DownloadButton } from './DownloadButton'
import { ReadButton, ReadingProgress } from './ReadButton'

// The collections dialog loads when asked for.
const BookCollectionsDialog = lazy(() =>
  import('./CollectionDialogs').then((parts) => ({ default: parts.BookCollectionsDialog })),
)

type LibraryBook = Schema<'MyBookItem'>

/** The download of a library book: the sample's, or the bought file's through its order item. */
export const downloadOf = (book: LibraryBook) =>
  book.IsSample || !book.OrderItemGuid
    ? { productId: book.ProductId, sample: true }
    : { productId: book.ProductId, orderItemGuid: book.OrderItemGuid }

/** The collections button of a book, with its dialog. */
function CollectionsButton({ book }: { book: LibraryBook }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="w-full"
        aria-label={t('bookshelf_page.organise_label', { title: book.Name })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('bookshelf_page.organise')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BookCollectionsDialog book={book} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

/**
 * A book of the customer's library: its cover and title lead to the book's page; it opens in the
 * reader with how far it has been read (EPUBs), downloads (the sample for a sample), and goes
 * into collections, or `extra` actions of the page.
 */
export function LibraryBookCard({
  book,
  eager,
  extra,
  collections = true,
  titleAs,
}: {
  book: LibraryBook
  eager?: boolean
  /** More buttons (take out of this collection). */
  extra?: ReactNode
  /** Shows the collections button, true by default. */
  collections?: boolean
  /** The title's heading level, 'h3' by default (under the page's h2). */
  titleAs?: 'h2' | 'h3'
}) {
  const t = useT()
  return (
    <BookCard
      title={book.Name}
      authors={book.Authors.map((author) => author.Name)}
      coverUrl={book.Picture.ImageUrl}
      coverAlt={book.Picture.AlternateText ?? undefined}
      coverLoading={eager ? 'eager' : 'lazy'}
      titleAs={titleAs}
      href={`/book-detail/${book.ProductId}`}
      renderLink={renderStoreLink}
      badges={[
        ...(book.IsSample
          ? [{ label: t('bookshelf_page.sample'), variant: 'warning' as const }]
          : []),
        book.FileFormat === 'PDF' ? ('pdf' as const) : ('epub' as const),
      ]}
      actions={
        <>
          {book.FileFormat !== 'PDF' && (
            <>
              <ReadingProgress progress={book.ReadingProgress} />
              <ReadButton
                productId={book.ProductId}
                sample={book.IsSample}
                title={book.Name}
                className="w-full"
              />
            </>
          )}
          <DownloadButton book={downloadOf(book)} title={book.Name} className="w-full" />
          {collections && <CollectionsButton book={book} />}
          {extra}
        </>
      }
    />
  )
}
