/** Book series. Books name their series by key with their number in it. */
import type { Localized, Series } from './types.ts'

const entries: [key: string, name: Localized][] = [
  ['sherlock-holmes', { th: 'เชอร์ล็อก โฮมส์', en: 'Sherlock Holmes' }],
  ['hercule-poirot', { th: 'แอร์กูล ปัวโรต์', en: 'Hercule Poirot' }],
  ['anne-of-green-gables', { th: 'แอนแห่งกรีนเกเบิลส์', en: 'Anne of Green Gables' }],
  ['little-women', { th: 'สี่ดรุณี', en: 'Little Women' }],
  ['oz', { th: 'พ่อมดแห่งออซ', en: 'Oz' }],
  ['alice', { th: 'อลิซ', en: 'Alice' }],
  ['barsoom', { th: 'บาร์ซูม', en: 'Barsoom' }],
  [
    'decline-and-fall',
    { th: 'ความเสื่อมและการล่มสลายของจักรวรรดิโรมัน', en: 'The Decline and Fall of the Roman Empire' },
  ],
  [
    'rattanakosin-chronicles',
    { th: 'พระราชพงศาวดารกรุงรัตนโกสินทร์', en: 'Royal Chronicles of Rattanakosin' },
  ],
  ['lang-fairy-books', { th: 'หนังสือเทพนิยายของแลง', en: "Lang's Fairy Books" }],
  ['peter-rabbit', { th: 'ปีเตอร์แรบบิท', en: 'Peter Rabbit and Friends' }],
]

/** The series. */
export function series(): Series[] {
  return entries.map(([key, name], i) => ({ id: i + 1, key, name }))
}
