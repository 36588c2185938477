/**
 * The catalogue: home page, category tree, listings with filters, search in Thai and English,
 * book pages, reviews, recently viewed books, the content API (v1) and the picture routes.
 * Answers that are the same for everyone are cached in memory per app (bounded, expiring);
 * clearContentCache and clearCatalogCaches() empty them.
 */
import { defineModule } from '../../http/operations.ts'
import { browseHandlers } from './browse.ts'
import { contentApiHandlers } from './content-api.ts'
import { pictureRoutes } from './pictures.ts'
import { productHandlers } from './product.ts'
import { reviewHandlers } from './reviews.ts'
import { searchHandlers } from './search.ts'
import { CatalogService } from './service.ts'

export { clearCatalogCaches } from './cache.ts'

export const catalogModule = defineModule(({ db }) => {
  const svc = new CatalogService(db)
  const product = productHandlers(svc)
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
  }
})
