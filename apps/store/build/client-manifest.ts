/**
 * `virtual:store-client-manifest` for the server build: what the browser loads with a page, read
 * from the client build's Vite manifest (dist/client/.vite/manifest.json), in the shape of
 * TanStack Router's server manifest. The router puts it into every page (and its hydration data):
 *
 * - the entry script (src/entry-client.tsx) as a module script;
 * - the stylesheet's text (`stylesheet`), which the page's head carries inline: a linked stylesheet
 *   would hold the first paint for one more round trip (src/routes/__root.tsx);
 * - per route, its lazy part (the split `component` chunk and what it imports) and the page
 *   texts it renders with as preloads, so the browser fetches a page's code beside the entry
 *   instead of after it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

const ID = 'virtual:store-client-manifest'
const ENTRY = 'src/entry-client.tsx'
/** The page areas' texts (src/i18n/pages.ts): every page but home renders with them. */
const PAGE_TEXTS = 'src/i18n/pages.ts'
const HOME_ROUTE_ID = '/{-$locale}/'

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

/** The router's server manifest of a client build in `clientDir`, and its stylesheet's text. */
export function serverManifestOf(clientDir: string): {
  manifest: ServerManifest
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
  const routes: ServerManifest['routes'] = {
    __root__: {
      scripts: [{ attrs: { type: 'module', src: url(entry.file), async: true } }],
    },
  }
  for (const [key, chunk] of Object.entries(vite)) {
    // The lazy part with the page's component (not its error or not-found view).
    const [file, query = ''] = key.split('?')
    const split = new URLSearchParams(query).get('tsr-split') ?? ''
    if (!chunk.isDynamicEntry || !split.split('---').includes('component')) continue
    const routeId = routeIdOfFile(file!)
    if (!routeId) continue
    const texts = routeId === HOME_ROUTE_ID ? [] : chunkFiles(vite, PAGE_TEXTS)
    const preloads = [...new Set([...chunkFiles(vite, key), ...texts])]
    routes[routeId] = { preloads: preloads.filter((item) => !entryFiles.has(item)).map(url) }
  }
  return { manifest: { routes }, stylesheet }
}

/** Provides `virtual:store-client-manifest` to the server build, from the client build in `clientDir`. */
export function clientManifest(clientDir: string): Plugin {
  return {
    name: 'store-client-manifest',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined
      const { manifest, stylesheet } = serverManifestOf(clientDir)
      return [
        `export const clientManifest = ${JSON.stringify(manifest)}`,
        `export const stylesheet = ${JSON.stringify(stylesheet)}`,
      ].join('\n')
    },
  }
}
