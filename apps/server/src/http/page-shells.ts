/**
 * The page shells of the built store (apps/store/src/shell/page-shells.ts, written by its build
 * to `.vite/page-shells.json`, per language): markup for the first paint of a page, before the
 * app's script has arrived, which the server fills with the page's data (the home page's first
 * banner, a book's cover and title, a search's results) and puts at index.html's
 * `<!--page-shell-->`. The app replaces it with the page once that has rendered. Without the file
 * (an older build) pages have no shell.
 */
import { join } from 'node:path'
import { changingFile } from './build-file.ts'
import { escape } from './book-preview.ts'

export type PageShellName = 'home' | 'book' | 'search' | 'searchCard' | 'searchSort'
type Shells = Partial<Record<'th' | 'en', Partial<Record<PageShellName, string>>>>

const FILE = '.vite/page-shells.json'
const MARK = '<!--page-shell-->'

/** The shells of the file, per language; none from a file that is not whole or not the store's. */
function readShells(text: string): Shells {
  let read: unknown
  try {
    read = JSON.parse(text)
  } catch {
    return {}
  }
  const shells: Shells = {}
  for (const lang of ['th', 'en'] as const) {
    const inLang = (read as Record<string, unknown> | null)?.[lang]
    if (typeof inLang !== 'object' || inLang === null) continue
    shells[lang] = Object.fromEntries(
      Object.entries(inLang).filter((entry) => typeof entry[1] === 'string'),
    ) as Partial<Record<PageShellName, string>>
  }
  return shells
}

const shellsFile = changingFile(readShells)
const shellsOf = (storeDir: string): Shells => shellsFile(join(storeDir, FILE)) ?? {}

/**
 * The store's shell `name` in `lang`, filled: each `{{key}}` by its value in `values`, escaped for
 * HTML, each `{{{key}}}` by its markup in `markup` (made by the server from other shells), a key
 * without a value by nothing. '' when the build has no such shell.
 */
export function pageShell(
  storeDir: string,
  lang: 'th' | 'en',
  name: PageShellName,
  values: Record<string, string>,
  markup: Record<string, string> = {},
): string {
  const template = shellsOf(storeDir)[lang]?.[name]
  if (!template) return ''
  // One pass: what goes in is not read again (a title may contain braces).
  return template.replace(/\{\{\{(\w+)\}\}\}|\{\{(\w+)\}\}/gu, (_, raw?: string, key?: string) =>
    raw !== undefined ? (markup[raw] ?? '') : escape(values[key!] ?? ''),
  )
}

/** index.html with `shell` in the page's place (unchanged when `shell` is ''). */
export function withPageShell(html: string, shell: string): string {
  return shell === '' ? html : html.replace(MARK, shell)
}
