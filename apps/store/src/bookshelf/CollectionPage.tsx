import { shelfMutations } from '@ebook/api/queries'
import type { BookShelfModel, Schema } from '@ebook/api/types'
import {
  BookGrid,
  Button,
  ChevronLeftIcon,
  EmptyState,
  Pagination,
  Skeleton,
  toast,
} from '@ebook/ui'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { useLocale, useT } from '../app/i18n'
import { bookCount } from './count'
import { localeParams } from '../app/navigation'
import { renderStoreLink, StoreLink } from '../components/StoreLink'
import { CollectionCovers } from './BookshelfPage'
import { useRemoveCollection } from './CollectionDialogs'
import { LibraryBookCard } from './LibraryBookCard'
import { collectionBooksQuery, collectionsQuery } from './queries'
import { collectionHref } from './links'

const CollectionNameDialog = lazy(() =>
  import('./CollectionDialogs').then((parts) => ({ default: parts.CollectionNameDialog })),
)
const AddBooksDialog = lazy(() =>
  import('./CollectionDialogs').then((parts) => ({ default: parts.AddBooksDialog })),
)

type LibraryBook = Schema<'MyBookItem'>

/** A link back up, with an arrow. */
function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <StoreLink
      href={href}
      className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <ChevronLeftIcon className="size-4" aria-hidden="true" />
      {children}
    </StoreLink>
  )
}

/** Rename and delete buttons of a collection, with the rename dialog. */
function CollectionActions({
  collection,
  onRemoved,
}: {
  collection: BookShelfModel
  onRemoved?: () => void
}) {
  const t = useT()
  const [renaming, setRenaming] = useState(false)
  const remove = useRemoveCollection()
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('collections.rename_label', { name: collection.Name })}
        onClick={() => setRenaming(true)}
      >
        {t('collections.rename')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-error hover:text-error"
        aria-label={t('collections.remove_label', { name: collection.Name })}
        busy={remove.busy}
        onClick={() =>
          void remove
            .run(collection)
            .then((removed) => removed && onRemoved?.())
            .catch(() => undefined)
        }
      >
        {t('collections.remove')}
      </Button>
      {renaming && (
        <Suspense fallback={null}>
          <CollectionNameDialog collection={collection} onClose={() => setRenaming(false)} />
        </Suspense>
      )}
    </>
  )
}

/** Every collection, each with its covers, count and actions. */
function AllCollections() {
  const t = useT()
  const locale = useLocale()
  const { data: collections } = useSuspenseQuery(collectionsQuery(locale))
  const [naming, setNaming] = useState(false)
  return (
    <div className="flex flex-col gap-6">
      <BackLink href="/bookshelf">{t('collection_page.back_to_bookshelf')}</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('collection_page.title')}</h1>
        <Button onClick={() => setNaming(true)}>{t('collections.create')}</Button>
      </div>
      {collections.length === 0 ? (
        <EmptyState
          title={t('collection_page.empty_title')}
          message={t('collection_page.empty_message')}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {collections.map((collection) => (
            <li key={collection.Id}>
              <article className="relative flex gap-4 rounded-lg border border-border bg-surface p-3 text-surface-foreground transition-colors hover:bg-muted/50">
                <CollectionCovers collection={collection} className="w-20" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <h2 className="truncate text-base font-semibold">
                    <StoreLink
                      href={collectionHref({ shelf: collection.Id })}
                      className="outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring"
                    >
                      {collection.Name}
                    </StoreLink>
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {bookCount(t, collection.BookCount)}
                  </p>
                  <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-2">
                    <CollectionActions collection={collection} />
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {naming && (
        <Suspense fallback={null}>
          <CollectionNameDialog onClose={() => setNaming(false)} />
        </Suspense>
      )}
    </div>
  )
}

/** Takes a book out of the collection on screen (it stays in the library). */
function TakeOutButton({ book, collection }: { book: LibraryBook; collection: BookShelfModel }) {
  const t = useT()
  const takeOut = useMutation(shelfMutations.removeBook())
  return (
    <Button
      variant="secondary"
      size="sm"
      className="w-full"
      aria-label={t('collection_page.take_out_label', { title: book.Name })}
      busy={takeOut.isPending}
      onClick={() =>
        takeOut.mutate(
          { ShelfId: collection.Id, ProductId: book.ProductId },
          {
            onSuccess: () =>
              toast.success(
                t('collections.taken_out', { title: book.Name, name: collection.Name }),
              ),
          },
        )
      }
    >
      {t('collection_page.take_out')}
    </Button>
  )
}

/** One collection: its books a page at a time, and what can be done with it. */
function OneCollection({ shelfId, page }: { shelfId: number; page: number }) {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const { data } = useSuspenseQuery(collectionBooksQuery(shelfId, page, locale))
  const [adding, setAdding] = useState(false)
  const collection = data.Shelf
  return (
    <div className="flex flex-col gap-6">
      <BackLink href={collectionHref()}>{t('collection_page.back_to_collections')}</BackLink>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words">{collection.Name}</h1>
          <p className="text-sm text-muted-foreground">{bookCount(t, collection.BookCount)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setAdding(true)}>
            {t('collection_page.add_books')}
          </Button>
          <CollectionActions
            collection={collection}
            onRemoved={() =>
              void router.navigate({
                to: '/{-$locale}/bookshelf/collection',
                params: localeParams(locale),
                replace: true,
              })
            }
          />
        </div>
      </div>
      <BookGrid
        listLabel={collection.Name}
        empty={
          <EmptyState
            title={t('collection_page.shelf_empty_title')}
            message={t('collection_page.shelf_empty_message')}
            action={
              <Button onClick={() => setAdding(true)}>{t('collection_page.add_books')}</Button>
            }
          />
        }
      >
        {data.Books.map((book, index) => (
          <LibraryBookCard
            key={book.ProductId}
            book={book}
            eager={index < 4}
            collections={false}
            titleAs="h2"
            extra={<TakeOutButton book={book} collection={collection} />}
          />
        ))}
      </BookGrid>
      <Pagination
        page={data.PageNumber}
        totalPages={data.TotalPages}
        getHref={(target) => collectionHref({ shelf: shelfId, page: target })}
        renderLink={renderStoreLink}
        label={t('collection_page.pages')}
      />
      {adding && (
        <Suspense fallback={null}>
          <AddBooksDialog collection={collection} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </div>
  )
}

/** /bookshelf/collection (SPEC §2): the customer's collections, or one of them (`?shelf=`). */
export function CollectionPage({ shelf, page = 1 }: { shelf?: number; page?: number }) {
  return shelf ? <OneCollection shelfId={shelf} page={page} /> : <AllCollections />
}

/** The page's shape while it loads. */
export function CollectionSkeleton({ shelf }: { shelf?: number }) {
  const t = useT()
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <Skeleton shape="text" className="w-32" />
      {shelf ? (
        <>
          <Skeleton className="h-8 w-56" />
          <BookGrid loading skeletonCount={6} />
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">{t('collection_page.title')}</h1>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-32 w-full" />
            ))}
          </div>
        </>
      )}
    </div>
  )
}
