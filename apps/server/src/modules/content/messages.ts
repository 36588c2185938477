/** The content module's messages in Thai and English. */
import { defineMessages } from '../../i18n/index.ts'

export const t = defineMessages({
  th: {
    'topic.notFound': 'ไม่พบหน้านี้',
    'contact.subject.order': 'สอบถามการสั่งซื้อ',
    'contact.subject.payment': 'การชำระเงิน',
    'contact.subject.download': 'ปัญหาการดาวน์โหลดหรืออ่านหนังสือ',
    'contact.subject.account': 'บัญชีผู้ใช้',
    'contact.subject.publisher': 'การเป็นสำนักพิมพ์กับเรา',
    'contact.subject.other': 'อื่น ๆ',
    'contact.unknownSubject': 'กรุณาเลือกหัวข้อจากรายการ',
    'contact.sent': 'ส่งข้อความถึงร้านค้าเรียบร้อยแล้ว',
    'contact.mailSubject': '[ติดต่อเรา] {subject}',
  },
  en: {
    'topic.notFound': 'No such page.',
    'contact.subject.order': 'Orders',
    'contact.subject.payment': 'Payment',
    'contact.subject.download': 'Downloading or reading a book',
    'contact.subject.account': 'My account',
    'contact.subject.publisher': 'Publishing with us',
    'contact.subject.other': 'Other',
    'contact.unknownSubject': 'Choose a subject from the list.',
    'contact.sent': 'Your enquiry has been successfully sent to the store.',
    'contact.mailSubject': '[Contact us] {subject}',
  },
})
