/**
 * `virtual:store-client-manifest` for the server build: what the browser loads with a page, read
 * from the client build's Vite manifest (dist/client/.vite/manifest.json), in the shape of
 * TanStack Router's server manifest. The router puts it into every page (and its hydration data):
 *
 * - the entry script (src/entry-client.tsx) as a module script;
 * - the stylesheet, inlined into the page's head: a linked stylesheet would hold the first paint
 *   for one more round trip;
 * - per route, its lazy part (the split `component` chunk and what it imports) as preloads, so
 *   the browser fetches a page's code beside the entry instead of after it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

const ID = 'virtual:store-client-manifest'
const ENTRY = 'src/entry-client.tsx'

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
  inlineCss?: { styles: Record<string, string> }
  routes: Record<
    string,
    {
      preloads?: string[]
      css?: string[]
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

/** The router's server manifest of a client build in `clientDir`. */
export function serverManifestOf(clientDir: string): ServerManifest {
  const vite = JSON.parse(
    readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest
  const entry = vite[ENTRY]
  if (!entry) throw new Error(`The client build has no ${ENTRY}: build the client first.`)
  const url = (file: string) => `/${file}`
  const entryFiles = new Set(chunkFiles(vite, ENTRY))
  const styles = Object.fromEntries(
    (entry.css ?? []).map((file) => [url(file), readFileSync(join(clientDir, file), 'utf8')]),
  )
  const routes: ServerManifest['routes'] = {
    __root__: {
      css: Object.keys(styles),
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
    const preloads = chunkFiles(vite, key).filter((item) => !entryFiles.has(item))
    routes[routeId] = { preloads: preloads.map(url) }
  }
  return { inlineCss: { styles }, routes }
}

/** Provides `virtual:store-client-manifest` to the server build, from the client build in `clientDir`. */
export function clientManifest(clientDir: string): Plugin {
  return {
    name: 'store-client-manifest',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined
      return `export const clientManifest = ${JSON.stringify(serverManifestOf(clientDir))}`
    },
  }
}
