/**
 * Placeholder text for the store's e-books: chapters of generated prose at a book's real length,
 * in the book's language, the same for the same seed. The catalogue's titles are real works, but
 * no package in the registries carries their texts, so every book reads this instead; the EPUB
 * says so on its title page and in its metadata (see epub.ts).
 *
 * Thai is written as Thai is: no spaces inside a sentence, one space between sentences, so
 * that the reader's line breaking (the browser's Thai dictionary) is exercised on real words.
 */
import type { Lang } from './types.ts'
import { seededRandom } from './util.ts'

/** A chapter of placeholder text. */
export interface ProseChapter {
  /** The chapter's title as the table of contents shows it ("Chapter 7: The Quiet Harbour"). */
  title: string
  /** Paragraphs of plain text. */
  paragraphs: string[]
}

/** Characters of text on a printed page: an English novel's page, a Thai book's page. */
export const CHARACTERS_PER_PAGE: Record<Lang, number> = { en: 2000, th: 1000 }

/** A book's chapter count: tens of chapters, about a dozen pages each, 6 to 60. */
export function chapterCount(pages: number): number {
  return Math.min(60, Math.max(6, Math.round(pages / 12)))
}

type Random = () => number

const choose = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T

/** The vocabulary and sentence patterns of one language. */
interface Grammar {
  /** People of a book: a few are drawn per book, so names recur as characters do. */
  names: readonly string[]
  /** Places of a book, drawn the same way. */
  places: readonly string[]
  /** One sentence from a book's people and places. */
  sentence(random: Random, cast: Cast): string
  /** Joins a paragraph's sentences. */
  join: string
  /** A chapter's title. */
  chapterTitle(random: Random, number: number): string
}

/** The people and places a book's sentences draw from. */
interface Cast {
  people: string[]
  places: string[]
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const withArticle = (word: string) => `${/^[aeiou]/u.test(word) ? 'an' : 'a'} ${word}`

const en = {
  names: [
    'Anna',
    'Thomas',
    'Margaret',
    'Edward',
    'Clara',
    'Henry',
    'Eliza',
    'Arthur',
    'Lucy',
    'Walter',
    'Harriet',
    'George',
    'Ellen',
    'Samuel',
    'Rose',
    'Frederick',
    'Alice',
    'Robert',
    'Jane',
    'William',
  ],
  /** The names above that take "she"; the others take "he". */
  women: new Set([
    'Anna',
    'Margaret',
    'Clara',
    'Eliza',
    'Lucy',
    'Harriet',
    'Ellen',
    'Rose',
    'Alice',
    'Jane',
  ]),
  places: [
    'Millbrook',
    'the old rectory',
    'Hartfield',
    'the harbour town',
    'Ashcombe',
    'the upper valley',
    'Linden Street',
    'the mill house',
    'Kingsmere',
    'the northern road',
  ],
  adjectives: [
    'quiet',
    'grey',
    'narrow',
    'long',
    'cold',
    'bright',
    'old',
    'small',
    'heavy',
    'distant',
    'familiar',
    'empty',
    'warm',
    'pale',
    'crowded',
    'silent',
    'broad',
    'uncertain',
    'green',
    'late',
    'dusty',
    'painted',
    'borrowed',
    'crooked',
    'sunlit',
    'weathered',
    'unfinished',
    'polished',
    'forgotten',
    'damp',
    'golden',
    'wooden',
    'shabby',
    'handsome',
    'low',
    'steep',
    'muddy',
    'ancient',
  ],
  nouns: [
    'letter',
    'window',
    'garden',
    'road',
    'lamp',
    'door',
    'river',
    'table',
    'field',
    'bridge',
    'staircase',
    'carriage',
    'orchard',
    'chapel',
    'kitchen',
    'hill',
    'gate',
    'fire',
    'harbour',
    'book',
    'parlour',
    'shawl',
    'clock',
    'hedge',
    'cottage',
    'lantern',
    'mirror',
    'churchyard',
    'wagon',
    'piano',
    'basket',
    'meadow',
    'inn',
    'chimney',
    'well',
    'portrait',
    'workshop',
    'ledger',
  ],
  things: [
    'the promise she had made',
    'his father’s debts',
    'the summer before',
    'the house by the water',
    'what the doctor had said',
    'the last letter from town',
    'the years that had passed',
    'the quarrel at dinner',
    'an old friendship',
    'the money that was owed',
    'her mother’s warning',
    'the winter they had lost the farm',
    'a name nobody mentioned',
    'the sound of the sea at night',
    'the wedding that never took place',
    'his brother in the army',
    'the first time they had met',
    'a debt of honour',
    'the long journey south',
    'the fever',
  ],
  transitive: [
    'opened',
    'closed',
    'watched',
    'crossed',
    'carried',
    'studied',
    'remembered',
    'left',
    'found',
    'passed',
    'followed',
    'noticed',
    'mended',
    'considered',
    'folded',
    'examined',
    'admired',
    'avoided',
    'repaired',
    'unlocked',
    'painted',
    'sold',
    'kept',
    'touched',
    'described',
  ],
  intransitive: [
    'waited',
    'hesitated',
    'smiled',
    'listened',
    'sighed',
    'turned away',
    'stood still',
    'said nothing',
    'laughed softly',
    'looked up',
    'grew thoughtful',
    'blushed',
    'frowned',
    'shrugged',
    'kept walking',
    'sat down heavily',
    'closed her eyes',
    'shook his head',
  ],
  motion: ['walked', 'hurried', 'rode', 'went slowly', 'came back', 'drove', 'climbed', 'wandered'],
  times: [
    'in the morning',
    'before noon',
    'late in the afternoon',
    'after supper',
    'at dusk',
    'that evening',
    'long after midnight',
    'on the following day',
    'at the end of the week',
    'when the rain stopped',
    'on Sunday',
    'before the harvest',
    'in the first week of March',
    'while the others slept',
    'as the bells rang',
    'soon after breakfast',
    'at the turn of the year',
  ],
  manners: [
    'without a word',
    'with some care',
    'more slowly than before',
    'as if nothing had happened',
    'for a long while',
    'once more',
    'with a heavy heart',
    'in spite of herself',
    'at last',
    'with unusual energy',
    'half in jest',
    'as quietly as possible',
    'against all advice',
    'almost cheerfully',
    'by habit',
  ],
  feelings: [
    'relief',
    'doubt',
    'gratitude',
    'impatience',
    'hope',
    'shame',
    'tenderness',
    'alarm',
    'envy',
    'pride',
    'regret',
    'curiosity',
    'amusement',
    'suspicion',
  ],
  weather: [
    'A thin rain had been falling since dawn',
    'The wind came off the water in long gusts',
    'The snow lay deep along the hedges',
    'The heat of the afternoon pressed on every roof',
    'A fog rose from the meadows',
    'The sky cleared towards evening',
    'Frost whitened the windows of every house',
    'The first leaves had begun to turn',
  ],
  reasons: [
    'because nobody else would',
    'although it was already late',
    'since there was no other way',
    'as if the matter were already decided',
    'though the others laughed at the idea',
    'because the letter had asked it',
    'unless the weather changed',
  ],
  sayings: [
    'I did not expect you so soon',
    'We cannot stay here much longer',
    'You must tell me everything',
    'It is later than you think',
    'I have been wrong about a great many things',
    'Nobody in this house listens to me',
    'Let us speak of something else',
    'There is still time, if we are careful',
    'I wish you had written',
    'Then it is settled',
    'Do you really believe that',
    'Nothing will be the same after this',
    'Ask me again tomorrow',
    'You were always the sensible one',
    'I shall go to town myself',
    'How long have you known',
    'We owe them that much at least',
    'It was not my idea',
    'Please, not in front of the children',
  ],
  speech: ['said', 'answered', 'asked', 'whispered', 'replied', 'cried'],
} as const

const englishGrammar: Grammar = {
  names: en.names,
  places: en.places,
  join: ' ',
  chapterTitle: (random, number) =>
    `Chapter ${number}: The ${capitalize(choose(random, en.adjectives))} ${capitalize(choose(random, en.nouns))}`,
  sentence(random, cast) {
    const c = <T>(list: readonly T[]) => choose(random, list)
    const person = () => c(cast.people)
    const place = () => c(cast.places)
    const thing = () => `the ${c(en.adjectives)} ${c(en.nouns)}`
    switch (Math.floor(random() * 13)) {
      case 0:
        return `${person()} ${c(en.motion)} to ${place()} ${c(en.times)}.`
      case 1:
        return `${capitalize(thing())} ${c(['lay untouched', 'stood', 'waited'])} by the ${c(en.nouns)}, ${c(en.manners)}.`
      case 2:
        return `${capitalize(c(en.times))}, ${person()} ${c(en.transitive)} ${thing()} and ${c(en.intransitive)}.`
      case 3:
        return `“${c(en.sayings)},” ${c(en.speech)} ${person()}.`
      case 4:
        return `${person()} thought of ${c(en.things)}, and of ${c(en.things)}.`
      case 5:
        return `It was ${withArticle(c(en.adjectives))} ${c(['morning', 'evening', 'day', 'night', 'season'])} in ${place()}, and ${person()} ${c(en.intransitive)}.`
      case 6: {
        const who = person()
        return `${who} did not answer at once; ${en.women.has(who) ? 'she' : 'he'} ${c(en.transitive)} ${thing()} ${c(en.manners)}.`
      }
      case 7:
        return `There was ${c(en.feelings)} in the way ${person()} ${c(en.transitive)} ${thing()}, though nobody spoke of it.`
      case 8:
        return `${capitalize(c(en.manners))}, ${person()} ${c(en.motion)} past ${thing()} toward ${place()}.`
      case 9:
        return `${c(en.weather)}, and ${person()} ${c(en.intransitive)} by the ${c(en.nouns)}.`
      case 10:
        return `${person()} ${c(en.transitive)} ${thing()} ${c(en.reasons)}.`
      case 11:
        return `Nobody in ${place()} had forgotten ${c(en.things)}, least of all ${person()}.`
      default:
        return `${person()} and ${person()} ${c(en.transitive)} ${thing()} together ${c(en.times)}.`
    }
  },
}

const th = {
  names: [
    'สมชาย',
    'มาลัย',
    'บุญมา',
    'จันทร์เพ็ญ',
    'ประเสริฐ',
    'แก้ว',
    'ทองคำ',
    'สายบัว',
    'วิไล',
    'สมศักดิ์',
    'ลำดวน',
    'พิกุล',
    'เรียม',
    'ขวัญ',
    'ทองดี',
    'บัวผัน',
    'ชื่น',
    'ยายปริก',
    'ตาเหลือ',
    'ครูสมร',
  ],
  places: [
    'ริมแม่น้ำเจ้าพระยา',
    'ในตลาดน้ำ',
    'บนเรือนไม้หลังเก่า',
    'ใต้ต้นโพธิ์ท้ายวัด',
    'กลางทุ่งนา',
    'ที่ท่าน้ำหน้าบ้าน',
    'ในสวนมะม่วง',
    'ข้างศาลาริมทาง',
    'บนสะพานไม้',
    'ในห้องเรียนของโรงเรียนวัด',
  ],
  times: [
    'เมื่อรุ่งสาง',
    'ตอนสายของวันนั้น',
    'ในยามบ่าย',
    'ตอนพลบค่ำ',
    'ในคืนเดือนหงาย',
    'เช้าวันรุ่งขึ้น',
    'หลังฝนหยุดตก',
    'ก่อนไก่ขัน',
    'ในฤดูน้ำหลาก',
    'เมื่อลมหนาวมาเยือน',
  ],
  verbs: [
    'มองดู',
    'หยิบ',
    'เปิด',
    'ปิด',
    'เก็บ',
    'ถือ',
    'วาง',
    'เช็ด',
    'ซ่อม',
    'อ่าน',
    'เขียน',
    'นึกถึง',
    'ห่อ',
    'ล้าง',
    'แบก',
    'ตรวจดู',
    'ซ่อน',
    'ขาย',
    'พับ',
    'จุด',
    'ผูก',
    'แขวน',
  ],
  objects: [
    'จดหมายฉบับเก่า',
    'หน้าต่างไม้',
    'ตะเกียงน้ำมัน',
    'ประตูบ้าน',
    'หนังสือเล่มเล็ก',
    'พวงมาลัย',
    'ขันน้ำ',
    'ผ้าขาวม้า',
    'ไม้พาย',
    'กระบุงข้าว',
    'ภาพถ่ายใบนั้น',
    'กล่องไม้สัก',
    'ปิ่นโตเถาเก่า',
    'ร่มกระดาษ',
    'ตะกร้าผลไม้',
    'สมุดบัญชี',
    'กระจกบานเล็ก',
    'หม้อดินเผา',
    'เสื่อกระจูด',
    'นาฬิกาพก',
    'ธูปเทียน',
    'แหจับปลา',
  ],
  moves: ['เดินไป', 'พายเรือไป', 'รีบไป', 'กลับไป', 'แวะไป', 'เดินทางไป'],
  manners: [
    'อย่างเงียบเชียบ',
    'อย่างระมัดระวัง',
    'ด้วยความหวัง',
    'โดยไม่พูดอะไร',
    'อย่างใจเย็น',
    'ด้วยหัวใจที่หนักอึ้ง',
    'อย่างไม่รีบร้อน',
    'ด้วยรอยยิ้มบางเบา',
    'อย่างคล่องแคล่ว',
    'ตามความเคยชิน',
    'ทั้งที่ไม่มีใครขอ',
    'อย่างตั้งใจ',
    'ด้วยมือที่สั่นเทา',
  ],
  feelings: [
    'ความคิดถึง',
    'ความกังวล',
    'ความสุข',
    'ความเสียใจ',
    'ความหวัง',
    'ความโกรธ',
    'ความสงสัย',
    'ความอิจฉา',
    'ความภูมิใจ',
    'ความสำนึกผิด',
    'ความอยากรู้',
    'ความกลัว',
  ],
  weather: [
    'ฝนตกพรำมาตั้งแต่เช้า',
    'ลมพัดมาจากแม่น้ำเป็นระลอก',
    'แดดยามบ่ายร้อนจนถนนระยิบระยับ',
    'หมอกลอยต่ำอยู่เหนือทุ่งนา',
    'ท้องฟ้าเปิดโล่งเมื่อใกล้ค่ำ',
    'น้ำในคลองขึ้นสูงกว่าทุกปี',
    'ใบไม้แห้งร่วงเต็มลานวัด',
    'เมฆดำตั้งเค้าอยู่ทางทิศตะวันตก',
  ],
  thoughts: [
    'คำสัญญาเมื่อปีก่อน',
    'บ้านหลังเก่าริมคลอง',
    'วันที่แม่จากไป',
    'เรื่องที่ได้ยินมาจากตลาด',
    'หนี้สินที่ยังไม่ได้ชำระ',
    'เพื่อนเก่าที่ไม่ได้พบกันนาน',
    'ความฝันในวัยเด็ก',
    'คำพูดของหลวงพ่อ',
  ],
  sayings: [
    'ฉันไม่คิดว่าเธอจะมาเร็วขนาดนี้',
    'เราอยู่ที่นี่ต่อไปไม่ได้แล้ว',
    'เล่าให้ฉันฟังทุกเรื่องเถิด',
    'ยังมีเวลาอยู่ถ้าเราระวังให้ดี',
    'ฉันคิดผิดมาตลอด',
    'อย่าพูดเรื่องนี้อีกเลย',
    'พรุ่งนี้ค่อยว่ากันใหม่',
    'ทำไมไม่ส่งข่าวมาบอกบ้าง',
    'เธอเชื่อเรื่องนั้นจริงหรือ',
    'ไม่มีอะไรเหมือนเดิมอีกแล้ว',
    'ฉันจะเข้าเมืองไปเอง',
    'เรื่องนี้ไม่ใช่ความคิดของฉัน',
    'อย่าเพิ่งบอกใครนะ',
    'รู้เรื่องนี้มานานแค่ไหนแล้ว',
  ],
  speech: ['พูด', 'ตอบ', 'ถาม', 'กระซิบ', 'บอก'],
  titles: [
    'เรือลำสุดท้าย',
    'คืนที่ฝนตก',
    'จดหมายจากบางกอก',
    'บ้านริมคลอง',
    'เสียงระฆังยามเย็น',
    'ทุ่งนาในฤดูเก็บเกี่ยว',
    'คำสัญญา',
    'ทางกลับบ้าน',
    'แสงตะเกียง',
    'งานวัดประจำปี',
    'ลมหนาว',
    'สะพานไม้',
    'ความลับของแม่',
    'ตลาดเช้า',
    'การจากลา',
  ],
} as const

const thaiGrammar: Grammar = {
  names: th.names,
  places: th.places,
  join: ' ',
  chapterTitle: (random, number) => `บทที่ ${number} ${choose(random, th.titles)}`,
  sentence(random, cast) {
    const c = <T>(list: readonly T[]) => choose(random, list)
    const person = () => c(cast.people)
    switch (Math.floor(random() * 11)) {
      case 0:
        return `${c(th.times)}${person()}${c(th.moves)}${c(cast.places)}`
      case 1:
        return `${person()}${c(th.verbs)}${c(th.objects)}${c(th.manners)}`
      case 2:
        return `“${c(th.sayings)}” ${person()}${c(th.speech)}`
      case 3:
        return `${person()}นึกถึง${c(th.thoughts)}และ${c(th.thoughts)}`
      case 4:
        return `${c(cast.places)}${c(th.times)}เงียบสงบจน${person()}ได้ยินเสียงหัวใจของตัวเอง`
      case 5:
        return `ในใจของ${person()}มีทั้ง${c(th.feelings)}และ${c(th.feelings)}ปะปนกันไป`
      case 6:
        return `${person()}ยังไม่ตอบ${c(['เธอ', 'เขา'])}${c(th.verbs)}${c(th.objects)}${c(th.manners)}`
      case 8:
        return `${c(th.weather)}${person()}จึง${c(th.verbs)}${c(th.objects)}${c(th.manners)}`
      case 9:
        return `ไม่มีใคร${c(cast.places)}ลืม${c(th.thoughts)}ได้ลงโดยเฉพาะ${person()}`
      default:
        return `${person()}กับ${person()}${c(th.moves)}${c(cast.places)}ด้วยกัน${c(th.times)}`
    }
  },
}

const grammars: Record<Lang, Grammar> = { en: englishGrammar, th: thaiGrammar }

/** Draws `n` different items of `list`. */
function drawDistinct(random: Random, list: readonly string[], n: number): string[] {
  const pool = [...list]
  const drawn: string[] = []
  while (drawn.length < n && pool.length > 0)
    drawn.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!)
  return drawn
}

/**
 * The chapters of a book of `pages` printed pages, one at a time: about CHARACTERS_PER_PAGE
 * characters a page, chapterCount(pages) chapters of varying length. The same seed gives the
 * same text.
 */
export function* placeholderChapters(
  lang: Lang,
  seed: number,
  pages: number,
): Generator<ProseChapter, void, undefined> {
  const random = seededRandom(seed)
  const grammar = grammars[lang]
  const cast: Cast = {
    people: drawDistinct(random, grammar.names, 5),
    places: drawDistinct(random, grammar.places, 4),
  }
  const count = chapterCount(pages)
  const weights = Array.from({ length: count }, () => 0.7 + random() * 0.6)
  const sum = weights.reduce((a, b) => a + b, 0)
  const total = pages * CHARACTERS_PER_PAGE[lang]
  for (const [index, weight] of weights.entries()) {
    const target = (total * weight) / sum
    const paragraphs: string[] = []
    let length = 0
    while (length < target) {
      const sentences = Array.from({ length: 3 + Math.floor(random() * 4) }, () =>
        grammar.sentence(random, cast),
      )
      const paragraph = sentences.join(grammar.join)
      paragraphs.push(paragraph)
      length += paragraph.length
    }
    yield { title: grammar.chapterTitle(random, index + 1), paragraphs }
  }
}
