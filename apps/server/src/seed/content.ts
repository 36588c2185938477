/**
 * The store's own content: topic pages (privacy policy, terms, purchase process, about,
 * contact), the content blocks of dynamic-content zones, and the discount coupons.
 *
 * Topic codes follow the contract (getTopicByCode): a main topic's code is its SystemName
 * (`termandcondition`), a sub-page's is the main code, a hyphen and the route key
 * (`/termandcondition/ebook-license` reads `termandcondition-ebook-license`).
 *
 * Coupon dates are fixed, not computed from now: the valid ones run from 2024-01-01 to
 * 2099-12-31 and the expired one ended on 2024-01-31, so every test on every day sees the
 * same cases.
 */
import { categories } from './categories.ts'
import type { SeededCoupon } from './content-types.ts'
import type { ContentBlock, Localized, Topic } from './types.ts'

/** The store's name in both languages. */
export const STORE_NAME: Localized = { th: 'ร้านหนังสือเรือนอักษร', en: 'Ruean Aksorn Books' }
/** The store's contact address (reserved .example domain). */
export const STORE_EMAIL = 'help@ruean-aksorn.example'

interface TopicEntry {
  code: string
  /** The main topic's code for a sub-page. */
  parent?: string
  title: Localized
  description: Localized
  body: Localized
}

const h = (tag: string, text: string) => `<${tag}>${text}</${tag}>`
const list = (items: string[]) => `<ul>${items.map((item) => h('li', item)).join('')}</ul>`
const steps = (items: string[]) => `<ol>${items.map((item) => h('li', item)).join('')}</ol>`

const topicEntries: TopicEntry[] = [
  {
    code: 'policy',
    title: { th: 'นโยบายความเป็นส่วนตัว', en: 'Privacy Policy' },
    description: {
      th: 'ข้อมูลส่วนบุคคลที่ร้านเก็บ เหตุผลที่เก็บ และสิทธิของคุณตาม พ.ร.บ. คุ้มครองข้อมูลส่วนบุคคล',
      en: 'What personal data the store keeps, why, and your rights under the Thai PDPA.',
    },
    body: {
      th: [
        h('h2', 'นโยบายความเป็นส่วนตัว'),
        h(
          'p',
          `${STORE_NAME.th} ("ร้าน") เคารพความเป็นส่วนตัวของคุณ และปฏิบัติตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 นโยบายนี้อธิบายว่าเราเก็บข้อมูลใด ใช้อย่างไร และคุณมีสิทธิอะไรบ้าง`,
        ),
        h('h3', 'ข้อมูลที่เราเก็บ'),
        list([
          'ข้อมูลบัญชี: ชื่อ นามสกุล อีเมล ชื่อผู้ใช้ และรหัสผ่านซึ่งเก็บในรูปแบบที่เข้ารหัสทางเดียวเท่านั้น',
          'ข้อมูลการสั่งซื้อ: รายการหนังสือ ยอดชำระ ที่อยู่สำหรับออกใบเสร็จ และสถานะการชำระเงิน (เราไม่เก็บเลขบัตรเครดิต ผู้ให้บริการชำระเงินเป็นผู้ดูแล)',
          'ข้อมูลการใช้งาน: หนังสือที่ดูล่าสุด ตะกร้าสินค้า รายการที่อยากได้ และรหัสอุปกรณ์ที่ใช้จดจำตะกร้าของผู้เยี่ยมชม',
          'ข้อมูลจากการเข้าสู่ระบบด้วย Google, Facebook หรือ Apple: อีเมลและรหัสผู้ใช้ที่ผู้ให้บริการส่งมาเท่านั้น',
        ]),
        h('h3', 'เราใช้ข้อมูลเพื่อ'),
        list([
          'เปิดบัญชี ยืนยันตัวตน และให้คุณดาวน์โหลดหนังสือที่ซื้อแล้ว',
          'ดำเนินการสั่งซื้อ ออกใบเสร็จ และตอบคำถามที่คุณส่งถึงเรา',
          'แนะนำหนังสือที่เกี่ยวข้องภายในร้าน และส่งจดหมายข่าวเฉพาะเมื่อคุณเลือกรับ',
          'ป้องกันการทุจริต เช่น การพยายามเข้าสู่ระบบซ้ำหลายครั้ง',
        ]),
        h('h3', 'การเปิดเผยข้อมูล'),
        h(
          'p',
          'เราไม่ขายข้อมูลส่วนบุคคล เราส่งข้อมูลเท่าที่จำเป็นให้ผู้ให้บริการชำระเงินเพื่อรับชำระ และให้สำนักพิมพ์เฉพาะเมื่อคุณติดต่อสำนักพิมพ์ผ่านร้าน',
        ),
        h('h3', 'ระยะเวลาการเก็บ'),
        h(
          'p',
          'เราเก็บข้อมูลบัญชีตราบที่บัญชียังใช้งาน ข้อมูลคำสั่งซื้อเก็บไว้ 10 ปีตามกฎหมายบัญชีและภาษี เมื่อคุณปิดบัญชี เราจะลบหรือทำให้ข้อมูลอื่นไม่สามารถระบุตัวคุณได้ภายใน 30 วัน',
        ),
        h('h3', 'สิทธิของคุณ'),
        h(
          'p',
          `คุณขอดู ขอสำเนา แก้ไข ขอลบ คัดค้าน หรือถอนความยินยอมได้ทุกเมื่อ โดยแก้ไขข้อมูลในหน้าโปรไฟล์ ปิดบัญชีในหน้า "ลบบัญชี" หรือเขียนถึงเราที่ ${STORE_EMAIL} เราจะตอบภายใน 30 วัน`,
        ),
        h('h3', 'คุกกี้'),
        h('p', 'เราใช้คุกกี้ที่จำเป็นเพื่อจดจำภาษา การเข้าสู่ระบบ และตะกร้าสินค้า โดยไม่ใช้คุกกี้โฆษณาของบุคคลที่สาม'),
      ].join(''),
      en: [
        h('h2', 'Privacy Policy'),
        h(
          'p',
          `${STORE_NAME.en} ("the store") respects your privacy and follows Thailand's Personal Data Protection Act B.E. 2562 (2019). This policy explains what we keep, how we use it and what your rights are.`,
        ),
        h('h3', 'What we keep'),
        list([
          'Account data: first and last name, email, username, and your password, stored only as a one-way hash.',
          'Order data: the books, amounts, billing address and payment status. We never store card numbers; the payment provider handles them.',
          'Usage data: recently viewed books, your cart, your wishlist, and the device id that keeps a guest cart.',
          'Data from signing in with Google, Facebook or Apple: only the email and account id the provider sends.',
        ]),
        h('h3', 'What we use it for'),
        list([
          'Opening your account, signing you in and letting you download the books you bought.',
          'Processing orders, issuing receipts and answering your questions.',
          'Suggesting related books in the store, and sending the newsletter only if you ask for it.',
          'Preventing fraud, such as repeated attempts to sign in.',
        ]),
        h('h3', 'Who sees it'),
        h(
          'p',
          'We do not sell personal data. We share only what is needed with the payment provider to take a payment, and with a publisher only when you contact that publisher through the store.',
        ),
        h('h3', 'How long we keep it'),
        h(
          'p',
          'Account data is kept while the account is open. Order records are kept for 10 years as Thai accounting and tax law requires. When you close your account, other data is deleted or made anonymous within 30 days.',
        ),
        h('h3', 'Your rights'),
        h(
          'p',
          `You may see, copy, correct or delete your data, object to its use or withdraw consent at any time: edit your profile, close your account on the "Delete account" page, or write to ${STORE_EMAIL}. We answer within 30 days.`,
        ),
        h('h3', 'Cookies'),
        h(
          'p',
          'We use only the cookies needed to remember your language, your sign-in and your cart. We use no third-party advertising cookies.',
        ),
      ].join(''),
    },
  },
  {
    code: 'termandcondition',
    title: { th: 'ข้อกำหนดและเงื่อนไข', en: 'Terms and Conditions' },
    description: {
      th: 'ข้อตกลงการใช้ร้านหนังสืออีบุ๊ก: บัญชีผู้ใช้ การสั่งซื้อ และสิทธิการใช้อีบุ๊ก',
      en: 'The agreement for using the e-book store: accounts, purchases and the e-book licence.',
    },
    body: {
      th: [
        h('h2', 'ข้อกำหนดและเงื่อนไข'),
        h(
          'p',
          `เมื่อคุณใช้ ${STORE_NAME.th} ถือว่าคุณยอมรับข้อกำหนดเหล่านี้ ซึ่งแบ่งเป็นสามส่วน ได้แก่ บัญชีผู้ใช้ การสั่งซื้อ และสิทธิการใช้อีบุ๊ก โปรดอ่านแต่ละส่วนจากหัวข้อด้านล่าง`,
        ),
        h(
          'p',
          'ร้านอาจปรับปรุงข้อกำหนดเป็นครั้งคราว และจะแจ้งการเปลี่ยนแปลงที่สำคัญทางอีเมลอย่างน้อย 14 วันก่อนมีผล ข้อกำหนดนี้อยู่ภายใต้กฎหมายไทย',
        ),
      ].join(''),
      en: [
        h('h2', 'Terms and Conditions'),
        h(
          'p',
          `By using ${STORE_NAME.en} you accept these terms. They come in three parts: your account, purchases, and the e-book licence. Read each part from the links below.`,
        ),
        h(
          'p',
          'The store may update these terms from time to time and will email you about important changes at least 14 days before they take effect. These terms are governed by Thai law.',
        ),
      ].join(''),
    },
  },
  {
    code: 'termandcondition-account',
    parent: 'termandcondition',
    title: { th: 'บัญชีผู้ใช้', en: 'Your Account' },
    description: {
      th: 'การสมัคร การดูแลรหัสผ่าน และการปิดบัญชี',
      en: 'Registering, keeping your password safe and closing your account.',
    },
    body: {
      th: [
        h('h2', 'บัญชีผู้ใช้'),
        list([
          'ผู้สมัครต้องมีอายุ 13 ปีขึ้นไป ผู้มีอายุต่ำกว่า 20 ปีควรได้รับความยินยอมจากผู้ปกครองก่อนซื้อ',
          'ให้ข้อมูลที่เป็นจริงและเป็นปัจจุบัน หนึ่งคนหนึ่งบัญชี',
          'เก็บรหัสผ่านเป็นความลับ หากสงสัยว่ามีผู้อื่นใช้บัญชี ให้เปลี่ยนรหัสผ่านทันที ระบบจะออกจากระบบอุปกรณ์อื่นทั้งหมด',
          'ร้านอาจระงับบัญชีที่ใช้ในทางทุจริต เช่น แชร์ไฟล์หนังสือที่ซื้อต่อสาธารณะ',
          'คุณปิดบัญชีได้เองทุกเมื่อ หนังสือที่ซื้อไว้จะดาวน์โหลดไม่ได้อีกหลังปิดบัญชี จึงควรดาวน์โหลดเก็บไว้ก่อน',
        ]),
      ].join(''),
      en: [
        h('h2', 'Your Account'),
        list([
          'You must be 13 or older to register; if you are under 20, ask a parent or guardian before you buy.',
          'Give true, current details. One person, one account.',
          'Keep your password secret. If you think someone else used your account, change the password at once: every other device is signed out.',
          'The store may suspend an account used for abuse, such as sharing purchased book files publicly.',
          'You can close your account yourself at any time. Books you bought can no longer be downloaded after that, so download them first.',
        ]),
      ].join(''),
    },
  },
  {
    code: 'termandcondition-purchase',
    parent: 'termandcondition',
    title: { th: 'การสั่งซื้อและการคืนเงิน', en: 'Purchases and Refunds' },
    description: {
      th: 'ราคา การชำระเงิน คูปอง และเงื่อนไขการคืนเงินของอีบุ๊ก',
      en: 'Prices, payment, coupons and when e-books can be refunded.',
    },
    body: {
      th: [
        h('h2', 'การสั่งซื้อและการคืนเงิน'),
        list([
          'ราคาทั้งหมดเป็นเงินบาทและรวมภาษีมูลค่าเพิ่มแล้ว',
          'คำสั่งซื้อสมบูรณ์เมื่อผู้ให้บริการชำระเงินยืนยันการชำระ คำสั่งซื้อที่ยังไม่ชำระยกเลิกได้จากหน้าประวัติการสั่งซื้อ',
          'อีบุ๊กแต่ละเล่มซื้อได้ครั้งเดียวต่อบัญชี เมื่อซื้อแล้วจะอยู่บนชั้นหนังสือของคุณตลอดไป',
          'คูปองหนึ่งใบใช้ได้ตามเงื่อนไขที่ระบุ เช่น วันหมดอายุ ยอดซื้อขั้นต่ำ และจำนวนครั้งต่อลูกค้า',
          'เนื่องจากอีบุ๊กเป็นสินค้าดิจิทัลที่ส่งมอบทันที เราคืนเงินได้เมื่อไฟล์เสียหรือไม่ตรงกับรายละเอียดสินค้า และคุณแจ้งภายใน 7 วันหลังซื้อ',
          'เมื่อคืนเงินแล้ว หนังสือเล่มนั้นจะถูกนำออกจากชั้นหนังสือ และเหรียญที่ได้จากคำสั่งซื้อนั้นจะถูกหักคืน',
        ]),
      ].join(''),
      en: [
        h('h2', 'Purchases and Refunds'),
        list([
          'All prices are in Thai baht and include VAT.',
          'An order is complete when the payment provider confirms the payment. An unpaid order can be cancelled from your order history.',
          'Each e-book can be bought once per account; once bought, it stays on your bookshelf for good.',
          'A coupon applies under its stated conditions, such as its end date, a minimum subtotal and the number of uses per customer.',
          'Because e-books are digital goods delivered at once, we refund when a file is damaged or does not match its description and you tell us within 7 days of buying.',
          'After a refund the book leaves your bookshelf, and the coins earned on that order are taken back.',
        ]),
      ].join(''),
    },
  },
  {
    code: 'termandcondition-ebook-license',
    parent: 'termandcondition',
    title: { th: 'สิทธิการใช้อีบุ๊ก', en: 'E-book Licence' },
    description: {
      th: 'สิ่งที่คุณทำได้และทำไม่ได้กับอีบุ๊กที่ซื้อ',
      en: 'What you may and may not do with the e-books you buy.',
    },
    body: {
      th: [
        h('h2', 'สิทธิการใช้อีบุ๊ก'),
        h('p', 'การซื้ออีบุ๊กคือการได้รับสิทธิอ่านเพื่อการใช้ส่วนตัว ไม่ใช่การซื้อลิขสิทธิ์ของงาน'),
        h('h3', 'คุณทำได้'),
        list([
          'ดาวน์โหลดไฟล์ EPUB และอ่านบนอุปกรณ์ของคุณเองได้ไม่จำกัดจำนวนเครื่อง',
          'ดาวน์โหลดซ้ำได้ทุกเมื่อจากชั้นหนังสือ ตราบที่บัญชียังเปิดอยู่',
          'คัดลอกข้อความสั้น ๆ เพื่ออ้างอิง วิจารณ์ หรือการศึกษา โดยระบุที่มา',
        ]),
        h('h3', 'คุณทำไม่ได้'),
        list(['แจกจ่าย ขายต่อ หรืออัปโหลดไฟล์ให้ผู้อื่นดาวน์โหลด', 'ดัดแปลงไฟล์แล้วเผยแพร่ในนามของคุณ']),
        h(
          'p',
          'งานหลายเล่มในร้านเป็นสาธารณสมบัติ ตัวบทของงานเหล่านั้นคุณใช้ได้อย่างเสรี ข้อจำกัดข้างต้นใช้กับการจัดทำฉบับนี้ (การจัดหน้า บทนำ และคำแปลที่ยังมีลิขสิทธิ์)',
        ),
      ].join(''),
      en: [
        h('h2', 'E-book Licence'),
        h(
          'p',
          'Buying an e-book gives you a licence to read it for your own use; it does not transfer the copyright in the work.',
        ),
        h('h3', 'You may'),
        list([
          'Download the EPUB file and read it on as many of your own devices as you like.',
          'Download it again at any time from your bookshelf while your account is open.',
          'Copy short passages for quotation, review or study, with the source named.',
        ]),
        h('h3', 'You may not'),
        list([
          'Give away, resell or upload the file for others to download.',
          'Alter the file and publish it as your own.',
        ]),
        h(
          'p',
          'Many works in the store are in the public domain, and their texts are yours to use freely. The limits above apply to this edition (its layout, introductions and translations still in copyright).',
        ),
      ].join(''),
    },
  },
  {
    code: 'purchaseprocess',
    title: { th: 'ขั้นตอนการสั่งซื้อ', en: 'How to Buy' },
    description: {
      th: 'วิธีสั่งซื้ออีบุ๊ก ชำระเงิน และดาวน์โหลดไปอ่าน',
      en: 'How to order an e-book, pay for it and download it to read.',
    },
    body: {
      th: [
        h('h2', 'ขั้นตอนการสั่งซื้อ'),
        steps([
          'ค้นหาหนังสือจากช่องค้นหาหรือหมวดหมู่ แล้วเปิดหน้ารายละเอียด อ่านตัวอย่างฟรีได้หากหนังสือมีตัวอย่าง',
          'กด "หยิบใส่ตะกร้า" ผู้เยี่ยมชมใส่ตะกร้าได้โดยไม่ต้องเข้าสู่ระบบ ตะกร้าจะตามไปยังบัญชีเมื่อเข้าสู่ระบบ',
          'ในหน้าตะกร้า ใส่รหัสคูปองหากมี แล้วกด "ชำระเงิน"',
          'เข้าสู่ระบบหรือสมัครสมาชิก เลือกใช้เหรียญเป็นส่วนลด และเลือกวิธีชำระเงิน',
          'ชำระเงินในหน้าของผู้ให้บริการ เมื่อชำระสำเร็จ หนังสือจะขึ้นบนชั้นหนังสือทันที',
        ]),
      ].join(''),
      en: [
        h('h2', 'How to Buy'),
        steps([
          'Find a book with the search box or the categories and open its page. Read the free sample if the book has one.',
          'Press "Add to cart". Guests can fill a cart without signing in; the cart moves to your account when you sign in.',
          'On the cart page, enter a coupon code if you have one, then press "Checkout".',
          'Sign in or register, choose whether to spend coins as a discount, and pick a payment method.',
          'Pay on the provider’s page. Once the payment succeeds, the book is on your bookshelf at once.',
        ]),
      ].join(''),
    },
  },
  {
    code: 'purchaseprocess-payment',
    parent: 'purchaseprocess',
    title: { th: 'วิธีชำระเงิน', en: 'Payment Methods' },
    description: {
      th: 'ชำระด้วยบัตรเครดิต เดบิต หรือพร้อมเพย์ผ่านผู้ให้บริการที่ปลอดภัย',
      en: 'Pay by credit or debit card or PromptPay through a secure provider.',
    },
    body: {
      th: [
        h('h2', 'วิธีชำระเงิน'),
        list([
          'บัตรเครดิตและบัตรเดบิต Visa, Mastercard และ JCB ผ่าน Omise หรือ 2C2P',
          'พร้อมเพย์ (QR) สแกนจ่ายด้วยแอปธนาคารใดก็ได้',
          'เหรียญของร้าน ใช้เป็นส่วนลดบางส่วนหรือทั้งหมดของยอดสั่งซื้อ',
        ]),
        h(
          'p',
          'ร้านไม่เห็นและไม่เก็บเลขบัตรของคุณ การชำระทั้งหมดเกิดในหน้าของผู้ให้บริการชำระเงินซึ่งได้มาตรฐาน PCI DSS',
        ),
        h(
          'p',
          'หากการชำระไม่สำเร็จหรือยังรอผล คำสั่งซื้อจะอยู่ในสถานะ "รอชำระเงิน" คุณชำระใหม่หรือเปลี่ยนวิธีชำระได้จากหน้ารายละเอียดคำสั่งซื้อ หรือยกเลิกคำสั่งซื้อนั้น',
        ),
      ].join(''),
      en: [
        h('h2', 'Payment Methods'),
        list([
          'Visa, Mastercard and JCB credit and debit cards, through Omise or 2C2P.',
          'PromptPay QR: scan and pay with any Thai banking app.',
          'Store coins, as a discount on part or all of an order.',
        ]),
        h(
          'p',
          'The store never sees or keeps your card number: every payment happens on the provider’s PCI DSS-certified page.',
        ),
        h(
          'p',
          'If a payment fails or is still pending, the order stays "awaiting payment". Pay again or change the method from the order’s page, or cancel the order.',
        ),
      ].join(''),
    },
  },
  {
    code: 'purchaseprocess-download',
    parent: 'purchaseprocess',
    title: { th: 'การดาวน์โหลดและอ่านหนังสือ', en: 'Downloading and Reading' },
    description: {
      th: 'ดาวน์โหลดอีบุ๊กจากชั้นหนังสือ และแอปที่ใช้อ่านไฟล์ EPUB',
      en: 'Downloading e-books from your bookshelf, and apps that read EPUB.',
    },
    body: {
      th: [
        h('h2', 'การดาวน์โหลดและอ่านหนังสือ'),
        steps([
          'เข้าสู่ระบบ แล้วเปิด "ชั้นหนังสือ"',
          'เลือกหนังสือ แล้วกด "ดาวน์โหลด" ลิงก์ดาวน์โหลดใช้ได้เฉพาะบัญชีของคุณและหมดอายุในไม่กี่นาที กดใหม่ได้เสมอ',
          'เปิดไฟล์ .epub ด้วยแอปอ่านอีบุ๊ก เช่น Apple Books, Google Play Books, Thorium Reader หรือ Calibre',
        ]),
        h('p', 'ตัวอย่างฟรีเพิ่มลงชั้นหนังสือได้โดยไม่ต้องซื้อ จากปุ่ม "อ่านตัวอย่าง" ในหน้ารายละเอียดหนังสือ'),
        h('p', 'จัดชั้นหนังสือได้ตามใจ สร้างชั้นใหม่ ตั้งชื่อ และย้ายหนังสือเข้าออกได้'),
      ].join(''),
      en: [
        h('h2', 'Downloading and Reading'),
        steps([
          'Sign in and open "Bookshelf".',
          'Choose a book and press "Download". The link works only for your account and expires within minutes; press again any time.',
          'Open the .epub file with an e-book app such as Apple Books, Google Play Books, Thorium Reader or Calibre.',
        ]),
        h(
          'p',
          'Free samples go on your bookshelf without buying: press "Read sample" on the book’s page.',
        ),
        h(
          'p',
          'Arrange your bookshelf as you like: create shelves, name them, and move books in and out.',
        ),
      ].join(''),
    },
  },
  {
    code: 'purchaseprocess-coins',
    parent: 'purchaseprocess',
    title: { th: 'เหรียญสะสม', en: 'Reward Coins' },
    description: {
      th: 'รับเหรียญจากทุกคำสั่งซื้อ และใช้เหรียญเป็นส่วนลด',
      en: 'Earn coins on every order and spend them as a discount.',
    },
    body: {
      th: [
        h('h2', 'เหรียญสะสม'),
        list([
          'ทุกยอดชำระ 10 บาท รับ 1 เหรียญ เหรียญเข้าบัญชีเมื่อคำสั่งซื้อชำระเงินสำเร็จ',
          '1 เหรียญ ใช้แทนเงิน 1 บาท เลือกใช้ได้ในขั้นตอนชำระเงิน',
          'ดูยอดเหรียญคงเหลือได้ที่หน้าบัญชีของคุณ',
          'หากคำสั่งซื้อถูกยกเลิกหรือคืนเงิน เหรียญที่ใช้จะคืนเข้าบัญชี และเหรียญที่ได้รับจะถูกหักคืน',
        ]),
      ].join(''),
      en: [
        h('h2', 'Reward Coins'),
        list([
          'Earn 1 coin for every 10 baht you pay. Coins arrive when the order is paid.',
          '1 coin is worth 1 baht off; choose to spend them at checkout.',
          'See your coin balance on your account page.',
          'If an order is cancelled or refunded, the coins spent on it come back and the coins earned on it are taken back.',
        ]),
      ].join(''),
    },
  },
  {
    code: 'about',
    title: { th: 'เกี่ยวกับเรา', en: 'About Us' },
    description: {
      th: 'ร้านหนังสืออีบุ๊กภาษาไทยและอังกฤษ รวมวรรณกรรมคลาสสิกและงานสาธารณสมบัติ',
      en: 'An e-book store in Thai and English for classic and public-domain literature.',
    },
    body: {
      th: [
        h('h2', `เกี่ยวกับ${STORE_NAME.th}`),
        h(
          'p',
          'เราเป็นร้านหนังสืออีบุ๊กที่รวมวรรณคดีไทย นวนิยายคลาสสิกของโลก ประวัติศาสตร์ ปรัชญา และหนังสือเด็ก ทั้งภาษาไทยและภาษาอังกฤษ',
        ),
        h('p', 'ทุกเล่มจัดทำใหม่ให้อ่านสบายบนโทรศัพท์ แท็บเล็ต และเครื่องอ่านอีบุ๊ก พร้อมคำนำที่ช่วยให้เข้าใจที่มาของงาน'),
        h('p', 'สำนักพิมพ์ที่ต้องการวางจำหน่ายหนังสือกับเรา สมัครได้ที่หน้า "สมัครเป็นสำนักพิมพ์"'),
      ].join(''),
      en: [
        h('h2', `About ${STORE_NAME.en}`),
        h(
          'p',
          'We are an e-book store for Thai literature, world classics, history, philosophy and children’s books, in Thai and in English.',
        ),
        h(
          'p',
          'Every book is newly made to read comfortably on phones, tablets and e-readers, with an introduction on where the work comes from.',
        ),
        h(
          'p',
          'Publishers who would like to sell with us can apply on the "Become a publisher" page.',
        ),
      ].join(''),
    },
  },
  {
    code: 'contact',
    title: { th: 'ติดต่อเรา', en: 'Contact Us' },
    description: {
      th: 'ช่องทางติดต่อร้านและเวลาทำการ',
      en: 'How to reach the store, and when.',
    },
    body: {
      th: [
        h('h2', 'ติดต่อเรา'),
        h('p', `ส่งข้อความถึงเราได้จากแบบฟอร์มหน้า "ติดต่อเรา" หรืออีเมล ${STORE_EMAIL}`),
        h('p', 'ทีมงานตอบทุกวันจันทร์ถึงศุกร์ 9:00–18:00 น. (เวลาประเทศไทย) ภายใน 1 วันทำการ'),
        h(
          'p',
          'เรื่องคำสั่งซื้อ โปรดระบุเลขที่คำสั่งซื้อเพื่อให้เราช่วยได้เร็วขึ้น คำถามเกี่ยวกับเนื้อหาหนังสือ ติดต่อสำนักพิมพ์ได้โดยตรงจากหน้าสำนักพิมพ์',
        ),
      ].join(''),
      en: [
        h('h2', 'Contact Us'),
        h('p', `Send us a message from the "Contact us" form or email ${STORE_EMAIL}.`),
        h('p', 'We answer Monday to Friday, 9:00–18:00 Thailand time, within one working day.'),
        h(
          'p',
          'For an order, include its order number so we can help faster. For questions about a book’s content, contact its publisher directly from the publisher’s page.',
        ),
      ].join(''),
    },
  },
]

/** The topic pages, each main topic before its sub-pages (ids follow the list). */
export function topics(): Topic[] {
  const orderInParent = new Map<string, number>()
  return topicEntries.map((entry, i) => {
    const parentKey = entry.parent ?? ''
    const order = (orderInParent.get(parentKey) ?? 0) + 1
    orderInParent.set(parentKey, order)
    if (entry.parent && !entry.code.startsWith(`${entry.parent}-`)) {
      throw new Error(`sub-page ${entry.code} must start with ${entry.parent}-`)
    }
    const suffix = (text: string) => `${text} | ${STORE_NAME.th}`
    return {
      id: i + 1,
      systemName: entry.code,
      key: entry.parent ? entry.code.slice(entry.parent.length + 1) : null,
      parentSystemName: entry.parent ?? null,
      title: entry.title,
      body: entry.body,
      metaTitle: { th: suffix(entry.title.th), en: `${entry.title.en} | ${STORE_NAME.en}` },
      metaDescription: entry.description,
      displayOrder: order,
      published: true,
    }
  })
}

type BlockEntry = Omit<ContentBlock, 'id' | 'displayOrder'>

const block = (
  entry: Partial<BlockEntry> & Pick<BlockEntry, 'contentKey' | 'widgetZone' | 'systemName'>,
): BlockEntry => ({
  title: null,
  body: null,
  pictureUrl: null,
  linkUrl: null,
  startsAt: null,
  endsAt: null,
  published: true,
  ...entry,
})

const blockEntries: BlockEntry[] = [
  block({
    contentKey: 'home',
    widgetZone: 'top',
    systemName: 'home-welcome',
    title: { th: 'อ่านวรรณกรรมคลาสสิกได้ทุกที่', en: 'Read the classics anywhere' },
    body: {
      th: '<p>วรรณคดีไทยและนวนิยายคลาสสิกของโลกหลายร้อยเล่ม ดาวน์โหลดเป็น EPUB อ่านได้ทุกอุปกรณ์ สมาชิกใหม่ใช้คูปอง <strong>WELCOME10</strong> ลด 10%</p>',
      en: '<p>Hundreds of Thai and world classics as EPUB files for any device. New members take 10% off with the coupon <strong>WELCOME10</strong>.</p>',
    },
    linkUrl: '/category/1',
  }),
  block({
    contentKey: 'home',
    widgetZone: 'top',
    systemName: 'home-coins',
    title: { th: 'ซื้อหนังสือ รับเหรียญ', en: 'Buy books, earn coins' },
    body: {
      th: '<p>ทุกยอดชำระ 10 บาท รับ 1 เหรียญ ใช้เป็นส่วนลดในคำสั่งซื้อถัดไป</p>',
      en: '<p>Earn 1 coin for every 10 baht and spend them on your next order.</p>',
    },
    linkUrl: '/purchaseprocess/coins',
  }),
  block({
    contentKey: 'home',
    widgetZone: 'top',
    systemName: 'home-songkran-2024',
    title: { th: 'ลดรับสงกรานต์', en: 'Songkran sale' },
    body: {
      th: '<p>โปรโมชันสงกรานต์ 2567 สิ้นสุดแล้ว</p>',
      en: '<p>The Songkran 2024 sale has ended.</p>',
    },
    startsAt: '2024-04-10T00:00:00Z',
    endsAt: '2024-04-17T00:00:00Z',
  }),
  block({
    contentKey: 'home',
    widgetZone: 'bottom',
    systemName: 'home-publishers',
    title: { th: 'สำหรับสำนักพิมพ์', en: 'For publishers' },
    body: {
      th: '<p>วางจำหน่ายอีบุ๊กกับเรา สมัครได้ในไม่กี่นาที</p>',
      en: '<p>Sell your e-books with us. Applying takes a few minutes.</p>',
    },
    linkUrl: '/vendor/apply',
  }),
  block({
    contentKey: 'basket',
    widgetZone: 'top',
    systemName: 'basket-coin-promo',
    title: { th: 'ใช้เหรียญเป็นส่วนลด', en: 'Spend your coins' },
    body: {
      th: '<p>ใช้เหรียญที่สะสมไว้เป็นส่วนลดได้ทันทีที่หน้าชำระเงิน 1 เหรียญเท่ากับ 1 บาท</p>',
      en: '<p>Spend the coins you have saved as a discount at checkout: 1 coin is 1 baht.</p>',
    },
    linkUrl: '/purchaseprocess/coins',
  }),
  block({
    contentKey: 'basket',
    widgetZone: 'top',
    systemName: 'basket-draft-notice',
    title: { th: 'ประกาศที่ยังไม่เผยแพร่', en: 'An unpublished notice' },
    body: { th: '<p>ร่างประกาศ</p>', en: '<p>A draft notice.</p>' },
    published: false,
  }),
  block({
    contentKey: 'payment',
    widgetZone: 'top',
    systemName: 'payment-secure',
    title: { th: 'ชำระเงินอย่างปลอดภัย', en: 'Secure payment' },
    body: {
      th: '<p>ร้านไม่เก็บเลขบัตรของคุณ การชำระเกิดในหน้าของผู้ให้บริการชำระเงินที่ได้มาตรฐาน PCI DSS</p>',
      en: '<p>We never keep your card number: you pay on the provider’s PCI DSS-certified page.</p>',
    },
    linkUrl: '/purchaseprocess/payment',
  }),
  ...(
    [
      ['footer-about', { th: 'เกี่ยวกับเรา', en: 'About us' }, '/topic/about'],
      ['footer-how-to-buy', { th: 'ขั้นตอนการสั่งซื้อ', en: 'How to buy' }, '/purchaseprocess'],
      ['footer-terms', { th: 'ข้อกำหนดและเงื่อนไข', en: 'Terms and conditions' }, '/termandcondition'],
      ['footer-privacy', { th: 'นโยบายความเป็นส่วนตัว', en: 'Privacy policy' }, '/policy'],
      ['footer-contact', { th: 'ติดต่อเรา', en: 'Contact us' }, '/contactus'],
    ] as [string, Localized, string][]
  ).map(([systemName, title, linkUrl]) =>
    block({ contentKey: 'footer', widgetZone: 'links', systemName, title, linkUrl }),
  ),
]

/** The content blocks of the dynamic-content zones (ids follow the list; order within a zone). */
export function dynamicContent(): ContentBlock[] {
  const orderInZone = new Map<string, number>()
  return blockEntries.map((entry, i) => {
    const zone = `${entry.contentKey}/${entry.widgetZone}`
    const order = (orderInZone.get(zone) ?? 0) + 1
    orderInZone.set(zone, order)
    return { id: i + 1, ...entry, displayOrder: order }
  })
}

/** The first and last instants of the coupons that are valid (see the module note). */
export const COUPON_VALID_FROM = '2024-01-01T00:00:00Z'
export const COUPON_VALID_TO = '2099-12-31T23:59:59Z'

function categoryId(key: string): number {
  const category = categories().find((c) => c.key === key)
  if (!category) throw new Error(`unknown category ${key}`)
  return category.id
}

/** The coupons: one of each case the cart must handle. */
export function coupons(): SeededCoupon[] {
  const base = {
    maxDiscount: null,
    minSubtotal: null,
    startsAt: COUPON_VALID_FROM,
    endsAt: COUPON_VALID_TO,
    totalUsageLimit: null,
    perCustomerLimit: null,
    categoryIds: null,
    timesUsed: 0,
  }
  const list: Omit<SeededCoupon, 'id'>[] = [
    {
      ...base,
      code: 'WELCOME10',
      name: { th: 'ส่วนลด 10% ต้อนรับสมาชิกใหม่', en: '10% off for new members' },
      purpose: 'valid percent discount, capped at 100 baht',
      kind: 'percent',
      value: 10,
      maxDiscount: 100,
    },
    {
      ...base,
      code: 'SAVE50',
      name: { th: 'ลด 50 บาท เมื่อซื้อครบ 300 บาท', en: '50 baht off orders of 300 baht or more' },
      purpose: 'valid fixed-amount discount with a minimum subtotal',
      kind: 'fixed',
      value: 50,
      minSubtotal: 300,
    },
    {
      ...base,
      code: 'NEWYEAR2024',
      name: { th: 'ลด 20% ต้อนรับปีใหม่ 2567', en: '20% off for New Year 2024' },
      purpose: 'expired (ended 2024-01-31)',
      kind: 'percent',
      value: 20,
      endsAt: '2024-01-31T23:59:59Z',
    },
    {
      ...base,
      code: 'FIRST100',
      name: { th: 'ลด 100 บาท สำหรับ 100 ท่านแรก', en: '100 baht off for the first 100 buyers' },
      purpose: 'used up: its total usage limit is reached',
      kind: 'fixed',
      value: 100,
      totalUsageLimit: 100,
      timesUsed: 100,
    },
    {
      ...base,
      code: 'ONCE15',
      name: { th: 'ลด 15% ใช้ได้ครั้งเดียวต่อท่าน', en: '15% off, once per customer' },
      purpose: 'one use per customer',
      kind: 'percent',
      value: 15,
      perCustomerLimit: 1,
    },
    {
      ...base,
      code: 'THAILIT20',
      name: { th: 'ลด 20% หมวดวรรณคดีไทย', en: '20% off Thai literature' },
      purpose: 'valid only for the Thai literature category and its subcategories',
      kind: 'percent',
      value: 20,
      categoryIds: [categoryId('thai-literature')],
    },
  ]
  return list.map((coupon, i) => ({ id: i + 1, ...coupon }))
}
