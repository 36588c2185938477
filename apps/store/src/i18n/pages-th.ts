import { th as account } from './areas/account.th'
import { th as address } from './areas/address.th'
import { th as book } from './areas/book.th'
import { th as checkout } from './areas/checkout.th'
import { th as content } from './areas/content.th'
import { th as library } from './areas/library.th'
import { th as listing } from './areas/listing.th'
import { th as orders } from './areas/orders.th'
import { th as reader } from './areas/reader.th'
import { th as search_pages } from './areas/search_pages.th'
import { th as wishlist } from './areas/wishlist.th'

/**
 * The Thai texts of every page but home, merged from the areas (one file per area of the store
 * and language). A lazy part: index.ts loads it before the first Thai page that needs it, so the
 * home page's first load carries none of it, and an English page none of the Thai. A new area is
 * added here and in pages-en.ts.
 */
export const pagesTh = {
  ...listing,
  ...book,
  ...search_pages,
  ...wishlist,
  ...content,
  ...account,
  ...address,
  ...checkout,
  ...orders,
  ...library,
  ...reader,
}

export type PagesDictionary = typeof pagesTh
