import type { AreaTexts } from '../define'

/** Texts of the toasts: the name of their region and the kind read out before each message. */
export const toast = {
  en: {
    region: 'Notifications',
    success: 'Success',
    error: 'Error',
    info: 'Information',
    warning: 'Warning',
  },
  th: {
    region: 'การแจ้งเตือน',
    success: 'สำเร็จ',
    error: 'ข้อผิดพลาด',
    info: 'ข้อมูล',
    warning: 'คำเตือน',
  },
} satisfies AreaTexts
