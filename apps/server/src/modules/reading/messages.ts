/** The reading module's messages in Thai and English. */
import { defineMessages } from '../../i18n/index.ts'

export const t = defineMessages({
  th: {
    'book.notFound': 'ไม่พบหนังสือเล่มนี้',
    'sample.none': 'อีบุ๊กเล่มนี้ไม่มีตัวอย่างให้อ่านฟรี',
    'book.notOwned': 'อ่านหนังสือทั้งเล่มได้เมื่อซื้อหนังสือเล่มนี้แล้ว',
    'file.none': 'ไม่พบไฟล์ของหนังสือเล่มนี้',
    'file.damaged': 'ไฟล์ของหนังสือเล่มนี้เสียหาย เปิดอ่านไม่ได้ในขณะนี้ กรุณาลองใหม่ภายหลังหรือติดต่อร้าน',
    'position.deviceRequired': 'กรุณาระบุรหัสและชื่ออุปกรณ์ที่ใช้อ่าน',
    'position.notReadable': 'บันทึกตำแหน่งที่อ่านได้เฉพาะหนังสือที่คุณซื้อแล้วหรือตัวอย่างฟรี',
    'annotation.notReadable': 'เพิ่มที่คั่นหน้าและไฮไลต์ได้เฉพาะหนังสือที่คุณซื้อแล้วหรือตัวอย่างฟรี',
    'annotation.textRequired': 'กรุณาเลือกข้อความที่จะไฮไลต์',
    'annotation.tooMany': 'หนังสือเล่มนี้มีที่คั่นหน้าและไฮไลต์ครบ {max} รายการแล้ว กรุณาลบบางรายการก่อน',
    'annotation.notFound': 'ไม่พบที่คั่นหน้าหรือไฮไลต์นี้',
    'annotation.deleted': 'ลบแล้ว',
  },
  en: {
    'book.notFound': 'No such book.',
    'sample.none': 'This e-book has no free sample.',
    'book.notOwned': 'You can read the whole book once you have bought it.',
    'file.none': 'This book has no file to read.',
    'file.damaged':
      "This book's file is damaged and cannot be opened right now. Please try again later or contact the store.",
    'position.deviceRequired': 'Send the id and the name of the device being read on.',
    'position.notReadable': 'You can only keep your place in a book you own or in a sample.',
    'annotation.notReadable':
      'You can only add bookmarks and highlights to a book you own or to a sample.',
    'annotation.textRequired': 'Select the text to highlight.',
    'annotation.tooMany':
      'This book already has {max} bookmarks and highlights. Please delete some first.',
    'annotation.notFound': 'No such bookmark or highlight.',
    'annotation.deleted': 'Deleted.',
  },
})
