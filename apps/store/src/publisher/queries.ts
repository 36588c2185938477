import { catalogQueries, publisherQueries } from '@ebook/api/queries'
import type { Locale } from '../app/locale'

/** The choice lists of the publisher application, named in the page's language. */
export const bookTypesQuery = (locale: Locale) => publisherQueries.bookTypes(locale)
export const accountTypesQuery = (locale: Locale) => publisherQueries.accountTypes(locale)

/** The publisher (its name, whether it takes messages), in the page's language. */
export const publisherQuery = (vendorId: number, locale: Locale) =>
  catalogQueries.vendor(locale, vendorId, { pageNumber: 1 })
