import { homeQueries } from '@ebook/api/queries'
import { Toaster, TopProgressBar, UiProvider } from '@ebook/ui'
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { RouterContext } from '../app/create-app'
import { useLocale } from '../app/i18n'
import { LazyDialogHost } from '../components/LazyDialogHost'
import { NeedLogin } from '../components/NeedLogin'
import { NotFoundPage, RouteErrorPage } from '../components/RouteErrors'
import { StoreFooter } from '../components/StoreFooter'
import { StoreHeader } from '../components/StoreHeader'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The header's category menu: asked for at once, not waited for.
  loader: ({ context }) => void context.queryClient.prefetchQuery(homeQueries.categoryTree()),
  component: DefaultLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})

/** The one layout of every page (SPEC §2): header, the page, footer, and the app's overlays. */
function DefaultLayout() {
  const locale = useLocale()
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return (
    <UiProvider locale={locale}>
      <TopProgressBar active={loading} />
      <div className="flex min-h-dvh flex-col">
        <StoreHeader />
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-3 py-6 outline-none @container md:px-6"
        >
          <Outlet />
        </main>
        <StoreFooter />
      </div>
      <NeedLogin />
      <LazyDialogHost />
      <Toaster />
    </UiProvider>
  )
}
