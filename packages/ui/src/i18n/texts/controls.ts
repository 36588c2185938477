import type { AreaTexts } from '../define'

/** Texts of the form controls: the required marker and the textarea's character counter. */
export const controls = {
  en: {
    required: 'required',
    characterCount: '{count} characters',
    charactersLeft: '{remaining} characters left',
    charactersOver: '{over} characters over the limit',
  },
  th: {
    required: 'จำเป็นต้องกรอก',
    characterCount: '{count} ตัวอักษร',
    charactersLeft: 'เหลืออีก {remaining} ตัวอักษร',
    charactersOver: 'เกินกำหนด {over} ตัวอักษร',
  },
} satisfies AreaTexts
