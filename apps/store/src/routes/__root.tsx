import { homeQueries } from '@ebook/api/queries'
import { UiProvider } from '@ebook/ui'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { RouterContext } from '../app/create-app'
import { useLocale } from '../app/i18n'
import { whenIdle } from '../app/idle'
import { localeOfPath } from '../app/locale'
import { LazyDialogHost } from '../components/LazyDialogHost'
import { LazyProgressBar } from '../components/LazyProgressBar'
import { LazyToaster } from '../components/LazyToaster'
import { NeedLogin } from '../components/NeedLogin'
import { NotFoundPage, RouteErrorPage } from '../components/RouteErrors'
import { LazyFooter } from '../components/LazyFooter'
import { StoreHeader } from '../components/StoreHeader'
import { loadTexts, needsPageTexts } from '../i18n'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page renders with its texts: the page areas and English come as lazy parts.
  beforeLoad: ({ location }) =>
    loadTexts(localeOfPath(location.pathname), { pages: needsPageTexts(location.pathname) }),
  // The header's category menu: asked for at once, not waited for.
  loader: ({ context }) => void context.queryClient.prefetchQuery(homeQueries.categoryTree()),
  component: DefaultLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})

/** The one layout of every page (SPEC §2): header, the page, footer, and the app's overlays. */
function DefaultLayout() {
  const locale = useLocale()
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  // The next page is one click away: its texts wait in the cache, not on the network.
  useEffect(() => whenIdle(() => void loadTexts(locale)), [locale])
  return (
    <UiProvider locale={locale}>
      <LazyProgressBar />
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
      <NeedLogin />
      <LazyDialogHost />
      <LazyToaster />
    </UiProvider>
  )
}
