/**
 * Publishers (vendors) and their imprints (manufacturers). All of them are fictional: the
 * names are invented for this store, the e-mail domains use the reserved `.example` TLD, and
 * the ISBN registrant ranges are made up (see isbnPrefix).
 */
import type { Imprint, Lang, Localized, Publisher } from './types.ts'

interface PublisherEntry {
  key: string
  name: Localized
  description: Localized
  isbnPrefix: string
}

const publisherEntries: PublisherEntry[] = [
  {
    key: 'ruean-mai-sak',
    name: { th: 'สำนักพิมพ์เรือนไม้สัก', en: 'Ruean Mai Sak Press' },
    description: {
      th: 'สำนักพิมพ์สมมติของร้านนี้ จัดทำวรรณคดีไทยและพงศาวดารฉบับอีบุ๊กที่อ่านง่ายบนทุกจอ',
      en: 'A fictional house of this store, publishing Thai classics and chronicles as e-books that read well on any screen.',
    },
    isbnPrefix: '978616981',
  },
  {
    key: 'duang-prathip',
    name: { th: 'สำนักพิมพ์ดวงประทีป', en: 'Duang Prathip Books' },
    description: {
      th: 'สำนักพิมพ์สมมติ งานด้านพุทธศาสนา นิทานพื้นบ้าน และหนังสือสำหรับเด็ก',
      en: 'A fictional house for Buddhist texts, folk tales and children’s books.',
    },
    isbnPrefix: '978616982',
  },
  {
    key: 'lai-sue',
    name: { th: 'สำนักพิมพ์ลายสือ', en: 'Lai Sue Editions' },
    description: {
      th: 'สำนักพิมพ์สมมติ งานกวีนิพนธ์ นวนิยายไทยยุคบุกเบิก และหนังสือภาพ',
      en: 'A fictional house for poetry, early Thai novels and picture books.',
    },
    isbnPrefix: '978616983',
  },
  {
    key: 'lanternfield',
    name: { th: 'แลนเทิร์นฟิลด์ คลาสสิกส์', en: 'Lanternfield Classics' },
    description: {
      th: 'สำนักพิมพ์สมมติ นวนิยายคลาสสิกภาษาอังกฤษและวรรณกรรมเยาวชน',
      en: 'A fictional house for classic fiction in English and books for young readers.',
    },
    isbnPrefix: '978198761',
  },
  {
    key: 'harbour-and-quill',
    name: { th: 'ฮาร์เบอร์แอนด์ควิลล์', en: 'Harbour & Quill Press' },
    description: {
      th: 'สำนักพิมพ์สมมติ งานปรัชญา พัฒนาตนเอง กวีนิพนธ์ และบทละคร',
      en: 'A fictional house for philosophy, self-help, poetry and drama.',
    },
    isbnPrefix: '978198762',
  },
  {
    key: 'old-compass',
    name: { th: 'โอลด์คอมพาส บุ๊กส์', en: 'Old Compass Books' },
    description: {
      th: 'สำนักพิมพ์สมมติ งานประวัติศาสตร์ บันทึกการเดินทาง และการ์ตูนคลาสสิก',
      en: 'A fictional house for history, travel writing and classic comics.',
    },
    isbnPrefix: '978198763',
  },
]

interface ImprintEntry {
  key: string
  publisher: string
  name: Localized
  description: Localized
}

const imprintEntries: ImprintEntry[] = [
  {
    key: 'ruean-mai-sak-classics',
    publisher: 'ruean-mai-sak',
    name: { th: 'เรือนไม้สัก คลาสสิก', en: 'Ruean Mai Sak Classics' },
    description: {
      th: 'วรรณคดีไทยฉบับชำระ จัดหน้าใหม่ พร้อมคำอธิบายศัพท์',
      en: 'Edited Thai classics, newly typeset with glossaries.',
    },
  },
  {
    key: 'ruean-mai-sak-chronicles',
    publisher: 'ruean-mai-sak',
    name: { th: 'เรือนไม้สัก พงศาวดาร', en: 'Ruean Mai Sak Chronicles' },
    description: {
      th: 'พงศาวดาร จดหมายเหตุ และงานประวัติศาสตร์ไทย',
      en: 'Chronicles, records and works of Thai history.',
    },
  },
  {
    key: 'duang-prathip-dhamma',
    publisher: 'duang-prathip',
    name: { th: 'ดวงประทีป ธรรมะ', en: 'Duang Prathip Dhamma' },
    description: {
      th: 'คัมภีร์ พุทธประวัติ และหนังสือธรรมะ',
      en: 'Scriptures, lives of the Buddha and Dhamma books.',
    },
  },
  {
    key: 'duang-prathip-kids',
    publisher: 'duang-prathip',
    name: { th: 'ดวงประทีป เด็กและเยาวชน', en: 'Duang Prathip Kids' },
    description: {
      th: 'นิทานและหนังสืออ่านสำหรับเด็กและเยาวชน',
      en: 'Tales and reading books for children and teenagers.',
    },
  },
  {
    key: 'lai-sue-verse',
    publisher: 'lai-sue',
    name: { th: 'ลายสือ กวีนิพนธ์', en: 'Lai Sue Verse' },
    description: {
      th: 'นิราศ โคลงฉันท์กาพย์กลอน และบทละคร',
      en: 'Nirat, classical Thai verse and plays.',
    },
  },
  {
    key: 'lai-sue-fiction',
    publisher: 'lai-sue',
    name: { th: 'ลายสือ นวนิยาย', en: 'Lai Sue Fiction' },
    description: {
      th: 'นวนิยายไทยยุคบุกเบิก นวนิยายแปลรุ่นแรก และหนังสือพัฒนาตนเอง',
      en: 'Early Thai novels, the first translated novels and self-help.',
    },
  },
  {
    key: 'lai-sue-picture',
    publisher: 'lai-sue',
    name: { th: 'ลายสือ ภาพเล่า', en: 'Lai Sue Picture Tales' },
    description: {
      th: 'การ์ตูนและงานภาพเล่าเรื่อง',
      en: 'Comics and stories told in pictures.',
    },
  },
  {
    key: 'lanternfield-classics',
    publisher: 'lanternfield',
    name: { th: 'แลนเทิร์นฟิลด์ คลาสสิกส์', en: 'Lanternfield Classics' },
    description: {
      th: 'นวนิยายคลาสสิกของโลกในภาษาอังกฤษ',
      en: 'The world’s classic novels in English.',
    },
  },
  {
    key: 'lanternfield-nightjar',
    publisher: 'lanternfield',
    name: { th: 'ไนต์จาร์', en: 'Nightjar' },
    description: {
      th: 'สืบสวน สยองขวัญ ผจญภัย และนิยายวิทยาศาสตร์',
      en: 'Mystery, horror, adventure and science fiction.',
    },
  },
  {
    key: 'lanternfield-brightwell',
    publisher: 'lanternfield',
    name: { th: 'ไบรต์เวลล์ จูเนียร์', en: 'Brightwell Junior' },
    description: {
      th: 'เทพนิยายและวรรณกรรมเยาวชนคลาสสิก',
      en: 'Fairy tales and young readers’ classics.',
    },
  },
  {
    key: 'harbour-and-quill-thought',
    publisher: 'harbour-and-quill',
    name: { th: 'ฮาร์เบอร์แอนด์ควิลล์ ปรัชญา', en: 'Harbour & Quill Thought' },
    description: {
      th: 'ปรัชญา ศาสนา และการพัฒนาตนเอง',
      en: 'Philosophy, religion and self-improvement.',
    },
  },
  {
    key: 'harbour-and-quill-verse',
    publisher: 'harbour-and-quill',
    name: { th: 'ฮาร์เบอร์แอนด์ควิลล์ กวีนิพนธ์', en: 'Harbour & Quill Verse' },
    description: {
      th: 'กวีนิพนธ์และบทละคร',
      en: 'Poetry and plays.',
    },
  },
  {
    key: 'old-compass-history',
    publisher: 'old-compass',
    name: { th: 'โอลด์คอมพาส ประวัติศาสตร์', en: 'Old Compass History' },
    description: {
      th: 'ประวัติศาสตร์ ชีวประวัติ และบันทึกการเดินทาง',
      en: 'History, lives and travels.',
    },
  },
  {
    key: 'old-compass-inkwell',
    publisher: 'old-compass',
    name: { th: 'อิงก์เวลล์ สตริปส์', en: 'Inkwell Strips' },
    description: {
      th: 'การ์ตูนช่องยุคบุกเบิกและหนังสือภาพประกอบ',
      en: 'Pioneering comic strips and illustrated books.',
    },
  },
]

/** The publishers (vendors). */
export function publishers(): Publisher[] {
  return publisherEntries.map((entry, i) => ({
    id: i + 1,
    key: entry.key,
    name: entry.name,
    description: entry.description,
    email: `editors@${entry.key}.example`,
    allowCustomersToContact: true,
    isbnPrefix: entry.isbnPrefix,
  }))
}

/** The imprints (manufacturers), each belonging to a publisher. */
export function imprints(): Imprint[] {
  const publisherIds = new Map(publisherEntries.map((entry, i) => [entry.key, i + 1]))
  return imprintEntries.map((entry, i) => {
    const publisherId = publisherIds.get(entry.publisher)
    if (publisherId === undefined) throw new Error(`unknown publisher ${entry.publisher}`)
    return {
      id: i + 1,
      key: entry.key,
      publisherId,
      name: entry.name,
      description: entry.description,
    }
  })
}

/**
 * The imprint a book goes to when its entry names none: by language and (sub)category.
 * Category keys are the tree's keys; the top-level key is the fallback.
 */
export function defaultImprintKey(language: Lang, categoryKey: string, topKey: string): string {
  if (language === 'th') {
    if (categoryKey === 'thai-history' || categoryKey === 'biography-memoir')
      return 'ruean-mai-sak-chronicles'
    if (topKey === 'history') return 'ruean-mai-sak-chronicles'
    if (topKey === 'thai-literature') return 'ruean-mai-sak-classics'
    if (topKey === 'philosophy-religion') return 'duang-prathip-dhamma'
    if (topKey === 'childrens') return 'duang-prathip-kids'
    if (topKey === 'poetry') return 'lai-sue-verse'
    if (topKey === 'comics') return 'lai-sue-picture'
    return 'lai-sue-fiction'
  }
  if (topKey === 'novels')
    return categoryKey === 'classic-fiction' || categoryKey === 'novels'
      ? 'lanternfield-classics'
      : 'lanternfield-nightjar'
  if (topKey === 'childrens') return 'lanternfield-brightwell'
  if (topKey === 'poetry') return 'harbour-and-quill-verse'
  if (topKey === 'philosophy-religion' || topKey === 'self-help') return 'harbour-and-quill-thought'
  if (topKey === 'comics') return 'old-compass-inkwell'
  return 'old-compass-history'
}
