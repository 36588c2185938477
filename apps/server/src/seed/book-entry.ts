/** The hand-written form of a book in books-th.ts and books-en.ts. */
import type { FileFormat, Localized } from './types.ts'

export interface BookEntry {
  /** Slug, unique across the catalogue. */
  key: string
  /** Title in Thai (a Thai book's own title; an English book's well-known Thai title, or the English one). */
  th: string
  /** Title in English (an English rendering for a Thai book). */
  en: string
  /** Author keys (authors.ts) in credit order. */
  by: string[]
  /** Translator keys, for a book not in its original language. */
  tr?: string[]
  /** Category key (categories.ts), usually a subcategory. */
  cat: string
  /** Year the work first appeared (negative for BCE), or null when not known to a year. */
  year: number | null
  /** Pages of the print-equivalent edition. */
  pages: number
  /** Tag keys (tags.ts). */
  tags: string[]
  /** Series key (series.ts) and number in it. */
  series?: [key: string, number: number | null]
  /** What the book is, 1–3 sentences in each language. */
  about: Localized
  /** EPUB unless stated. */
  format?: FileFormat
  /** Whether a free sample exists; decided from the key when not stated. */
  sample?: boolean
  /** Imprint key; decided from language and category when not stated. */
  imprint?: string
}
