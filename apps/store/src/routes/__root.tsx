import { homeQueries } from '@ebook/api/queries'
import { LazyDialogHost, UiProvider } from '@ebook/ui'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useMatches,
} from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { useStoreApp } from '../app/context'
import type { RouterContext } from '../app/create-app'
import { useLocale } from '../app/i18n'
import { markFirstViewShown } from '../app/idle'
import { localeOfPath } from '../app/locale'
import { isMissing, NOINDEX } from '../app/page-head'
import { useValue } from '../app/store'
import { THEME_SCRIPT, themeStore } from '../app/theme'
import { LazyPageAnnouncer } from '../components/LazyPageAnnouncer'
import { LazyProgressBar } from '../components/LazyProgressBar'
import { LazyToaster } from '../components/LazyToaster'
import { NeedLogin } from '../components/NeedLogin'
import { NotFoundPage, RouteErrorPage } from '../components/RouteErrors'
import { LazyFooter } from '../components/LazyFooter'
import { StoreHeader } from '../components/StoreHeader'
import { loadTextsOfPage, translate } from '../i18n'

const PUBLIC_PAGE_CACHING = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page renders with its texts: the page areas and English come as lazy parts, asked for
  // when a page is navigated to or preloaded (a link's intent), never all at once.
  beforeLoad: ({ location }) => loadTextsOfPage(location.pathname),
  // The header's category menu: asked for at once, waited for only by the server's render (its
  // HTML has the menu; the browser does not hold a page back for it).
  loader: async ({ context, location }) => {
    const menu = context.queryClient.prefetchQuery(
      homeQueries.categoryTree(localeOfPath(location.pathname)),
    )
    if (typeof document === 'undefined') await menu
  },
  // What every page's head has; pages add their title, description and links (their `head`,
  // src/app/page-head.ts). An unknown address is 'Page Not Found' here: no page route matched it.
  head: ({ matches }) => {
    const locale = localeOfPath(matches.at(-1)?.pathname ?? '/')
    const missing = matches.some(isMissing)
    return {
      meta: [
        { charSet: 'UTF-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        {
          title: missing
            ? translate(locale, 'app.page_title', { page: translate(locale, 'app.not_found') })
            : translate(locale, 'app.store_name'),
        },
        { name: 'description', content: translate(locale, 'app.description') },
        { name: 'color-scheme', content: 'dark light' },
        ...(missing ? [NOINDEX] : []),
      ],
      links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
      scripts: [{ children: THEME_SCRIPT }],
    }
  },
  // A page's HTML is a guest's view, the same for everyone: shared caches (a CDN) may keep it a
  // minute and serve it a while longer as they ask again. A visitor's own pages say otherwise
  // (ownPage in src/app/auth.ts).
  headers: () => ({ 'Cache-Control': PUBLIC_PAGE_CACHING }),
  shellComponent: RootDocument,
  component: DefaultLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})

/**
 * The page as a whole document (the server's HTML, and the browser's hydration of it): `<html>`
 * in the page's language and the remembered theme (set before the first paint by the head's
 * script), the head the routes describe, and the app's scripts. Tests render the app into an
 * element instead (StoreApp.wholeDocument).
 */
function RootDocument({ children }: { children: ReactNode }) {
  const { wholeDocument, stylesheet } = useStoreApp()
  const locale = useLocale()
  const theme = useValue(themeStore)
  // Rendered into an element (tests), the routes' head tags still reach <head>: React hoists them.
  if (!wholeDocument)
    return (
      <>
        <HeadContent />
        {children}
      </>
    )
  return (
    <html lang={locale} className={theme} style={{ colorScheme: theme }} suppressHydrationWarning>
      <head>
        <HeadContent />
        <InlineStylesheet text={stylesheet} />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

/**
 * The app's stylesheet, inline: a linked one would hold the first paint for one more round trip.
 * The server has its text; the browser keeps the server's element as it is (the text is not in
 * the app's script).
 */
function InlineStylesheet({ text }: { text: string | undefined }) {
  const [html] = useState(
    () => text ?? document.querySelector(`style[${STYLESHEET_ATTR}]`)?.textContent ?? '',
  )
  return (
    <style
      {...{ [STYLESHEET_ATTR]: '' }}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  )
}
const STYLESHEET_ATTR = 'data-app-stylesheet'

const isFullScreen = (match: { staticData: { fullScreen?: boolean } }) =>
  match.staticData.fullScreen === true

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page fills the screen with its own bar (the reader): no store header or footer. */
    fullScreen?: boolean
  }
}

/** The one layout of every page (SPEC §2): header, the page, footer, and the app's overlays. */
function DefaultLayout() {
  const locale = useLocale()
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  // The page works now: the server's HTML has been taken over (tests and styles can tell).
  const app = useStoreApp()
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    // The first view is on screen: what waits for it (the footer, idle work) may start.
    markFirstViewShown()
    // The server's answers are a guest's: a signed-in customer's (owned, in the basket, may
    // review) are asked for again.
    if (app.wholeDocument && app.session.token.get()) void app.queryClient.invalidateQueries()
  }, [app])
  // A full-screen page (the reader) brings its own bar: no store header or footer around it.
  const fullScreen = useMatches({ select: (matches) => matches.some(isFullScreen) })
  return (
    <UiProvider locale={locale}>
      <LazyProgressBar />
      {fullScreen ? (
        <Outlet />
      ) : (
        <div className="flex min-h-dvh flex-col">
          <StoreHeader />
          <main
            id="main-content"
            tabIndex={-1}
            className="mx-auto w-full max-w-7xl flex-1 px-3 py-6 outline-none @container md:px-6"
          >
            <Outlet />
          </main>
          <LazyFooter />
        </div>
      )}
      <LazyPageAnnouncer />
      <NeedLogin />
      <LazyDialogHost />
      <LazyToaster />
    </UiProvider>
  )
}
