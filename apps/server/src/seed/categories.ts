/**
 * The category tree: eight top-level categories of a Thai e-book shop, each with a few
 * subcategories. Ids follow the order of this list (top levels 1–8, then subcategories).
 */
import type { Category, Localized } from './types.ts'

interface CategoryEntry {
  key: string
  parent: string | null
  name: Localized
  description: Localized
}

const top = (key: string, name: Localized, description: Localized): CategoryEntry => ({
  key,
  parent: null,
  name,
  description,
})
const sub = (
  parent: string,
  key: string,
  name: Localized,
  description: Localized,
): CategoryEntry => ({ key, parent, name, description })

const entries: CategoryEntry[] = [
  top(
    'novels',
    { th: 'นวนิยาย', en: 'Novels' },
    {
      th: 'นวนิยายคลาสสิกของไทยและของโลก ตั้งแต่เรื่องรักถึงเรื่องสืบสวนและผจญภัย',
      en: 'Classic Thai and world fiction, from love stories to mysteries and adventures.',
    },
  ),
  top(
    'thai-literature',
    { th: 'วรรณคดีไทย', en: 'Thai Literature' },
    {
      th: 'วรรณคดีไทยตั้งแต่สมัยสุโขทัย อยุธยา ถึงรัตนโกสินทร์ ทั้งบทละคร เสภา และวรรณกรรมแปลโบราณ',
      en: 'Thai literature from Sukhothai and Ayutthaya to Rattanakosin: court plays, sepha and classical translations.',
    },
  ),
  top(
    'comics',
    { th: 'การ์ตูน', en: 'Comics' },
    {
      th: 'การ์ตูนช่องยุคบุกเบิกและหนังสือภาพประกอบคลาสสิก',
      en: 'Pioneering comic strips and classic illustrated books.',
    },
  ),
  top(
    'history',
    { th: 'ประวัติศาสตร์', en: 'History' },
    {
      th: 'พงศาวดาร ประวัติศาสตร์ไทยและโลก ชีวประวัติ และบันทึกการเดินทาง',
      en: 'Chronicles, Thai and world history, lives and memoirs, and travel writing.',
    },
  ),
  top(
    'self-help',
    { th: 'พัฒนาตนเอง', en: 'Self-help' },
    {
      th: 'หนังสือว่าด้วยความเพียร อุปนิสัย การใช้เวลา และการใช้ชีวิต จากนักเขียนรุ่นบุกเบิก',
      en: 'Books on perseverance, character, time and living well, from the genre’s pioneers.',
    },
  ),
  top(
    'childrens',
    { th: 'หนังสือเด็ก', en: "Children's" },
    {
      th: 'นิทาน เทพนิยาย นิทานพื้นบ้านไทย และวรรณกรรมเยาวชนที่อ่านกันมาหลายชั่วอายุคน',
      en: 'Fables, fairy tales, Thai folk tales and young readers’ classics loved for generations.',
    },
  ),
  top(
    'poetry',
    { th: 'กวีนิพนธ์', en: 'Poetry' },
    {
      th: 'กวีนิพนธ์ไทยและสากล นิราศ โคลงกลอน และบทละคร',
      en: 'Thai and world poetry, nirat journey poems, and drama.',
    },
  ),
  top(
    'philosophy-religion',
    { th: 'ปรัชญาและศาสนา', en: 'Philosophy & Religion' },
    {
      th: 'พุทธศาสนา ปรัชญาตะวันตกและตะวันออก จากต้นฉบับและคำแปลคลาสสิก',
      en: 'Buddhism, Western and Eastern philosophy, in their classic texts and translations.',
    },
  ),

  sub(
    'novels',
    'thai-novels',
    { th: 'นวนิยายไทย', en: 'Thai Novels' },
    {
      th: 'นวนิยายไทยยุคบุกเบิกและนวนิยายแปลรุ่นแรกของสยาม',
      en: 'Early modern Thai novels and Siam’s first translated novels.',
    },
  ),
  sub(
    'novels',
    'classic-fiction',
    { th: 'นวนิยายคลาสสิก', en: 'Classic Fiction' },
    {
      th: 'นวนิยายคลาสสิกจากอังกฤษ อเมริกา รัสเซีย ฝรั่งเศส และอื่น ๆ',
      en: 'Classic novels from Britain, America, Russia, France and beyond.',
    },
  ),
  sub(
    'novels',
    'mystery',
    { th: 'สืบสวนสอบสวน', en: 'Mystery & Detective' },
    {
      th: 'นักสืบ คดีปริศนา และการไขความลับ',
      en: 'Detectives, puzzling crimes and secrets unravelled.',
    },
  ),
  sub(
    'novels',
    'science-fiction-fantasy',
    { th: 'นิยายวิทยาศาสตร์และแฟนตาซี', en: 'Science Fiction & Fantasy' },
    {
      th: 'การเดินทางข้ามเวลา โลกอื่น และสิ่งประดิษฐ์ล้ำยุคจากนักเขียนผู้บุกเบิก',
      en: 'Time travel, other worlds and marvellous inventions from the founders of the genre.',
    },
  ),
  sub(
    'novels',
    'horror-gothic',
    { th: 'สยองขวัญและกอทิก', en: 'Horror & Gothic' },
    {
      th: 'ปราสาทลึกลับ อสุรกาย และเรื่องเล่ายามค่ำคืน',
      en: 'Haunted castles, monsters and tales for the night.',
    },
  ),
  sub(
    'novels',
    'adventure',
    { th: 'ผจญภัย', en: 'Adventure' },
    {
      th: 'ท้องทะเล เกาะร้าง ป่าลึก และการเดินทางสุดขอบโลก',
      en: 'High seas, desert islands, deep forests and journeys to the ends of the earth.',
    },
  ),

  sub(
    'thai-literature',
    'sukhothai-ayutthaya',
    { th: 'วรรณคดีสุโขทัยและอยุธยา', en: 'Sukhothai & Ayutthaya Literature' },
    {
      th: 'วรรณคดีไทยยุคแรกเริ่ม ตั้งแต่ไตรภูมิพระร่วงถึงกาพย์เห่เรือ',
      en: 'The earliest Thai literature, from the Traiphum to the royal barge songs.',
    },
  ),
  sub(
    'thai-literature',
    'rattanakosin',
    { th: 'วรรณคดีรัตนโกสินทร์', en: 'Rattanakosin Literature' },
    {
      th: 'วรรณคดีสมัยกรุงรัตนโกสินทร์ พระราชนิพนธ์ บทละคร และเสภา',
      en: 'Literature of the Bangkok era: royal works, court plays and sepha.',
    },
  ),
  sub(
    'thai-literature',
    'classical-translations',
    { th: 'วรรณกรรมแปลโบราณ', en: 'Classical Translations' },
    {
      th: 'พงศาวดารจีนและมอญ และนิทานอินเดีย ที่แปลเป็นภาษาไทยแต่ครั้งโบราณ',
      en: 'Chinese and Mon chronicles and Indian tales translated into Thai long ago.',
    },
  ),

  sub(
    'comics',
    'comic-strips',
    { th: 'การ์ตูนช่องคลาสสิก', en: 'Classic Comic Strips' },
    {
      th: 'การ์ตูนช่องและการ์ตูนเรื่องยุคแรกของโลก',
      en: 'The first comic strips and picture stories.',
    },
  ),
  sub(
    'comics',
    'illustrated-classics',
    { th: 'หนังสือภาพประกอบคลาสสิก', en: 'Illustrated Classics' },
    {
      th: 'งานภาพเล่าเรื่อง จิตรกรรม และภาพพิมพ์ประกอบวรรณกรรม',
      en: 'Narrative pictures, murals and engravings that tell a story.',
    },
  ),

  sub(
    'history',
    'thai-history',
    { th: 'ประวัติศาสตร์ไทย', en: 'Thai History' },
    {
      th: 'พงศาวดาร จารึก และงานค้นคว้าประวัติศาสตร์สยาม',
      en: 'Chronicles, inscriptions and studies of Siam’s past.',
    },
  ),
  sub(
    'history',
    'world-history',
    { th: 'ประวัติศาสตร์โลก', en: 'World History' },
    {
      th: 'ประวัติศาสตร์โลกยุคโบราณถึงสมัยใหม่ จากนักประวัติศาสตร์คลาสสิก',
      en: 'From the ancient world to modern times, by the classic historians.',
    },
  ),
  sub(
    'history',
    'biography-memoir',
    { th: 'ชีวประวัติและบันทึก', en: 'Biography & Memoir' },
    {
      th: 'อัตชีวประวัติ จดหมาย และบันทึกความทรงจำ',
      en: 'Autobiographies, letters and memoirs.',
    },
  ),
  sub(
    'history',
    'travel',
    { th: 'บันทึกการเดินทาง', en: 'Travel Writing' },
    {
      th: 'บันทึกของนักเดินทางผู้ได้เห็นโลกกว้าง',
      en: 'Accounts by travellers who saw the wide world.',
    },
  ),

  sub(
    'self-help',
    'character-habits',
    { th: 'อุปนิสัยและการใช้ชีวิต', en: 'Character & Living' },
    {
      th: 'ความเพียร อุปนิสัย และการใช้เวลาอย่างมีคุณค่า',
      en: 'Perseverance, character and using time well.',
    },
  ),
  sub(
    'self-help',
    'success-mindset',
    { th: 'ความคิดและความสำเร็จ', en: 'Mindset & Success' },
    {
      th: 'พลังของความคิด การพูด และการสร้างฐานะ',
      en: 'The power of thought, speaking and building a livelihood.',
    },
  ),

  sub(
    'childrens',
    'fairy-tales-fables',
    { th: 'นิทานและเทพนิยาย', en: 'Fairy Tales & Fables' },
    {
      th: 'นิทานอีสป เทพนิยายกริมม์ แอนเดอร์เซน และนิทานภาพ',
      en: 'Aesop, Grimm, Andersen and picture-book tales.',
    },
  ),
  sub(
    'childrens',
    'young-readers',
    { th: 'วรรณกรรมเยาวชน', en: "Young Readers' Classics" },
    {
      th: 'วรรณกรรมเยาวชนคลาสสิกที่ผู้ใหญ่ก็อ่านได้',
      en: 'Classics for young readers that grown-ups read too.',
    },
  ),
  sub(
    'childrens',
    'thai-folk-tales',
    { th: 'นิทานพื้นบ้านไทย', en: 'Thai Folk Tales' },
    {
      th: 'นิทานพื้นบ้านและแบบเรียนไทยที่เล่าสืบต่อกันมา',
      en: 'Thai folk tales and primers handed down through the years.',
    },
  ),

  sub(
    'poetry',
    'thai-poetry',
    { th: 'กวีนิพนธ์ไทย', en: 'Thai Poetry' },
    {
      th: 'นิราศ โคลง ฉันท์ กาพย์ กลอน และสุภาษิต',
      en: 'Nirat journey poems, khlong, chan, kap, klon and verse maxims.',
    },
  ),
  sub(
    'poetry',
    'world-poetry',
    { th: 'กวีนิพนธ์สากล', en: 'World Poetry' },
    {
      th: 'มหากาพย์และบทกวีจากทั่วโลก',
      en: 'Epics and poems from around the world.',
    },
  ),
  sub(
    'poetry',
    'drama',
    { th: 'บทละคร', en: 'Drama' },
    {
      th: 'บทละครไทยและบทละครเวทีของโลก',
      en: 'Thai plays and the world’s stage classics.',
    },
  ),

  sub(
    'philosophy-religion',
    'buddhism',
    { th: 'พุทธศาสนา', en: 'Buddhism' },
    {
      th: 'พระธรรมคำสอน พุทธประวัติ และคัมภีร์สำคัญ',
      en: 'The Dhamma, the life of the Buddha and key scriptures.',
    },
  ),
  sub(
    'philosophy-religion',
    'western-philosophy',
    { th: 'ปรัชญาตะวันตก', en: 'Western Philosophy' },
    {
      th: 'จากเพลโตและสโตอิกถึงนักคิดสมัยใหม่',
      en: 'From Plato and the Stoics to the modern thinkers.',
    },
  ),
  sub(
    'philosophy-religion',
    'eastern-philosophy',
    { th: 'ปรัชญาตะวันออก', en: 'Eastern Philosophy' },
    {
      th: 'เต๋า ขงจื๊อ ตำราพิชัยสงคราม และปรัชญาอินเดีย',
      en: 'Taoism, Confucius, the art of war and Indian philosophy.',
    },
  ),
]

/** The category tree, flat, with parents before their children. */
export function categories(): Category[] {
  const ids = new Map<string, number>()
  entries.forEach((entry, i) => ids.set(entry.key, i + 1))
  const orderInParent = new Map<string, number>()
  return entries.map((entry, i) => {
    const parentKey = entry.parent ?? ''
    const order = (orderInParent.get(parentKey) ?? 0) + 1
    orderInParent.set(parentKey, order)
    const parentId = entry.parent === null ? null : ids.get(entry.parent)
    if (parentId === undefined) throw new Error(`unknown parent category ${entry.parent}`)
    return {
      id: i + 1,
      key: entry.key,
      parentId,
      name: entry.name,
      description: entry.description,
      displayOrder: order,
    }
  })
}
