/**
 * Book pages kept on disk instead of in the server's memory: every page of the catalogue, made in
 * advance (see pages-ahead.ts), 200,000 pages of about 4 kB in a 100,000-book store, where the
 * memory cache (book-pages.ts) holds the most viewed. Reading a page back is
 * one read from the file (the operating system keeps the file's busy parts in its own cache,
 * outside the process), far cheaper than reading the book's facts from the database and
 * making the page again.
 *
 * One file per store, appended to; an index in memory (a slot per book, typed arrays of some 20
 * bytes a page) says where each page is and until when it holds (a book stops being new, a discount
 * starts or ends). The file is removed from its folder as soon as it is opened: it lives while
 * the process keeps it open, so nothing is left behind by a crash or shared between servers.
 * Pages written over or forgotten leave their bytes behind (`wasted`); clear() starts a new file.
 */
import {
  closeSync,
  mkdirSync,
  openSync,
  readSync,
  unlinkSync,
  writeSync,
  writevSync,
} from 'node:fs'
import { join } from 'node:path'
import type { Lang } from '../../i18n/index.ts'
import type { BookPage, BookPageText } from './kept-page.ts'

/** A record's header: what the visitor's part needs of the book (see BookFacts), and its id. */
export const HEADER_BYTES = 24
const BUY_DISABLED = 1
const WISHLIST_DISABLED = 2
const PRE_ORDER = 4
const REVIEWS_ALLOWED = 8
/** How many reads the read counts cover (see often()). */
const READS_COUNTED = 100_000

/** Where the pages of one language are, by slot (see PageStore.index). */
class Slots {
  /** The page's place in the file plus one (0: no page). */
  place = new Float64Array(0)
  length = new Uint32Array(0)
  /** Until when the page holds (ms since the epoch). */
  until = new Float64Array(0)
  /** Reads of the page since the counts were last reset (at most 255). */
  reads = new Uint8Array(0)

  has(slot: number | undefined): slot is number {
    return slot !== undefined && this.place[slot]! > 0
  }

  /** Makes room for `slots` slots. */
  grow(slots: number): void {
    if (slots <= this.place.length) return
    const size = Math.max(1024, this.place.length * 2, slots)
    const place = new Float64Array(size)
    place.set(this.place)
    const length = new Uint32Array(size)
    length.set(this.length)
    const until = new Float64Array(size)
    until.set(this.until)
    const reads = new Uint8Array(size)
    reads.set(this.reads)
    this.place = place
    this.length = length
    this.until = until
    this.reads = reads
  }
}

export class PageStore {
  private fd: number | null = null
  private end = 0
  private files = 0
  private slots: Record<Lang, Slots> = { th: new Slots(), en: new Slots() }
  /**
   * Each book's slot in `slots`: slots are dense (book ids need not be: a catalogue's ids may
   * run into the millions, and arrays by id would then take some 40 MB a language).
   */
  private index = new Map<number, number>()
  private count = 0
  private live = 0
  /**
   * Counts forgets and clears. A page made from data read before one of them may be out of
   * date: put() takes the generation its maker read before reading, and keeps the page only if
   * nothing was forgotten since.
   */
  generation = 0

  /**
   * @param dir where the file is made
   * @param readsCounted how many reads the read counts cover (see often())
   */
  constructor(
    readonly dir: string,
    private readonly readsCounted = READS_COUNTED,
  ) {}

  private readonly header = Buffer.alloc(HEADER_BYTES)
  /** Reads since the read counts were last reset (see often()). */
  private readsSinceReset = 0

  /** Whether the store is open (pages are kept and read). */
  get open(): boolean {
    return this.fd !== null
  }

  /** Opens a new, empty file in the folder (made when missing). */
  start(): void {
    if (this.fd !== null) return
    mkdirSync(this.dir, { recursive: true })
    const path = join(this.dir, `.book-pages-${process.pid}-${++this.files}`)
    this.fd = openSync(path, 'w+')
    try {
      unlinkSync(path)
    } catch {
      // A system that cannot remove an open file: the file stays until the next start's clear.
    }
    this.end = 0
  }

  /** Closes the file (its space goes back to the system); pages are no longer kept. */
  close(): void {
    if (this.fd === null) return
    closeSync(this.fd)
    this.fd = null
    this.forgetAll()
  }

  /** Forgets every page and starts a new file. */
  clear(): void {
    const wasOpen = this.fd !== null
    this.close()
    if (wasOpen) this.start()
  }

  /** Pages kept. */
  get pages(): number {
    return this.count
  }

  /** Bytes of the kept pages. */
  get bytes(): number {
    return this.live
  }

  /** Bytes of the file that no page uses any more. */
  get wasted(): number {
    return this.end - this.live
  }

  /** Whether a page of the book in this language is kept and holds at `now`. */
  has(bookId: number, lang: Lang, now = Date.now()): boolean {
    const slots = this.slots[lang]
    const slot = this.index.get(bookId)
    return slots.has(slot) && slots.until[slot]! > now
  }

  /** The kept page of a book in a language, if it holds at `now`. */
  get(bookId: number, lang: Lang, now = Date.now()): BookPage | undefined {
    const slots = this.slots[lang]
    const slot = this.index.get(bookId)
    if (this.fd === null || !slots.has(slot)) return undefined
    const until = slots.until[slot]!
    if (until <= now) {
      this.drop(slots, slot)
      return undefined
    }
    const length = slots.length[slot]!
    // Not from Node's shared pool: a page kept in memory would keep its 8 kB slab alive too.
    const record = Buffer.allocUnsafeSlow(length)
    const read = readSync(this.fd, record, 0, length, slots.place[slot]! - 1)
    if (read !== length || record.readUInt32LE(16) !== bookId) {
      this.drop(slots, slot)
      return undefined
    }
    if (slots.reads[slot]! < 255) slots.reads[slot]!++
    if (++this.readsSinceReset >= this.readsCounted) {
      this.readsSinceReset = 0
      for (const each of Object.values(this.slots)) each.reads.fill(0)
    }
    const flags = record.readUInt32LE(0)
    const preOrderStart = record.readDoubleLE(8)
    return {
      body: record.subarray(HEADER_BYTES),
      validUntil: until,
      book: {
        id: bookId,
        disable_buy_button: (flags & BUY_DISABLED) !== 0,
        disable_wishlist_button: (flags & WISHLIST_DISABLED) !== 0,
        available_for_pre_order: (flags & PRE_ORDER) !== 0,
        pre_order_start: Number.isNaN(preOrderStart) ? null : new Date(preOrderStart),
        allow_customer_reviews: (flags & REVIEWS_ALLOWED) !== 0,
      },
    }
  }

  /**
   * Whether the page was read more than once among the store's last reads (up to
   * `readsCounted`): one worth keeping in memory too. A page read once in a while is not: moving
   * it into the memory cache would push out a busier one, and the pages pushed out are garbage
   * that only a full collection frees (memory the process keeps meanwhile).
   */
  often(bookId: number, lang: Lang): boolean {
    const slot = this.index.get(bookId)
    return slot !== undefined && this.slots[lang].reads[slot]! >= 2
  }

  /**
   * Keeps a book's page in a language, unless the store is closed or something was forgotten
   * since `since` (the generation read before the page's data was read). Answers whether it
   * was kept.
   */
  put(lang: Lang, page: BookPage | BookPageText, since: number): boolean {
    if (this.fd === null || since !== this.generation) return false
    const bookId = page.book.id
    const header = this.header
    header.writeUInt32LE(
      (page.book.disable_buy_button ? BUY_DISABLED : 0) |
        (page.book.disable_wishlist_button ? WISHLIST_DISABLED : 0) |
        (page.book.available_for_pre_order ? PRE_ORDER : 0) |
        (page.book.allow_customer_reviews ? REVIEWS_ALLOWED : 0),
      0,
    )
    header.writeUInt32LE(0, 4)
    header.writeDoubleLE(page.book.pre_order_start?.getTime() ?? NaN, 8)
    header.writeUInt32LE(bookId, 16)
    header.writeUInt32LE(0, 20)
    let length: number
    if ('text' in page) {
      // Written from the text: no buffer made (and left for the collector) per page.
      writeSync(this.fd, header, 0, HEADER_BYTES, this.end)
      length = HEADER_BYTES + writeSync(this.fd, page.text, this.end + HEADER_BYTES, 'utf8')
    } else {
      writevSync(this.fd, [header, page.body], this.end)
      length = HEADER_BYTES + page.body.byteLength
    }
    let slot = this.index.get(bookId)
    if (slot === undefined) {
      slot = this.index.size
      this.index.set(bookId, slot)
      for (const each of Object.values(this.slots)) each.grow(slot + 1)
    }
    const slots = this.slots[lang]
    if (slots.has(slot)) this.drop(slots, slot)
    slots.place[slot] = this.end + 1
    slots.length[slot] = length
    slots.until[slot] = page.validUntil
    slots.reads[slot] = 0
    this.end += length
    this.count++
    this.live += length
    return true
  }

  /** Forgets a book's pages (its data changed). */
  forget(bookId: number): void {
    this.generation++
    const slot = this.index.get(bookId)
    for (const slots of Object.values(this.slots)) if (slots.has(slot)) this.drop(slots, slot)
  }

  private drop(slots: Slots, slot: number): void {
    slots.place[slot] = 0
    this.count--
    this.live -= slots.length[slot]!
  }

  private forgetAll(): void {
    this.generation++
    this.slots = { th: new Slots(), en: new Slots() }
    this.index = new Map()
    this.count = 0
    this.live = 0
    this.end = 0
  }
}
