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
 * The store's Thai texts (the default language). Keys must match en.ts (i18n.test.ts checks).
 * Each area of the store keeps its texts in areas/<area>.ts, Thai and English side by side.
 */
export const th = {
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
  app: {
    store_name: 'ร้านหนังสืออีบุ๊ก',
    home: 'หน้าแรก',
    page_title: '{{page}} | ร้านหนังสืออีบุ๊ก',
  },
  header: {
    categories: 'หมวดหมู่ทั้งหมด',
    bestsellers: 'หนังสือขายดี',
    new_books: 'หนังสือใหม่',
    login: 'เข้าสู่ระบบ',
    account: 'บัญชีของฉัน',
    hello: 'สวัสดี {{name}}',
    language_switch: 'English',
    language_switch_label: 'เปลี่ยนภาษาเป็นภาษาอังกฤษ',
    theme_light: 'ธีมสว่าง',
    theme_dark: 'ธีมมืด',
    theme_switch_label: 'เปลี่ยนเป็น{{theme}}',
  },
  search: {
    label: 'ค้นหาหนังสือ',
    placeholder: 'ค้นหาชื่อหนังสือ ผู้แต่ง สำนักพิมพ์',
    submit: 'ค้นหา',
    suggestions: 'คำแนะนำการค้นหา',
    no_suggestions: 'ไม่พบหนังสือที่ตรงกัน',
  },
  footer: {
    help: 'ช่วยเหลือ',
    about: 'เกี่ยวกับร้าน',
    publishers: 'สำนักพิมพ์',
    purchase_process: 'ขั้นตอนการสั่งซื้อ',
    contact_us: 'ติดต่อเรา',
    policy: 'นโยบายความเป็นส่วนตัว',
    terms: 'ข้อกำหนดและเงื่อนไข',
    vendor_apply: 'สมัครเป็นสำนักพิมพ์',
    settings: 'ตั้งค่า',
  },
  home_page: {
    title: 'ร้านหนังสืออีบุ๊ก หนังสือไทยและอังกฤษ',
    heading: 'ร้านหนังสืออีบุ๊ก',
    slider: 'หนังสือแนะนำ',
    slide: 'แบนเนอร์ {{n}} จาก {{count}}',
    new_releases: 'หนังสือใหม่',
    best_sellers: 'หนังสือขายดี',
    recently_viewed: 'ดูล่าสุด',
    row_failed: 'โหลดรายการนี้ไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
  },
  login_page: {
    login_success: 'เข้าสู่ระบบสำเร็จ',
  },
  errors: {
    server_error: 'Internal Server Error 500',
  },
}

export type Dictionary = typeof th
