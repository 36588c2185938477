import { isApiError } from '@ebook/api'
import { Button, ErrorPage, WarningIcon } from '@ebook/ui'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import {
  SearchParamError,
  useLocation,
  useRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router'
import { useEffect } from 'react'
import { useT } from '../app/i18n'
import { RouteErrorPage } from '../components/RouteErrors'
import { renderStoreLink, StoreLink } from '../components/StoreLink'
import { usePageTitle } from './title'

/**
 * A page whose data could not be loaded: the server's messages and a way to try again. Search
 * params that do not validate are 'Page Not Found: {path}' (SPEC §8); anything else that is not
 * a failed call (a stale chunk, a bug) is the app's error page.
 */
export function PageLoadError(props: ErrorComponentProps) {
  const { error } = props
  const t = useT()
  const router = useRouter()
  const path = useLocation({ select: (location) => location.pathname })
  const queryErrors = useQueryErrorResetBoundary()
  // A query that failed inside the page is asked again when the page is.
  useEffect(() => queryErrors.reset(), [queryErrors])
  usePageTitle(t('page_error.load_failed'))
  if (error instanceof SearchParamError) {
    return (
      <ErrorPage variant="not-found" path={path} homeHref="/" renderHomeLink={renderStoreLink} />
    )
  }
  if (!isApiError(error)) return <RouteErrorPage {...props} />
  return (
    <section
      aria-labelledby="page-load-error"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center"
    >
      <WarningIcon strokeWidth="1.5" className="size-12 text-error" aria-hidden="true" />
      <h1 id="page-load-error" className="text-2xl font-bold">
        {t('page_error.load_failed')}
      </h1>
      <div role="alert" className="text-muted-foreground">
        {error.messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => void router.invalidate()}>{t('page_error.retry')}</Button>
        <Button variant="outline" asChild>
          <StoreLink href="/">{t('page_error.go_home')}</StoreLink>
        </Button>
      </div>
    </section>
  )
}
