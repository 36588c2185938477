import { ErrorPage } from '@ebook/ui'
import { useLocation, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isStaleChunkError, reloadOnce } from '../app/freshness'
import { useLocale } from '../app/i18n'
import { localizedHref } from '../app/locale'
import { renderStoreLink } from './StoreLink'

const homeLink = renderStoreLink

/** An unknown route (SPEC §2): 'Page Not Found'. */
export function NotFoundPage() {
  return <ErrorPage variant="not-found" homeHref="/" renderHomeLink={homeLink} />
}

/** A route's search or path params that do not validate (SPEC §8). */
function isValidationError(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'SearchParamError' || error.name === 'PathParamError')
  )
}

/**
 * What a route shows when it fails: a page whose params do not validate is 'Page Not Found:
 * {path}'; a stale chunk reloads the page (once per path within 10 s); anything else is 'Dang'.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const locale = useLocale()
  const path = useLocation({ select: (location) => location.pathname })
  const stale = isStaleChunkError(error)
  useEffect(() => {
    if (stale) reloadOnce(path)
  }, [stale, path])
  if (isValidationError(error)) {
    return (
      <ErrorPage
        variant="not-found"
        path={path}
        homeHref={localizedHref('/', locale)}
        renderHomeLink={homeLink}
      />
    )
  }
  return <ErrorPage variant="error" error={error} homeHref="/" renderHomeLink={homeLink} />
}
