// What the pages of orders, the bookshelf and publishing share on screen: the document title,
// and the load-error and not-found pages. (What route options need is in route-kit.ts.)
import { isApiError } from '@ebook/api'
import { Button, ErrorPage, WarningIcon } from '@ebook/ui'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import {
  useRouter,
  useLocation,
  type ErrorComponentProps,
  type NotFoundRouteProps,
} from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLocale, useT } from '../app/i18n'
import { localizedHref } from '../app/locale'
import { RouteErrorPage } from '../components/RouteErrors'
import { renderStoreLink, StoreLink } from '../components/StoreLink'
import type { Missing } from './route-kit'

/** Sets the document title to '{page} | store name' while the page is on screen. */
export function usePageTitle(page: string | null | undefined): void {
  const t = useT()
  useEffect(() => {
    if (page) document.title = t('app.page_title', { page })
  }, [page, t])
}

/**
 * The not-found page of a route: 'Page Not Found: {path}' for an address that does not
 * validate, '404!' for a thing the server does not know (or that is another customer's).
 */
export function MissingPage({ data }: NotFoundRouteProps) {
  const locale = useLocale()
  const path = useLocation({ select: (location) => location.pathname })
  const invalid = data === ('invalid-params' satisfies Missing)
  return (
    <ErrorPage
      variant={invalid ? 'not-found' : '404'}
      path={invalid ? path : undefined}
      homeHref={localizedHref('/', locale)}
      renderHomeLink={renderStoreLink}
    />
  )
}

/**
 * A page whose data could not be loaded: the server's messages and a way to try again. Anything
 * that is not a failed call (params that do not validate, a stale chunk, a bug) is the app's
 * error page.
 */
export function PageLoadError(props: ErrorComponentProps) {
  const { error } = props
  const t = useT()
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  useEffect(() => queryErrors.reset(), [queryErrors])
  usePageTitle(t('account_pages.load_failed'))
  if (!isApiError(error)) return <RouteErrorPage {...props} />
  return (
    <section
      aria-labelledby="account-page-error"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center"
    >
      <WarningIcon strokeWidth="1.5" className="size-12 text-error" aria-hidden="true" />
      <h1 id="account-page-error" className="text-2xl font-bold">
        {t('account_pages.load_failed')}
      </h1>
      <div role="alert" className="text-muted-foreground">
        {error.messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => void router.invalidate()}>{t('account_pages.retry')}</Button>
        <Button variant="outline" asChild>
          <StoreLink href="/">{t('account_pages.go_home')}</StoreLink>
        </Button>
      </div>
    </section>
  )
}
