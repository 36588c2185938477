// The states a store page shows when it cannot show itself: not there, or its data failed.
import { isApiError } from '@ebook/api'
import { Button, ErrorPage, WarningIcon } from '@ebook/ui'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useId } from 'react'
import type { Missing } from '../lib/route-params'
import { isValidationError, RouteErrorPage } from './RouteErrors'
import { renderStoreLink, StoreLink } from './StoreLink'

/**
 * A page that is not there: '404!' for a thing the server does not know (not-found data
 * 'unknown'), else 'Page Not Found: {path}' (an address that does not validate). Its title is the
 * route's `head` (src/app/page-head.ts).
 */
export function MissingPage({ data }: { data?: unknown }) {
  const path = useLocation({ select: (location) => location.pathname })
  const unknown = data === ('unknown' satisfies Missing)
  return (
    <ErrorPage
      variant={unknown ? '404' : 'not-found'}
      path={unknown ? undefined : path}
      homeHref="/"
      renderHomeLink={renderStoreLink}
    />
  )
}

/** The words of a page's load error, in the page's own area. */
export type LoadErrorTexts = { title: string; retry: string; goHome: string }

/**
 * A page whose data could not be loaded: the server's messages and a way to try again (a query
 * that failed inside the page is asked again when the page is). With `unknownAs404`, a thing the
 * server does not know is '404!'. Search params that do not validate are 'Page Not Found: {path}'
 * (SPEC §8); anything else that is not a failed call (a stale chunk, a bug) is the app's error
 * page.
 */
export function PageLoadError({
  texts,
  unknownAs404 = false,
  ...props
}: ErrorComponentProps & { texts: LoadErrorTexts; unknownAs404?: boolean }) {
  const { error } = props
  const router = useRouter()
  const headingId = useId()
  const queryErrors = useQueryErrorResetBoundary()
  useEffect(() => queryErrors.reset(), [queryErrors])
  if (isValidationError(error)) return <MissingPage data="invalid-params" />
  if (!isApiError(error)) return <RouteErrorPage {...props} />
  if (unknownAs404 && error.status === 404) return <MissingPage data="unknown" />
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center"
    >
      <WarningIcon strokeWidth="1.5" className="size-12 text-error" aria-hidden="true" />
      <h1 id={headingId} className="text-2xl font-bold">
        {texts.title}
      </h1>
      <div role="alert" className="text-muted-foreground">
        {error.messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => void router.invalidate()}>{texts.retry}</Button>
        <Button variant="outline" asChild>
          <StoreLink href="/">{texts.goHome}</StoreLink>
        </Button>
      </div>
    </section>
  )
}
