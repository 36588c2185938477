/** The seed data's public API: the catalogue, its shapes, and the covers, files and content. */
export {
  MAX_PRICE,
  MIN_PRICE,
  NEW_DAYS,
  bookEntries,
  bookInputOf,
  catalogue,
  newSince,
  todayUtc,
  type CatalogueOptions,
} from './catalogue.ts'
export type * from './types.ts'
export type { BookEntry } from './book-entry.ts'
export type { SeededCoupon } from './content-types.ts'
export { renderCover } from './covers.ts'
export { buildEpub, estimatedEpubBytes, epubFileName } from './epub.ts'
export { countries, thaiAddresses } from './addresses.ts'
export { coupons, dynamicContent, topics } from './content.ts'
export { syntheticCatalogue } from './synthetic.ts'
export { formatIsbn, isValidIsbn13 } from './util.ts'
