// The load-error page of orders, the bookshelf and publishing, in their words.
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useT } from '../app/i18n'
import { PageLoadError as SharedPageLoadError } from '../components/PageStates'

/**
 * A page whose data could not be loaded: the server's messages and a way to try again. Anything
 * that is not a failed call (params that do not validate, a stale chunk, a bug) is the app's
 * error page.
 */
export function PageLoadError(props: ErrorComponentProps) {
  const t = useT()
  return (
    <SharedPageLoadError
      {...props}
      texts={{
        title: t('account_pages.load_failed'),
        retry: t('account_pages.retry'),
        goHome: t('account_pages.go_home'),
      }}
    />
  )
}
