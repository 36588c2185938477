/**
 * Which books a search finds, best first, at a bounded cost however common its words are.
 *
 * A term is cut into words as the search columns are (searchText: Thai cut by Intl.Segmenter).
 * Matches come in tiers, each read from an index and stopped at a limit, never by ranking every
 * book that holds a word (a common Thai or English word is in tens of thousands of titles):
 *
 * 1. the exact title (books_search_title_idx);
 * 2. titles that hold every word as a whole word (book_title_words, migration 007): titles
 *    that start with the term's first word, then the more reviewed, then by id. The rarest word
 *    of the term drives (its best SEARCH_SCAN_LIMIT rows at most); the others are checked with
 *    exact index probes;
 * 3. books whose credits (authors, translators, publisher, imprint, ISBN, SKU) hold a word the
 *    title lacks, every word being in the title or the credits (a GIN index on the credits'
 *    words), the more reviewed first;
 * 4. only when none of these finds anything: every word as a substring of the title or credits
 *    (or descriptions, when asked), through the trigram indexes, so a word's beginning (the user
 *    is still typing) or a word the segmenter cut differently still matches;
 * 5. only when that finds nothing either: titles and credits a typo away (trigram word
 *    similarity, titles also with their spaces removed: migration 015), the nearly best only.
 *
 * A search answers at most SEARCH_RESULT_CAP books: its best matches. Its total, filter counts
 * and pages are those of these books (a search for a word that is in 30,000 titles says 1,000
 * results, as most stores do); the result is the same for every language and page, so it is
 * computed once and cached (see searchProducts).
 */
import type { Queryable } from '../../db/types.ts'
import { Params } from './listing.ts'
import { VISIBLE_SQL } from './overview.ts'

/** The most books a search answers. */
export const SEARCH_RESULT_CAP = 1000
/** The most index rows a tier reads before it stops (bounds a search's cost). */
export const SEARCH_SCAN_LIMIT = 5000
/** Word similarity a typo-tolerant match needs (pg_trgm's default, 0.6, misses one-letter typos in short words). */
export const TYPO_SIMILARITY = 0.4
/** How much less similar than the best typo match another one may be and still be answered. */
export const TYPO_MARGIN = 0.1

/** A search term cut into the words the columns hold, and as one code (ISBN, SKU). */
export interface Term {
  words: string[]
  phrase: string
  code: string | null
}

/** A condition on a book, given the SQL of its id (advanced search: category, imprint, publisher). */
export type BookCondition = (p: Params, bookId: string) => string

/** What a search looks for. */
export interface SearchQuery {
  term: Term
  /** Also match the descriptions (advanced search's "search in descriptions"). */
  descriptions: boolean
  /** More conditions every book found must meet. */
  conditions: BookCondition[]
}

/** How much a search reads and answers (the defaults; tests use smaller ones). */
export interface SearchLimits {
  /** The most books answered (SEARCH_RESULT_CAP). */
  cap: number
  /** The most index rows a tier reads (SEARCH_SCAN_LIMIT). */
  scan: number
}

const defaultLimits: SearchLimits = { cap: SEARCH_RESULT_CAP, scan: SEARCH_SCAN_LIMIT }

/** The books a search found, best first. */
export interface SearchMatches {
  ids: Int32Array
  /** More books matched than SEARCH_RESULT_CAP (ids holds the best of them). */
  capped: boolean
  /** Which tier found them: words, substrings (a word's beginning) or a typo away. */
  how: 'words' | 'substring' | 'typo' | 'none'
}

/** `%text%` for LIKE, with LIKE's special characters escaped. */
export function contains(text: string): string {
  return `%${text.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`
}

/** `text%` for LIKE, with LIKE's special characters escaped. */
export function startsWith(text: string): string {
  return `${text.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`
}

/**
 * SQL: every word of the term as a substring of one of the columns (or the whole term as a code
 * in the credits).
 */
export function matchSql(term: Term, columns: string[], p: Params): string {
  const words = term.words.map(
    (word) =>
      `(${columns.map((column) => `${column} LIKE ${p.add(contains(word))}`).join(' OR ')})`,
  )
  const all = words.length > 0 ? `(${words.join(' AND ')})` : 'false'
  return term.code ? `(${all} OR b.search_people LIKE ${p.add(contains(term.code))})` : all
}

/** SQL: the rank of a substring match, smaller first (title matches before the others). */
export function rankSql(term: Term, p: Params): string {
  const phrase = p.add(term.phrase)
  return `CASE WHEN b.search_title = ${phrase} THEN 0
               WHEN b.search_title LIKE ${p.add(startsWith(term.phrase))} THEN 1
               WHEN b.search_title LIKE ${p.add(contains(term.phrase))} THEN 2
               WHEN ${term.words.length > 0 ? term.words.map((w) => `b.search_title LIKE ${p.add(contains(w))}`).join(' AND ') : 'false'} THEN 3
               ELSE 4 END`
}

/** Runs statements with the typo threshold set (in a transaction, so it stays local). */
export function withTypoThreshold<T>(
  db: Queryable,
  run: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)", [
      String(TYPO_SIMILARITY),
    ])
    return run(tx)
  })
}

const conditionsSql = (conditions: BookCondition[], p: Params, bookId: string) =>
  conditions.map((condition) => ` AND ${condition(p, bookId)}`).join('')

/**
 * The ids a statement answers. The word tiers' SQL is one text per kind of search (how many
 * conditions of which kind), so it is kept prepared; the substring tiers' is not (one text per
 * number of words).
 */
async function ids(db: Queryable, sql: string, p: Params, prepare = true): Promise<number[]> {
  return (await db.query<{ id: number }>(sql, p.values, { prepare })).map((row) => row.id)
}

/** Tier 1: books whose whole title is the term. */
function exactTitles(db: Queryable, query: SearchQuery, limits: SearchLimits): Promise<number[]> {
  const p = new Params()
  return ids(
    db,
    `SELECT b.id FROM books b
      WHERE b.search_title = ${p.add(query.term.phrase)} AND ${VISIBLE_SQL}${conditionsSql(query.conditions, p, 'b.id')}
      ORDER BY b.approved_total_reviews DESC, b.id LIMIT ${p.add(limits.cap + 1)}`,
    p,
  )
}

/** Tier 2: titles that hold every word, best first (see the file's comment). */
function titleMatches(
  db: Queryable,
  query: SearchQuery,
  words: string[],
  limits: SearchLimits,
): Promise<number[]> {
  const p = new Params()
  if (words.length === 1 && query.conditions.length === 0) {
    // One word: its rows are already in the answer's order; read the first ones.
    return ids(
      db,
      `SELECT book_id AS id FROM book_title_words WHERE word = ${p.add(words[0])}
        ORDER BY first DESC, score DESC, book_id LIMIT ${p.add(limits.cap + 1)}`,
      p,
    )
  }
  const scan = p.add(limits.scan)
  const conditions = conditionsSql(query.conditions, p, 'd.book_id')
  const limit = p.add(limits.cap + 1)
  const list = p.add(words)
  const first = p.add(words[0])
  // A book's other words share its score: each is one exact probe of the index.
  const has = (word: string, firstOnly = false) =>
    `EXISTS (SELECT 1 FROM book_title_words o WHERE o.word = ${word}
               AND o.first = ANY (${firstOnly ? "'{true}'" : "'{true,false}'"}::boolean[])
               AND o.score = d.score AND o.book_id = d.book_id)`
  return ids(
    db,
    `WITH words AS (SELECT DISTINCT unnest(${list}::text[]) AS w),
          driver AS (
            SELECT w FROM words
             ORDER BY (SELECT count(*) FROM (SELECT 1 FROM book_title_words t
                                              WHERE t.word = words.w LIMIT ${scan}) x), w
             LIMIT 1),
          d AS (
            SELECT t.book_id, t.score FROM book_title_words t
             WHERE t.word = (SELECT w FROM driver)
             ORDER BY t.first DESC, t.score DESC, t.book_id LIMIT ${scan})
     SELECT d.book_id AS id FROM d
      WHERE NOT EXISTS (SELECT 1 FROM words WHERE words.w <> (SELECT w FROM driver)
                          AND NOT ${has('words.w')})${conditions}
      ORDER BY ${has(`${first}::text`, true)} DESC, d.score DESC, d.book_id
      LIMIT ${limit}`,
    p,
  )
}

/**
 * Tier 3: every word in the title or the credits, some only in the credits: as many as the
 * answer still lacks (in the index's order), the most reviewed first.
 */
function creditMatches(
  db: Queryable,
  query: SearchQuery,
  words: string[],
  limit: number,
): Promise<number[]> {
  const p = new Params()
  const list = p.add(words)
  return ids(
    db,
    `SELECT id FROM (
       SELECT b.id, b.approved_total_reviews AS score FROM books b
        WHERE string_to_array(b.search_people, ' ') && ${list}::text[] AND ${VISIBLE_SQL}
          AND string_to_array(b.search_title || ' ' || b.search_people, ' ') @> ${list}::text[]
          AND NOT string_to_array(b.search_title, ' ') @> ${list}::text[]${conditionsSql(query.conditions, p, 'b.id')}
        LIMIT ${p.add(limit)}) found
      ORDER BY score DESC, id`,
    p,
  )
}

/** Tier 4: every word as a substring (a word's beginning, a differently cut word). */
function substringMatches(
  db: Queryable,
  query: SearchQuery,
  limits: SearchLimits,
): Promise<number[]> {
  const p = new Params()
  const columns = ['b.search_title', 'b.search_people']
  if (query.descriptions) columns.push('b.search_description')
  return ids(
    db,
    `SELECT id FROM (
       SELECT b.id, ${rankSql(query.term, p)} AS rank, b.approved_total_reviews AS score FROM books b
        WHERE ${VISIBLE_SQL} AND ${matchSql(query.term, columns, p)}${conditionsSql(query.conditions, p, 'b.id')}
        LIMIT ${p.add(limits.scan)}) found
      ORDER BY rank, score DESC, id LIMIT ${p.add(limits.cap + 1)}`,
    p,
    false,
  )
}

/**
 * Tier 5: titles and credits a typo away. Titles are compared word by word (Latin words) and as
 * search_compact() (the words joined again: a typo in a Thai word changes how the segmenter cuts
 * it, never the letters around it), the most similar first, and only those nearly as similar as
 * the best one: a short term is a typo away from many titles, most of them far from what was
 * meant.
 */
function typoMatches(db: Queryable, query: SearchQuery, limits: SearchLimits): Promise<number[]> {
  return withTypoThreshold(db, (tx) => {
    const p = new Params()
    const phrase = `${p.add(query.term.phrase)}::text`
    return ids(
      tx,
      `SELECT id FROM (
         SELECT id, similarity, max(similarity) OVER () AS best FROM (
           SELECT b.id, greatest(word_similarity(${phrase}, b.search_title),
                                 word_similarity(search_compact(${phrase}), search_compact(b.search_title)),
                                 word_similarity(${phrase}, b.search_people)) AS similarity
             FROM books b
            WHERE ${VISIBLE_SQL}
              AND (${phrase} <% b.search_title OR search_compact(${phrase}) <% search_compact(b.search_title)
                   OR ${phrase} <% b.search_people)${conditionsSql(query.conditions, p, 'b.id')}
            LIMIT ${p.add(limits.scan)}) matched) found
        WHERE similarity >= best - ${p.add(TYPO_MARGIN)}
        ORDER BY similarity DESC, id LIMIT ${p.add(limits.cap + 1)}`,
      p,
      false,
    )
  })
}

function matches(found: number[], how: SearchMatches['how'], cap: number): SearchMatches {
  const capped = found.length > cap
  return {
    ids: Int32Array.from(capped ? found.slice(0, cap) : found),
    capped,
    how: found.length > 0 ? how : 'none',
  }
}

/** The books a search finds, best first (at most `limits.cap`, SEARCH_RESULT_CAP). */
export async function findMatches(
  db: Queryable,
  query: SearchQuery,
  limits: SearchLimits = defaultLimits,
): Promise<SearchMatches> {
  const { cap } = limits
  const words = [...new Set(query.term.words)]
  if (words.length > 0 && !query.descriptions) {
    const exact = await exactTitles(db, query, limits)
    const titles = await titleMatches(db, query, words, limits)
    const found = [...new Set([...exact, ...titles])]
    if (found.length <= cap) {
      const inTitles = new Set(found)
      const credits = await creditMatches(db, query, words, cap + 1 - found.length)
      for (const id of credits) if (!inTitles.has(id)) found.push(id)
    }
    if (found.length > 0) return matches(found, 'words', cap)
  }
  if (words.length === 0 && !query.term.code) return matches([], 'none', cap)
  const substrings = await substringMatches(db, query, limits)
  if (substrings.length > 0) return matches(substrings, 'substring', cap)
  if (query.term.phrase.length < 3) return matches([], 'none', cap)
  return matches(await typoMatches(db, query, limits), 'typo', cap)
}
