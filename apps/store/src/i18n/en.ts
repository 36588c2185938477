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
import type { Dictionary } from './th'

/** The store's English texts. Keys must match th.ts (i18n.test.ts checks). */
export const en: Dictionary = {
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
  app: {
    store_name: 'E-book Store',
    home: 'Home',
    page_title: '{{page}} | E-book Store',
  },
  header: {
    categories: 'All categories',
    bestsellers: 'Best sellers',
    new_books: 'New books',
    login: 'Log in',
    account: 'My account',
    hello: 'Hello, {{name}}',
    language_switch: 'ภาษาไทย',
    language_switch_label: 'Switch the language to Thai',
    theme_light: 'Light theme',
    theme_dark: 'Dark theme',
    theme_switch_label: 'Switch to the {{theme}}',
  },
  search: {
    label: 'Search books',
    placeholder: 'Search titles, authors, publishers',
    submit: 'Search',
    suggestions: 'Search suggestions',
    no_suggestions: 'No matching books',
  },
  footer: {
    help: 'Help',
    about: 'About the store',
    publishers: 'Publishers',
    purchase_process: 'How to buy',
    contact_us: 'Contact us',
    policy: 'Privacy policy',
    terms: 'Terms and conditions',
    vendor_apply: 'Become a publisher',
    settings: 'Settings',
  },
  home_page: {
    title: 'E-book Store: Thai and English books',
    heading: 'E-book Store',
    slider: 'Featured',
    slide: 'Banner {{n}} of {{count}}',
    new_releases: 'New releases',
    best_sellers: 'Best sellers',
    recently_viewed: 'Recently viewed',
    row_failed: 'This row could not be loaded',
    retry: 'Try again',
  },
  login_page: {
    login_success: 'Logged in',
  },
  errors: {
    server_error: 'Internal Server Error 500',
  },
}
