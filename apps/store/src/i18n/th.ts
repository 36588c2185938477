/**
 * The shell's Thai texts: what the layout and the home page show on the first view, in the
 * first load (Thai is the default language). Keys must match en.ts (i18n.test.ts checks).
 * Every other text lives in areas/<area>.th.ts and <area>.en.ts, and loads with the first page
 * in that language that is not home (pages-th.ts, pages-en.ts).
 */
export const th = {
  app: {
    store_name: 'ร้านหนังสืออีบุ๊ก',
    home: 'หน้าแรก',
    page_title: '{{page}} | ร้านหนังสืออีบุ๊ก',
    description: 'ร้านหนังสืออีบุ๊ก หนังสือไทยและอังกฤษ อ่านได้ทันทีบนชั้นหนังสือของคุณ',
    not_found: 'ไม่พบหน้านี้',
  },
  header: {
    categories: 'หมวดหมู่ทั้งหมด',
    bestsellers: 'หนังสือขายดี',
    new_books: 'หนังสือใหม่',
    login: 'เข้าสู่ระบบ',
    account_menu: 'เมนูบัญชี',
    hello: 'สวัสดี {{name}}',
    language_switch: 'English',
    language_switch_label: 'English: เปลี่ยนภาษาเป็นภาษาอังกฤษ',
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
    unavailable: 'เปิดหน้านี้ไม่ได้ในขณะนี้ ตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง',
  },
}

/** The shell's texts, as the English ones must match. */
export type ShellDictionary = typeof th
