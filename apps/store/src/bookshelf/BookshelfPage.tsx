import type { BookShelfModel } from '@ebook/api/types'
import { BookGrid, Button, EmptyState, Input, Pagination, Select, Skeleton } from '@ebook/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useId, useState, type FormEvent } from 'react'
import { useLocale, useT } from '../app/i18n'
import { bookCount } from './count'
import { localeParams } from '../app/navigation'
import { renderStoreLink, StoreLink } from '../components/StoreLink'
import { LibraryBookCard } from './LibraryBookCard'
import { collectionsQuery, myBooksQuery, SORTS } from './queries'
import { bookshelfHref, collectionHref } from './links'
import type { BookshelfSearch } from './search'

const CollectionNameDialog = lazy(() =>
  import('./CollectionDialogs').then((parts) => ({ default: parts.CollectionNameDialog })),
)

/** Up to four covers of a collection, as a small stack (or an empty frame). */
export function CollectionCovers({
  collection,
  className = 'w-14',
}: {
  collection: BookShelfModel
  className?: string
}) {
  const covers = collection.CoverPictures.slice(0, 4)
  return (
    <div
      aria-hidden="true"
      className={`grid aspect-cover shrink-0 grid-cols-2 gap-0.5 overflow-hidden rounded-sm bg-muted ${className}`}
    >
      {covers.map((cover, index) => (
        <img
          key={`${cover.ImageUrl}-${index}`}
          src={cover.ThumbImageUrl ?? cover.ImageUrl ?? undefined}
          alt=""
          loading="lazy"
          className={
            covers.length === 1
              ? 'col-span-2 row-span-2 h-full w-full object-cover'
              : 'h-full w-full object-cover'
          }
        />
      ))}
    </div>
  )
}

/** The customer's collections, as links to each, with a way to make one. */
function CollectionsStrip() {
  const t = useT()
  const locale = useLocale()
  const { data: collections } = useSuspenseQuery(collectionsQuery(locale))
  const [naming, setNaming] = useState(false)
  return (
    <section aria-labelledby="bookshelf-collections" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bookshelf-collections" className="text-lg font-semibold">
          {t('bookshelf_page.collections')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setNaming(true)}>
            {t('collections.create')}
          </Button>
          {collections.length > 0 && (
            <Button variant="ghost" size="sm" asChild>
              <StoreLink href={collectionHref()}>
                {t('bookshelf_page.manage_collections')}
              </StoreLink>
            </Button>
          )}
        </div>
      </div>
      {collections.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('bookshelf_page.no_collections')}</p>
      ) : (
        <ul className="-mx-3 flex gap-3 overflow-x-auto px-3 pb-2 md:mx-0 md:px-0">
          {collections.map((collection) => (
            <li key={collection.Id} className="shrink-0">
              <StoreLink
                href={collectionHref({ shelf: collection.Id })}
                className="flex w-56 items-center gap-3 rounded-lg border border-border bg-surface p-2 text-surface-foreground transition-colors hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <CollectionCovers collection={collection} className="w-10" />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate text-sm font-medium">{collection.Name}</span>
                  <span className="text-xs text-muted-foreground">
                    {bookCount(t, collection.BookCount)}
                  </span>
                </span>
              </StoreLink>
            </li>
          ))}
        </ul>
      )}
      {naming && (
        <Suspense fallback={null}>
          <CollectionNameDialog onClose={() => setNaming(false)} />
        </Suspense>
      )}
    </section>
  )
}

/** Search in the library and its order; both go into the address. */
function LibraryToolbar({ search }: { search: BookshelfSearch }) {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const id = useId()
  const [text, setText] = useState(search.q ?? '')
  const go = (next: BookshelfSearch) =>
    void router.navigate({
      to: '/{-$locale}/bookshelf',
      params: localeParams(locale),
      search: {
        q: next.q || undefined,
        sort: next.sort || undefined,
        page: next.page && next.page > 1 ? next.page : undefined,
      },
    })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    go({ q: text.trim() || undefined, sort: search.sort })
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <form
        role="search"
        aria-label={t('bookshelf_page.search_label')}
        onSubmit={submit}
        className="flex w-full max-w-md gap-2"
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('bookshelf_page.search_label')}
        </label>
        <Input
          id={`${id}-q`}
          type="search"
          value={text}
          maxLength={200}
          placeholder={t('bookshelf_page.search_placeholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('bookshelf_page.search_submit')}
        </Button>
      </form>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-sort`} className="shrink-0 text-sm text-muted-foreground">
          {t('bookshelf_page.sort_label')}
        </label>
        <Select
          id={`${id}-sort`}
          value={String(search.sort ?? 0)}
          className="w-40"
          onChange={(event) => {
            const sort = Number(event.target.value)
            go({ q: search.q, sort: sort === 0 ? undefined : (sort as BookshelfSearch['sort']) })
          }}
        >
          {SORTS.map((code) => (
            <option key={code} value={code}>
              {t(`bookshelf_page.sort_${code}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  )
}

/** The library: every book bought and every sample added, a page at a time. */
function LibraryBooks({ search }: { search: BookshelfSearch }) {
  const t = useT()
  const locale = useLocale()
  const { data } = useSuspenseQuery(
    myBooksQuery({ page: search.page, q: search.q, sort: search.sort }, locale),
  )
  const empty = search.q ? (
    <EmptyState
      title={t('bookshelf_page.no_match_title', { query: search.q })}
      message={t('bookshelf_page.no_match_message')}
      action={
        <Button variant="outline" asChild>
          <StoreLink href={bookshelfHref({ sort: search.sort })}>
            {t('bookshelf_page.clear_search')}
          </StoreLink>
        </Button>
      }
    />
  ) : (
    <EmptyState
      title={t('bookshelf_page.empty_title')}
      message={t('bookshelf_page.empty_message')}
      action={
        <Button asChild>
          <StoreLink href="/newproducts">{t('bookshelf_page.browse')}</StoreLink>
        </Button>
      }
    />
  )
  return (
    <section aria-labelledby="bookshelf-books" className="flex flex-col gap-4">
      <div className="flex items-baseline gap-2">
        <h2 id="bookshelf-books" className="text-lg font-semibold">
          {t('bookshelf_page.all_books')}
        </h2>
        <span className="text-sm text-muted-foreground">{bookCount(t, data.TotalItems)}</span>
      </div>
      {(data.TotalItems > 0 || search.q) && <LibraryToolbar key={search.q ?? ''} search={search} />}
      <BookGrid empty={empty} listLabel={t('bookshelf_page.all_books')}>
        {data.Books.map((book, index) => (
          <LibraryBookCard key={book.ProductId} book={book} eager={index < 4} />
        ))}
      </BookGrid>
      <Pagination
        page={data.PageNumber}
        totalPages={data.TotalPages}
        getHref={(page) => bookshelfHref({ ...search, page })}
        renderLink={renderStoreLink}
        label={t('bookshelf_page.pages')}
      />
    </section>
  )
}

/** /bookshelf (SPEC §2): the customer's books (bought and samples), downloads and collections. */
export function BookshelfPage({ search }: { search: BookshelfSearch }) {
  const t = useT()
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">{t('bookshelf_page.title')}</h1>
      <CollectionsStrip />
      <LibraryBooks search={search} />
    </div>
  )
}

/** The page's shape while the library loads. */
export function BookshelfSkeleton() {
  const t = useT()
  return (
    <div className="flex flex-col gap-8" aria-busy="true">
      <h1 className="text-2xl font-bold">{t('bookshelf_page.title')}</h1>
      <div className="flex gap-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-56" />
        ))}
      </div>
      <Skeleton className="h-10 w-full max-w-md" />
      <BookGrid loading skeletonCount={12} />
    </div>
  )
}
