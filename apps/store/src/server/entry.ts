/**
 * The store's server entry (built to dist/server/entry.js), which apps/server loads and mounts:
 * `createRenderer(options)` gives a function from a page's `Request` to its HTML `Response`
 * (src/server/renderer.tsx), and `loadLocaleOfPath()` gives the store's reading of a page's
 * language.
 *
 * The renderer comes as a chunk of its own, named by its content's hash: the server imports this
 * small file afresh for each build, and every part of one build (the pages' lazy parts too)
 * shares one copy of the app's modules, and so of their React contexts.
 */
import type { RendererOptions } from './renderer'

export type { RendererOptions }

/**
 * The store's reading of a page's language (`localeOfPath`), for the server's own 500 page (it
 * has no rule of its own). Imported, not re-exported: a static import would put the app's
 * modules into this file, which the server imports once per build.
 */
export async function loadLocaleOfPath(): Promise<(path: string) => 'th' | 'en'> {
  return (await import('../app/locale')).localeOfPath
}

export function createRenderer(options: RendererOptions): (request: Request) => Promise<Response> {
  const renderer = import('./renderer').then((module) => module.createRenderer(options))
  // A failed import fails each render (the server answers its 500 page), not the process.
  renderer.catch(() => undefined)
  return async (request) => (await renderer)(request)
}
