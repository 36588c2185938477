import type { AreaTexts } from '../define'

/** Texts of the error pages (SPEC.md §2): unknown route, status 404 and any other error. */
export const errorPage = {
  en: {
    notFoundTitle: 'Page Not Found',
    notFoundTitleWithPath: 'Page Not Found: {path}',
    status404Title: '404!',
    status404Message: "Sorry, that page doesn't exist.",
    errorTitle: 'Dang',
    errorBroke: 'It looks like something broke.',
    errorApology: 'Sorry about that.',
    goHome: 'Go back home.',
  },
  th: {
    notFoundTitle: 'ไม่พบหน้านี้',
    notFoundTitleWithPath: 'ไม่พบหน้านี้: {path}',
    status404Title: '404!',
    status404Message: 'ขออภัย ไม่มีหน้านี้อยู่',
    errorTitle: 'แย่แล้ว',
    errorBroke: 'ดูเหมือนว่ามีบางอย่างผิดพลาด',
    errorApology: 'ขออภัยในความไม่สะดวก',
    goHome: 'กลับหน้าแรก',
  },
} satisfies AreaTexts
