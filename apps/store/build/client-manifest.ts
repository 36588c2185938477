/**
 * `virtual:store-client-manifest` for the server build: what the browser loads with a page, read
 * from the client build's Vite manifest (dist/client/.vite/manifest.json), in the shape of
 * TanStack Router's server manifest. The router puts it into every page (and its hydration data):
 *
 * - the entry script (src/entry-client.tsx) as a module script, and what it imports (the
 *   bundler's runtime) as preloads;
 * - the stylesheet's text (`stylesheet`), which the page's head carries inline: a linked stylesheet
 *   would hold the first paint for one more round trip (src/routes/__root.tsx);
 * - per route, its lazy part (the split `component` chunk and what it imports) and the texts it
 *   renders with as preloads, so the browser fetches a page's code beside the entry instead of
 *   after it. Texts are a language's own parts, so there is one manifest per language: an English
 *   page preloads the shell's English and the page areas' English, a Thai page only the Thai.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

const ID = 'virtual:store-client-manifest'
const ENTRY = 'src/entry-client.tsx'
type Locale = 'th' | 'en'
/** The page areas' texts of each language (src/i18n/pages-*.ts): every page but home needs them. */
const PAGE_TEXTS: Record<Locale, string> = {
  th: 'src/i18n/pages-th.ts',
  en: 'src/i18n/pages-en.ts',
}
/** The shell's texts that are not in the entry (src/i18n/index.ts): English, on every page. */
const SHELL_TEXTS: Record<Locale, string[]> = { th: [], en: ['src/i18n/en.ts'] }
const HOME_ROUTE_ID = '/{-$locale}/'
/** The split parts of a route that its page renders with. */
const PAGE_PARTS = ['component', 'pendingComponent']

type ViteChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}
type ViteManifest = Record<string, ViteChunk>

type ServerManifest = {
  routes: Record<
    string,
    {
      preloads?: string[]
      scripts?: { attrs: Record<string, string | boolean> }[]
    }
  >
}

/** `src/routes/{-$locale}/book-detail/$id.tsx` → the route id `/{-$locale}/book-detail/$id`. */
export function routeIdOfFile(file: string): string | null {
  const match = /^src\/routes\/(.*)\.tsx$/u.exec(file)
  if (!match) return null
  const path = match[1]!
  if (path === '__root') return '__root__'
  const id = `/${path}`.replace(/\/route$/u, '').replace(/\/index$/u, '/')
  return id
}

/** The files a chunk needs, itself first, each once (its static imports, recursively). */
function chunkFiles(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return []
  seen.add(chunk.file)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => chunkFiles(manifest, next, seen))]
}

/**
 * The router's server manifest of a client build in `clientDir` for a page in each language, and
 * its stylesheet's text.
 */
export function serverManifestOf(clientDir: string): {
  manifests: Record<Locale, ServerManifest>
  stylesheet: string
} {
  const vite = JSON.parse(
    readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest
  const entry = vite[ENTRY]
  if (!entry) throw new Error(`The client build has no ${ENTRY}: build the client first.`)
  const url = (file: string) => `/${file}`
  const entryFiles = new Set(chunkFiles(vite, ENTRY))
  const stylesheet = (entry.css ?? [])
    .map((file) => readFileSync(join(clientDir, file), 'utf8'))
    .join('\n')
  const manifestOf = (locale: Locale): ServerManifest => {
    const preloadsOf = (keys: string[]) =>
      [...new Set(keys.flatMap((key) => chunkFiles(vite, key)))]
        .filter((file) => !entryFiles.has(file))
        .map(url)
    // The entry's own imports (the bundler's runtime) come beside it, not after it has arrived.
    const entryImports = [...entryFiles].filter((file) => file !== entry.file).map(url)
    const rootPreloads = [...entryImports, ...preloadsOf(SHELL_TEXTS[locale])]
    const routes: ServerManifest['routes'] = {
      __root__: {
        scripts: [{ attrs: { type: 'module', src: url(entry.file), async: true } }],
        ...(rootPreloads.length > 0 ? { preloads: rootPreloads } : {}),
      },
    }
    // The lazy parts with the page's component and its skeleton (a route may split the two: one
    // the server renders, one only the browser does), not its error or not-found view.
    const parts = new Map<string, string[]>()
    for (const [key, chunk] of Object.entries(vite)) {
      const [file, query = ''] = key.split('?')
      const split = (new URLSearchParams(query).get('tsr-split') ?? '').split('---')
      if (!chunk.isDynamicEntry || !PAGE_PARTS.some((part) => split.includes(part))) continue
      const routeId = routeIdOfFile(file!)
      if (routeId) parts.set(routeId, [...(parts.get(routeId) ?? []), key])
    }
    for (const [routeId, keys] of parts) {
      const texts = routeId === HOME_ROUTE_ID ? [] : [PAGE_TEXTS[locale]]
      routes[routeId] = { preloads: preloadsOf([...keys, ...texts]) }
    }
    return { routes }
  }
  return { manifests: { th: manifestOf('th'), en: manifestOf('en') }, stylesheet }
}

/** Provides `virtual:store-client-manifest` to the server build, from the client build in `clientDir`. */
export function clientManifest(clientDir: string): Plugin {
  return {
    name: 'store-client-manifest',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined
      const { manifests, stylesheet } = serverManifestOf(clientDir)
      return [
        `export const clientManifests = ${JSON.stringify(manifests)}`,
        `export const stylesheet = ${JSON.stringify(stylesheet)}`,
      ].join('\n')
    },
  }
}
