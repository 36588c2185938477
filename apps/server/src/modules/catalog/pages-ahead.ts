/**
 * Every book page made in advance and kept in the page store (page-store.ts), and kept true:
 *
 * - at start, and after the catalogue's caches are cleared, each visible book's pages (both
 *   languages) are made in the background, a few books at a time between requests;
 * - the books that changed, whichever server or SQL changed them (the app's StoreChanges: the
 *   database's book_changes log, migration 010), are forgotten from memory and the store by the
 *   catalogue module and made again here (`remake`);
 * - a change of the catalogue's shared parts (discounts, names) clears the catalogue's caches,
 *   and with them every page; every second the discounts, names and tags' book counts the pages
 *   show are also compared with those the pages were made with (what changes without a row
 *   changing, such as a discount's end): a changed discount or name makes every page again, a
 *   changed count the pages of its tag's books;
 * - a page that holds only until a date (a book stops being new, a discount starts or ends)
 *   says so, and is made again when asked for after it.
 *
 * A page read from the store is what the book page's handler would make at that moment: the
 * tests compare them (pages-ahead.test.ts).
 */
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { Background } from '../../http/background.ts'
import type { Logger } from '../../http/operations.ts'
import type { StoreChanges } from '../../http/store-changes.ts'
import { languages, type Lang } from '../../i18n/index.ts'
import { VISIBLE_SQL } from './overview.ts'
import type { PageInputs } from './book-page.ts'
import type { BookPageText } from './kept-page.ts'
import type { PageStore } from './page-store.ts'
import type { CatalogService } from './service.ts'

/** What makes book pages (BookPages). */
export interface BookPageMaker {
  /** The pages of these books in both languages (hidden and unknown books have none). */
  makePages(ids: readonly number[]): Promise<{ lang: Lang; page: BookPageText }[]>
  /** What pages are made of besides their books. */
  inputs(): Promise<PageInputs>
}

/** How often the pages' other inputs are compared. */
export const INPUTS_EVERY_MS = 1000
/** Books made per turn of the event loop (a few milliseconds: requests wait no longer). */
const BOOKS_PER_TURN = 16

/** Distinct text for what a value holds (Maps and Sets as their entries). */
function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item instanceof Map ? [...item] : item instanceof Set ? [...item] : item,
  )
}

export class PagesAhead implements Background {
  readonly name = 'Book pages made in advance'
  private running = false
  /** Counts the runs of makeAll: a run that is no longer the latest stops. */
  private runs = 0
  private timer: NodeJS.Timeout | null = null
  private looking: Promise<void> | null = null
  private making: Promise<void> = Promise.resolve()
  /** What the pages were made of besides their books, with the fingerprints compared. */
  private seen: { inputs: PageInputs; rules: string; meta: string } | null = null

  constructor(
    private readonly svc: CatalogService,
    readonly store: PageStore,
    private readonly maker: BookPageMaker,
    private readonly changes: Pick<StoreChanges, 'start' | 'look'>,
    private readonly log: Logger,
    private readonly options: { compactAtWastedBytes: number } = {
      compactAtWastedBytes: 64 * 1024 * 1024,
    },
  ) {
    svc.caches.onClear(() => {
      if (!this.running) return
      store.clear()
      this.makeAll()
    })
    // A book this server changed (a review) is forgotten at once, not at the next look.
    svc.onForgetBook((bookId) => store.forget(bookId))
  }

  /** Opens the store, starts making every page and following changes. */
  async start(): Promise<void> {
    if (this.running) return
    await this.changes.start()
    this.store.start()
    this.running = true
    this.makeAll()
    this.timer = setInterval(() => void this.compare(), INPUTS_EVERY_MS)
    this.timer.unref()
  }

  /** Stops (the running batch of books ends first) and closes the store. */
  async stop(): Promise<void> {
    if (!this.running) return
    this.running = false
    this.runs++
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await Promise.allSettled([this.looking, this.making])
    this.store.close()
  }

  /** Finishes when the pages being made are all made, with what they led to (tests). */
  async settled(): Promise<void> {
    for (;;) {
      const making = this.making
      await Promise.allSettled([this.looking, making])
      if (making === this.making && !this.looking) return
    }
  }

  /** Reads the store's changes and compares the inputs once (tests: no wait for the timers). */
  async look(): Promise<void> {
    await this.changes.look()
    await this.compare()
  }

  /** Makes these books' pages again (they changed: forgotten already). */
  remake(books: readonly number[]): void {
    if (!this.running || books.length === 0) return
    // Made after what is being made (not waited for: more changes may come meanwhile).
    const run = this.runs
    this.making = this.making.then(async () => {
      await this.makeBooks(books, run)
      this.compactIfWasteful()
    })
  }

  /**
   * Pages made again are appended: once the file holds more old pages than live ones (and more
   * than compactAtWastedBytes), a new file is made with every page.
   */
  private compactIfWasteful(): void {
    if (!this.running) return
    if (this.store.wasted > Math.max(this.store.bytes, this.options.compactAtWastedBytes)) {
      this.store.clear()
      this.makeAll()
    }
  }

  /** Compares the pages' other inputs once (the timer's work). */
  private compare(): Promise<void> {
    if (!this.running) return Promise.resolve()
    this.looking ??= this.compareOnce()
      .catch((error: unknown) => {
        if (this.running) this.log.error('Comparing what book pages are made of failed:', error)
      })
      .finally(() => {
        this.looking = null
      })
    return this.looking
  }

  private async compareOnce(): Promise<void> {
    const inputs = await this.maker.inputs()
    if (!this.running) return
    const whole = await this.inputsChanged(inputs)
    if (!this.running) return
    if (whole === 'all') {
      this.svc.bookPages.clear()
      this.store.clear()
      this.makeAll()
      return
    }
    if (whole.length === 0) return
    for (const id of whole) this.svc.forgetBook(id)
    this.remake(whole)
  }

  /**
   * Whether what pages are made of besides their books changed since the last look: 'all' for
   * discounts or names, else the books of the tags whose counts changed.
   */
  private async inputsChanged(inputs: PageInputs): Promise<'all' | number[]> {
    const before = this.seen
    if (before?.inputs === inputs) return []
    const rules = before?.inputs.rules === inputs.rules ? before.rules : fingerprint(inputs.rules)
    const meta = before?.inputs.meta === inputs.meta ? before.meta : fingerprint(inputs.meta)
    this.seen = { inputs, rules, meta }
    if (!before) return []
    if (before.rules !== rules || before.meta !== meta) return 'all'
    const counts = inputs.tagCounts
    const earlier = before.inputs.tagCounts
    if (earlier === counts) return []
    const tags = new Set<number>()
    for (const [tag, count] of counts) if (earlier.get(tag) !== count) tags.add(tag)
    for (const tag of earlier.keys()) if (!counts.has(tag)) tags.add(tag)
    if (tags.size === 0) return []
    const rows = await this.svc.db.query<{ book_id: number }>(
      'SELECT DISTINCT book_id FROM book_tags WHERE tag_id = ANY($1::int[])',
      [[...tags]],
    )
    return rows.map((row) => row.book_id)
  }

  /** Makes every visible book's pages that the store has not got (a new run stops an older one). */
  private makeAll(): void {
    const run = ++this.runs
    this.making = this.making.then(async () => {
      const started = performance.now()
      const rows = await this.svc.db.query<{ id: number }>(
        `SELECT b.id FROM books b WHERE ${VISIBLE_SQL} ORDER BY b.id`,
      )
      const made = await this.makeBooks(
        rows.map((row) => row.id),
        run,
      )
      if (made !== null && run === this.runs) {
        this.log.info(
          `Book pages made in advance: ${made} pages of ${rows.length} books in ` +
            `${((performance.now() - started) / 1000).toFixed(1)} s ` +
            `(${(this.store.bytes / 1024 / 1024).toFixed(0)} MB on disk).`,
        )
      }
    })
  }

  /**
   * Makes the pages of books that the store has not got, a few books a turn; answers how many
   * pages were made, or null when a newer run or stop() ended it.
   */
  private async makeBooks(ids: readonly number[], run: number): Promise<number | null> {
    let made = 0
    try {
      for (let at = 0; at < ids.length; at += BOOKS_PER_TURN) {
        if (!this.running || run !== this.runs) return null
        const now = Date.now()
        const wanted = ids
          .slice(at, at + BOOKS_PER_TURN)
          .filter((id) => languages.some((lang) => !this.store.has(id, lang, now)))
        if (wanted.length === 0) continue
        const since = this.store.generation
        for (const { lang, page } of await this.maker.makePages(wanted)) {
          if (this.store.put(lang, page, since)) made++
        }
        await nextTurn()
      }
    } catch (error) {
      if (this.running) this.log.error('Making book pages in advance failed:', error)
      return null
    }
    return made
  }
}
