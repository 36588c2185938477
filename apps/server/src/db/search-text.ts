/**
 * The text the search columns hold (books.search_title, search_people, search_description) and
 * the form a search term takes before it is matched against them. Thai has no spaces between
 * words, so both sides are cut into words with Intl.Segmenter('th') (Node ships the ICU
 * dictionary) and the words joined by single spaces: 'แฮร์รี่พอตเตอร์' becomes
 * 'แฮร์รี่ พอตเตอร์', found by either word, by a word's beginning, and (with pg_trgm's
 * similarity) despite a small typo. Latin text is lower-cased; everything is NFC-normalised.
 */

const segmenter = new Intl.Segmenter('th', { granularity: 'word' })

/** NFC, lower case, whitespace collapsed. */
export function normalizeText(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('th').replace(/\s+/gu, ' ').trim()
}

/**
 * HTML the store wrote (book descriptions) reduced to its text, for search columns and link
 * previews: tags dropped, common entities decoded. Never for what customers type (reviews are
 * plain text kept as typed).
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/giu, ' ')
    .replace(/<[^>]*>/gu, ' ')
    .replace(/&nbsp;/gu, ' ')
    .replace(/&lt;/gu, '<')
    .replace(/&gt;/gu, '>')
    .replace(/&quot;/gu, '"')
    .replace(/&#39;|&apos;/gu, "'")
    .replace(/&amp;/gu, '&')
}

/** The words of a text, normalised, in order (punctuation and spaces dropped). */
export function searchWords(text: string): string[] {
  const words: string[] = []
  for (const segment of segmenter.segment(normalizeText(text))) {
    if (segment.isWordLike) words.push(segment.segment)
  }
  return words
}

/** Codes such as an ISBN or SKU as one word each: normalised, spaces and hyphens removed. */
export function searchCode(code: string): string {
  return normalizeText(code).replace(/[\s-]+/gu, '')
}

type Part = string | null | undefined

/**
 * The value of a search column: the words of every text part (HTML parts stripped when `html`
 * is set), then each code whole. Example:
 * `searchText(['แฮร์รี่พอตเตอร์', 'Harry Potter'])` → 'แฮร์รี่ พอตเตอร์ harry potter'.
 */
export function searchText(
  parts: Part[],
  options: { html?: boolean; codes?: Part[] } = {},
): string {
  const words = parts
    .filter((part): part is string => Boolean(part))
    .flatMap((part) => searchWords(options.html ? htmlToText(part) : part))
  const codes = (options.codes ?? [])
    .filter((code): code is string => Boolean(code))
    .map(searchCode)
    .filter(Boolean)
  return [...words, ...codes].join(' ')
}
