/**
 * Files of the built store that the server reads (index.html, the page shells): read once, and
 * again only when the file changes (a rebuild while the server runs), not on every page.
 */
import { readFileSync, statSync } from 'node:fs'

/**
 * A reader of such a file: the file at `path` made into a value by `make` (kept until the file's
 * modification time changes), or null when there is no file.
 */
export function changingFile<T>(make: (text: string) => T): (path: string) => T | null {
  let kept: { path: string; mtimeMs: number; value: T } | null = null
  return (path) => {
    let mtimeMs: number
    try {
      mtimeMs = statSync(path).mtimeMs
    } catch {
      return null
    }
    if (kept?.path !== path || kept.mtimeMs !== mtimeMs) {
      kept = { path, mtimeMs, value: make(readFileSync(path, 'utf8')) }
    }
    return kept.value
  }
}
