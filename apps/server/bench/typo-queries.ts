/**
 * The typo queries of the search benchmark, made from the catalogue's titles rather than picked
 * by hand: for every short Thai word of a Thai title (3 to 6 Unicode code points, as the title
 * is cut into words by the search's own segmentation), one-letter typos of each kind. A query is
 * the title with that one word mistyped; the book it came from is the one a shopper wants.
 *
 * Kinds: a letter dropped, a letter doubled, two adjacent letters swapped, a tone mark replaced
 * by another one or left out. Where a kind has several positions, one is drawn from a seeded
 * random sequence, so every run makes the same list.
 */
import { searchWords } from '../src/db/search-text.ts'
import { seededRandom } from '../src/seed/util.ts'

export type TypoKind = 'dropped' | 'doubled' | 'swapped' | 'wrong tone' | 'missing tone'

export interface TypoQuery {
  /** What the shopper types. */
  q: string
  /** The book whose title it was made from. */
  bookId: number
  title: string
  /** The word mistyped, and how. */
  word: string
  typo: string
  kind: TypoKind
}

/** Thai tone marks (mai ek, mai tho, mai tri, mai chattawa). */
const TONES = ['\u0E48', '\u0E49', '\u0E4A', '\u0E4B']
const THAI = /^[\u0E00-\u0E7F]+$/u
/** Shortest and longest word mistyped, in code points. */
export const SHORT_WORD = { min: 3, max: 6 }

/** The typos of one word, one per kind that applies (the word as code points). */
export function typosOf(word: string, random: () => number): [TypoKind, string][] {
  const letters = [...word]
  const at = (count: number) => Math.floor(random() * count)
  const join = (list: string[]) => list.join('')
  const out: [TypoKind, string][] = []
  const drop = at(letters.length)
  out.push(['dropped', join(letters.filter((_, i) => i !== drop))])
  const double = at(letters.length)
  out.push(['doubled', join(letters.flatMap((l, i) => (i === double ? [l, l] : [l])))])
  const pairs = letters.flatMap((l, i) =>
    i + 1 < letters.length && l !== letters[i + 1] ? [i] : [],
  )
  if (pairs.length > 0) {
    const i = pairs[at(pairs.length)]!
    const swapped = [...letters]
    ;[swapped[i], swapped[i + 1]] = [letters[i + 1]!, letters[i]!]
    out.push(['swapped', join(swapped)])
  }
  const tones = letters.flatMap((l, i) => (TONES.includes(l) ? [i] : []))
  if (tones.length > 0) {
    const i = tones[at(tones.length)]!
    const others = TONES.filter((tone) => tone !== letters[i])
    out.push([
      'wrong tone',
      join(letters.map((l, j) => (j === i ? others[at(others.length)]! : l))),
    ])
    out.push(['missing tone', join(letters.filter((_, j) => j !== i))])
  }
  return out.filter(([, typo]) => typo !== word)
}

/**
 * The typo queries of a catalogue's Thai titles: every short Thai word of a title, each kind of
 * typo once (the title with the word replaced where it first occurs).
 */
export function typoQueries(
  books: readonly { id: number; title: string }[],
  seed = 18,
): TypoQuery[] {
  const random = seededRandom(seed)
  const queries: TypoQuery[] = []
  for (const { id, title } of books) {
    const text = title.normalize('NFC')
    const words = new Set(
      searchWords(text).filter((word) => {
        const length = [...word].length
        return THAI.test(word) && length >= SHORT_WORD.min && length <= SHORT_WORD.max
      }),
    )
    for (const word of words) {
      if (!text.includes(word)) continue
      for (const [kind, typo] of typosOf(word, random)) {
        queries.push({ q: text.replace(word, typo), bookId: id, title, word, typo, kind })
      }
    }
  }
  return queries
}
