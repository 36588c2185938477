import { isApiError } from '@ebook/api'
import { Button, ErrorPage, WarningIcon } from '@ebook/ui'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLocale, useT } from '../app/i18n'
import { localizedHref } from '../app/locale'
import { RouteErrorPage } from '../components/RouteErrors'
import { renderStoreLink, StoreLink } from '../components/StoreLink'
import { PaymentBlocked } from './PaymentPage'
import { usePageTitle } from './route-kit'

/**
 * What an address or buying page shows when its data could not be loaded: a thing the server
 * does not know (another customer's address or order) is '404!'; any other failed call shows the
 * server's messages with a way to try again; anything else is the app's error page. (A 401 opens
 * the need-login modal on its own.)
 */
export function BuyingPageError(props: ErrorComponentProps) {
  const { error } = props
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  // A query that failed inside the page is asked again when the page is.
  useEffect(() => queryErrors.reset(), [queryErrors])
  usePageTitle(t('buying.load_failed'))
  if (!isApiError(error)) return <RouteErrorPage {...props} />
  if (error.status === 404) {
    return (
      <ErrorPage
        variant="404"
        homeHref={localizedHref('/', locale)}
        renderHomeLink={renderStoreLink}
      />
    )
  }
  return (
    <section
      aria-labelledby="buying-page-error"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center"
    >
      <WarningIcon strokeWidth="1.5" className="size-12 text-error" aria-hidden="true" />
      <h1 id="buying-page-error" className="text-2xl font-bold">
        {t('buying.load_failed')}
      </h1>
      <div role="alert" className="text-muted-foreground">
        {error.messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => void router.invalidate()}>{t('buying.retry')}</Button>
        <Button variant="outline" asChild>
          <StoreLink href="/">{t('buying.go_home')}</StoreLink>
        </Button>
      </div>
    </section>
  )
}

/** The payment page's errors: a checkout the server refuses (400) lists why, with the basket. */
export function PaymentPageError(props: ErrorComponentProps) {
  const { error } = props
  const queryErrors = useQueryErrorResetBoundary()
  useEffect(() => queryErrors.reset(), [queryErrors])
  if (isApiError(error) && error.status === 400) return <PaymentBlocked messages={error.messages} />
  return <BuyingPageError {...props} />
}

/** An address whose id is not an id: 'Page Not Found: {path}'. */
export function PageNotFound() {
  const locale = useLocale()
  const path = useLocation({ select: (location) => location.pathname })
  return (
    <ErrorPage
      variant="not-found"
      path={path}
      homeHref={localizedHref('/', locale)}
      renderHomeLink={renderStoreLink}
    />
  )
}
