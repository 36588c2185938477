import { catalogQueries, publisherQueries } from '@ebook/api/queries'
import type { Locale } from '../app/locale'
import { inLanguage } from '../orders/route-kit'

/** The choice lists of the publisher application, named in the page's language. */
export const bookTypesQuery = (locale: Locale) => inLanguage(publisherQueries.bookTypes(), locale)
export const accountTypesQuery = (locale: Locale) =>
  inLanguage(publisherQueries.accountTypes(), locale)

/** The publisher (its name, whether it takes messages), in the page's language. */
export const publisherQuery = (vendorId: number, locale: Locale) =>
  inLanguage(catalogQueries.vendor(vendorId, { pageNumber: 1 }), locale)
