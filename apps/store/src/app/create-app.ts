import { createApiClients, isApiError, type ApiClients } from '@ebook/api'
import { mergeClasses, setClassMerge } from '@ebook/ui'
import { bindApiClients, cartQueries, customerQueries } from '@ebook/api/queries'
import { MutationCache, QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createElement, type JSX, type ReactNode } from 'react'
import { NotFoundPage, RouteErrorPage } from '../components/RouteErrors'
import { routeTree } from '../routeTree.gen'
import { StoreAppProvider } from './context'
import { showMutationError, showServerError } from './errors'
import { watchForStaleChunks, type ReloadOptions } from './freshness'
import { markFirstViewShown, whenIdle } from './idle'
import { LOCALE_COOKIE, localeOfPath } from './locale'
import { createSession, type Session } from './session'
import { valueStore, type ValueStore } from './store'
import { THEME_KEY } from './theme'
import { showToast } from './toasts'

// The store's Tailwind build makes the kit's classes: a `className` passed to a kit component
// wins over the component's own classes through the kit's class merge (the UI kit's README).
setClassMerge(mergeClasses)

/**
 * What every route's loader, `beforeLoad` and `head` receive; `origin` is the store's public
 * address (canonical links), the same on the server and in the browser.
 */
export type RouterContext = { queryClient: QueryClient; api: ApiClients; origin: string }

/** The need-login modal's state (SPEC §4): shown after a 401, with the page the user was on. */
export type NeedLoginState = { open: boolean; returnTo: string }

export type StoreAppOptions = ReloadOptions & {
  /** The fetch of every call (tests pass a fake); `globalThis.fetch` by default. */
  fetch?: typeof fetch
  /** The router's history (tests pass a memory history); the browser's by default. */
  history?: RouterHistory
  /** The running build's id; the one the build baked in by default. */
  buildId?: string
  /**
   * Rendering on the server (src/server/renderer.tsx): the API is reached at `origin` through the
   * given in-process `fetch`, for a guest, and the app renders the whole document.
   */
  ssr?: {
    origin: string
    stylesheet: string
    /** A random value on the scripts the render writes itself (src/server/security.ts). */
    scriptMark?: string
  }
  /**
   * Whether the app renders the whole document (`<html>`, head and scripts): on the server and
   * when hydrating its HTML. Tests render the app into an element: false. Default true.
   */
  wholeDocument?: boolean
}

function makeRouter(
  context: RouterContext,
  history: RouterHistory | undefined,
  Wrap: (props: { children: ReactNode }) => JSX.Element,
  scriptMark?: string,
) {
  return createRouter({
    routeTree,
    context,
    history,
    Wrap,
    // The server's render marks the scripts it writes itself (src/server/security.ts).
    ...(scriptMark ? { ssr: { nonce: scriptMark } } : {}),
    // A page without error or not-found views of its own shows the store's ('Dang', 'Page Not
    // Found'), never the router's, which would print the error's message.
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which decides about freshness.
    defaultPreloadStaleTime: 0,
    // The app scrolls to the top itself, animated (startStoreApp).
    scrollRestoration: () => false,
  })
}

export type StoreRouter = ReturnType<typeof makeRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: StoreRouter
  }
}

export type StoreApp = {
  api: ApiClients
  queryClient: QueryClient
  router: StoreRouter
  session: Session
  needLogin: ValueStore<NeedLoginState>
  /** Whether the app renders the whole document (StoreAppOptions.wholeDocument). */
  wholeDocument: boolean
  /** The app's stylesheet, which the server puts inline into the page (src/routes/__root.tsx). */
  stylesheet?: string
  /** Starts the app-wide behaviour (app start, session, build checks, scrolling); returns the stop. */
  start(): () => void
}

/** The API clients, the QueryClient, the router and the app-wide states, wired together. */
export function createStoreApp(options: StoreAppOptions = {}): StoreApp {
  const needLogin = valueStore<NeedLoginState>({ open: false, returnTo: '/' })
  // Set below; the client reads the language and the page only when a call goes out.
  const routerRef: { current?: StoreRouter } = {}
  const currentPath = () =>
    routerRef.current?.state.location.pathname ?? globalThis.location?.pathname ?? '/'
  const currentHref = () => routerRef.current?.state.location.href ?? currentPath()
  const origin = options.ssr?.origin ?? ''

  const api = createApiClients({
    baseUrl: `${origin}/api`,
    contentBaseUrl: `${origin}/content-api`,
    locale: () => localeOfPath(currentPath()),
    fetch: options.fetch,
    // The server renders a guest's view: no device, no app start.
    anonymous: Boolean(options.ssr),
    // Preferences, not identity: they survive the 401 clean-up.
    keepOnUnauthorized: [THEME_KEY, LOCALE_COOKIE],
    onUnauthorized: () => {
      session.forget()
      // The badge and basket were the signed-in customer's: ask again as the guest.
      void queryClient.resetQueries({ queryKey: cartQueries.all() })
      if (!needLogin.get().open) needLogin.set({ open: true, returnTo: currentHref() })
    },
    // A toast is the browser's: the server's render shows a failed call in the page itself.
    onServerError: options.ssr ? undefined : showServerError,
  })
  const session = createSession(api.storage)

  const queryClient = bindApiClients(
    new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: 60_000,
          // A 4xx will not heal by asking again; network failures and 5xx get one more try.
          // On the server a failing call fails the page at once (its error page, status 500).
          retry: (count, error) =>
            !options.ssr &&
            count < 1 &&
            !(isApiError(error) && error.status >= 400 && error.status < 500),
        },
      },
      mutationCache: new MutationCache({ onError: showMutationError }),
    }),
    api,
  )
  // Every render of the router, on the server too, has the app's states around it.
  const Wrap = ({ children }: { children: ReactNode }) =>
    createElement(StoreAppProvider, { app, children })
  const siteOrigin = options.ssr?.origin ?? globalThis.location?.origin ?? ''
  const theRouter = makeRouter(
    { queryClient, api, origin: siteOrigin },
    options.history,
    Wrap,
    options.ssr?.scriptMark,
  )
  routerRef.current = theRouter
  // The loaders' answers travel with the server's HTML and fill the browser's cache.
  // Only answers: a failed call is the browser's to make again (its error, an ApiError with its
  // status and messages, would not survive the trip as one).
  setupRouterSsrQueryIntegration({
    router: theRouter,
    queryClient,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
  })

  const app: StoreApp = {
    api,
    queryClient,
    router: theRouter,
    session,
    needLogin,
    wholeDocument: options.wholeDocument ?? true,
    stylesheet: options.ssr?.stylesheet,
    start() {
      // SPEC §7: app start is the first call; every other call waits for it.
      void api.start()
      session.restore()
      // SPEC §4: the start-up external login (a lazy part: src/account/external-login.ts).
      void import('../account/external-login').then(({ signInWithExternalSession }) =>
        signInWithExternalSession({
          api,
          queryClient,
          router: theRouter,
          session,
          fetch: options.fetch,
        }),
      )
      let stopped = false
      const stops = [
        // Another tab signed in or out: the basket shown here was someone else's.
        session.followOtherTabs(
          () => void queryClient.resetQueries({ queryKey: cartQueries.all() }),
        ),
        watchForStaleChunks(options),
        theRouter.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
          markFirstViewShown()
          // Another page starts at its top. The first page stays where the visitor is: it may
          // have scrolled the shell, or the page, before this lazy part arrives.
          if (pathChanged && fromLocation)
            void import('./scroll').then((scroll) => scroll.animateScrollToTop())
        }),
        // Lazy parts: another tab's basket change, and a tab only goes stale after a while.
        whenIdle(
          () =>
            void import('./basket-sync').then(({ syncBasketAcrossTabs }) => {
              if (!stopped) stops.push(syncBasketAcrossTabs(queryClient))
            }),
        ),
        whenIdle(
          () =>
            void import('./new-build').then(({ watchForNewBuild }) => {
              if (stopped) return
              stops.push(
                watchForNewBuild({
                  ...options,
                  buildId: options.buildId ?? __BUILD_ID__,
                  onNavigated: (check) => theRouter.subscribe('onResolved', check),
                }),
              )
            }),
        ),
      ]
      // A token without the customer's info (another device's sign-in): ask who it is.
      if (session.token.get() && !session.customer.get()) {
        queryClient
          .fetchQuery(customerQueries.loginInfo())
          .then((info) => session.setCustomer(info))
          .catch((error: unknown) => {
            // SPEC §8: the ErrorList messages joined, as an error toast.
            if (isApiError(error) && error.status !== 401 && error.status !== 500)
              showToast('error', error.messages.join('\n'))
          })
      }
      return () => {
        stopped = true
        stops.forEach((stop) => stop())
      }
    },
  }
  return app
}
