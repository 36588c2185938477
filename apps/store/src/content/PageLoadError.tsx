import type { ErrorComponentProps } from '@tanstack/react-router'
import { useT } from '../app/i18n'
import { PageLoadError as SharedPageLoadError } from '../components/PageStates'

/**
 * A content page whose data could not be loaded: the server's messages and a way to try again.
 * Search params that do not validate are 'Page Not Found: {path}' (SPEC §8); anything else that
 * is not a failed call (a stale chunk, a bug) is the app's error page.
 */
export function PageLoadError(props: ErrorComponentProps) {
  const t = useT()
  return (
    <SharedPageLoadError
      {...props}
      texts={{
        title: t('page_error.load_failed'),
        retry: t('page_error.retry'),
        goHome: t('page_error.go_home'),
      }}
    />
  )
}
