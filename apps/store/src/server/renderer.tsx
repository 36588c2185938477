/**
 * The store's server rendering: a function from a page's `Request` to its HTML `Response`. The
 * page is rendered from the app's own routes and components with TanStack Router's server
 * rendering; the loaders' answers travel with the HTML (TanStack Query's dehydrated cache) and
 * the browser's app takes the page over (src/entry-client.tsx).
 *
 * What is rendered is a guest's view: the request's cookies and credentials never reach the
 * app, so one page's HTML serves every visitor (apps/server caches it). Customer parts fill in
 * after hydration.
 */
import { createRequestHandler, RouterServer } from '@tanstack/react-router/ssr/server'
import { getSsrStatus, transformHtmlStringWithRouter } from '@tanstack/router-core/ssr/server'
import { renderToReadableStream } from 'react-dom/server'
import { clientManifests, stylesheet } from 'virtual:store-client-manifest'
import { loginHref } from '../app/auth'
import { createStoreApp } from '../app/create-app'
import { localeOfPath } from '../app/locale'
import { newScriptMark, securedPage } from './security'

export type RendererOptions = {
  /** Answers the store's API calls (`/api/*`, `/content-api/*`) in the process: no network hop. */
  fetch: typeof fetch
  /** The store's public address, e.g. `https://books.example.com` (canonical links). */
  origin: string
}

/**
 * The cookie that says a visitor has signed in (packages/api's token cookie): whether a session
 * exists is all the renderer reads of it.
 */
const TOKEN_COOKIE = /(?:^|;\s*)token=[^;]/u

/** Renders the store's pages: `(request) => Response`, with the page's real status. */
export function createRenderer({ fetch, origin }: RendererOptions) {
  return async function render(request: Request): Promise<Response> {
    const signedIn = TOKEN_COOKIE.test(request.headers.get('Cookie') ?? '')
    const guestRequest = new Request(request.url, { method: 'GET', signal: request.signal })
    const scriptMark = newScriptMark()
    const handler = createRequestHandler({
      request: guestRequest,
      createRouter: () => createStoreApp({ fetch, ssr: { origin, stylesheet, scriptMark } }).router,
      // A page preloads the texts of its own language.
      getRouterManifest: () => clientManifests[localeOfPath(new URL(request.url).pathname)],
    })
    return handler(async ({ router, responseHeaders }) => {
      // A guest on a page only a customer has is sent to the login page by HTTP (the page's
      // `beforeLoad` does the same in the browser, where the session lives).
      const needsAccount = router.state.matches.some((match) => {
        const route = router.routesById[match.routeId as keyof typeof router.routesById]
        return route?.options.staticData?.account === true
      })
      if (needsAccount && !signedIn) {
        const location = router.state.location
        return new Response(null, {
          status: 302,
          headers: {
            Location: loginHref(location.href),
            'Cache-Control': 'private, no-store',
          },
        })
      }
      const html = await renderPage(router, guestRequest.signal)
      return securedPage(html, getSsrStatus(router), responseHeaders, scriptMark)
    })
  }
}

type StoreRouter = Parameters<typeof RouterServer>[0]['router']

/**
 * The page's whole HTML. React is read only once everything it renders is ready (the lazy parts
 * the page shows, with their data), so every Suspense boundary is written in place: a streamed
 * boundary would arrive hidden and be revealed later by script (React spaces reveals out), moving
 * the page under the reader's eyes. The answer is read whole before it leaves anyway (its inline
 * scripts' hashes go into its CSP, and the server caches it).
 */
async function renderPage(router: StoreRouter, signal: AbortSignal): Promise<string> {
  const stream = await renderToReadableStream(<RouterServer router={router} />, {
    signal,
    nonce: router.options.ssr?.nonce,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  await stream.allReady
  // The router's string path writes the doctype itself (React's own comes with the <html> root).
  const html = (await new Response(stream).text()).replace(/^<!DOCTYPE html>/iu, '')
  return transformHtmlStringWithRouter(router, html, { signal })
}
