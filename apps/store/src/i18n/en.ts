import type { ShellDictionary } from './th'

/** The shell's English texts; loaded when a page in English is opened (index.ts). */
export const en: ShellDictionary = {
  app: {
    store_name: 'E-book Store',
    home: 'Home',
    page_title: '{{page}} | E-book Store',
    description: 'E-books in Thai and English, ready to read on your bookshelf at once.',
    not_found: 'Page Not Found',
  },
  header: {
    categories: 'All categories',
    bestsellers: 'Best sellers',
    new_books: 'New books',
    login: 'Log in',
    account_menu: 'Account menu',
    hello: 'Hello, {{name}}',
    language_switch: 'ภาษาไทย',
    language_switch_label: 'ภาษาไทย: Switch the language to Thai',
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
    unavailable:
      'This page cannot be opened right now. Check your internet connection and try again.',
  },
}
