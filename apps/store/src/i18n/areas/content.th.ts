// Thai texts of one area of the store; its English is content.en.ts, typed by this object, so a
// missing or extra key there fails the type check. Each language is a lazy part of its own.

export const th = {
  topic_page: {
    sections: 'หัวข้อในหน้านี้',
    overview: 'ภาพรวม',
    not_found_title: 'ไม่พบหน้านี้',
  },
  page_error: {
    retry: 'ลองอีกครั้ง',
    go_home: 'กลับหน้าแรก',
    load_failed: 'โหลดหน้านี้ไม่สำเร็จ',
  },
  contact_page: {
    title: 'ติดต่อเรา',
    heading: 'ติดต่อเรา',
    intro:
      'มีคำถามเรื่องการสั่งซื้อ การชำระเงิน หรือการอ่านหนังสือ ส่งข้อความถึงเราได้เลย ทีมงานจะตอบกลับทางอีเมลภายในหนึ่งวันทำการ',
    form_label: 'แบบฟอร์มติดต่อร้าน',
    full_name: 'ชื่อ-นามสกุล',
    email: 'อีเมล',
    email_hint: 'เราจะตอบกลับที่อีเมลนี้',
    subject: 'หัวข้อ',
    subject_placeholder: 'เลือกหัวข้อ',
    enquiry: 'ข้อความ',
    submit: 'ส่งข้อความ',
    sending: 'กำลังส่ง…',
    required_full_name: 'กรุณากรอกชื่อ',
    required_email: 'กรุณากรอกอีเมล',
    invalid_email: 'อีเมลไม่ถูกต้อง',
    required_subject: 'กรุณาเลือกหัวข้อ',
    required_enquiry: 'กรุณากรอกข้อความ',
    send_failed: 'ส่งข้อความไม่สำเร็จ',
    sent_title: 'ส่งข้อความแล้ว',
    send_another: 'ส่งข้อความอื่น',
  },
  settings_page: {
    title: 'ตั้งค่า',
    heading: 'ตั้งค่า',
    language: 'ภาษา',
    language_hint: 'ภาษาของหน้าร้านและข้อมูลหนังสือ',
    thai: 'ไทย',
    english: 'English',
    theme: 'ธีม',
    theme_hint: 'เปลี่ยนสีของหน้าจอ ระบบจะจำไว้ในเบราว์เซอร์นี้',
    dark: 'มืด',
    light: 'สว่าง',
  },
}
