// Texts of one area of the store, Thai and English side by side; th.ts and en.ts merge the areas.
// The English object has the Thai one's type, so a missing or extra key fails the type check.

export const th = {
  wishlist_page: {
    title: 'รายการที่อยากได้',
    heading: 'รายการที่อยากได้',
    count: '{{count}} เล่ม',
    count_one: '{{count}} เล่ม',
    list_label: 'หนังสือในรายการที่อยากได้',
    remove: 'นำออก',
    remove_label: 'นำออก: {{title}}',
    move_to_basket: 'ย้ายไปตะกร้า',
    move_label: 'ย้ายไปตะกร้า: {{title}}',
    removed: 'นำ “{{title}}” ออกจากรายการที่อยากได้แล้ว',
    moved: 'ย้าย “{{title}}” ไปที่ตะกร้าแล้ว',
    empty_title: 'ยังไม่มีหนังสือในรายการที่อยากได้',
    empty_message: 'เจอเล่มที่ถูกใจแต่ยังไม่พร้อมซื้อ ก็เก็บไว้ในรายการที่อยากได้ได้ หนังสือจะรอคุณอยู่ที่นี่',
    browse_new: 'ดูหนังสือใหม่',
    browse_bestsellers: 'ดูหนังสือขายดี',
    guest_note: 'รายการนี้เก็บไว้ในเบราว์เซอร์นี้เท่านั้น',
    guest_login: 'เข้าสู่ระบบเพื่อเก็บไว้ในบัญชีของคุณ',
    pages: 'หน้าของรายการที่อยากได้',
    load_failed: 'โหลดรายการที่อยากได้ไม่สำเร็จ',
  },
}

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
