import { addTexts } from './index'

/**
 * The footer's texts, both languages. The footer is a lazy part (LazyFooter), so its texts come
 * with it, not with the shell's (th.ts): importing this module adds them (StoreFooter does).
 */
export const footerTexts = {
  th: {
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
      read_in_browser: 'อ่านหนังสือบนเว็บ',
    },
  },
  en: {
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
      read_in_browser: 'Read in your browser',
    },
  },
}

/** The footer's texts, as every language must give them. */
export type FooterDictionary = typeof footerTexts.th

addTexts('th', footerTexts.th)
addTexts('en', footerTexts.en)
