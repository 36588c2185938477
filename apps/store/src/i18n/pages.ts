import * as account from './areas/account'
import * as address from './areas/address'
import * as book from './areas/book'
import * as checkout from './areas/checkout'
import * as content from './areas/content'
import * as library from './areas/library'
import * as listing from './areas/listing'
import * as orders from './areas/orders'
import * as search_pages from './areas/search_pages'
import * as shell from './areas/shell'
import * as wishlist from './areas/wishlist'

/**
 * The texts of every page but home, both languages, merged from the areas (one file per area
 * of the store, Thai and English side by side). A lazy part: index.ts loads it before the first
 * page that needs it, so the home page's first load carries none of it. A new area is added
 * here, in both objects.
 */
export const pagesTh = {
  ...shell.th,
  ...listing.th,
  ...book.th,
  ...search_pages.th,
  ...wishlist.th,
  ...content.th,
  ...account.th,
  ...address.th,
  ...checkout.th,
  ...orders.th,
  ...library.th,
}

export const pagesEn: typeof pagesTh = {
  ...shell.en,
  ...listing.en,
  ...book.en,
  ...search_pages.en,
  ...wishlist.en,
  ...content.en,
  ...account.en,
  ...address.en,
  ...checkout.en,
  ...orders.en,
  ...library.en,
}

export type PagesDictionary = typeof pagesTh
