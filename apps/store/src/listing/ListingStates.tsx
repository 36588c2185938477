import { isApiError } from '@ebook/api'
import { BookGrid, Button, Skeleton, WarningIcon } from '@ebook/ui'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import {
  useRouter,
  type ErrorComponentProps,
  type NotFoundRouteProps,
} from '@tanstack/react-router'
import { useT } from '../app/i18n'
import { MissingPage } from '../components/PageStates'
import { RouteErrorPage } from '../components/RouteErrors'

/** A listing page's shape while its first page of books loads. */
export function ListingSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <Skeleton className="h-4 w-40" />
      <div className="flex flex-col gap-2">
        <Skeleton className="h-9 w-72 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <Skeleton className="h-8 w-full" />
      <BookGrid loading />
    </div>
  )
}

/**
 * A listing that is not there: an address that cannot be one ('Page Not Found: {path}'), or an
 * id the server does not know ('404!').
 */
export function ListingNotFound({ data }: NotFoundRouteProps) {
  return <MissingPage data={data} />
}

/**
 * A listing whose call failed: the header and footer stay, with what went wrong and a way to try
 * again. What went wrong is the server's message when it answered (SPEC §8: its ErrorList, or
 * '{status} {statusText}'), and the client's "check your connection" only when no answer came.
 * Anything else (a stale chunk, a bug) goes to the app's error page.
 */
export function ListingError(props: ErrorComponentProps) {
  const t = useT()
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  if (!isApiError(props.error)) return <RouteErrorPage {...props} />
  return (
    <section
      role="alert"
      className="my-10 flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-12 text-center"
    >
      <WarningIcon strokeWidth="1.5" className="size-12 text-error" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{t('listing.error_title')}</h1>
      <div className="max-w-prose text-sm text-muted-foreground">
        {props.error.messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <Button
        className="mt-2"
        onClick={() => {
          queryReset.reset()
          props.reset()
          void router.invalidate()
        }}
      >
        {t('listing.retry')}
      </Button>
    </section>
  )
}
