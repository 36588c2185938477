import { isApiError } from '@ebook/api'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useT } from '../app/i18n'
import { PageLoadError } from '../components/PageStates'
import { PaymentBlocked } from './PaymentPage'

/**
 * What an address or buying page shows when its data could not be loaded: a thing the server
 * does not know (another customer's address or order) is '404!'; any other failed call shows the
 * server's messages with a way to try again; anything else is the app's error page. (A 401 opens
 * the need-login modal on its own.)
 */
export function BuyingPageError(props: ErrorComponentProps) {
  const t = useT()
  return (
    <PageLoadError
      {...props}
      unknownAs404
      texts={{
        title: t('buying.load_failed'),
        retry: t('buying.retry'),
        goHome: t('buying.go_home'),
      }}
    />
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
