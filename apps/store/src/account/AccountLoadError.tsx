import { isApiError } from '@ebook/api'
import { Button } from '@ebook/ui'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useT } from '../app/i18n'
import { MissingPage } from '../components/PageStates'
import { RouteErrorPage } from '../components/RouteErrors'
import { AccountFrame, ServerErrors } from './parts'

/** An address that cannot be one of the account pages (a reset link's): 'Page Not Found: {path}'. */
export function AccountNotFound() {
  return <MissingPage />
}

/**
 * An account page whose data could not be loaded: the server's messages and a way to try again,
 * beside the account menu. Anything but a failed call is the app's error page.
 */
export function AccountLoadError(props: ErrorComponentProps) {
  const t = useT()
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  useEffect(() => queryErrors.reset(), [queryErrors])
  if (!isApiError(props.error)) return <RouteErrorPage {...props} />
  return (
    <AccountFrame title={t('account_form.load_failed')}>
      <ServerErrors messages={props.error.messages} />
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => void router.invalidate()}
      >
        {t('account_form.retry')}
      </Button>
    </AccountFrame>
  )
}
