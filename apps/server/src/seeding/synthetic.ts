/**
 * The synthetic load-test catalogue (src/seed/synthetic.ts) loaded into a seeded store in
 * batches: each batch of books is one transaction of a few multi-row INSERTs (one JSON array per
 * table). Covers are picture rows without bytes (the picture route draws them on first request,
 * see apps/server/README.md "Pictures"); with `files: true`, EPUB file rows without bytes too (the
 * server makes a file on its first request, see "Reading").
 */
import { syncIdentities } from '../db/identity.ts'
import type { Db } from '../db/types.ts'
import { categories } from '../seed/categories.ts'
import { imprints, publishers } from '../seed/publishers.ts'
import { series } from '../seed/series.ts'
import {
  SYNTHETIC_AUTHOR_COUNT,
  SYNTHETIC_AUTHOR_ID,
  SYNTHETIC_BOOK_ID,
  syntheticAuthors,
  syntheticChunks,
} from '../seed/synthetic.ts'
import { BookLookups, bookFileRows, bookRows, insertBookRows } from './books.ts'
import { Inserter } from './insert.ts'
import { coverPictureRow } from './store.ts'

/** Options of seedSynthetic(). */
export interface SyntheticOptions {
  /** Books per transaction; 2,000 by default. */
  batchSize?: number
  /** Also add each book's EPUB (and sample) rows, made by the server on first request. */
  files?: boolean
  /** Called after each batch with the books loaded so far. */
  progress?: (loaded: number, total: number) => void
}

/** What seedSynthetic() did. */
export interface SyntheticReport {
  /** Books inserted now (0 when the synthetic catalogue was already there). */
  books: number
  /** Rows inserted by table. */
  counts: Record<string, number>
  milliseconds: number
}

/**
 * Adds `n` synthetic books (ids from SYNTHETIC_BOOK_ID) with their authors, credits, categories,
 * tags, specifications and cover picture rows to a store that holds the seeded catalogue's
 * publishers, imprints and categories (run seedIfEmpty first). Does nothing when synthetic books
 * are already there.
 */
export async function seedSynthetic(
  db: Db,
  n: number,
  options: SyntheticOptions = {},
): Promise<SyntheticReport> {
  const started = performance.now()
  const existing = await db.queryOne('SELECT 1 AS one FROM books WHERE id >= $1 LIMIT 1', [
    SYNTHETIC_BOOK_ID,
  ])
  if (existing) return { books: 0, counts: {}, milliseconds: 0 }
  if (!(await db.queryOne('SELECT 1 AS one FROM categories LIMIT 1'))) {
    throw new Error('seedSynthetic needs the seeded store (categories, publishers): seed it first.')
  }
  const authors = syntheticAuthors(SYNTHETIC_AUTHOR_COUNT)
  const lookups = new BookLookups({
    authors,
    publishers: publishers(),
    imprints: imprints(),
    categories: categories(),
    series: series(),
  })
  const counts = new Map<string, number>()
  const count = (inserter: Inserter) => {
    for (const [table, rows] of inserter.counts) counts.set(table, (counts.get(table) ?? 0) + rows)
  }

  await db.transaction(async (tx) => {
    const inserter = new Inserter(tx)
    await inserter.insert(
      'authors',
      authors.map((a) => ({ id: a.id, name_th: a.name.th, name_en: a.name.en, se_name: a.key })),
    )
    count(inserter)
  })

  // A large load runs twice as fast without the search indexes (trigram and word GIN indexes,
  // the title words kept by a trigger), built again once at the end.
  const bulk = n >= REBUILD_INDEXES_FROM
  const searchIndexes = bulk
    ? await db.query<{ indexname: string; indexdef: string }>(
        `SELECT indexname, indexdef FROM pg_indexes
          WHERE schemaname = current_schema() AND tablename = 'books'
            AND indexdef LIKE '% USING gin %'`,
      )
    : []
  for (const index of searchIndexes) await db.exec(`DROP INDEX "${index.indexname}"`)
  if (bulk) await db.exec('ALTER TABLE books DISABLE TRIGGER books_title_words')
  let loaded: number
  try {
    loaded = await loadBooks(db, n, lookups, options, count)
  } finally {
    for (const index of searchIndexes) await db.exec(index.indexdef)
    if (bulk) {
      await db.exec('ALTER TABLE books ENABLE TRIGGER books_title_words')
      await db.exec('SELECT book_title_words_rebuild()')
    }
  }
  await syncIdentities(db)
  // Fresh planner statistics for the grown tables (the search and listing queries need them),
  // and a visibility map, so that listings can read books_visible_listing_idx alone.
  await db.exec('VACUUM ANALYZE')
  return {
    books: loaded,
    counts: Object.fromEntries(counts),
    milliseconds: Math.round(performance.now() - started),
  }
}

/** Books from which seedSynthetic drops the search indexes during the load. */
const REBUILD_INDEXES_FROM = 10_000

async function loadBooks(
  db: Db,
  n: number,
  lookups: BookLookups,
  options: SyntheticOptions,
  count: (inserter: Inserter) => void,
): Promise<number> {
  let loaded = 0
  for (const chunk of syntheticChunks(n, options.batchSize ?? 2000)) {
    await db.transaction(async (tx) => {
      const inserter = new Inserter(tx)
      await inserter.insert(
        'pictures',
        chunk.map((book) => coverPictureRow(book, null)),
      )
      await insertBookRows(inserter, bookRows(chunk, lookups, { pictureIdOf: (book) => book.id }))
      if (options.files) {
        const files = bookFileRows(chunk)
        await inserter.insert('book_files', files, { batchRows: 500 })
      }
      count(inserter)
    })
    loaded += chunk.length
    options.progress?.(loaded, n)
  }
  return loaded
}

export { SYNTHETIC_AUTHOR_ID, SYNTHETIC_BOOK_ID }
