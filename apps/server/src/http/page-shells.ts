/**
 * The page shells of the built store (apps/store/src/shell/page-shells.ts, written by its build
 * to `.vite/page-shells.json`): markup for the first paint of a page, before the app's script has
 * arrived, which the server fills with the page's data (the home page's first banner, a book's
 * cover and title) and puts at index.html's `<!--page-shell-->`. The app replaces it with the
 * page once that has rendered. Without the file (an older build) pages have no shell.
 */
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { escape } from './book-preview.ts'

export type PageShellName = 'home' | 'book'

const FILE = '.vite/page-shells.json'
const MARK = '<!--page-shell-->'

let cache: {
  path: string
  mtimeMs: number
  shells: Partial<Record<PageShellName, string>>
} | null = null

function shellsOf(storeDir: string): Partial<Record<PageShellName, string>> {
  const path = join(storeDir, FILE)
  let mtimeMs: number
  try {
    mtimeMs = statSync(path).mtimeMs
  } catch {
    return {}
  }
  if (cache?.path !== path || cache.mtimeMs !== mtimeMs) {
    let shells: Partial<Record<PageShellName, string>> = {}
    try {
      const read = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
      shells = Object.fromEntries(
        Object.entries(read).filter((entry): entry is [PageShellName, string] => {
          return typeof entry[1] === 'string'
        }),
      )
    } catch {
      // Being written, or not the store's: no shells until it is whole.
    }
    cache = { path, mtimeMs, shells }
  }
  return cache.shells
}

/**
 * The store's shell `name` filled with `values` (each `{{key}}` replaced by its value, escaped
 * for HTML; a key without a value by nothing), or '' when the build has no such shell.
 */
export function pageShell(
  storeDir: string,
  name: PageShellName,
  values: Record<string, string>,
): string {
  const template = shellsOf(storeDir)[name]
  if (!template) return ''
  return template.replace(/\{\{(\w+)\}\}/gu, (_, key: string) => escape(values[key] ?? ''))
}

/** index.html with `shell` in the page's place (unchanged when `shell` is ''). */
export function withPageShell(html: string, shell: string): string {
  return shell === '' ? html : html.replace(MARK, shell)
}
