/**
 * Every book page made in advance and kept in the page store (page-store.ts), and kept true:
 *
 * - at start, and after the catalogue's caches are cleared, each visible book's pages (both
 *   languages) are made in the background, a few books at a time between requests;
 * - every second, the books changed since the last look (book_changes, noted by the database's
 *   triggers whoever made the change: migration 010) are forgotten from memory and the store,
 *   and made again;
 * - the discounts, the categories and specification names, and the tags' book counts that
 *   pages show are read through their caches (a minute to five old) and compared with those the
 *   pages were made with: a changed discount or name makes every page again, a changed count
 *   the pages of its tag's books;
 * - a page that holds only until a date (a book stops being new, a discount starts or ends)
 *   says so, and is made again when asked for after it.
 *
 * A page read from the store is what the book page's handler would make at that moment: the
 * tests compare them (pages-ahead.test.ts).
 */
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { Background } from '../../http/background.ts'
import type { Logger } from '../../http/operations.ts'
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

/** How often the changes are looked for. */
export const CHANGES_EVERY_MS = 1000
/**
 * How far back each look reads again (ms): on PostgreSQL a change numbered before another may
 * commit after it, so a look also takes the changes of the last seconds it has already seen
 * and skips the ones it has handled.
 */
const LOOK_BACK_MS = 10_000
/** Books made per turn of the event loop (a few milliseconds: requests wait no longer). */
const BOOKS_PER_TURN = 16
/** Changed books read per look. */
const CHANGES_PER_LOOK = 5000

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
  /** The change numbers handled, of the changes read again by the next looks. */
  private handled = new Map<number, number>()
  /** The highest change number read, and at what time, of the recent looks. */
  private horizons: { at: number; change: number }[] = []
  private startChange = 0
  /** What the pages were made of besides their books, with the fingerprints compared. */
  private seen: { inputs: PageInputs; rules: string; meta: string } | null = null

  constructor(
    private readonly svc: CatalogService,
    readonly store: PageStore,
    private readonly maker: BookPageMaker,
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

  /** Opens the store, starts making every page and looking for changes. */
  async start(): Promise<void> {
    if (this.running) return
    this.store.start()
    this.running = true
    const row = await this.svc.db.queryOne<{ change: string | null }>(
      'SELECT max(change)::text AS change FROM book_changes',
    )
    this.startChange = Number(row?.change ?? 0)
    this.makeAll()
    this.timer = setInterval(() => void this.look(), CHANGES_EVERY_MS)
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

  /** Finishes when the pages being made are all made (tests). */
  settled(): Promise<void> {
    return Promise.allSettled([this.looking, this.making]).then(() => undefined)
  }

  /** Looks for changes once (the timer's work; tests call it to not wait for the timer). */
  look(): Promise<void> {
    if (!this.running) return Promise.resolve()
    this.looking ??= this.lookOnce()
      .catch((error: unknown) => {
        if (this.running) this.log.error('Looking for changed books failed:', error)
      })
      .finally(() => {
        this.looking = null
      })
    return this.looking
  }

  private async lookOnce(): Promise<void> {
    const changed = await this.changedBooks()
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
    // Pages made again are appended: once the file holds more old pages than live ones (and
    // more than compactAtWastedBytes), a new file is made with every page.
    if (this.store.wasted > Math.max(this.store.bytes, this.options.compactAtWastedBytes)) {
      this.store.clear()
      this.makeAll()
    }
    const books = [...new Set([...changed, ...whole])]
    if (books.length === 0) return
    for (const id of books) this.svc.forgetBook(id)
    // Made after what is being made (not waited for: the next look comes meanwhile).
    const run = this.runs
    this.making = this.making.then(() => this.makeBooks(books, run).then(() => undefined))
  }

  /** The books changed since the last look (see LOOK_BACK_MS). */
  private async changedBooks(): Promise<number[]> {
    const now = Date.now()
    while (this.horizons.length > 1 && this.horizons[1]!.at <= now - LOOK_BACK_MS) {
      this.horizons.shift()
    }
    const from = this.horizons[0]?.change ?? this.startChange
    const books: number[] = []
    let highest = from
    for (let after = from; ;) {
      const rows = await this.svc.db.query<{ book_id: number; change: string }>(
        `SELECT book_id, change::text AS change FROM book_changes
          WHERE change > $1 ORDER BY change LIMIT ${CHANGES_PER_LOOK}`,
        [after],
        { prepare: true },
      )
      for (const row of rows) {
        const change = Number(row.change)
        highest = Math.max(highest, change)
        if (this.handled.get(row.book_id) === change) continue
        this.handled.set(row.book_id, change)
        books.push(row.book_id)
      }
      if (rows.length < CHANGES_PER_LOOK) break
      after = Number(rows.at(-1)!.change)
    }
    this.horizons.push({ at: now, change: highest })
    const oldest = this.horizons[0]!.change
    for (const [book, change] of this.handled) if (change <= oldest) this.handled.delete(book)
    return books
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
