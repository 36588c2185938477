// Thai texts of one area of the store; its English is wishlist.en.ts, typed by this object, so a
// missing or extra key there fails the type check. Each language is a lazy part of its own.

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
    owned: 'คุณมีเล่มนี้แล้ว อยู่บนชั้นหนังสือของคุณ',
    read: 'อ่าน',
    read_label: 'อ่าน: {{title}}',
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
