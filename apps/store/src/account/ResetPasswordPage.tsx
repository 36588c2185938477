import { isApiError } from '@ebook/api'
import { authMutations, customerQueries } from '@ebook/api/queries'
import { Button, toast, WarningIcon } from '@ebook/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useLocale, useT } from '../app/i18n'
import { type Locale } from '../app/locale'
import { localeParams } from '../app/navigation'
import { StoreLink } from '../components/StoreLink'
import { rules, serverMessages, useAccountForm, type Problems } from './form'
import { AuthFrame, FormSkeleton, ServerErrors, SubmitButton, TextField } from './parts'

/** The reset link's check, read where the loader left it (a failed check is not asked again). */
export const resetLinkQuery = (token: string, guid: string, locale: Locale) => ({
  ...customerQueries.passwordReset(locale, token, guid),
  retryOnMount: false,
})

type ResetValues = { password: string; confirmPassword: string }

const validate = (values: ResetValues): Problems<ResetValues> => ({
  password: rules.newPassword(values.password),
  confirmPassword: rules.confirmation(values.confirmPassword, values.password),
})

/** A link that is wrong, used or expired: the server's reason and a way to ask for a new one. */
function InvalidLink({ messages }: { messages: readonly string[] }) {
  const t = useT()
  return (
    <AuthFrame title={t('reset_page.invalid_title')}>
      <div className="flex gap-3">
        <WarningIcon className="mt-0.5 size-6 shrink-0 text-error" aria-hidden="true" />
        <div className="grid gap-1">
          {messages.map((message) => (
            <p key={message} className="font-medium text-foreground">
              {message}
            </p>
          ))}
          <p className="text-sm text-muted-foreground">{t('reset_page.invalid_body')}</p>
        </div>
      </div>
      <Button asChild className="self-start">
        <StoreLink href="/customer/forget-password">{t('reset_page.request_new')}</StoreLink>
      </Button>
    </AuthFrame>
  )
}

/** The new password, once the link has been checked. */
function NewPasswordForm({
  token,
  guid,
  email,
}: {
  token: string
  guid: string
  email: string | null
}) {
  const t = useT()
  const locale = useLocale()
  const router = useRouter()
  const form = useAccountForm({ initial: { password: '', confirmPassword: '' }, validate })
  const confirm = useMutation({
    ...authMutations.confirmPasswordReset(),
    meta: { errorToast: false },
  })
  const pending = confirm.isPending || confirm.isSuccess
  const onSubmit = form.submit((values) => {
    if (pending) return
    confirm.mutate(
      {
        Token: token,
        Guid: guid,
        NewPassword: values.password,
        ConfirmNewPassword: values.confirmPassword,
      },
      {
        onSuccess: () => {
          toast.success(t('reset_page.done'))
          void router.navigate({
            to: '/{-$locale}/Login',
            params: localeParams(locale),
            replace: true,
          })
        },
      },
    )
  })
  return (
    <AuthFrame
      title={t('reset_page.title')}
      intro={email ? t('reset_page.intro', { email }) : undefined}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={pending}>
        <TextField
          form={form}
          name="password"
          label={t('account_form.new_password')}
          description={t('account_form.password_hint')}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          form={form}
          name="confirmPassword"
          label={t('account_form.confirm_new_password')}
          type="password"
          autoComplete="new-password"
        />
        <ServerErrors messages={serverMessages(confirm.error)} />
        <SubmitButton
          pending={pending}
          label={t('reset_page.submit')}
          pendingLabel={t('reset_page.submitting')}
          className="w-full"
        />
      </form>
    </AuthFrame>
  )
}

/**
 * /reset-password/{token}/{guid}: the link is checked first (`GET validate-reset-password`);
 * only a valid one gets the new-password form (`POST confirm-reset-password`).
 */
export function ResetPasswordPage({ token, guid }: { token: string; guid: string }) {
  const locale = useLocale()
  const t = useT()
  const check = useQuery(resetLinkQuery(token, guid, locale))
  if (check.isPending) return <FormSkeleton fields={2} />
  if (check.isError) {
    if (isApiError(check.error) && check.error.status === 400)
      return <InvalidLink messages={check.error.messages} />
    return (
      <AuthFrame title={t('reset_page.title')}>
        <ServerErrors messages={serverMessages(check.error)} />
        <Button variant="outline" className="self-start" onClick={() => void check.refetch()}>
          {t('account_form.retry')}
        </Button>
      </AuthFrame>
    )
  }
  if (check.data.DisablePasswordChanging)
    return <InvalidLink messages={check.data.Result ? [check.data.Result] : []} />
  return <NewPasswordForm token={token} guid={guid} email={check.data.MaskedEmail} />
}
