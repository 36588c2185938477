import type { AreaTexts } from '../define'

/** Texts of the dialog components: button labels, field messages and the need-login modal. */
export const dialog = {
  en: {
    ok: 'OK',
    no: 'No',
    cancel: 'Cancel',
    required: 'Please fill in this field',
    invalidEmail: 'Invalid email address',
    invalidUrl: 'Invalid URL',
    needLoginTitle: 'Warning',
    needLoginMessage: 'Please log in',
  },
  th: {
    ok: 'ตกลง',
    no: 'ไม่',
    cancel: 'ยกเลิก',
    required: 'กรุณากรอกข้อมูล',
    invalidEmail: 'อีเมลไม่ถูกต้อง',
    invalidUrl: 'URL ไม่ถูกต้อง',
    needLoginTitle: 'คำเตือน',
    needLoginMessage: 'กรุณาเข้าสู่ระบบ',
  },
} satisfies AreaTexts
