/**
 * The dev server's pages (`pnpm dev`): every page address is rendered by the store's renderer
 * (src/server/renderer.tsx), loaded through Vite so that edits apply at once; its API calls go to
 * the reference server (`serverUrl`), as the dev server's proxy sends the browser's. The page
 * names Vite's client, React's refresh and src/entry-client.tsx instead of a build's files, and
 * its styles come with the entry's import (no inline stylesheet).
 */
import type { Plugin, ViteDevServer } from 'vite'

const ID = 'virtual:store-client-manifest'

/** What the dev page loads: Vite's client, React Refresh's preamble, the app's entry. */
const devManifest = {
  routes: {
    __root__: {
      scripts: [
        { attrs: { type: 'module', src: '/@vite/client' } },
        {
          attrs: { type: 'module' },
          children: [
            'import RefreshRuntime from "/@react-refresh"',
            'RefreshRuntime.injectIntoGlobalHook(window)',
            'window.$RefreshReg$ = () => {}',
            'window.$RefreshSig$ = () => (type) => type',
            'window.__vite_plugin_react_preamble_installed__ = true',
          ].join('\n'),
        },
        { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
      ],
    },
  },
}

type Renderer = (request: Request) => Promise<Response>

export function devPages(serverUrl: string): Plugin {
  return {
    name: 'store-dev-pages',
    apply: 'serve',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined
      // The dev page loads texts as the app asks for them: one manifest serves both languages.
      const manifests = { th: devManifest, en: devManifest }
      return `export const clientManifests = ${JSON.stringify(manifests)}\nexport const stylesheet = ''`
    },
    configureServer(server: ViteDevServer) {
      // After Vite's own middlewares (its files, the proxy): what is left is a page.
      return () => {
        server.middlewares.use((req, res, next) => {
          const url = req.originalUrl ?? req.url ?? '/'
          if (req.method !== 'GET' || /\.[a-z0-9]+(?:\?|$)/iu.test(url.split('?')[0]!))
            return next()
          void (async () => {
            const { createRenderer } = (await server.ssrLoadModule('/src/server/renderer.tsx')) as {
              createRenderer: (options: { fetch: typeof fetch; origin: string }) => Renderer
            }
            const render = createRenderer({ fetch, origin: serverUrl })
            const headers = new Headers()
            if (req.headers.cookie) headers.set('cookie', req.headers.cookie)
            const response = await render(new Request(new URL(url, serverUrl), { headers }))
            res.statusCode = response.status
            response.headers.forEach((value, name) => res.setHeader(name, value))
            res.end(await response.text())
          })().catch((error: unknown) => {
            server.ssrFixStacktrace(error as Error)
            next(error)
          })
        })
      }
    },
  }
}
