/**
 * The catalogue: home page, category tree, listings with filters, search in Thai and English,
 * book pages, reviews, recently viewed books, the content API (v1) and the picture routes.
 * Answers that are the same for everyone are cached in memory per app (bounded, expiring);
 * clearContentCache and clearCatalogCaches() empty them.
 */
import { join } from 'node:path'
import { defineModule } from '../../http/operations.ts'
import { storeDataChanged } from '../../http/store-changes.ts'
import { browseHandlers } from './browse.ts'
import { contentApiHandlers } from './content-api.ts'
import { pictureRoutes } from './pictures.ts'
import { productHandlers } from './product.ts'
import { reviewHandlers } from './reviews.ts'
import { searchHandlers } from './search.ts'
import { PageStore } from './page-store.ts'
import { PagesAhead } from './pages-ahead.ts'
import { CatalogService } from './service.ts'

export { clearCatalogCaches } from './cache.ts'

export const catalogModule = defineModule(({ db, config, log }) => {
  const svc = new CatalogService(db)
  // Pages made of the catalogue elsewhere (the store's HTML) follow its caches.
  svc.caches.onClear(() => storeDataChanged(db))
  svc.onForgetBook(() => storeDataChanged(db))
  const store = config.renderAhead ? new PageStore(join(config.dataDir, 'book-pages')) : null
  const product = productHandlers(svc, store)
  const ahead = store ? new PagesAhead(svc, store, product.maker, log) : null
  return {
    name: 'catalog',
    v2: {
      ...browseHandlers(svc),
      ...searchHandlers(svc),
      ...product.handlers,
      ...reviewHandlers(svc),
    },
    v1: contentApiHandlers(svc),
    routes: pictureRoutes(svc),
    fastRoutes: [product.fastRoute],
    background: ahead ? [ahead] : [],
  }
})
