import { createFileRoute } from '@tanstack/react-router'
import { accountPage } from '../../../app/auth'
import { CollectionPage, CollectionSkeleton } from '../../../bookshelf/CollectionPage'
import { collectionBooksQuery, collectionsQuery } from '../../../bookshelf/queries'
import { validateCollectionSearch } from '../../../bookshelf/search'
import { MissingPage } from '../../../components/PageStates'
import { PageLoadError } from '../../../orders/page-kit'
import { notFoundOn404 } from '../../../lib/route-params'
import { pageHead } from '../../../app/page-head'

export const Route = createFileRoute('/{-$locale}/bookshelf/collection')({
  validateSearch: validateCollectionSearch,
  ...accountPage,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, locale }, deps }) => {
    return deps.shelf
      ? queryClient
          .ensureQueryData(collectionBooksQuery(deps.shelf, deps.page ?? 1, locale))
          .catch(notFoundOn404)
      : queryClient.ensureQueryData(collectionsQuery(locale))
  },
  head: ({ match }) =>
    pageHead(
      match,
      ({ t, locale }) => {
        const { shelf, page = 1 } = match.search
        const books =
          shelf &&
          match.context.queryClient.getQueryData(collectionBooksQuery(shelf, page, locale).queryKey)
        return { title: books ? books.Shelf.Name : t('collection_page.title') }
      },
      { noindex: true, failed: 'account_pages.load_failed' },
    ),
  component: CollectionRoute,
  pendingComponent: CollectionPending,
  errorComponent: PageLoadError,
  notFoundComponent: MissingPage,
})

function CollectionRoute() {
  const { shelf, page } = Route.useSearch()
  return <CollectionPage shelf={shelf} page={page} />
}

function CollectionPending() {
  const { shelf } = Route.useSearch()
  return <CollectionSkeleton shelf={shelf} />
}
