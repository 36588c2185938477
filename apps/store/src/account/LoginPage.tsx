import { authMutations } from '@ebook/api/queries'
import { Button, Checkbox, Field, Input, Spinner } from '@ebook/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { useStoreApp } from '../app/context'
import { useT } from '../app/i18n'
import { rememberReturnTo } from '../app/return-to'
import { useValue } from '../app/store'
import { StoreLink } from '../components/StoreLink'
import type { TextKey } from '../i18n'
import { externalSignInPending } from './external-login'
import { rules, serverMessages, useAccountForm, type Problems } from './form'
import {
  loginSessionOf,
  loginSessionQueries,
  type LoginSessionProvider,
  type ProviderId,
} from './login-session'
import { AuthFrame, ServerErrors, SubmitButton } from './parts'
import { completeSignIn } from './sign-in'

type LoginValues = { identity: string; password: string; rememberMe: boolean }

const validate = (values: LoginValues): Problems<LoginValues> => ({
  identity: rules.required(values.identity),
  password: values.password ? undefined : { key: 'account_form.required' },
})

const PROVIDER_NAMES: Partial<Record<ProviderId, TextKey>> = {
  google: 'auth_pages.provider_google',
  facebook: 'auth_pages.provider_facebook',
  apple: 'auth_pages.provider_apple',
}

/** The provider's name as the store writes it; the server's name for any other (local). */
function useProviderName() {
  const t = useT()
  return useCallback(
    (provider: LoginSessionProvider) => {
      const key = PROVIDER_NAMES[provider.id]
      return key ? t(key) : provider.name
    },
    [t],
  )
}

/**
 * Google, Facebook and Apple buttons, through the login-session provider: one for each provider
 * it has configured. A press posts the sign-in form (with the CSRF token) and goes to the
 * provider, which brings the visitor back to this page; the start-up external login then signs
 * them in (external-login.ts).
 */
function ExternalSignIn({ returnTo }: { returnTo: string | undefined }) {
  const t = useT()
  const { queryClient } = useStoreApp()
  const href = useLocation({ select: (location) => location.href })
  const nameOf = useProviderName()
  const providers = useQuery(loginSessionQueries.providers())
  const [leaving, setLeaving] = useState<ProviderId | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  if (providers.isPending) return <Spinner size="sm" className="justify-self-center" />
  if (providers.isError)
    return (
      <p className="text-center text-sm text-muted-foreground">
        {t('signin_page.providers_failed')}
      </p>
    )
  if (providers.data.length === 0) return null

  const start = async (provider: LoginSessionProvider) => {
    setLeaving(provider.id)
    setProblem(null)
    rememberReturnTo(returnTo ?? '/')
    try {
      const url = await loginSessionOf(queryClient).signIn(provider.id, href)
      window.location.assign(url)
    } catch (error) {
      setProblem(serverMessages(error).join('\n'))
      setLeaving(null)
    }
  }

  return (
    <section aria-labelledby="external-sign-in" className="grid gap-3">
      <h2
        id="external-sign-in"
        className="flex items-center gap-3 text-sm text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border"
      >
        {t('signin_page.or')}
      </h2>
      <ul className="grid gap-2">
        {providers.data.map((provider) => (
          <li key={provider.id}>
            <Button
              variant="outline"
              block
              disabled={leaving !== null && leaving !== provider.id}
              busy={leaving === provider.id}
              onClick={() => void start(provider)}
            >
              <ProviderMark id={provider.id} />
              {leaving === provider.id
                ? t('signin_page.redirecting', { provider: nameOf(provider) })
                : t('signin_page.continue_with', { provider: nameOf(provider) })}
            </Button>
          </li>
        ))}
      </ul>
      <ServerErrors messages={problem ? [problem] : []} />
    </section>
  )
}

/** The provider's mark beside its name: a small letter badge in its colour. */
function ProviderMark({ id }: { id: ProviderId }) {
  const style: Record<ProviderId, string> = {
    google: 'bg-white text-[#4285f4] ring-1 ring-border',
    facebook: 'bg-[#1877f2] text-white',
    apple: 'bg-foreground text-background',
    local: 'bg-muted text-foreground ring-1 ring-border',
  }
  const letter: Record<ProviderId, string> = { google: 'G', facebook: 'f', apple: 'A', local: '•' }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-5 items-center justify-center rounded-full text-xs font-bold ${style[id]}`}
    >
      {letter[id]}
    </span>
  )
}

/**
 * /Login: e-mail or username and password (SPEC §2), and the external providers. After login:
 * the toast 'login_page.login_success', the customer's info and token kept, and back to the
 * remembered page (`?redirect=`), else home.
 */
export function LoginPage({ returnTo }: { returnTo: string | undefined }) {
  const t = useT()
  const app = useStoreApp()
  const externalPending = useValue(externalSignInPending)
  const form = useAccountForm<LoginValues>({
    initial: { identity: '', password: '', rememberMe: true },
    validate,
  })
  const login = useMutation({ ...authMutations.login(), meta: { errorToast: false } })
  const pending = login.isPending || login.isSuccess
  const registerHref = returnTo ? `/register?redirect=${encodeURIComponent(returnTo)}` : '/register'

  const onSubmit = form.submit((values) => {
    if (pending) return
    const identity = values.identity.trim()
    const byEmail = identity.includes('@')
    login.mutate(
      {
        Email: byEmail ? identity : null,
        Username: byEmail ? null : identity,
        Password: values.password,
        RememberMe: values.rememberMe,
      },
      { onSuccess: (result) => void completeSignIn(app, result, returnTo) },
    )
  })

  return (
    <AuthFrame title={t('signin_page.title')} intro={t('signin_page.intro')}>
      {externalPending && <Spinner size="sm" showLabel label={t('signin_page.external_pending')} />}
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={pending}>
        <Field
          label={t('signin_page.email_or_username')}
          required
          error={form.errorOf('identity')}
          controlId={form.idOf('identity')}
        >
          <Input {...form.text('identity')} autoComplete="username" autoCapitalize="none" />
        </Field>
        <Field
          label={t('account_form.password')}
          required
          error={form.errorOf('password')}
          controlId={form.idOf('password')}
        >
          <Input {...form.text('password')} type="password" autoComplete="current-password" />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox
            label={t('signin_page.remember_me')}
            checked={form.values.rememberMe}
            onChange={(event) => form.set('rememberMe', event.currentTarget.checked)}
          />
          <StoreLink
            href="/customer/forget-password"
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {t('signin_page.forgot_password')}
          </StoreLink>
        </div>
        <ServerErrors messages={serverMessages(login.error)} />
        <SubmitButton
          pending={pending}
          label={t('signin_page.submit')}
          pendingLabel={t('signin_page.submitting')}
          className="w-full"
        />
      </form>
      <ExternalSignIn returnTo={returnTo} />
      <p className="text-center text-sm text-muted-foreground">
        {t('signin_page.no_account')}{' '}
        <StoreLink
          href={registerHref}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('signin_page.register')}
        </StoreLink>
      </p>
    </AuthFrame>
  )
}
