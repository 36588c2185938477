/**
 * Seed reviews: fictional customers and a handful of reviews for most books, in Thai and
 * English, with ratings spread the way a real shop's are (mostly 4 and 5, some 3, a few low).
 * Everything is derived from hashes of the book keys, so the same catalogue gives the same
 * reviews.
 */
import type { Book, Lang, Review, Reviewer } from './types.ts'
import { addDays, daysBetween, hashString, pick, seededRandom } from './util.ts'

type ReviewerEntry = [username: string, firstName: string, lastName: string, language: Lang]

const reviewerEntries: ReviewerEntry[] = [
  ['ploy.reads', 'พลอยไพลิน', 'ศรีสวัสดิ์', 'th'],
  ['nattapong_k', 'ณัฐพงษ์', 'แก้วประเสริฐ', 'th'],
  ['kanokwan.b', 'กนกวรรณ', 'บุญมา', 'th'],
  ['somchai1987', 'สมชาย', 'ใจดี', 'th'],
  ['aom.bookworm', 'อรอุมา', 'ทองคำ', 'th'],
  ['tanawat.s', 'ธนวัฒน์', 'สุขเจริญ', 'th'],
  ['wipada_r', 'วิภาดา', 'รุ่งเรือง', 'th'],
  ['khun.mod', 'มณฑิรา', 'พึ่งทอง', 'th'],
  ['pete.chiangmai', 'ปิติ', 'คำแสน', 'th'],
  ['jiraporn.n', 'จิราภรณ์', 'นาคสวัสดิ์', 'th'],
  ['arthit.w', 'อาทิตย์', 'วงศ์ใหญ่', 'th'],
  ['nong.fah', 'ฟ้าใส', 'อินทร์แก้ว', 'th'],
  ['kittisak.p', 'กิตติศักดิ์', 'พรหมมา', 'th'],
  ['suda.reads', 'สุดารัตน์', 'เพชรงาม', 'th'],
  ['emily.hart', 'Emily', 'Hartwell', 'en'],
  ['jmorrison', 'James', 'Morrison', 'en'],
  ['priya.n', 'Priya', 'Natarajan', 'en'],
  ['tom_reads', 'Thomas', 'Reed', 'en'],
  ['sarah.ok', 'Sarah', 'Okafor', 'en'],
  ['dan.whitfield', 'Daniel', 'Whitfield', 'en'],
  ['lena.k', 'Lena', 'Kowalski', 'en'],
  ['mike.bkk', 'Michael', 'Carter', 'en'],
  ['anna.lind', 'Anna', 'Lindqvist', 'en'],
  ['rachel.g', 'Rachel', 'Goldberg', 'en'],
]

/** The fictional customers who wrote the seed reviews (their ids start after no one else). */
export function reviewers(): Reviewer[] {
  return reviewerEntries.map(([username, firstName, lastName, language], i) => ({
    id: i + 1,
    key: username,
    username,
    email: `${username.replace(/[^a-z0-9.]/g, '.')}@example.com`,
    firstName,
    lastName,
    language,
  }))
}

type Template = [title: string, text: (title: string) => string]

const templates: Record<Lang, Record<number, Template[]>> = {
  th: {
    5: [
      [
        'ยอดเยี่ยม อ่านซ้ำได้ไม่เบื่อ',
        (t) => `${t} เป็นเล่มที่อ่านซ้ำได้เรื่อย ๆ ทุกครั้งเจอมุมใหม่ จัดหน้าอีบุ๊กอ่านสบายตามาก`,
      ],
      ['ประทับใจมาก', (t) => `ซื้อ ${t} มาอ่านช่วงวันหยุด วางไม่ลงเลย แนะนำให้ทุกคนได้อ่านสักครั้ง`],
      ['คุ้มค่ามาก', (t) => `ราคานี้ได้ ${t} ฉบับอ่านง่ายบนมือถือ ถือว่าคุ้มมาก ภาษาไพเราะ อ่านแล้วอิ่มใจ`],
      ['เล่มโปรดตลอดกาล', (t) => `เคยอ่าน ${t} ตอนเรียน กลับมาอ่านอีกครั้งตอนโตเข้าใจลึกซึ้งกว่าเดิมมาก`],
    ],
    4: [
      ['ดีมาก', (t) => `${t} อ่านสนุก เนื้อหาแน่น ติดนิดเดียวตรงที่บางช่วงอ่านช้าไปหน่อย แต่โดยรวมชอบมาก`],
      ['สมคำร่ำลือ', (t) => `ได้ยินชื่อ ${t} มานาน เพิ่งได้อ่านจริงจัง ไม่ผิดหวัง ต้องค่อย ๆ อ่าน`],
      ['แนะนำ', (t) => `อ่าน ${t} บนแท็บเล็ต ตัวอักษรชัด ปรับขนาดได้ อยากให้มีเชิงอรรถอธิบายศัพท์มากกว่านี้`],
    ],
    3: [
      ['พอใช้ได้', (t) => `${t} มีคุณค่า แต่สำนวนบางตอนอ่านยากสำหรับเรา อาจต้องอ่านรอบสองถึงจะเข้าถึง`],
      ['กลาง ๆ', (t) => `เนื้อเรื่องของ ${t} ดี แต่จังหวะเรื่องช้าเกินไปสำหรับคนที่ชอบอะไรกระชับ`],
    ],
    2: [
      ['ไม่ค่อยถูกใจ', (t) => `คาดหวังกับ ${t} ไว้สูง แต่อ่านแล้วไม่อิน อาจไม่ใช่แนวของเรา`],
      ['ยังไม่ใช่', (t) => `${t} อ่านไปครึ่งเล่มแล้วเลิก ภาษายากและเรื่องเดินช้า`],
    ],
    1: [['ไม่เหมาะกับเรา', (t) => `อ่าน ${t} ไม่จบ รู้สึกว่าเนื้อหาเก่าเกินไปสำหรับตัวเอง`]],
  },
  en: {
    5: [
      [
        'An absolute classic',
        (t) => `${t} holds up beautifully. The e-book is clean and easy to read on my phone.`,
      ],
      [
        'Could not put it down',
        (t) => `Read ${t} over a long weekend and loved every page. Highly recommended.`,
      ],
      [
        'Worth every baht',
        (t) => `A great edition of ${t}. Clear type, no errors I could spot, and a fair price.`,
      ],
      [
        'Better than I remembered',
        (t) => `First read ${t} at school; coming back to it as an adult was a revelation.`,
      ],
    ],
    4: [
      [
        'Very good',
        (t) => `${t} is rich and rewarding, though a few chapters drag. Still a must-read.`,
      ],
      [
        'Deserves its reputation',
        (t) => `Finally got round to ${t}. Not always easy going, but glad I did.`,
      ],
      [
        'Solid edition',
        (t) =>
          `Good reading experience for ${t}; I would have liked a few more notes on the historical background.`,
      ],
    ],
    3: [
      ['Mixed feelings', (t) => `I can see why ${t} is a classic, but the style felt dated to me.`],
      ['Okay', (t) => `Parts of ${t} are brilliant, parts are a slog. Glad I read it once.`],
    ],
    2: [
      [
        'Not for me',
        (t) => `Wanted to like ${t} more than I did. The pace lost me halfway through.`,
      ],
      ['Disappointing', (t) => `${t} did not live up to the hype for me.`],
    ],
    1: [['Gave up', (t) => `Could not get into ${t} at all and stopped after a few chapters.`]],
  },
}

/** Ratings by share: 5 ≈ 42%, 4 ≈ 32%, 3 ≈ 14%, 2 ≈ 8%, 1 ≈ 4%. */
function ratingFrom(r: number): number {
  if (r < 0.42) return 5
  if (r < 0.74) return 4
  if (r < 0.88) return 3
  if (r < 0.96) return 2
  return 1
}

/**
 * The seed reviews of the given books as of `today` (YYYY-MM-DD): up to five per book, none
 * for a book released today, each written between the book's release and today.
 */
export function reviewsFor(books: readonly Book[], today: string): Review[] {
  const people = reviewers()
  const reviews: Review[] = []
  for (const book of books) {
    const random = seededRandom(hashString(`reviews:${book.key}`))
    const age = daysBetween(book.publishedOn, today)
    if (age < 1) continue
    const count = Math.floor(random() * 6) // 0–5
    const start = Math.floor(random() * people.length)
    for (let n = 0; n < count; n++) {
      const reviewer = people[(start + n * 7) % people.length] as Reviewer
      const rating = ratingFrom(random())
      const [title, text] = pick(templates[reviewer.language][rating] ?? [], random() * 1000)
      const day = addDays(book.publishedOn, 1 + Math.floor(random() * age))
      const minutes = Math.floor(random() * 24 * 60)
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`
      reviews.push({
        id: reviews.length + 1,
        bookId: book.id,
        reviewerId: reviewer.id,
        language: reviewer.language,
        title,
        text: text(book.title[reviewer.language]),
        rating,
        writtenOn: `${day > today ? today : day}T${time}Z`,
        helpfulYes: Math.floor(random() * 12),
        helpfulNo: Math.floor(random() * 3),
      })
    }
  }
  return reviews
}
