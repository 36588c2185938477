import { createFileRoute } from '@tanstack/react-router'
import { accountPage } from '../../../app/auth'
import { BookshelfPage, BookshelfSkeleton } from '../../../bookshelf/BookshelfPage'
import { collectionsQuery, myBooksQuery } from '../../../bookshelf/queries'
import { validateBookshelfSearch } from '../../../bookshelf/search'
import { PageLoadError } from '../../../orders/page-kit'
import { titledHead } from '../../../app/page-head'

export const Route = createFileRoute('/{-$locale}/bookshelf/')({
  validateSearch: validateBookshelfSearch,
  ...accountPage,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, locale }, deps }) => {
    return Promise.all([
      queryClient.ensureQueryData(collectionsQuery(locale)),
      queryClient.ensureQueryData(myBooksQuery(deps, locale)),
    ])
  },
  head: titledHead('bookshelf_page.title', { noindex: true, failed: 'account_pages.load_failed' }),
  component: BookshelfRoute,
  pendingComponent: BookshelfSkeleton,
  errorComponent: PageLoadError,
})

function BookshelfRoute() {
  return <BookshelfPage search={Route.useSearch()} />
}
