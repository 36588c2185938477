/**
 * The catalogue: home page, category tree, listings with filters, search in Thai and English,
 * book pages, reviews, recently viewed books, the content API (v1) and the picture routes.
 * Answers that are the same for everyone are cached in memory per app (bounded); the app's
 * store changes (AppDeps.changes, whichever server made them) forget a changed book's data and
 * pages, or all of it when the catalogue's shared parts change. The book pages are kept where
 * the app's dependencies say (AppDeps.bookPages, see book-pages.ts); when they have a page
 * store, the pages are made in advance by a background job (pages-ahead.ts).
 */
import { defineModule } from '../../http/operations.ts'
import { BookPages } from './book-pages.ts'
import { bookPageRoute } from './book-page-route.ts'
import { browseHandlers } from './browse.ts'
import { contentApiHandlers } from './content-api.ts'
import { pictureRoutes } from './pictures.ts'
import { productHandlers } from './product.ts'
import { reviewHandlers } from './reviews.ts'
import { searchHandlers } from './search.ts'
import { PagesAhead } from './pages-ahead.ts'
import { CatalogService } from './service.ts'

export const catalogModule = defineModule((deps) => {
  const { db, log, bookPages, changes } = deps
  const svc = new CatalogService(db, bookPages.cache)
  // Pages made of the catalogue elsewhere (the store's HTML) follow its caches.
  svc.caches.onClear(() => changes.dataChanged())
  svc.onForgetBook(() => changes.dataChanged())
  const pages = new BookPages(svc, bookPages, deps.guestActivity)
  const ahead = bookPages.store ? new PagesAhead(svc, bookPages.store, pages, changes, log) : null
  changes.onChange(({ books, catalogue }) => {
    if (catalogue) {
      svc.caches.clear()
      return
    }
    for (const id of books) svc.forgetBook(id)
    ahead?.remake(books)
  })
  return {
    name: 'catalog',
    v2: {
      ...browseHandlers(svc),
      ...searchHandlers(svc),
      ...productHandlers(svc, pages),
      ...reviewHandlers(svc),
    },
    v1: contentApiHandlers(svc),
    routes: pictureRoutes(svc),
    fastRoutes: [bookPageRoute(deps, pages)],
    background: ahead ? [ahead] : [],
  }
})
