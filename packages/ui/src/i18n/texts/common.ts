import type { AreaTexts } from '../define'

/** Texts shared by many components (loading, empty states, generic actions). */
export const common = {
  en: {
    loading: 'Loading…',
    close: 'Close',
    retry: 'Try again',
  },
  th: {
    loading: 'กำลังโหลด…',
    close: 'ปิด',
    retry: 'ลองอีกครั้ง',
  },
} satisfies AreaTexts
