import { Button, Spinner, WarningIcon } from '@ebook/ui'
import { useEffect } from 'react'
import { useT } from '../app/i18n'
import { StoreLink } from '../components/StoreLink'
import type { TextKey } from '../i18n'
import { AuthFrame } from './parts'

/** The codes the login-session provider sends to /auth/error (openapi/auth.yaml). */
const ERROR_TEXTS: Record<string, TextKey> = {
  AccessDenied: 'auth_pages.error_AccessDenied',
  Callback: 'auth_pages.error_Callback',
  OAuthSignin: 'auth_pages.error_OAuthSignin',
  Configuration: 'auth_pages.error_Configuration',
}

/** /auth/error: why the external sign-in failed, and the ways on. */
export function AuthErrorPage({ code }: { code: string | undefined }) {
  const t = useT()
  const message = (code && ERROR_TEXTS[code]) || 'auth_pages.error_default'
  return (
    <AuthFrame title={t('auth_pages.error_title')}>
      <div className="flex gap-3">
        <WarningIcon className="mt-0.5 size-6 shrink-0 text-error" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="text-foreground">{t(message)}</p>
          {code && (
            <p className="text-sm text-muted-foreground">{t('auth_pages.error_code', { code })}</p>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <StoreLink href="/Login">{t('auth_pages.try_again')}</StoreLink>
        </Button>
        <Button variant="outline" asChild>
          <StoreLink href="/">{t('auth_pages.go_home')}</StoreLink>
        </Button>
      </div>
    </AuthFrame>
  )
}

/** What Apple's return carries (the login-session provider forwards its form post). */
export type AppleReturn = { code?: string; state?: string; user?: string; error?: string }

/**
 * /auth/callback-apple: Apple posts its answer cross-site, where the sign-in's check cookie is
 * not sent; here, on the store's own site, the answer goes on to the provider's callback as a
 * same-site request, which finishes the sign-in and comes back to the store.
 */
export function AppleCallbackPage({ values }: { values: AppleReturn }) {
  const t = useT()
  const usable = Boolean((values.code && values.state) || values.error)
  useEffect(() => {
    if (!usable) return
    const query = new URLSearchParams(
      Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
    )
    window.location.replace(`/api/auth/callback/apple?${query.toString()}`)
  }, [usable, values])
  return (
    <AuthFrame title={t('auth_pages.callback_title')}>
      {usable ? (
        <Spinner showLabel label={t('auth_pages.callback_working')} />
      ) : (
        <>
          <p role="alert" className="text-foreground">
            {t('auth_pages.callback_missing')}
          </p>
          <Button asChild className="self-start">
            <StoreLink href="/Login">{t('auth_pages.try_again')}</StoreLink>
          </Button>
        </>
      )}
    </AuthFrame>
  )
}
