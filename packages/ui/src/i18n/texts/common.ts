import type { AreaTexts } from '../define'
import { closeLabel } from './closeLabel'

/** Texts shared by many components (loading, empty states, generic actions). */
export const common = {
  en: {
    loading: 'Loading…',
    ...closeLabel.en,
    retry: 'Try again',
    pageLoading: 'Loading page',
    pagination: 'Pages',
    paginationPrevious: 'Previous',
    paginationNext: 'Next',
    paginationPage: 'Page {n}',
  },
  th: {
    loading: 'กำลังโหลด…',
    ...closeLabel.th,
    retry: 'ลองอีกครั้ง',
    pageLoading: 'กำลังโหลดหน้า',
    pagination: 'เลขหน้า',
    paginationPrevious: 'ก่อนหน้า',
    paginationNext: 'ถัดไป',
    paginationPage: 'หน้า {n}',
  },
} satisfies AreaTexts
