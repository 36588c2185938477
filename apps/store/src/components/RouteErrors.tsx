import type { ErrorPageProps } from '@ebook/ui'
import { PathParamError, SearchParamError } from '@tanstack/router-core'
import { useLocation, type ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { isStaleChunkError, reloadOnce } from '../app/freshness'
import { useT } from '../app/i18n'
import { renderStoreLink } from './StoreLink'

/** What shows when even the error page cannot load (offline), in plain words. */
function PageUnavailable() {
  const t = useT()
  return (
    <p role="alert" className="py-10 text-center">
      {t('errors.unavailable')}
    </p>
  )
}

/**
 * The kit's error page is a lazy part. When even it cannot load, the build on screen is gone
 * (a stale chunk) or the network is: reload once for a new build, else say so.
 */
const ErrorPage = lazy(() =>
  import('./ErrorView').catch(() => {
    reloadOnce(window.location.pathname)
    return { default: PageUnavailable }
  }),
)

/** The kit's error page; its home action goes to the home page in the page's language. */
function LazyErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={null}>
      <ErrorPage homeHref="/" renderHomeLink={renderStoreLink} {...props} />
    </Suspense>
  )
}

/** An unknown route (SPEC §2): 'Page Not Found'. */
export function NotFoundPage() {
  return <LazyErrorPage variant="not-found" />
}

/**
 * A route's search or path params that do not validate (SPEC §8). The router's error classes
 * keep the name 'Error', so they are told apart by class (router-core is pinned to the version
 * @tanstack/react-router uses, so the classes are the same ones).
 */
export function isValidationError(error: unknown): boolean {
  return error instanceof SearchParamError || error instanceof PathParamError
}

/**
 * What a route shows when it fails: a page whose params do not validate is 'Page Not Found:
 * {path}'; a stale chunk reloads the page (once per path within 10 s); anything else is 'Dang'.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const path = useLocation({ select: (location) => location.pathname })
  const stale = isStaleChunkError(error)
  useEffect(() => {
    if (stale) reloadOnce(path)
  }, [stale, path])
  if (isValidationError(error)) return <LazyErrorPage variant="not-found" path={path} />
  return <LazyErrorPage variant="error" error={error} />
}
