/**
 * The book page's way to the store's HTML sanitiser (src/lib/sanitize.ts): DOMPurify is loaded
 * on first need, as its own chunk, so pages without HTML skip it; the book page's loader starts
 * it beside the book's data, and the page renders synchronously once it is there.
 */
import type { sanitizeHtml } from '../lib/sanitize'

export type Sanitize = typeof sanitizeHtml

let ready: Sanitize | undefined
let loading: Promise<Sanitize> | undefined

/** Starts (once) loading the sanitiser; resolves when it is ready. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('../lib/sanitize').then(({ sanitizeHtml }) => (ready = sanitizeHtml))
  // A failed load (offline, a stale build) is tried again by the next page.
  loading.catch(() => (loading = undefined))
  return loading
}

/** The sanitiser when it has loaded already, else undefined. */
export function sanitizerIfReady(): Sanitize | undefined {
  return ready
}
