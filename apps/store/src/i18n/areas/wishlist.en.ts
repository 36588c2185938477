import type { th } from './wishlist.th'

// English texts of one area of the store, with the Thai object's type (wishlist.th.ts).

export const en: typeof th = {
  wishlist_page: {
    title: 'Wishlist',
    heading: 'My wishlist',
    count: '{{count}} books',
    count_one: '{{count}} book',
    list_label: 'Books in your wishlist',
    remove: 'Remove',
    remove_label: 'Remove: {{title}}',
    move_to_basket: 'Move to basket',
    move_label: 'Move to basket: {{title}}',
    owned: 'You own this book: it is on your bookshelf',
    read: 'Read',
    read_label: 'Read: {{title}}',
    removed: '“{{title}}” was removed from your wishlist',
    moved: '“{{title}}” was moved to your basket',
    empty_title: 'Your wishlist is empty',
    empty_message:
      'Found a book you like but not ready to buy it yet? Keep it in your wishlist and it will wait for you here.',
    browse_new: 'See new books',
    browse_bestsellers: 'See best sellers',
    guest_note: 'This list is kept in this browser only.',
    guest_login: 'Log in to keep it in your account',
    pages: 'Wishlist pages',
    load_failed: 'Your wishlist could not be loaded',
  },
}
