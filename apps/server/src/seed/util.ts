/** Small deterministic helpers shared by the seed modules. */

/** FNV-1a 32-bit hash of a string: a stable number for deterministic choices. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A seeded pseudo-random generator (mulberry32): same seed, same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Picks an element by a number (e.g. a hash): deterministic, never undefined for a non-empty list. */
export function pick<T>(list: readonly T[], n: number): T {
  if (list.length === 0) throw new Error('pick() from an empty list')
  return list[Math.abs(Math.floor(n)) % list.length] as T
}

/** The ISBN-13 check digit of the first 12 digits. */
export function isbn13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`not 12 digits: ${first12}`)
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10
}

/** Completes 12 digits into an ISBN-13. */
export function isbn13(first12: string): string {
  return first12 + String(isbn13CheckDigit(first12))
}

/** Whether a string is a valid ISBN-13 (13 digits, correct check digit). */
export function isValidIsbn13(isbn: string): boolean {
  return /^\d{13}$/.test(isbn) && isbn13CheckDigit(isbn.slice(0, 12)) === Number(isbn[12])
}

/** Formats an ISBN-13 with hyphens after the prefix and group of our fictional ranges. */
export function formatIsbn(isbn: string): string {
  if (isbn.startsWith('978616'))
    return `978-616-${isbn.slice(6, 9)}-${isbn.slice(9, 12)}-${isbn.slice(12)}`
  if (isbn.startsWith('9781'))
    return `978-1-${isbn.slice(4, 9)}-${isbn.slice(9, 12)}-${isbn.slice(12)}`
  return `${isbn.slice(0, 3)}-${isbn.slice(3, 12)}-${isbn.slice(12)}`
}

/** Escapes text for XML and HTML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** Adds days to a YYYY-MM-DD date (UTC) and answers YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000
  return new Date(time).toISOString().slice(0, 10)
}

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** Joins names the way each language lists them: "ก, ข และ ค" / "A, B and C". */
export function joinNames(names: readonly string[], lang: 'th' | 'en'): string {
  if (names.length <= 1) return names[0] ?? ''
  const last = names[names.length - 1] as string
  const head = names.slice(0, -1).join(', ')
  return lang === 'th' ? `${head} และ ${last}` : `${head} and ${last}`
}
