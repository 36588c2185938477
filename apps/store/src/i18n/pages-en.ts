import { en as account } from './areas/account.en'
import { en as address } from './areas/address.en'
import { en as book } from './areas/book.en'
import { en as checkout } from './areas/checkout.en'
import { en as content } from './areas/content.en'
import { en as library } from './areas/library.en'
import { en as listing } from './areas/listing.en'
import { en as orders } from './areas/orders.en'
import { en as reader } from './areas/reader.en'
import { en as search_pages } from './areas/search_pages.en'
import { en as wishlist } from './areas/wishlist.en'
import type { PagesDictionary } from './pages-th'

/** The English texts of every page but home (pages-th.ts has the Thai ones and the type). */
export const pagesEn: PagesDictionary = {
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
